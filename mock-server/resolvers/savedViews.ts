import { GraphQLError, isInputObjectType, type GraphQLSchema } from 'graphql';
import { createAppAbility } from '../../src/ability/ability';
import { defineRulesFor } from '../../src/ability/rules';
import type { EntitySubject } from '../../src/ability/subjects';
import { authorize, requireViewer } from '../authz';
import type { MockContext } from '../context';
import type { MutationResolvers, QueryResolvers, Role } from '../generated/resolvers-types';
import type { EntityModel } from '../model';
import type { SavedViewRecord } from '../savedViews';
import type { UserErrorOut } from './input';

type ViewError = UserErrorOut;

const MAX_NAME = 80;
/** List parameters a view keeps besides the entity's filters (`page` is where one was, not what). */
const LIST_KEYS = ['q', 'sort', 'pageSize'];

const invalid = (field: string, message: string, values?: Record<string, unknown>): ViewError => ({ field: ['input', field], message, code: 'INVALID', values });
const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 200 } } });

function modelOf(ctx: MockContext, entity: string): EntityModel {
  const model = ctx.db.models.get(entity);
  if (!model) throw badInput(`Unknown entity ${entity}`);
  authorize(ctx, 'read', entity as EntitySubject);
  return model;
}

/** Only `q`, `sort`, `pageSize` and the entity's own filters (`status`, `paidAtFrom`…), well formed. */
function queryErrors(schema: GraphQLSchema, model: EntityModel, query: string): ViewError[] {
  const filterType = schema.getType(`${model.type}Filter`);
  const filters = isInputObjectType(filterType) ? Object.keys(filterType.getFields()).filter((key) => key !== 'search') : [];
  const allowed = new Set([...LIST_KEYS, ...filters]);
  const errors: ViewError[] = [];
  for (const [key, value] of new URLSearchParams(query)) {
    if (!allowed.has(key)) errors.push(invalid('query', 'views.unknownFilter', { name: key }));
    else if (key === 'sort' && !/^[A-Z0-9_]+:(asc|desc)$/i.test(value)) errors.push(invalid('query', 'views.unknownFilter', { name: key }));
    else if (key === 'sort' && !model.sortFields.has(value.split(':')[0].toUpperCase())) errors.push(invalid('query', 'views.unknownFilter', { name: key }));
  }
  return errors;
}

/** A column key is a field of the entity, or a path into one (`language.title`). */
function columnErrors(model: EntityModel, columns: readonly string[]): ViewError[] {
  const fields = new Set(model.fields);
  const unknown = columns.filter((key) => !fields.has(key.split('.')[0]));
  return unknown.length > 0 ? [invalid('columns', 'views.unknownColumn', { names: unknown.join(', ') })] : [];
}

/** Shared only with a staff role that may read the entity: a view no one of the role can open is a mistake. */
function roleErrors(entity: string, role: Role | null | undefined): ViewError[] {
  if (!role) return [];
  if (role === 'LEARNER') return [invalid('sharedWithRole', 'views.roleNotStaff')];
  const ability = createAppAbility(defineRulesFor(role));
  return ability.can('read', entity as EntitySubject) ? [] : [invalid('sharedWithRole', 'views.roleCannotRead', { role })];
}

function nameErrors(ctx: MockContext, view: Pick<SavedViewRecord, 'entity' | 'name' | 'ownerId'>, except?: string): ViewError[] {
  const name = view.name.trim();
  if (!name) return [{ field: ['input', 'name'], message: 'validation.required', code: 'REQUIRED' }];
  if (name.length > MAX_NAME) return [invalid('name', 'validation.maxLength', { max: MAX_NAME })];
  const taken = ctx.savedViews
    .visibleTo(view.entity, view.ownerId, '')
    .some((other) => other.id !== except && other.ownerId === view.ownerId && other.name.trim() === name);
  return taken ? [{ field: ['input', 'name'], message: 'views.nameTaken', code: 'TAKEN' }] : [];
}

function output(ctx: MockContext, view: SavedViewRecord) {
  const owner = ctx.db.get('User', view.ownerId);
  const editable = view.ownerId === ctx.viewer?.id || ctx.viewer?.role === 'ADMIN';
  return { ...view, editable, owner: { id: view.ownerId, name: String(owner?.fullName ?? '') } };
}

/** Only its owner or ADMIN changes a view, and only one they see (null: not found). Also run by preauthorize.ts. */
export function ownView(ctx: MockContext, id: string): SavedViewRecord | null {
  const viewer = requireViewer(ctx);
  const view = ctx.savedViews.get(id);
  if (!view || !ctx.savedViews.sees(view, viewer.id, String(viewer.role))) return null;
  modelOf(ctx, view.entity);
  if (view.ownerId !== viewer.id && viewer.role !== 'ADMIN') {
    throw new GraphQLError('Only its owner changes a saved view', { extensions: { code: 'FORBIDDEN', reason: 'views.notOwner' } });
  }
  return view;
}

/** A view of an entity the viewer may read; also run before a document's first mutation (preauthorize.ts). */
export function checkViewEntity(ctx: MockContext, entity: string): void {
  requireViewer(ctx);
  modelOf(ctx, entity);
}

const notFound: ViewError = { field: ['id'], message: 'validation.notFound', code: 'NOT_FOUND' };

const savedViews: QueryResolvers<MockContext>['savedViews'] = (_, { entity }, ctx) => {
  const viewer = requireViewer(ctx);
  modelOf(ctx, entity);
  return ctx.savedViews.visibleTo(entity, viewer.id, String(viewer.role)).map((view) => output(ctx, view));
};

const savedView: QueryResolvers<MockContext>['savedView'] = (_, { id }, ctx) => {
  const viewer = requireViewer(ctx);
  const view = ctx.savedViews.get(id);
  if (!view || !ctx.savedViews.sees(view, viewer.id, String(viewer.role))) return null;
  modelOf(ctx, view.entity);
  return output(ctx, view);
};

const savedViewCreate: MutationResolvers<MockContext>['savedViewCreate'] = (_, { input }, ctx, info) => {
  const viewer = requireViewer(ctx);
  const model = modelOf(ctx, input.entity);
  const draft = { entity: model.type, name: input.name.trim(), query: input.query, columns: input.columns, ownerId: viewer.id, sharedWithRole: input.sharedWithRole ?? null };
  const userErrors = [
    ...nameErrors(ctx, draft),
    ...queryErrors(info.schema, model, draft.query),
    ...columnErrors(model, draft.columns),
    ...roleErrors(model.type, draft.sharedWithRole),
  ];
  if (userErrors.length > 0) return { savedView: null, userErrors };
  const now = new Date(ctx.db.clock()).toISOString();
  const view = ctx.savedViews.add({ ...draft, createdAt: now, updatedAt: now });
  return { savedView: output(ctx, view), userErrors: [] };
};

const savedViewUpdate: MutationResolvers<MockContext>['savedViewUpdate'] = (_, { id, input }, ctx, info) => {
  const view = ownView(ctx, id);
  if (!view) return { savedView: null, userErrors: [notFound] };
  const model = modelOf(ctx, view.entity);
  const next = {
    ...view,
    name: input.name?.trim() ?? view.name,
    query: input.query ?? view.query,
    columns: input.columns ?? view.columns,
    sharedWithRole: input.sharedWithRole === undefined ? view.sharedWithRole : input.sharedWithRole,
  };
  const userErrors = [
    ...(input.name != null ? nameErrors(ctx, next, view.id) : []),
    ...(input.query != null ? queryErrors(info.schema, model, next.query) : []),
    ...(input.columns != null ? columnErrors(model, next.columns) : []),
    ...roleErrors(model.type, next.sharedWithRole),
  ];
  if (userErrors.length > 0) return { savedView: null, userErrors };
  Object.assign(view, next, { updatedAt: new Date(ctx.db.clock()).toISOString() });
  return { savedView: output(ctx, view), userErrors: [] };
};

const savedViewDelete: MutationResolvers<MockContext>['savedViewDelete'] = (_, { id }, ctx) => {
  const view = ownView(ctx, id);
  if (!view) return { deletedId: null, userErrors: [notFound] };
  ctx.savedViews.remove(view.id);
  return { deletedId: view.id, userErrors: [] };
};

export const savedViewResolvers = {
  Query: { savedViews, savedView },
  Mutation: { savedViewCreate, savedViewUpdate, savedViewDelete },
};
