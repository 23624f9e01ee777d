import type { IncomingMessage } from 'node:http';
import { createAppAbility, type AppAbility } from '../src/ability/ability';
import { defineRulesFor } from '../src/ability/rules';
import type { FactorStore } from './auth/factor';
import { mustEnrol } from './auth/factorGate';
import { clientAddress, userAgentOf } from './auth/address';
import type { SessionList } from './auth/sessions';
import type { LoginThrottle } from './auth/throttle';
import type { TokenService } from './auth/tokens';
import type { MockConfig } from './config';
import { previewSubject, type ActivePreview } from './preview';
import type { SavedViewStore } from './savedViews';
import type { StaffState } from './staff';
import type { Database } from './store/db';
import type { Row } from './store/types';
import type { UploadStore } from './uploads';

/** Long-lived parts of a running mock server, shared by every request. */
export interface MockServices {
  db: Database;
  staff: StaffState;
  /** Named list states of the manage screens. */
  savedViews: SavedViewStore;
  tokens: TokenService;
  uploads: UploadStore;
  config: MockConfig;
  /** Failed sign-ins per account and address; absent where no one signs in (component tests). */
  throttle?: LoginThrottle;
  /** Second factors and sign-in challenges; absent where no one signs in (component tests). */
  factors?: FactorStore;
  /** Failed password changes: their own counters, so a stolen token cannot make its owner wait to sign in. */
  passwordThrottle?: LoginThrottle;
  /** The sessions people can see and end (auth/sessions.ts); absent in component tests. */
  sessionList?: SessionList;
}

/** Per request: who is asking and what they may do. */
export interface MockContext extends MockServices {
  viewer: Row | null;
  ability: AppAbility;
  token: { jti: string; expiresAtSeconds?: number } | null;
  /** The client's network address, for login throttling. */
  address?: string;
  /** The client's user agent, kept with the session a sign-in starts. */
  userAgent?: string;
  /**
   * Set while the session previews a role (preview.ts): `viewer` and `ability` are then the
   * previewed ones, and every mutation but `previewEnd` and `logout` is refused.
   */
  preview?: ActivePreview | null;
  /**
   * Set when the viewer's role requires a second factor and none is enrolled (auth/factorGate.ts):
   * the session may only enrol, read the viewer and sign out, and its ability is empty.
   */
  factorPending?: boolean;
}

const nobody = createAppAbility([]);

/** Rules depend on the role alone, so each role's ability is built once and shared by its requests. */
const abilities = new Map<string, AppAbility>();
export function abilityOf(role: string): AppAbility {
  let ability = abilities.get(role);
  if (!ability) {
    ability = createAppAbility(defineRulesFor(role));
    abilities.set(role, ability);
  }
  return ability;
}

function bearer(req: Pick<IncomingMessage, 'headers'>): string | null {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** A request's token resolves to the user and the ability built from the shared rules module. */
export async function buildContext(
  services: MockServices,
  req: Pick<IncomingMessage, 'headers'> & { socket?: { remoteAddress?: string } },
): Promise<MockContext> {
  const address = clientAddress(req, services.config.trustProxyHops ?? 0);
  const userAgent = userAgentOf(req);
  const token = bearer(req);
  const claims = token ? await services.tokens.verify(token) : null;
  const viewer = claims ? (services.db.get('User', claims.userId) ?? null) : null;
  if (!claims || !viewer || viewer.status !== 'ACTIVE') return { ...services, viewer: null, ability: nobody, token: null, address, userAgent };
  services.sessionList?.seen(claims.jti);
  if (mustEnrol(services, viewer)) return { ...services, viewer, ability: nobody, token: { jti: claims.jti }, address, userAgent, preview: null, factorPending: true };
  return withPreview({ ...services, viewer, ability: abilityOf(String(viewer.role)), token: { jti: claims.jti }, address, userAgent });
}

/**
 * The context as the session's preview (if any) sees it: the previewed role's ability and, for
 * conditions on the user, the chosen user (or the ADMIN with that role). Only an ADMIN's session
 * can hold one; a session whose user is no longer ADMIN has it ignored.
 */
export function withPreview(ctx: MockContext): MockContext {
  const state = ctx.token && ctx.viewer ? ctx.tokens.previews.get(ctx.token.jti) : null;
  if (!state || !ctx.viewer || ctx.viewer.role !== 'ADMIN') return { ...ctx, preview: null };
  const user = state.userId ? (ctx.db.get('User', state.userId) ?? null) : null;
  const preview: ActivePreview = { ...state, admin: ctx.viewer, user };
  return { ...ctx, viewer: previewSubject(preview), ability: abilityOf(state.role), preview };
}
