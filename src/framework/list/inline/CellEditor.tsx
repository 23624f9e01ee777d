import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Picker } from '../../../ui/kit/Picker';
import { Switch } from '../../../ui/kit/Switch';
import { TextField } from '../../../ui/kit/TextField';
import type { EntitySubject } from '../../../ability/subjects';
import type { FieldDef } from '../../entity/types';
import { sameValue } from '../../form/formValues';
import { useEnumItems } from '../../fields/useEnumItems';
import type { EditMove } from '../table/gridEditing';
import { cellProblem, type CellProblem } from './cellValidation';
import type { CellEditorKind } from './cellFields';
import { readTyped, type ReadOptions } from './readTyped';
import './cellEditor.css';

export interface CellEditorProps {
  subject: EntitySubject;
  field: FieldDef;
  kind: CellEditorKind;
  /** The field's label, naming the editor. */
  label: string;
  /** The value in the row, and how the cell shows it (the text an editor starts from). */
  value: unknown;
  shown: string;
  /** The printable key that opened the editor: typed over the value. */
  seed: string | null;
  /** Enter or Tab came before the editor did: it commits the typed value at once and moves so. */
  commitOnOpen?: EditMove;
  /** How the typed text is read on this row (`cellReadOptions`): an enum's values here, an amount's currency. */
  readOptions: ReadOptions;
  /**
   * Sends a valid value (the list shows it at once, marked as saving) and the value the editor
   * opened with: a live update of the row meanwhile changes `value` but not what the save expects.
   */
  onCommit: (value: unknown, started: unknown) => void;
  done: (move: EditMove) => void;
}

/** The kinds this editor takes; the others open the row's form. */
export const CELL_EDITORS = new Set<CellEditorKind>(['text', 'number', 'money', 'enum', 'boolean']);

/**
 * The editor of one cell, from the one UI kit: a text field (text, numbers with Persian digits,
 * money), a combobox of the enum's labels (picking one commits), a switch (Space toggles). Enter
 * commits and moves down, Tab / Shift+Tab commit and move to the next / previous editable cell,
 * Escape puts the old value back and sends nothing. A value the field's schema refuses keeps the
 * editor open with the field's own message.
 */
export default function CellEditor(props: CellEditorProps) {
  const { subject, field, kind, label, value, shown, seed, done } = props;
  const intl = useIntl();
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
  const [problem, setProblem] = useState<CellProblem | null>(null);
  // The row's value as the editor opened: what the save expects the server still holds.
  const [started] = useState(value);
  const enumName = 'enumName' in field ? field.enumName : undefined;

  // The editor takes the focus as it opens, its text selected unless a typed key started it.
  useLayoutEffect(() => {
    const input = box.current?.querySelector<HTMLInputElement>('input');
    (kind === 'enum' ? box.current?.querySelector<HTMLElement>('button') : input)?.focus();
    if (input && seed === null && kind !== 'boolean' && kind !== 'enum') input.select();
  }, [seed, kind]);

  // The first commit or cancel closes the editor; a key the combobox already answered does nothing more.
  const closed = useRef(false);
  const close = (move: EditMove) => {
    if (closed.current) return;
    closed.current = true;
    done(move);
  };
  const commit = (typed: unknown, move: EditMove) => {
    if (closed.current) return;
    const read = kind === 'boolean' || kind === 'enum' ? { ok: true as const, value: typed } : readTyped(kind, String(typed), props.readOptions);
    if (!read.ok) {
      setProblem({ message: read.reason, values: read.values });
      return;
    }
    const found = cellProblem(subject, field.name, read.value);
    if (found) {
      setProblem(found);
      return;
    }
    if (!sameValue(read.value, started)) props.onCommit(read.value, started);
    close(move);
  };

  /** What the editor holds: the flag, the chosen value, or the typed text. */
  const current = () => (kind === 'boolean' ? flag : kind === 'enum' ? chosen.current : text);
  // Enter or Tab typed before the editor came: commit what was typed, as if pressed now.
  useEffect(() => {
    if (props.commitOnOpen) commit(current(), props.commitOnOpen);
    // Once, as the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Before the kit's controls answer them (a picker opens on Enter); a key in an open list (a
  // popover, outside this box) is the list's.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.target as Node)) return;
    if (['Escape', 'Tab', 'Enter'].includes(event.key)) event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      close('cancel');
    } else if (event.key === 'Tab') {
      event.preventDefault();
      commit(current(), event.shiftKey ? 'previous' : 'next');
    } else if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      commit(current(), 'down');
    }
  };
  const message = problem ? intl.formatMessage({ id: problem.message }, problem.values as Record<string, string>) : undefined;

  return (
    <div
      ref={box}
      className="cell-editor"
      data-cell-editor
      onKeyDownCapture={onKeyDown}
      onBlur={(event) => {
        // Focus gone elsewhere (a click outside): the value stays as typed, committed.
        if (kind !== 'enum' && !event.currentTarget.contains(event.relatedTarget as Node | null)) commit(current(), 'blur');
      }}
    >
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
          isInvalid={problem !== null}
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
