import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ViewerDocument } from '../../gql-docs';
import { pickUserData, toAppRules } from '../session/session';
import { getSettings, updateSettings } from '../settings';

/**
 * Refreshes the viewer from the network when the signed-in shell loads and keeps the stored
 * userData and userAbilityRules (and with them the ability) in step with what the server says.
 */
export function useViewerSync(): void {
  const { data } = useQuery(ViewerDocument, { fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  const viewer = data?.viewer;
  useEffect(() => {
    if (!viewer) return;
    const current = getSettings();
    const userData = pickUserData(viewer.user);
    const rules = toAppRules(viewer.abilityRules);
    const patch: Parameters<typeof updateSettings>[0] = {};
    if (JSON.stringify(current.userData) !== JSON.stringify(userData)) patch.userData = userData;
    if (JSON.stringify(current.userAbilityRules) !== JSON.stringify(rules)) patch.userAbilityRules = rules;
    // Writing only real changes keeps guards from re-running on every refresh.
    if (Object.keys(patch).length > 0) updateSettings(patch);
  }, [viewer]);
}
