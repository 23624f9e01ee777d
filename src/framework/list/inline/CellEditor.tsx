import { useLayoutEffect, useRef, useState } from 'react';
import { Picker } from '../../../ui/kit/Picker';
import { Switch } from '../../../ui/kit/Switch';
import { TextField } from '../../../ui/kit/TextField';
import type { FieldDef } from '../../entity/types';
import { useEnumItems } from '../../fields/useEnumItems';
import type { CellEditorProps } from './cellEditorProps';
import { readTyped } from './readTyped';
import { useCellLifecycle } from './useCellLifecycle';
import './cellEditor.css';

export type { CellEditorProps } from './cellEditorProps';

/**
 * The editor of one cell, from the one UI kit: a text field (text, numbers with Persian digits,
 * money), a picker of the enum's labels, a switch (Space toggles). Enter commits and moves down,
 * Tab / Shift+Tab commit and move to the next / previous editable cell, Escape puts the old value
 * back and sends nothing (`useCellLifecycle`). A value the field's schema refuses keeps the editor
 * open with the field's own message. Dates, references and countries have editors of their own,
 * in their own chunks (`useGridEditing`).
 */
export default function CellEditor(props: CellEditorProps) {
  const { field, kind, label, value, shown, seed } = props;
  const box = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(seed ?? (kind === 'enum' ? '' : shown));
  const [flag, setFlag] = useState(Boolean(value));
  const [choice, setChoiceState] = useState<string | null>(null);
  // The choice as set, for a commit in the same turn (the typed letter chose it as the editor opened).
  const chosen = useRef<string | null>(null);
  const setChoice = (key: string | null) => {
    chosen.current = key;
    setChoiceState(key);
  };
  const enumName = 'enumName' in field ? field.enumName : undefined;
  /** What the editor holds, read: the flag, the chosen value, or the typed text. */
  const read = () =>
    kind === 'boolean' ? { ok: true as const, value: flag } : kind === 'enum' ? { ok: true as const, value: chosen.current } : readTyped(kind, text, props.readOptions);
  const { setProblem, onKeyDownCapture, onBlur, message } = useCellLifecycle(props, read);

  // The editor takes the focus as it opens, its text selected unless a typed key started it.
  useLayoutEffect(() => {
    const input = box.current?.querySelector<HTMLInputElement>('input');
    (kind === 'enum' ? box.current?.querySelector<HTMLElement>('button') : input)?.focus();
    if (input && seed === null && kind !== 'boolean' && kind !== 'enum') input.select();
  }, [seed, kind]);

  return (
    // A picker's list is a popover: leaving the picker for it is no commit, so an enum commits by its keys only.
    <div ref={box} className="cell-editor" data-cell-editor onKeyDownCapture={onKeyDownCapture} onBlur={kind === 'enum' ? undefined : onBlur}>
      {kind === 'boolean' ? (
        <Switch isSelected={flag} onChange={setFlag} aria-label={label} />
      ) : kind === 'enum' && enumName ? (
        <EnumEditor enumName={enumName} choices={props.readOptions.choices} label={label} text={text} value={value} choice={choice} setChoice={setChoice} message={message} />
      ) : (
        <TextField
          label={label}
          hideLabel
          value={text}
          onChange={(next) => {
            setText(next);
            setProblem(null);
          }}
          dir={field.kind === 'text' ? 'auto' : 'ltr'}
          plainText={field.kind !== 'text'}
          inputMode={kind === 'number' || kind === 'money' ? 'decimal' : undefined}
          isInvalid={message !== undefined}
          errorMessage={message}
        />
      )}
    </div>
  );
}

/**
 * An enum's labels in a picker: the key that opened the editor (and what was typed after it)
 * chooses the first label it starts, the arrows open the list, Enter commits the choice.
 */
function EnumEditor({ enumName, choices, label, text, value, choice, setChoice, message }: {
  enumName: NonNullable<Extract<FieldDef, { enumName: unknown }>['enumName']>;
  /** The values this row may take (an issued invoice: paid or void), else all. */
  choices?: readonly string[];
  label: string;
  text: string;
  value: unknown;
  choice: string | null;
  setChoice: (key: string | null) => void;
  message?: string;
}) {
  const all = useEnumItems(enumName);
  const items = choices ? all.filter((item) => choices.includes(item.key)) : all;
  // The typed start of a label picks it, as a select's own typeahead does.
  useLayoutEffect(() => {
    const typed = text.trim().toLocaleLowerCase();
    const match = typed ? items.find((item) => item.label.toLocaleLowerCase().startsWith(typed)) : undefined;
    setChoice(match?.key ?? (typeof value === 'string' ? value : null));
    // Only as the editor opens: afterwards the picker's own keys choose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Picker label={label} hideLabel options={items} selectedKey={choice} onChange={setChoice} errorMessage={message} />;
}
