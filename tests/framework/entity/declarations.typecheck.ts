/*
 * Type-level tests of entity declarations, checked by `tsc` (tsconfig includes tests/), never run.
 * Each `@ts-expect-error` line is a typo that must not compile; if it ever compiles, tsc reports the
 * directive as unused. `accepted` shows the same kinds of entries spelled right.
 */
import { col } from '../../../src/framework/cells/cells';
import { AccentOperations, ChallengeOperations, MediaOperations, TubeOperations } from '../../../src/gql-docs';
import { booleanFilters, switchFields } from '../../../src/framework/entity/booleanLists';
import { defineEntity, type FieldDef, type FilterDef } from '../../../src/framework/entity/types';

export const accepted = defineEntity({
  subject: 'Challenge',
  operations: ChallengeOperations,
  title: (row) => row.title,
  defaultSort: { field: 'STARTS_AT', direction: 'DESC' },
  columns: [
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    col.ref('language', (language) => `${language.title} (${language.code})`),
    col.text('language.title'),
    col.enum('status', 'ChallengeStatus', { sort: 'STATUS' }),
    { key: 'rewardPoints', sort: 'REWARD_POINTS', text: (row) => String(row.rewardPoints) },
  ],
  filters: [
    { kind: 'enum', name: 'status', enumName: 'ChallengeStatus' },
    { kind: 'reference', name: 'languageId', entity: 'Language' },
    { kind: 'dateRange', name: 'startsAt' },
  ],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'languageId', kind: 'reference', entity: 'Language' },
    // Shown, not sent: a field of the entity the create input lacks.
    { name: 'participantCount', kind: 'number', readOnly: true },
  ],
});

export const typos = defineEntity({
  subject: 'Challenge',
  operations: ChallengeOperations,
  title: (row) => row.title,
  // @ts-expect-error not a value of ChallengeSortField
  defaultSort: { field: 'STARTS', direction: 'DESC' },
  columns: [
    // @ts-expect-error not a field of the ChallengeRow fragment
    col.text('titel'),
    // @ts-expect-error not a value of ChallengeSortField
    col.text('title', { sort: 'TITEL' }),
    // @ts-expect-error the referenced row (language { id title code }) has no `name`
    col.ref('language', (language) => language.name),
    // @ts-expect-error not a field of the referenced row
    col.text('language.titel'),
    // @ts-expect-error a column object is checked too
    { key: 'nope' },
  ],
  filters: [
    // @ts-expect-error not a key of ChallengeFilter
    { kind: 'boolean', name: 'isActiv' },
    // @ts-expect-error ChallengeFilter has no titleFrom / titleTo
    { kind: 'dateRange', name: 'title' },
  ],
  fields: [
    // @ts-expect-error not a key of ChallengeCreateInput
    { name: 'titel', kind: 'text' },
    // @ts-expect-error read-only fields may name the entity's fields, but this is neither
    { name: 'participants', kind: 'number', readOnly: true },
  ],
});

// The operations must be the subject's own.
// @ts-expect-error Accent's operations on a Challenge declaration
export const wrongOperations = defineEntity({ subject: 'Challenge', operations: AccentOperations, title: () => '', columns: [], fields: [] });

// Lists built apart from the declaration are checked where they are used.
const flags = ['isNew', 'isFree'] as const;
const flagFields: FieldDef<(typeof flags)[number]>[] = flags.map((name) => ({ name, kind: 'switch' }));
export const spread = defineEntity({
  subject: 'Media',
  operations: MediaOperations,
  title: (row) => row.title,
  columns: [col.text('title')],
  filters: [...booleanFilters(flags)],
  fields: [...flagFields, ...switchFields(flags)],
});
const misspelt: FieldDef<'isNeww'>[] = [{ name: 'isNeww', kind: 'switch' }];
export const spreadTypo = defineEntity({
  subject: 'Media',
  operations: MediaOperations,
  title: (row) => row.title,
  columns: [col.text('title')],
  // @ts-expect-error isNeww is not a key of MediaCreateInput
  fields: [...misspelt],
});
const typoFlags = ['isNew', 'videoUrll'] as const;
export const helperTypo = defineEntity({
  subject: 'Media',
  operations: MediaOperations,
  title: (row) => row.title,
  columns: [col.text('title')],
  // @ts-expect-error videoUrll is not a key of MediaFilter
  filters: [...booleanFilters(typoFlags)],
  // @ts-expect-error videoUrll is not a key of MediaCreateInput
  fields: [...switchFields(typoFlags)],
});

// A list typed loosely (`FieldDef`, `FilterDef` without names) would let any name through, so a
// declaration refuses it even when every name is right.
const tubeFlags = ['isNew', 'languageIdd'] as const;
export const looseSpread = defineEntity({
  subject: 'Tube',
  operations: TubeOperations,
  title: (row) => row.title,
  columns: [col.text('title')],
  // @ts-expect-error a loosely typed spread of filters (languageIdd would pass unchecked)
  filters: [...tubeFlags.map((name): FilterDef => ({ kind: 'boolean', name }))],
  // @ts-expect-error a loosely typed spread of fields (videoUrll would pass unchecked)
  fields: [{ name: 'title', kind: 'text' }, ...['videoUrll'].map((name): FieldDef => ({ name, kind: 'upload', accept: 'video' }))],
});
const looseFields: FieldDef[] = [{ name: 'isNew', kind: 'switch' }];
export const looseButRight = defineEntity({
  subject: 'Media',
  operations: MediaOperations,
  title: (row) => row.title,
  columns: [col.text('title')],
  // @ts-expect-error loose even though isNew is right: the compiler could not tell a typo
  fields: [...looseFields],
});
