import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  getArgumentValues,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type FieldNode,
} from 'graphql';
import type { EntitySubject } from '../src/ability/subjects';
import { authorize } from './authz';
import type { MockContext } from './context';
import type { EntityModel } from './model';
import { changedInputKeys, fieldOfInputKey } from './resolvers/input';
import type { Row, RowValues } from './store/types';

type Verb = 'Create' | 'Update' | 'Delete' | 'BulkDelete';
const VERB = /^(.+?)(Create|Update|BulkDelete|Delete)$/;

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

function authorizeInput(ctx: MockContext, model: EntityModel, action: 'create' | 'update', target: Row, input: RowValues) {
  const keys = action === 'update' ? changedInputKeys(model, target, input) : Object.keys(input ?? {});
  for (const key of keys) authorize(ctx, action, target, fieldOfInputKey(model, key));
}

/** Throws FORBIDDEN/UNAUTHENTICATED when the viewer may not run this entity mutation as asked. */
function check(ctx: MockContext, model: EntityModel, verb: Verb, args: Record<string, unknown>): void {
  const type = model.type as EntitySubject;
  if (verb === 'Create') {
    authorize(ctx, 'create', type);
    authorizeInput(ctx, model, 'create', { __typename: type } as Row, args.input as RowValues);
    return;
  }
  const action = verb === 'Update' ? 'update' : 'delete';
  authorize(ctx, action, type);
  const ids = verb === 'BulkDelete' ? (args.ids as string[]) : [args.id as string];
  for (const id of ids) {
    const row = ctx.db.get(type, String(id));
    if (!row) continue; // the resolver answers NOT_FOUND itself
    authorize(ctx, action, row);
    if (verb === 'Update') authorizeInput(ctx, model, 'update', row, args.input as RowValues);
  }
}

/**
 * Mutation root fields run one after another, so a refusal in the second would come after the
 * first was saved. Every root field's permission is checked before any executes: a document with
 * one refused mutation changes nothing. The resolvers still check again (the plugin is an early
 * gate, not the only one).
 */
export function preauthorizePlugin(): ApolloServerPlugin<MockContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue, request, schema }) {
          const op = operation as OperationDefinitionNode;
          if (op.operation !== 'mutation') return;
          const mutationType = schema.getMutationType() as GraphQLObjectType;
          const fragments: Record<string, FragmentDefinitionNode> = {};
          for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
          const byName = new Map([...contextValue.db.models.values()].map((m) => [m.name, m]));
          for (const node of rootFields(op.selectionSet, fragments)) {
            const match = VERB.exec(node.name.value);
            const model = match ? byName.get(match[1]) : undefined;
            const field = mutationType.getFields()[node.name.value];
            if (!match || !model || !field) continue;
            const args = getArgumentValues(field, node, request.variables ?? {});
            try {
              check(contextValue, model, match[2] as Verb, args);
            } catch (error) {
              if (!(error instanceof GraphQLError)) throw error;
              throw new GraphQLError(error.message, {
                nodes: [node],
                path: [node.alias?.value ?? node.name.value],
                extensions: { ...error.extensions, http: { status: 200 } },
              });
            }
          }
        },
      };
    },
  };
}
