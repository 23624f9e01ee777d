import { col } from '../framework/cells/cells';
import { languageColumn } from '../framework/display/languageColumn';
import { defineEntity } from '../framework/entity/types';
import { ChallengeOperations } from '../gql-docs';
import { LIMITS } from '../validation/limits';

export default defineEntity({
  subject: 'Challenge',
  operations: ChallengeOperations,
  defaultSort: { field: 'STARTS_AT', direction: 'DESC' },
  columns: [
    col.text('title', { sort: 'TITLE', isRowHeader: true }),
    languageColumn('language'),
    col.enum('status', 'ChallengeStatus', { sort: 'STATUS', priority: 1 }),
    col.date('startsAt', { sort: 'STARTS_AT', priority: 2 }),
    col.date('endsAt', { sort: 'ENDS_AT', priority: 2 }),
    col.text('rewardPoints', { sort: 'REWARD_POINTS', width: 130, priority: 4 }),
    col.text('participantCount', { sort: 'PARTICIPANT_COUNT', width: 140 }),
  ],
  filters: [
    { kind: 'enum', name: 'status', enumName: 'ChallengeStatus', primary: true },
    { kind: 'reference', name: 'languageId', entity: 'Language', primary: true },
    { kind: 'dateRange', name: 'startsAt' },
  ],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'languageId', kind: 'reference', entity: 'Language' },
    { name: 'startsAt', kind: 'datetime' },
    { name: 'endsAt', kind: 'datetime' },
    { name: 'rewardPoints', kind: 'number', min: 0, max: LIMITS.points },
    // Learners join in the app; the admin only shows how many did.
    { name: 'participantCount', kind: 'number', readOnly: true },
    { name: 'status', kind: 'radio', enumName: 'ChallengeStatus', wide: true },
    { name: 'description', kind: 'richText', wide: true },
  ],
  defaults: { status: 'DRAFT', rewardPoints: 0 },
});
