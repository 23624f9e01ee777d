import { useAbility } from '@casl/react';
import type { AppAbility } from './ability';

/**
 * The viewer's ability; re-renders when the rules change (sign-in, viewer refresh).
 * Memoize on `ability.rules`, not on `ability`: the instance itself never changes.
 *
 * @example const ability = useAppAbility(); ability.can('create', 'Media')
 */
export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}
