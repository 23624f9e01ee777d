import { useMemo } from 'react';
import { asSubject } from '../../ability/ability';
import type { EntitySubject } from '../../ability/subjects';
import { useAppAbility } from '../../ability/useAppAbility';
import { useWhy } from '../format/why/useWhy';
import type { FieldDef } from '../entity/types';
import { permissionFieldOf } from './fieldNames';

/** What a form's field checks ask: create a new record, or update this one (conditions see the row). */
function fieldCheck(subject: EntitySubject, mode: 'new' | 'edit', entity: Record<string, unknown> | null) {
  return { action: mode === 'new' ? 'create' : 'update', target: mode === 'edit' && entity ? asSubject(subject, entity) : subject } as const;
}

/**
 * Whether the viewer may change a field: `create` on the subject for a new form, `update` on the
 * loaded entity for an edit (conditions see the row, field rules see the field), so a MODERATOR
 * editing a user may change `status` and nothing else.
 */
export function useFieldAccess(subject: EntitySubject, mode: 'new' | 'edit', entity: Record<string, unknown> | null) {
  const ability = useAppAbility();
  const rules = ability.rules;
  return useMemo(() => {
    const { action, target } = fieldCheck(subject, mode, entity);
    return (field: FieldDef) => ability.can(action, target, permissionFieldOf(field));
    // The ability instance never changes; its rules do.
  }, [ability, rules, subject, mode, entity]);
}

/**
 * Why the viewer may not change a field, when a rule refuses it: "Why?"'s sentence naming that
 * rule and its reason, shown under the read-only field (an EDITOR sees why a published item's
 * status is locked); null when no rule refuses it (a field no rule grants stays plainly read-only).
 */
export function useLockReasons(subject: EntitySubject, mode: 'new' | 'edit', entity: Record<string, unknown> | null) {
  const ability = useAppAbility();
  const explain = useWhy();
  const rules = ability.rules;
  return useMemo(() => {
    const { action, target } = fieldCheck(subject, mode, entity);
    return (field: FieldDef): string | null => {
      const name = permissionFieldOf(field);
      const rule = ability.relevantRuleFor(action, target, name);
      if (!rule?.inverted) return null;
      return explain({ action, subject, record: mode === 'edit' ? entity : null, field: name }, mode === 'edit' ? (entity?.id as string | undefined) : null);
    };
    // The ability instance never changes; its rules do.
  }, [ability, explain, rules, subject, mode, entity]);
}
