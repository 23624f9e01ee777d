import { print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as documents from '../../src/gql/graphql';
import { readConfig, type MockConfig } from '../../mock-server/config';
import { startMockServer, type MockServer, type StartOptions } from '../../mock-server/server';
import type { StaffRole } from '../../src/ability/subjects';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
}

/** A real mock server on a free loopback port, seeded like `npm run mock`. */
export async function startTestServer(overrides: Partial<MockConfig> = {}, options: StartOptions = {}) {
  const config = { ...readConfig({}, []), host: '127.0.0.1', port: 0, publicUrl: null, faults: { delays: {}, failures: [] }, factorRequiredRoles: [], ...overrides };
  const server = await startMockServer(config, options);
  return new TestClient(server, config);
}

/** Every operation of operations/, as codegen typed it, by operation name. */
export const operations: Map<string, DocumentNode> = new Map(
  Object.entries(documents)
    .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null && 'definitions' in value)
    .map(([, value]) => {
      const doc = value as DocumentNode;
      const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
      return [op?.name?.value ?? '', doc] as const;
    })
    .filter(([name]) => name !== ''),
);

export class TestClient {
  private tokens = new Map<string, string>();

  constructor(
    readonly server: MockServer,
    readonly config: MockConfig,
  ) {}

  get db() {
    return this.server.services.db;
  }

  get endpoint() {
    return `${this.server.url}/graphql`;
  }

  async request<T = Record<string, unknown>>(
    query: string | DocumentNode,
    variables: Record<string, unknown> = {},
    token?: string | null,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> {
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: JSON.stringify({ query: typeof query === 'string' ? query : print(query), variables }),
    });
    return (await response.json()) as GraphQLResponse<T>;
  }

  /** Runs a named operation of operations/. */
  run<T = Record<string, unknown>>(name: string, variables: Record<string, unknown>, token?: string | null) {
    const doc = operations.get(name);
    if (!doc) throw new Error(`No operation ${name} in operations/`);
    return this.request<T>(doc, variables, token);
  }

  async login(role: StaffRole | string): Promise<string> {
    const cached = this.tokens.get(role);
    if (cached) return cached;
    const result = await this.run<{ login: { token: string | null } }>('Login', {
      email: `${role.toLowerCase()}@example.com`,
      password: this.config.devPassword,
    });
    const token = result.data?.login.token;
    if (!token) throw new Error(`Login as ${role} failed: ${JSON.stringify(result)}`);
    this.tokens.set(role, token);
    return token;
  }

  stop() {
    return this.server.stop();
  }
}

export const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
