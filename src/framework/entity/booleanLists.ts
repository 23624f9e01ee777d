import type { FieldDef } from './types';

/**
 * One field or filter per boolean of the input, for a group of flags several entities share. The
 * names keep their literal types, so where the list is spread into a declaration each is checked
 * against the entity's input or filter keys; a `.map((name): FieldDef => …)` would widen them.
 *
 * @example fields: [{ name: 'title', kind: 'text' }, ...switchFields(['isNew', 'isFree'])]
 */
export const switchFields = <const Name extends string>(names: readonly Name[]): FieldDef<Name>[] =>
  names.map((name) => ({ name, kind: 'switch' }));

/** One yes/no filter per name, checked against the filter input's keys where it is spread. */
export const booleanFilters = <const Name extends string>(names: readonly Name[]): { kind: 'boolean'; name: Name }[] =>
  names.map((name) => ({ kind: 'boolean', name }));
