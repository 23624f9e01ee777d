import { print, stripIgnoredCharacters, type DocumentNode } from 'graphql';
import { CannotRun, Violation } from '../verdict';

export interface GraphQLErrorLike {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string } & Record<string, unknown>;
}

/** One request as the table reproduces it. */
export interface Call {
  /** The document on one line. */
  document: string;
  variables: Record<string, unknown>;
  /** Who sent it: a role, `login`, or `no token`. */
  as: string;
}

/** A row or an object as JSON answers it. */
export type Data = Record<string, unknown>;

export interface Answer<T = Data> {
  status: number;
  data?: T | null;
  errors?: GraphQLErrorLike[];
  call: Call;
}

/** Who a request is sent as. */
export interface Identity {
  label: string;
  token: string | null;
}

export const anonymous: Identity = { label: 'no token', token: null };

/** `query{...} {"page":1}  (as FINANCE)`: paste the document and the variables into any GraphQL client. */
export const reproduction = (call: Call) => `${call.document} ${JSON.stringify(call.variables)}  (as ${call.as})`;

export const codesOf = (answer: Answer) => (answer.errors ?? []).map((error) => error.extensions?.code);

/** GraphQL over HTTP (POST, JSON), as the admin speaks it. */
export class GraphQLClient {
  requests = 0;

  constructor(
    readonly url: string,
    private readonly timeoutMs = 60_000,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async request<T = Data>(document: string | DocumentNode, variables: Record<string, unknown>, who: Identity): Promise<Answer<T>> {
    const query = typeof document === 'string' ? document : print(document);
    const call: Call = { document: stripIgnoredCharacters(query), variables, as: who.label };
    this.requests += 1;
    let response: Response;
    try {
      response = await this.fetchImpl(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new Violation(`the request failed: ${reason}`, call);
    }
    const text = await response.text();
    try {
      const body = JSON.parse(text) as { data?: T | null; errors?: GraphQLErrorLike[] };
      return { status: response.status, data: body.data, errors: body.errors, call };
    } catch {
      throw new Violation(`HTTP ${response.status}: the answer is not JSON (${text.slice(0, 80)})`, call);
    }
  }

  /** Whether anything answers GraphQL at the URL at all; otherwise the suite cannot run. */
  async reachable(): Promise<void> {
    try {
      await this.request('query ContractPing { __typename }', {}, anonymous);
    } catch (error) {
      throw new CannotRun(`No GraphQL server answers at ${this.url}: ${(error as Error).message}`);
    }
  }
}
