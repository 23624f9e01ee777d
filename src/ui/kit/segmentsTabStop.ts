import type { KeyboardEvent } from 'react';

/**
 * Makes a date's segments (year, month, day, hour, minute) one Tab stop: a Tab pressed in any of
 * them first moves the focus to the last one (Shift+Tab: the first), and the browser's own Tab
 * then leaves the field from there, to its calendar button or the field before. The arrows move
 * between the segments as react-aria makes them (in either direction of writing); every segment
 * stays focusable and announced as itself. A roving tabindex was not used: react-aria's
 * right-to-left arrows and its click-to-focus walk only the tabbable segments.
 * For the capture phase of the keydown around the segments (a segment's own handler may stop it).
 */
export function segmentsTabStop(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const segments = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="spinbutton"]')];
  if (!segments.includes(event.target as HTMLElement)) return;
  const edge = event.shiftKey ? segments[0] : segments[segments.length - 1];
  if (edge !== event.target) edge.focus();
}
