import type { TypePolicies } from '@apollo/client';

/**
 * Viewer and Dashboard have no id: each is a singleton, so every query and mutation that returns
 * them (viewer, markNotificationsRead, viewerUpdate) updates the one cached object.
 */
export const typePolicies: TypePolicies = {
  Viewer: { keyFields: [] },
  ViewerSettings: { merge: true },
  Dashboard: { keyFields: [] },
};
