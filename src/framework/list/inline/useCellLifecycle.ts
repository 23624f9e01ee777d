import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { sameValue } from '../../form/formValues';
import type { EditMove } from '../table/gridEditing';
import type { CellEditorProps } from './cellEditorProps';
import { cellProblem, type CellProblem } from './cellValidation';
import type { ReadResult } from './readTyped';

/** Inside the editor, or in a popover it opened (a calendar, a list of options), which the portal puts elsewhere. */
const within = (box: Element, target: EventTarget | null) => target instanceof Element && (box.contains(target) || target.closest('.light-popover') !== null);

/**
 * What every cell editor does the same way, whatever control it shows: Enter commits and moves
 * down, Tab / Shift+Tab commit and move to the next / previous editable cell, Escape puts the old
 * value back and sends nothing, leaving the editor (a click elsewhere) commits. A commit reads the
 * editor's value (`read`), checks it with the field's schema, and keeps the editor open with the
 * message when either refuses; an unchanged value sends nothing. `letThrough` leaves a key to the
 * kit's control (Enter in an open list of options picks one; the editor commits what it picked).
 */
export function useCellLifecycle(props: CellEditorProps, read: () => ReadResult, letThrough?: (event: KeyboardEvent<HTMLElement>) => boolean) {
  const { subject, field, value, done } = props;
  const intl = useIntl();
  const [problem, setProblem] = useState<CellProblem | null>(null);
  // The row's value as the editor opened: what the save expects the server still holds.
  const [started] = useState(value);
  // The first commit or cancel closes the editor; a key the control already answered does nothing more.
  const closed = useRef(false);
  const close = (move: EditMove) => {
    if (closed.current) return;
    closed.current = true;
    done(move);
  };
  /** Commits `result` (what the editor holds, read) and moves; a refusal keeps the editor with why. */
  const commitRead = (result: ReadResult, move: EditMove) => {
    if (closed.current) return;
    if (!result.ok) return setProblem({ message: result.reason, values: result.values });
    const found = cellProblem(subject, field.name, result.value);
    if (found) return setProblem(found);
    if (!sameValue(result.value, started)) props.onCommit(result.value, started);
    close(move);
  };
  const commit = (move: EditMove) => commitRead(read(), move);

  // Enter or Tab typed before the editor came: commit what was typed, as if pressed now.
  useEffect(() => {
    if (props.commitOnOpen) commit(props.commitOnOpen);
    // Once, as the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Before the kit's controls answer them (a picker opens on Enter); a key in an open list (a
  // popover, outside this box) is the list's.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.target as Node) || letThrough?.(event)) return;
    if (['Escape', 'Tab', 'Enter'].includes(event.key)) event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      close('cancel');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      commit(event.shiftKey ? 'previous' : 'next');
    } else if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      commit('down');
    }
  };
  /** Focus gone elsewhere (a click outside): the value stays as typed, committed. */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!within(event.currentTarget, event.relatedTarget)) commit('blur');
  };
  const message = problem ? intl.formatMessage({ id: problem.message }, problem.values as Record<string, string>) : undefined;
  return { problem, setProblem, commit, commitRead, close, onKeyDownCapture, onBlur, message };
}
