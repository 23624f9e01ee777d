/**
 * Where the admin's screens live: the URL pattern, each entity's segment and typed links. A leaf:
 * it imports only the subjects' types, so the admin and the mock server both build links on it.
 */
export { entityPaths } from './entityPaths';
export { ENTITY_SEGMENTS, segmentOf, type NestedSubject, type RoutedSubject } from './segments';
export { specialPaths, urls } from './urls';
