/**
 * Where the keyboard goes on a screen, read from the page (any screen, whoever wrote it): the
 * shell's `main` holds the breadcrumb and the screen; the screen's title is its first `h1`, its
 * search its first search box.
 */

/** A dialog or drawer owns the focus while open, and gives it back where it came from when it closes. */
const DIALOG = '[role="dialog"], [role="alertdialog"], [aria-modal="true"]';

/** The screen's heading: the first `h1` of the main landmark. */
export const screenHeading = (): HTMLElement | null => document.querySelector<HTMLElement>('main h1');

/**
 * Puts the focus in the screen's search box (a list's, the media library's), its text selected so
 * that typing starts a new search (the `/` shortcut, as on GitHub); false when there is none.
 */
export function focusScreenSearch(): boolean {
  const search = document.querySelector<HTMLElement>('main input[type="search"], main [role="searchbox"]');
  search?.focus();
  if (search instanceof HTMLInputElement) search.select();
  return Boolean(search);
}

/** True when a dialog or drawer holds the focus: the palette still closing, a drawer its route opened. */
const dialogHoldsFocus = (active: Element | null): boolean => Boolean(active?.closest(DIALOG));

/**
 * True when the new screen has put the focus somewhere itself (a field with autofocus): an
 * element of the main landmark other than the landmark, the shell's breadcrumb and what had the
 * focus when the navigation started (a link the screen kept).
 */
function screenTookFocus(active: Element | null, before: Element | null): boolean {
  const main = active?.closest('main');
  return Boolean(active && main && active !== main && active !== before && !active.closest('main > nav'));
}

/**
 * Moves the focus to `element` (a heading), made focusable from code only (out of the Tab order),
 * without scrolling: the navigation has already scrolled where it should. The ring shows only
 * after keys (`:focus-visible` follows the last input: a mouse click leaves it off).
 */
export function moveFocusTo(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Focuses the screen's heading once it is on the page (a screen may show a loading state first)
 * and no dialog holds the focus, unless the screen took the focus itself or `timeout` ms pass.
 * `before` had the focus when the navigation started. Returns a function that stops waiting
 * (for the next navigation).
 */
export function focusHeadingWhenShown(before: Element | null, timeout = 10_000): () => void {
  let done = false;
  const attempt = () => {
    const active = document.activeElement;
    if (done || dialogHoldsFocus(active)) return;
    if (screenTookFocus(active, before)) return stop();
    const heading = screenHeading();
    if (!heading) return;
    moveFocusTo(heading);
    stop();
  };
  const observer = new MutationObserver(attempt);
  const timer = setTimeout(() => stop(), timeout);
  function stop() {
    done = true;
    // The cleanup React keeps until the next navigation shares this scope: let go of the old
    // screen's element (and with it that screen's detached DOM).
    before = null;
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  attempt();
  return stop;
}
