import type { ApolloServerPlugin, GraphQLRequest } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  getArgumentValues,
  getVariableValues,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { FACTOR_PENDING_ALLOWED, factorEnrollmentRequired } from './auth/factorGate';
import { unauthenticated } from './authz';
import type { MockContext } from './context';
import { mutationCheck } from './mutationChecks';
import { PREVIEW_ALLOWED, previewReadOnly } from './preview';

/** The root fields of an operation, through inline fragments and fragment spreads. */
export function rootFields(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fields.push(...rootFields(selection.selectionSet, fragments, seen));
    else if (!seen.has(selection.name.value) && fragments[selection.name.value]) {
      seen.add(selection.name.value);
      fields.push(...rootFields(fragments[selection.name.value].selectionSet, fragments, seen));
    }
  }
  return fields;
}

export function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  return fragments;
}

const coercedOf = new WeakMap<GraphQLRequest, Record<string, unknown> | null>();

/**
 * The request's variables as execution will see them (types, defaults, nulls), or null when they
 * do not fit the operation: execution then refuses the request (400) before any resolver runs.
 * Reading raw variables instead let a `null` for a non-null input or a value of the wrong shape
 * reach the checks below and crash them into a 500.
 */
export function coercedVariables(schema: GraphQLSchema, operation: OperationDefinitionNode, request: GraphQLRequest): Record<string, unknown> | null {
  if (!coercedOf.has(request)) {
    const result = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
    coercedOf.set(request, 'coerced' in result ? (result.coerced ?? null) : null);
  }
  return coercedOf.get(request) ?? null;
}

const INTROSPECTION = new Set(['__schema', '__type']);

/** A refusal of one root field, answered as a GraphQL error on that field (HTTP 200, like the resolvers'). */
function atField(error: unknown, node: FieldNode): unknown {
  if (!(error instanceof GraphQLError)) return error;
  return new GraphQLError(error.message, {
    nodes: [node],
    path: [node.alias?.value ?? node.name.value],
    extensions: { ...error.extensions, http: { status: 200 } },
  });
}

/**
 * Mutation root fields run one after another, so a refusal in the second would come after the
 * first was saved. Every root field's check (mutationChecks.ts: rules, throttles, the request
 * errors that refuse a mutation as a whole) runs before any executes: a document with one refused
 * mutation changes nothing. The resolvers still check again (this is an early gate, not the only
 * one). Introspection (`__schema`, `__type`) needs a token like every other operation but `login`.
 */
export function preauthorizePlugin(): ApolloServerPlugin<MockContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue, request, schema }) {
          // No operation: several in the document and no operationName; execution says so (400).
          if (!operation) return;
          const roots = rootFields(operation.selectionSet, fragmentsOf(document));
          const introspection = roots.find((node) => INTROSPECTION.has(node.name.value));
          if (introspection && !contextValue.viewer) throw atField(unauthenticated(), introspection);
          // A session that must enrol a second factor reads nothing else, over any operation (auth/factorGate.ts).
          const barred = contextValue.factorPending ? roots.find((node) => !FACTOR_PENDING_ALLOWED.has(node.name.value)) : undefined;
          if (barred) throw atField(factorEnrollmentRequired(), barred);
          if (operation.operation !== 'mutation') return;
          const variables = coercedVariables(schema, operation, request);
          if (!variables) return;
          const fields = schema.getMutationType()?.getFields() ?? {};
          for (const node of roots) {
            // A preview is read-only: the whole document is refused before anything runs (preview.ts).
            if (contextValue.preview && !PREVIEW_ALLOWED.has(node.name.value)) throw atField(previewReadOnly(), node);
            const field = fields[node.name.value];
            const check = field ? mutationCheck(node.name.value, contextValue.db.models) : null;
            if (!field || !check) continue;
            try {
              check(contextValue, getArgumentValues(field, node, variables));
            } catch (error) {
              throw atField(error, node);
            }
          }
        },
      };
    },
  };
}
