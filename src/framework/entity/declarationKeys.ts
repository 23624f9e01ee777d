import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/*
 * The names a declaration may use, read from the entity's typed documents, so a misspelt field,
 * column, sort or filter fails to compile. Each is `any` for the loose `EntityDeclaration` the
 * screens take, so any specific declaration is one.
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
type IsAny<T> = 0 extends 1 & T ? true : false;
type VariablesOf<D> = D extends TypedDocumentNode<any, infer V> ? V : never;
type OrAny<T, Strict> = IsAny<T> extends true ? any : Strict;
/** `string` for a row not known here (any, unknown or never), else the row's paths. */
type KnownOr<T, Strict> = IsAny<T> extends true ? string : [T] extends [never] ? string : unknown extends T ? string : Strict;

/** Keys of a create (or update) mutation's `input`: a form field's `name`. */
export type InputKey<D> = OrAny<VariablesOf<D>, VariablesOf<D> extends { input: infer I } ? keyof I & string : never>;

/** Values of the list query's sort-field enum (`MediaSortField`): a column's `sort`, `defaultSort.field`. */
export type SortField<D> = OrAny<
  VariablesOf<D>,
  VariablesOf<D> extends { sort?: infer S } ? (NonNullable<S> extends { field: infer F } ? F & string : never) : never
>;

/** The list query's filter input (`MediaFilter`). */
export type ListFilter<D> = OrAny<VariablesOf<D>, VariablesOf<D> extends { filter?: infer F } ? NonNullable<F> : never>;

/** A key of the filter input: a filter's `name` (URL parameter and input key). */
export type FilterKey<F> = OrAny<F, keyof F & string>;

/** A date-range filter's `name`: `<name>From` and `<name>To` are both keys of the filter input. */
export type DateRangeKey<F> = OrAny<F, OrNone<{ [K in keyof F & string]: K extends `${infer N}From` ? (`${N}To` extends keyof F ? N : never) : never }[keyof F & string]>>;

/**
 * A name no one writes, where an entity has none: `never` would refuse the loose `FilterDef` too
 * (a list of filters built apart from the declaration), since `any` is assignable to all but never.
 */
type OrNone<T> = [T] extends [never] ? '(the filter input has no <name>From and <name>To)' : T;

/** A column's `key`: a field of the list row, or `parent.child` into a referenced row. */
export type ColumnKey<Row> = KnownOr<Row, RowPath<Row>>;

type RowPath<Row> = {
  [K in keyof Row & string]: K | (NonNullable<Row[K]> extends readonly unknown[] ? never : NonNullable<Row[K]> extends object ? `${K}.${Exclude<keyof NonNullable<Row[K]>, '__typename'> & string}` : never);
}[keyof Row & string];

/** The referenced row under a column key (`language` → the row's `language { id title }`). */
export type RefRow<Row, K> = OrAny<Row, K extends keyof Row ? NonNullable<Row[K]> : never>;

/**
 * Refuses a declaration whose fields or filters spread a list typed loosely (`FieldDef[]`,
 * `(name): FilterDef => …`): one `any` name makes every name of the list `any`, so a misspelt
 * one would compile. Lists built apart name their keys (`switchFields(names)`, `FieldDef<Name>[]`).
 */
export type NoLooseNames<D extends { fields: unknown; filters?: unknown }> =
  (HasAnyName<D['fields']> extends true ? { fields: 'a spread of fields typed without their names: use switchFields(names) or FieldDef<Name>[]' } : unknown) &
  (HasAnyName<D['filters']> extends true ? { filters: 'a spread of filters typed without their names: use booleanFilters(names)' } : unknown);

// Read through `infer`: written as `D['fields'][number]['name']`, TypeScript settles the test
// before it knows the declaration, and it never fires.
type NameOf<List> = List extends readonly { name: infer Name }[] ? Name : never;
type HasAnyName<List> = IsAny<NameOf<List>>;
/* eslint-enable @typescript-eslint/no-explicit-any */
