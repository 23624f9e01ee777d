import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  getArgumentValues,
  getNamedType,
  isObjectType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type SelectionSetNode,
} from 'graphql';
import type { MockContext } from './context';
import type { EntityModel } from './model';
import { coercedVariables, fragmentsOf, rootFields } from './preauthorize';

export interface CostLimits {
  /** Most root fields (aliases included) one document may ask for. */
  maxRootFields: number;
  /** Most "field × rows" one document may cost; see `operationCost`. */
  maxQueryCost: number;
  /** Largest page a list answers; `null` (All) stays allowed and is counted as the table's total. */
  maxPageSize: number;
  /** Most rows one document may import, over all its `importRows` fields (aliases included). */
  maxImportRows: number;
}

export const DEFAULT_COST_LIMITS: CostLimits = { maxRootFields: 20, maxQueryCost: 250_000, maxPageSize: 1000, maxImportRows: 5000 };

/** What one `search` call is counted as: it scans every searchable table (~50 ms), so ten at most. */
const SEARCH_COST = 25_000;
const DEFAULT_PAGE_SIZE = 10;
/**
 * What writing one row costs beside the fields answered for it: the checks, references, unique
 * values and history of a create or update. 5,000 imported rows (the most a document may carry)
 * stay within the cost limit; an alias per 1,000-row bulk update (or `updateRows`) adds up.
 */
const ROW_WRITE_COST = 25;
/** Mutations that write one row per element of a list argument, by that argument. */
const ROWS_WRITTEN: Record<string, string> = { importRows: 'rows', bulkUpdate: 'ids', updateRows: 'rows' };

const refuse = (message: string, code: string, extra: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, ...extra, http: { status: 200 } } });

interface Walk {
  mutationType: GraphQLObjectType | null | undefined;
  typeNamed: (name: string) => GraphQLObjectType | null;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  rowsOf: (listField: string) => number | null;
}

/** Rows a root mutation writes (imported rows, bulk-updated ids, changed rows); 0 for any other field. */
function rowsWritten(node: FieldNode, parent: GraphQLObjectType, walk: Walk): number {
  const argument = parent === walk.mutationType ? ROWS_WRITTEN[node.name.value] : undefined;
  const field = argument ? parent.getFields()[node.name.value] : undefined;
  if (!argument || !field) return 0;
  const list = getArgumentValues(field, node, walk.variables)[argument];
  return Array.isArray(list) ? list.length : 0;
}

/** Rows a list field may answer: its page size, or the table's total for All (`pageSize: null`). */
function multiplier(node: FieldNode, parent: GraphQLObjectType, walk: Walk, limits: CostLimits): number {
  const field = parent.getFields()[node.name.value];
  if (!field || !field.args.some((arg) => arg.name === 'pageSize')) return 1;
  const args = getArgumentValues(field, node, walk.variables);
  const size = args.pageSize;
  if (typeof size === 'number' && (size < 1 || size > limits.maxPageSize)) {
    throw refuse(`pageSize must be between 1 and ${limits.maxPageSize}, or null for all rows`, 'BAD_PAGE_SIZE', { pageSize: size });
  }
  if (size === null) return walk.rowsOf(node.name.value) ?? limits.maxPageSize;
  return typeof size === 'number' ? size : DEFAULT_PAGE_SIZE;
}

function costOf(set: SelectionSetNode, parent: GraphQLObjectType, walk: Walk, limits: CostLimits, seen: Set<string>): number {
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? walk.typeNamed(selection.typeCondition.name.value) : null;
      total += costOf(selection.selectionSet, on ?? parent, walk, limits, seen);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = walk.fragments[selection.name.value];
      if (!fragment || seen.has(selection.name.value)) continue;
      seen.add(selection.name.value);
      total += costOf(fragment.selectionSet, walk.typeNamed(fragment.typeCondition.name.value) ?? parent, walk, limits, seen);
      seen.delete(selection.name.value);
      continue;
    }
    const name = selection.name.value;
    if (name.startsWith('__')) continue;
    const field = parent.getFields()[name];
    if ((name === 'search' || name === 'searchGroups') && parent.name === 'Query') {
      total += SEARCH_COST;
      continue;
    }
    let own = 1;
    if (selection.selectionSet && field) {
      const named = getNamedType(field.type);
      // Lists (`items`) inherit the multiplier of the page they are on.
      if (isObjectType(named)) own += costOf(selection.selectionSet, named, walk, limits, seen);
    }
    const written = rowsWritten(selection, parent, walk);
    // A write answers per row too (an import's `results`): each row costs its write and its answer.
    total += written > 0 ? written * (ROW_WRITE_COST + own) : own * multiplier(selection, parent, walk, limits);
  }
  return total;
}

const listTypesOf = new WeakMap<Map<string, EntityModel>, Map<string, string>>();

/** `paymentList` → `Payment`, built once per model registry rather than once per request. */
function listTypes(models: Map<string, EntityModel>): Map<string, string> {
  let byList = listTypesOf.get(models);
  if (!byList) {
    byList = new Map([...models.values()].map((model) => [`${model.name}List`, model.type]));
    listTypesOf.set(models, byList);
  }
  return byList;
}

/**
 * A document's cost counts every field once per row it may answer: aliases are separate fields,
 * a list costs its page size times what each item selects, and All (`pageSize: null`) costs the
 * table's total. Root fields are capped too, so one request cannot carry a thousand logins.
 */
export function costLimitPlugin(limits: CostLimits = DEFAULT_COST_LIMITS): ApolloServerPlugin<MockContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request, schema, contextValue }) {
          // No operation: several in the document and no operationName; execution says so (400).
          if (!operation) return;
          const op = operation;
          const fragments = fragmentsOf(document);
          const roots = rootFields(op.selectionSet, fragments).filter((node) => !node.name.value.startsWith('__'));
          if (roots.length > limits.maxRootFields) {
            throw refuse(`Too many root fields (${roots.length} > ${limits.maxRootFields})`, 'TOO_MANY_ROOT_FIELDS', {
              count: roots.length,
              max: limits.maxRootFields,
            });
          }
          const root = op.operation === 'mutation' ? schema.getMutationType() : op.operation === 'query' ? schema.getQueryType() : null;
          // Variables that do not fit the operation: execution refuses the request before any resolver.
          const variables = coercedVariables(schema, op, request);
          if (!root || !variables) return;
          const byList = listTypes(contextValue.db.models);
          const walk: Walk = {
            mutationType: schema.getMutationType(),
            typeNamed: (name) => {
              const type = schema.getType(name);
              return isObjectType(type) ? type : null;
            },
            fragments,
            variables,
            rowsOf: (listField) => {
              const type = byList.get(listField);
              return type ? contextValue.db.all(type).length : null;
            },
          };
          if (root === walk.mutationType) {
            const imported = roots.reduce((sum, node) => sum + (node.name.value === 'importRows' ? rowsWritten(node, root, walk) : 0), 0);
            if (imported > limits.maxImportRows) {
              throw refuse(`Too many rows to import in one request (${imported} > ${limits.maxImportRows}); send them in several`, 'TOO_MANY_ROWS', {
                count: imported,
                max: limits.maxImportRows,
              });
            }
          }
          const cost = costOf(op.selectionSet, root, walk, limits, new Set());
          if (cost > limits.maxQueryCost) {
            throw refuse(`Query is too expensive (cost ${cost} > ${limits.maxQueryCost}); ask for fewer rows or fields`, 'QUERY_TOO_EXPENSIVE', {
              cost,
              maxCost: limits.maxQueryCost,
            });
          }
        },
      };
    },
  };
}
