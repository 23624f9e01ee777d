import type { ZonedDateTime } from '@internationalized/date';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DatePicker } from '../../../ui/kit/DatePicker';
import { TextField } from '../../../ui/kit/TextField';
import { isoToZoned, placeholderFor, zonedToIso } from '../../fields/dates';
import type { CellEditorProps } from './cellEditorProps';
import { readTyped } from './readTyped';
import { useCellLifecycle } from './useCellLifecycle';
import './cellEditor.css';

/**
 * A date (or date and time) cell's editor. Enter, F2 or a double-click open the form's date
 * picker on the value: segments typed one by one and a calendar (Alt+↓), Jalali with Persian
 * digits in Persian, Gregorian in English. A typed character opens a text field with it instead,
 * read as a paste is (`typedDate`: year first, Jalali in Persian, Persian digits), since a
 * picker's segments cannot take the first key that opened them. Keys as every cell editor's.
 */
export default function DateCellEditor(props: CellEditorProps) {
  const { kind, label, value, seed } = props;
  const box = useRef<HTMLDivElement>(null);
  const typed = seed !== null;
  const [text, setText] = useState(seed ?? '');
  const [date, setDate] = useState(() => isoToZoned(value as string | null));
  const granularity = kind === 'datetime' ? 'minute' : 'day';
  const placeholder = useMemo(() => placeholderFor(granularity), [granularity]);
  const read = () => (typed ? readTyped(kind, text, props.readOptions) : { ok: true as const, value: zonedToIso(date) });
  const { setProblem, onKeyDownCapture, onBlur, message } = useCellLifecycle(props, read);

  // The first segment (or the text, after the typed character) takes the focus as the editor opens.
  useLayoutEffect(() => {
    box.current?.querySelector<HTMLElement>(typed ? 'input' : '[role="spinbutton"]')?.focus();
  }, [typed]);

  return (
    <div ref={box} className="cell-editor" data-cell-editor onKeyDownCapture={onKeyDownCapture} onBlur={onBlur}>
      {typed ? (
        <TextField
          label={label}
          hideLabel
          value={text}
          onChange={(next) => {
            setText(next);
            setProblem(null);
          }}
          dir="auto"
          isInvalid={message !== undefined}
          errorMessage={message}
        />
      ) : (
        <DatePicker
          label={label}
          hideLabel
          granularity={granularity}
          hideTimeZone
          value={date}
          placeholderValue={placeholder}
          onChange={(next) => {
            setDate(next as ZonedDateTime | null);
            setProblem(null);
          }}
          errorMessage={message}
        />
      )}
    </div>
  );
}
