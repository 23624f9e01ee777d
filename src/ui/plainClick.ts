import type { MouseEvent } from 'react';

/** A click the app handles itself; with a modifier or another button the browser opens a tab. */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
