import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError } from 'graphql';

/**
 * Latency and failures to inject, keyed by GraphQL operation name or `*` for every operation.
 * Lets a developer watch a screen's loading and error states without touching the code.
 */
export interface FaultRules {
  delays: Record<string, number>;
  failures: string[];
}

// A header can hold a request for hours; cap it so a typo cannot hang the dev server.
const MAX_DELAY_MS = 60_000;
const NAME = /^(\*|[_A-Za-z][_0-9A-Za-z]*)$/;

function list(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function parseDelays(text: string | undefined, source: string): Record<string, number> {
  const delays: Record<string, number> = {};
  const trimmed = (text ?? '').trim();
  // A bare number is the short form for "every operation".
  if (/^\d+$/.test(trimmed)) return { '*': Math.min(Number(trimmed), MAX_DELAY_MS) };
  for (const entry of list(trimmed)) {
    const match = /^([^:\s]+)\s*:\s*(\d+)$/.exec(entry);
    if (!match || !NAME.test(match[1])) {
      throw new Error(`Invalid ${source} entry "${entry}": expected OperationName:milliseconds or *:milliseconds`);
    }
    delays[match[1]] = Math.min(Number(match[2]), MAX_DELAY_MS);
  }
  return delays;
}

function parseFailures(text: string | undefined, source: string): string[] {
  const names = list(text);
  const bad = names.find((name) => !NAME.test(name));
  if (bad) throw new Error(`Invalid ${source} entry "${bad}": expected an operation name or *`);
  return names;
}

/** Parses `MOCK_DELAY="MediaList:800,*:100"` and `MOCK_FAIL="MediaCreate,PaymentList"`. */
export function parseFaultEnv(delay?: string, fail?: string): FaultRules {
  return { delays: parseDelays(delay, 'MOCK_DELAY'), failures: parseFailures(fail, 'MOCK_FAIL') };
}

/** The delay for one operation: header rules win over env rules, a named rule over `*`. */
export function delayFor(operation: string | null, ...rules: FaultRules[]): number {
  for (const { delays } of rules) {
    if (operation && delays[operation] !== undefined) return delays[operation];
    if (delays['*'] !== undefined) return delays['*'];
  }
  return 0;
}

export function shouldFail(operation: string | null, ...rules: FaultRules[]): boolean {
  return rules.some(({ failures }) => failures.includes('*') || (!!operation && failures.includes(operation)));
}

function headerRules(headers: Map<string, string> | undefined): FaultRules {
  try {
    return {
      delays: parseDelays(headers?.get('x-mock-delay'), 'x-mock-delay header'),
      failures: parseFailures(headers?.get('x-mock-fail'), 'x-mock-fail header'),
    };
  } catch (error) {
    // A malformed header is the caller's mistake; say so instead of silently ignoring it.
    throw new GraphQLError((error as Error).message, {
      extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
    });
  }
}

const NO_RULES: FaultRules = { delays: {}, failures: [] };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Who may steer faults per request; the env rules are the operator's and always apply. */
export interface FaultHeaderPolicy<TContext> {
  /**
   * Whether this request's `x-mock-delay` / `x-mock-fail` are read at all. The server answers
   * true only for a signed-in session while `MOCK_FAULT_HEADERS` is on: otherwise anyone who can
   * reach it could hold a request for a minute or fail someone's sign-in.
   */
  headersAllowed: (context: TContext) => boolean;
}

/**
 * Runs after the operation is known but before anything executes, so an injected failure
 * changes nothing in the store: the client sees exactly what a crashed backend would send.
 */
export function faultPlugin<TContext extends BaseContext = BaseContext>(
  rules: FaultRules,
  policy: FaultHeaderPolicy<TContext>,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(requestContext) {
          // Not even parsed when not allowed: a stranger's malformed header is no 400 either.
          const fromHeaders = policy.headersAllowed(requestContext.contextValue) ? headerRules(requestContext.request.http?.headers) : NO_RULES;
          const operation = requestContext.operationName ?? requestContext.request.operationName ?? null;
          const ms = delayFor(operation, fromHeaders, rules);
          if (ms > 0) await sleep(ms);
          if (shouldFail(operation, fromHeaders, rules)) {
            throw new GraphQLError('Injected failure', {
              extensions: { code: 'INTERNAL_SERVER_ERROR', injected: true },
            });
          }
        },
      };
    },
  };
}
