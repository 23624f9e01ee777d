import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { ComboBox } from '../../../ui/kit/ComboBox';
import type { PickerOption } from '../../../ui/kit/PickerOptions';
import type { EditMove } from '../table/gridEditing';
import type { CellEditorProps } from './cellEditorProps';
import type { ReadResult } from './readTyped';
import { useCellLifecycle } from './useCellLifecycle';
import './cellEditor.css';

export interface ComboCellEditorProps extends CellEditorProps {
  /** The options for what is typed ('' : the first ones, nothing typed yet): a search's answer, or a list narrowed here. */
  useOptions: (text: string) => { options: PickerOption[]; loading: boolean };
  /** What typed text names when no option was picked (by label or code among `options`), as a paste reads it. */
  readText: (text: string, options: readonly PickerOption[]) => ReadResult;
}

/**
 * A cell whose value is one of many rows or codes (a user's plan, a country), edited with the
 * kit's combobox as the form's field is: typing searches, the arrows and Enter pick, and a pick
 * commits at once. Enter on typed text without a pick commits the one option the search left, or
 * the option the text names exactly (by label or code). The editor starts with the label the cell shows; its value is the id (or code).
 */
export function ComboCellEditor(props: ComboCellEditorProps) {
  const { label, value, shown, seed, useOptions, readText } = props;
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const held = typeof value === 'string' ? value : null;
  const [input, setInput] = useState(seed ?? shown);
  const [chosen, setChosen] = useState<string | null>(seed === null ? held : null);
  // The cell's own label in the input is no search: the first options are offered.
  const { options, loading } = useOptions(seed === null && input === shown ? '' : input);
  // The held row stays offered while its label is in the input (the search may not list it).
  const offersHeld = held !== null && input === shown && !options.some((option) => option.key === held);
  const items = useMemo(() => (offersHeld ? [{ key: held, label: shown }, ...options] : options), [offersHeld, held, options, shown]);
  /** The pick; else nothing for an empty text; else the one option the typed text leaves (as the form's combobox takes it); else what the text names. */
  const read = (): ReadResult => {
    if (chosen !== null) return { ok: true, value: chosen };
    if (input.trim() === '') return { ok: true, value: null };
    return !loading && options.length === 1 ? { ok: true, value: options[0].key } : readText(input, options);
  };
  // Enter in the open list picks its active option; the pick then commits and moves down.
  const picking = useRef<EditMove>('stay');
  const letThrough = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const choosing = event.key === 'Enter' && target.getAttribute('aria-expanded') === 'true' && target.hasAttribute('aria-activedescendant');
    if (choosing) picking.current = 'down';
    return choosing;
  };
  const { setProblem, commitRead, onKeyDownCapture, onBlur, message } = useCellLifecycle(props, read, letThrough);

  useLayoutEffect(() => {
    const field = box.current?.querySelector<HTMLInputElement>('input');
    field?.focus();
    if (seed === null) field?.select();
  }, [seed]);

  return (
    <div ref={box} className="cell-editor" data-cell-editor onKeyDownCapture={onKeyDownCapture} onBlur={onBlur}>
      <ComboBox
        form
        label={label}
        hideLabel
        options={items}
        dir="auto"
        inputValue={input}
        onInputChange={(text) => {
          setInput(text);
          setProblem(null);
          if (text !== items.find((item) => item.key === chosen)?.label) setChosen(null);
        }}
        selectedKey={chosen}
        onChange={(key) => {
          // null comes while typing; what is typed is read when it commits.
          if (key === null) return;
          setChosen(key);
          setInput(items.find((item) => item.key === key)?.label ?? '');
          commitRead({ ok: true, value: key }, picking.current);
          picking.current = 'stay';
        }}
        loading={loading}
        emptyText={intl.formatMessage({ id: 'common.noResults' })}
        errorMessage={message}
      />
    </div>
  );
}
