import { AbilityProvider } from '@casl/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createAppAbility, type AppRule } from '../../../src/ability/ability';
import { PUBLISHED_MEDIA_REASON } from '../../../src/ability/rules';
import { useListPermissions } from '../../../src/framework/list/useListPermissions';

function permissionsFor(rules: AppRule[], subject: 'Media' | 'Payment') {
  const ability = createAppAbility(rules);
  const wrapper = ({ children }: { children: ReactNode }) => <AbilityProvider value={ability}>{children}</AbilityProvider>;
  return { ability, permissions: renderHook(() => useListPermissions(subject), { wrapper }).result.current };
}

describe('row permissions', () => {
  it('checks each row against rules with conditions, with the reason of the rule that refuses', () => {
    const { permissions } = permissionsFor(
      [
        { action: 'manage', subject: 'Media' },
        { action: 'delete', subject: 'Media', inverted: true, conditions: { status: 'PUBLISHED' }, reason: PUBLISHED_MEDIA_REASON },
      ],
      'Media',
    );
    expect(permissions.deleteOf({ __typename: 'Media', status: 'DRAFT' })).toEqual({ allowed: true });
    expect(permissions.deleteOf({ __typename: 'Media', status: 'PUBLISHED' })).toEqual({ allowed: false, reason: PUBLISHED_MEDIA_REASON });
    expect(permissions.deleteOf({ status: 'PUBLISHED' })).toEqual({ allowed: false, reason: PUBLISHED_MEDIA_REASON });
    expect(permissions.updateOf({ __typename: 'Media', status: 'PUBLISHED' })).toBe(true);
  });

  it('answers every row from one check when no rule has conditions (All on 10,000 rows)', () => {
    const { ability, permissions } = permissionsFor([{ action: ['read', 'update'], subject: 'Payment' }], 'Payment');
    const can = vi.spyOn(ability, 'can');
    const rows = Array.from({ length: 1000 }, (_, index) => ({ __typename: 'Payment', id: String(index) }));
    expect(rows.every((row) => !permissions.deleteOf(row).allowed && permissions.updateOf(row))).toBe(true);
    expect(can).not.toHaveBeenCalled();
  });
});
