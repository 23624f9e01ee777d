import { startTransition, useEffect, type FocusEvent } from 'react';
import { setInteractionModality } from 'react-aria-components';
import { whenIdle } from './whenIdle';

/**
 * Why: React Aria keeps the "interaction modality" (pointer, keyboard, virtual) in state of every
 * component that reads it (the table's selection description and column resizers among them).
 * The first press after a change of modality (the first click of a visit, the first key typed
 * after clicking the search box) sets that state in the press's own event, and the whole table
 * renders again before the press does anything (about 450 components, 100-150 ms at a 4× slower
 * CPU). Set ahead, while the list is idle and at transition priority, the press finds the state
 * it would set and React skips the render. Only what the next press is known to be: a pointer
 * when the last real input was one (or none yet, on a device with a fine pointer), keys once a
 * text box was clicked.
 */

let lastInput: 'pointer' | 'keyboard' | null = null;
/** True while the key press below is sent: it is no input of the person's. */
let priming = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => void (lastInput = 'pointer'), { capture: true, passive: true });
  document.addEventListener('keydown', () => void (priming || (lastInput = 'keyboard')), { capture: true, passive: true });
}

/**
 * Sets the modality at transition priority, then once more when idle: React keeps a component
 * marked for one more update after its state changed, so the press's own (equal) update would
 * still render the table's root once; the idle one takes that render off the press.
 */
function settle(set: () => void): void {
  startTransition(set);
  whenIdle(() => startTransition(set));
}

const finePointer = () => typeof matchMedia === 'function' && matchMedia('(pointer: fine)').matches;

/** A keyboard user keeps the focus rings they see: the pointer is set ahead only for pointer users. */
function primePointerModality(): void {
  settle(() => {
    if (lastInput === 'keyboard' || (lastInput === null && !finePointer())) return;
    setInteractionModality('pointer');
  });
}

const isTextBox = (target: EventTarget | null) =>
  (target instanceof HTMLInputElement && ['text', 'search', 'email', 'url', 'tel', 'number', ''].includes(target.type)) || target instanceof HTMLTextAreaElement;

/**
 * After a click into a text box, what typing would set. React Aria takes it from a key press (a
 * key that shows no focus ring in a text box, so the box looks as clicked), not from
 * `setInteractionModality`, which would draw the box's focus ring.
 */
function primeKeyboardModality(): void {
  settle(() => {
    // Still in the box the click focused, and nothing typed yet.
    if (lastInput !== 'pointer' || !isTextBox(document.activeElement)) return;
    priming = true;
    try {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified' }));
    } finally {
      priming = false;
    }
  });
}

/**
 * Sets the modality ahead on a list (see above): the pointer once the rows are shown, keys when a
 * text box inside it (the search) gets the focus from a click. Returns the focus handler for the
 * list's card.
 *
 * @example const modality = usePrimedModality(!list.initialLoading); <section onFocus={modality.onFocus}>
 */
export function usePrimedModality(listShown: boolean): { onFocus: (event: FocusEvent) => void } {
  useEffect(() => {
    if (!listShown) return undefined;
    const id = setTimeout(primePointerModality, 0);
    return () => clearTimeout(id);
  }, [listShown]);
  return { onFocus: primeOnTextFocus };
}

function primeOnTextFocus(event: FocusEvent): void {
  if (lastInput !== 'pointer' || !isTextBox(event.target)) return;
  // After the click's own handlers: the press that focused the box is still being handled.
  setTimeout(primeKeyboardModality, 0);
}
