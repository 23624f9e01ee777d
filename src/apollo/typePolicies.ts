import type { TypePolicies } from '@apollo/client';

/**
 * Viewer and Dashboard have no id: each is a singleton, so every query and mutation that returns
 * them (viewer, markNotificationsRead, viewerUpdate) updates the one cached object.
 */
export const typePolicies: TypePolicies = {
  Viewer: { keyFields: [] },
  ViewerSettings: { merge: true },
  Dashboard: { keyFields: [] },
  // A folder's files are part of the folder: their ids are unique only within it (every folder
  // has an `f1`), so they must not be merged across folders as one cached object.
  MediaFile: { keyFields: false },
  MediaCategory: { fields: { files: { merge: false } } },
};
