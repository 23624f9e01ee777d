export { getSettings, reloadSettings, subscribeSettings, updateLayout, updateSettings } from './store';
export { isLoggedIn, useSettings } from './useSettings';
export { KEYS, layoutKey } from './keys';
export * from './types';
export { setNavLayout } from './actions';
