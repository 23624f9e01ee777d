import type { EntitySubject } from '../src/ability/subjects';
import { authorize, requireViewer } from './authz';
import type { MockContext } from './context';
import type { EntityModel } from './model';
import { presenceTarget } from './presence';
import { bulkUpdatePlan } from './resolvers/bulkUpdate';
import { importPlan } from './resolvers/importRows';
import { updateRowsPlan } from './resolvers/updateRows';
import { changedInputKeys, fieldOfInputKey } from './resolvers/input';
import { checkViewEntity, ownView } from './resolvers/savedViews';
import { checkLogin, checkPasswordChange } from './resolvers/viewer';
import { checkPreviewStart } from './resolvers/preview';
import { checkResetFactor } from './resolvers/factor';
import { checkAccount, checkEndSession } from './resolvers/sessions';
import type { Row, RowValues } from './store/types';
import { restoreEntries, revertPlan } from './undo/resolvers';

type Args = Record<string, unknown>;
/** Throws the GraphQL error (FORBIDDEN, UNAUTHENTICATED, BAD_USER_INPUT, …) a mutation would refuse with. */
export type MutationCheck = (ctx: MockContext, args: Args) => void;

type Verb = 'Create' | 'Update' | 'Delete' | 'BulkDelete';
const VERB = /^(.+?)(Create|Update|BulkDelete|Delete)$/;

function authorizeInput(ctx: MockContext, model: EntityModel, action: 'create' | 'update', target: Row, input: RowValues) {
  const keys = action === 'update' ? changedInputKeys(model, target, input) : Object.keys(input ?? {});
  for (const key of keys) authorize(ctx, action, target, fieldOfInputKey(model, key));
}

/** The rules for an entity's create, update, delete or bulk delete, rows and fields included. */
function entityCheck(model: EntityModel, verb: Verb): MutationCheck {
  const type = model.type as EntitySubject;
  return (ctx, args) => {
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
  };
}

const signedIn: MutationCheck = (ctx) => void requireViewer(ctx);

/**
 * Every other mutation of the schema, with what refuses it as a whole: the same functions its
 * resolver starts with, so the two cannot disagree. Per-row outcomes (a bulk update's refused
 * row, an import's invalid line) are answers, not refusals, and are left to the resolver.
 */
const OTHER_CHECKS: Record<string, MutationCheck> = {
  login: (ctx, args) => checkLogin(ctx, { email: String(args.email) }),
  logout: signedIn,
  endSession: (ctx, args) => checkEndSession(ctx, String(args.id)),
  endOtherSessions: (ctx, args) => checkAccount(ctx, args.userId as string | null | undefined),
  clearSignInThrottle: (ctx, args) => checkAccount(ctx, String(args.userId)),
  markNotificationsRead: signedIn,
  viewerUpdate: signedIn,
  viewerChangePassword: (ctx) => void checkPasswordChange(ctx),
  createUpload: signedIn,
  previewStart: (ctx) => void checkPreviewStart(ctx),
  previewEnd: signedIn,
  presenceHeartbeat: (ctx, args) => void presenceTarget(ctx, { subject: String(args.subject), id: String(args.id) }),
  restore: (ctx, args) => void restoreEntries(ctx, args),
  revertTo: (ctx, args) => {
    const plan = revertPlan(ctx, args);
    // A revert saves through the entity's update: the fields it would change need their rules too.
    if ('input' in plan && plan.input) entityCheck(plan.model, 'Update')(ctx, { id: plan.id, input: plan.input });
  },
  bulkUpdate: (ctx, args) => void bulkUpdatePlan(ctx, args as Parameters<typeof bulkUpdatePlan>[1]),
  updateRows: (ctx, args) => void updateRowsPlan(ctx, args as Parameters<typeof updateRowsPlan>[1]),
  importRows: (ctx, args) => void importPlan(ctx, args as Parameters<typeof importPlan>[1]),
  savedViewCreate: (ctx, args) => checkViewEntity(ctx, String((args.input as { entity?: unknown } | undefined)?.entity)),
  savedViewUpdate: (ctx, args) => void ownView(ctx, String(args.id)),
  savedViewDelete: (ctx, args) => void ownView(ctx, String(args.id)),
  // The challenge names the account; its throttle is checked once the resolver knows which.
  loginWithFactor: () => undefined,
  enrollFactorStart: signedIn,
  enrollFactorConfirm: signedIn,
  disableFactor: signedIn,
  resetUserFactor: (ctx) => void checkResetFactor(ctx),
};

/**
 * The check run before a document's first mutation for the mutation `name`: an entity's generic
 * mutation (`accentCreate`) or one of OTHER_CHECKS; null for a field no resolver of ours serves
 * (one the backend just added, answered by the mocks, which change nothing). A test requires one
 * for every field of schema.graphql's Mutation type, so a new mutation cannot be forgotten.
 */
export function mutationCheck(name: string, models: ReadonlyMap<string, EntityModel>): MutationCheck | null {
  if (Object.hasOwn(OTHER_CHECKS, name)) return OTHER_CHECKS[name];
  const match = VERB.exec(name);
  const model = match ? [...models.values()].find((candidate) => candidate.name === match[1]) : undefined;
  return match && model ? entityCheck(model, match[2] as Verb) : null;
}
