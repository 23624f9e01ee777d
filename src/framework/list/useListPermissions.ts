import { useMemo } from 'react';
import type { SubjectInstance } from '../../ability/ability';
import type { EntitySubject } from '../../ability/subjects';
import { useAppAbility } from '../../ability/useAppAbility';

type Ability = ReturnType<typeof useAppAbility>;

/** No rule for the action on the subject has conditions: a row cannot change the answer. */
const sameForEveryRow = (ability: Ability, action: 'delete' | 'update', subject: EntitySubject) =>
  ability.rulesFor(action, subject).every((rule) => !rule.conditions);

export interface RowDeletePermission {
  allowed: boolean;
  /** Message id of why not, when a rule says (EDITOR and published media). */
  reason?: string;
}

export interface ListPermissions {
  canCreate: boolean;
  canUpdate: boolean;
  /** Whether any row of the subject may be deleted (type-level check). */
  canDelete: boolean;
  /** The row-level check: conditions of the rules apply to the row itself. */
  deleteOf: (row: SubjectInstance) => RowDeletePermission;
  /** Whether the row may be updated at all (a bulk edit then checks each field on it). */
  updateOf: (row: SubjectInstance) => boolean;
}

/**
 * What the viewer may do on a list, from the ability rules that came with the viewer query;
 * checked locally, never one request per row.
 */
export function useListPermissions(subject: EntitySubject): ListPermissions {
  const ability = useAppAbility();
  // The ability instance never changes; its rules do (see useAppAbility).
  return useMemo(() => {
    const instanceOf = (row: SubjectInstance) => (row.__typename ? row : { ...row, __typename: subject });
    const deleteAnswer = (target: SubjectInstance | EntitySubject): RowDeletePermission => {
      if (ability.can('delete', target)) return { allowed: true };
      const rule = ability.relevantRuleFor('delete', target);
      return { allowed: false, reason: rule?.inverted ? (rule.reason ?? undefined) : undefined };
    };
    // Without conditions on its rules, an action's answer is the subject's for every row: All's
    // 10,000 rows then cost one check each instead of matching the rules 10,000 times.
    const deleteForAll = sameForEveryRow(ability, 'delete', subject) ? deleteAnswer(subject) : null;
    const updateForAll = sameForEveryRow(ability, 'update', subject) ? ability.can('update', subject) : null;
    const deleteOf = (row: SubjectInstance): RowDeletePermission => deleteForAll ?? deleteAnswer(instanceOf(row));
    const updateOf = (row: SubjectInstance) => updateForAll ?? ability.can('update', instanceOf(row));
    return {
      canCreate: ability.can('create', subject),
      canUpdate: ability.can('update', subject),
      canDelete: ability.can('delete', subject),
      deleteOf,
      updateOf,
    };
  },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ability, ability.rules, subject],
  );
}
