/*
 * Type-level tests of entity declarations, checked by `tsc` (tsconfig includes tests/), never run.
 * Each `@ts-expect-error` line is a typo that must not compile; if it ever compiles, tsc reports the
 * directive as unused. `accepted` shows the same kinds of entries spelled right.
 */
import { col } from '../../../src/framework/cells/cells';
import { AccentOperations, ChallengeOperations, MediaOperations } from '../../../src/gql-docs';
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
const flagFilters: FilterDef[] = flags.map((name) => ({ kind: 'boolean', name }));
export const spread = defineEntity({
  subject: 'Media',
  operations: MediaOperations,
  title: (row) => row.title,
  columns: [col.text('title')],
  filters: [...flagFilters],
  fields: [...flagFields],
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
