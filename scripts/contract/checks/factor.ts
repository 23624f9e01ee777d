import { Secret, TOTP } from 'otpauth';
import type { SuiteContext } from '../context';
import { codesOf, type Answer, type Identity } from '../http/client';
import { credentials } from '../http/logins';
import type { CheckSpec } from '../results';
import { check, Skip } from '../verdict';

type Data = Record<string, unknown>;
const ERRORS = 'userErrors { message }';

/**
 * The second factor (schema.graphql `SecondFactor`), where the server has it: ADMIN alone resets
 * one (`factor.resetForbidden`); and, when writes are allowed, a round trip on a per-role login
 * that has none and needs none (`factor.roundTrip`): enrol with a code computed from the secret,
 * ten recovery codes; the password then answers a challenge, not a token; a recovery code signs in
 * once; the factor is disabled again with the password and another recovery code, always.
 */
export function factorChecks(ctx: SuiteContext): CheckSpec[] {
  const mutations = ctx.schema.getMutationType()?.getFields() ?? {};
  const root = (name: string) => {
    const field = mutations[name];
    if (!field) throw new Skip(`the server has no ${name}`);
    return { name, field };
  };
  const send = (name: string, selection: string, variables: Data, who: Identity): Promise<Answer> =>
    ctx.client.request(ctx.docs.operation('mutation', root(name), selection, variables), variables, who);
  const payload = (answer: Answer, name: string) => (answer.data?.[name] ?? null) as Data | null;

  const resetForbidden: CheckSpec[] = ctx.roles.filter((login) => login.role !== 'ADMIN').slice(0, 1).map((login) => ({
    check: `factor.resetForbidden:${login.role}`,
    entity: '(viewer)',
    run: async () => {
      root('resetUserFactor');
      const answer = await send('resetUserFactor', ERRORS, { userId: '0' }, login);
      check(codesOf(answer).includes('FORBIDDEN'), () => `resetUserFactor as ${login.role} answered ${JSON.stringify(answer.errors ?? answer.data).slice(0, 160)}, not FORBIDDEN`, answer.call);
      return { call: answer.call };
    },
  }));

  const roundTrip: CheckSpec = {
    check: 'factor.roundTrip',
    entity: '(viewer)',
    run: async () => {
      for (const name of ['enrollFactorStart', 'enrollFactorConfirm', 'loginWithFactor', 'disableFactor']) root(name);
      if (ctx.options.readOnly) throw new Skip('a read-only run: enrolling changes how the account signs in');
      const viewerField = ctx.schema.getQueryType()?.getFields().viewer;
      if (!viewerField) throw new Skip('the schema has no viewer');
      const factorOf = async (who: Identity) => {
        const answer = await ctx.client.request(ctx.docs.operation('query', { name: 'viewer', field: viewerField }, 'secondFactor { enrolled required }'), {}, who);
        return ((answer.data?.viewer as Data | null)?.secondFactor ?? null) as { enrolled: boolean; required: boolean } | null;
      };
      let login = null;
      for (const each of ctx.roles) {
        const factor = each.credentials ? await factorOf(each) : null;
        if (factor && !factor.enrolled && !factor.required) login = each;
        if (login) break;
      }
      if (!login?.credentials) throw new Skip('no per-role login without a second factor that its role does not require');
      const { email, password } = credentials(login.credentials);
      const started = await send('enrollFactorStart', `enrollment { secret uri } ${ERRORS}`, {}, login);
      const secret = String((payload(started, 'enrollFactorStart')?.enrollment as Data | null)?.secret ?? '');
      check(secret, () => `enrollFactorStart answered ${JSON.stringify(started.errors ?? started.data).slice(0, 160)}`, started.call);
      const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
      const confirmed = await send('enrollFactorConfirm', `recoveryCodes ${ERRORS}`, { code }, login);
      const codes = (payload(confirmed, 'enrollFactorConfirm')?.recoveryCodes ?? []) as string[];
      check(codes.length === 10 && new Set(codes).size === 10, () => `enrollFactorConfirm answered ${JSON.stringify(confirmed.errors ?? confirmed.data).slice(0, 160)}, not ten recovery codes`, confirmed.call);
      try {
        const signIn = () => send('login', `token challenge { token } ${ERRORS}`, { email, password }, { label: 'sign-in', token: null });
        const first = await signIn();
        const challenge = (payload(first, 'login')?.challenge as Data | null)?.token;
        check(!payload(first, 'login')?.token && challenge, 'with a second factor, the password alone answered a token or no challenge', first.call);
        const withCode = (token: unknown, value: string) => send('loginWithFactor', `token ${ERRORS}`, { challenge: token, code: value }, { label: 'sign-in', token: null });
        const used = await withCode(challenge, codes[0]);
        check(payload(used, 'loginWithFactor')?.token, 'a recovery code did not sign in', used.call);
        const second = await signIn();
        const again = await withCode((payload(second, 'login')?.challenge as Data | null)?.token, codes[0]);
        check(!payload(again, 'loginWithFactor')?.token, 'a recovery code signed in a second time', again.call);
        return { call: used.call, detail: `as ${login.role}` };
      } finally {
        const off = await send('disableFactor', ERRORS, { password, code: codes[1] }, login);
        check((payload(off, 'disableFactor')?.userErrors as unknown[] | undefined)?.length === 0, () => `disableFactor with the password and a recovery code answered ${JSON.stringify(off.errors ?? off.data).slice(0, 160)}`, off.call);
      }
    },
  };
  return [...resetForbidden, roundTrip];
}
