import { useMediaQuery } from './useMediaQuery';

/** Below 600 px wide: a phone held upright, where lists show one column of controls and cards. */
export const PHONE_QUERY = '(max-width: 599.98px)';

/** Whether the window is phone-sized now (PHONE_QUERY), live. */
export const usePhone = (): boolean => useMediaQuery(PHONE_QUERY);
