import type { MutationResolvers, QueryResolvers, ResolverFn } from '../generated/resolvers-types';
import type { MockContext } from '../context';

/**
 * Resolver types derived from the generated ones (codegen.ts): the generic CRUD resolvers serve
 * every entity, so their arguments and results are the union over the entities' root fields.
 */
type FnOf<R> = Extract<NonNullable<R>, (...args: never[]) => unknown>;
export type ArgsOf<R> = Parameters<FnOf<R>>[1];
export type ResultOf<R> = Awaited<ReturnType<FnOf<R>>>;

/** Entity names by the schema's convention: `t` is an entity when Query has `tList`. */
type EntityName = {
  [K in keyof QueryResolvers & string]: `${K}List` extends keyof QueryResolvers ? K : never;
}[keyof QueryResolvers & string];

type QueryOf<F extends keyof QueryResolvers> = ResolverFn<ResultOf<QueryResolvers[F]>, unknown, MockContext, ArgsOf<QueryResolvers[F]>>;
type MutationOf<F extends keyof MutationResolvers> = ResolverFn<ResultOf<MutationResolvers[F]>, unknown, MockContext, ArgsOf<MutationResolvers[F]>>;

export type ListResolver = QueryOf<`${EntityName}List`>;
export type GetResolver = QueryOf<EntityName>;
export type CreateResolver = MutationOf<`${EntityName}Create` & keyof MutationResolvers>;
export type UpdateResolver = MutationOf<`${EntityName}Update` & keyof MutationResolvers>;
export type DeleteResolver = MutationOf<`${EntityName}Delete` & keyof MutationResolvers>;
export type BulkDeleteResolver = MutationOf<`${EntityName}BulkDelete` & keyof MutationResolvers>;
