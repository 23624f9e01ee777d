import type { GraphQLSchema } from 'graphql';
import type { AppAbility } from '../../src/ability/ability';
import type { AdminOperations } from './adminOperations';
import type { Catalog } from './catalog';
import type { EntitySpec } from './conventions/entities';
import type { Marks } from './data/marks';
import type { Documents } from './documents';
import type { GraphQLClient, Identity } from './http/client';

/** A login the suite holds, with what it may do. */
export interface Login extends Identity {
  /** The role's rules (src/ability/rules.ts) for per-role logins; the server's own for the main one. */
  ability: AppAbility;
  role: string;
  /** `email:password` of a per-role login, for checks that sign in again (the second factor's). */
  credentials?: string;
}

export interface SuiteOptions {
  readOnly: boolean;
  /** Tables larger than this are sampled: filters are checked on a page, not against every row. */
  maxRows: number;
  /** Marks the rows this run creates (`ctr-<runId>`). */
  runId: string;
  /** Entity types to check (all when empty). */
  only: string[];
  /** Check names or prefixes to run (all when empty): `list.sort`, `roles`. */
  checks: string[];
  /** Entities checked at once. */
  concurrency: number;
}

export interface SuiteContext {
  schema: GraphQLSchema;
  entities: EntitySpec[];
  docs: Documents;
  client: GraphQLClient;
  main: Login;
  roles: Login[];
  options: SuiteOptions;
  catalog: Catalog;
  admin: AdminOperations;
  marks: Marks;
}
