import { TextField } from '@adobe/react-spectrum';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { parseTimecode, timecodeText } from './timecode';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';
import './fields.css';

/**
 * A point of a media timeline, typed as `mm:ss.mmm` (or `h:mm:ss.mmm`, or seconds) and stored
 * as whole milliseconds. Text that is not a time stays in the form as typed, so nothing is lost
 * and the schema reports "write it as mm:ss.mmm" on this field (see `timecodeMs`).
 */
export function TimecodeField({ name, label, isReadOnly, isRequired, description }: FieldWidgetProps) {
  const intl = useIntl();
  const field = useFormField<number | string | null>(name);
  // What the user typed, while it still stands for the form value (`01:30.25` for 90250).
  const [draft, setDraft] = useState<{ text: string; value: unknown } | null>(null);
  const text = draft && draft.value === field.value ? draft.text : timecodeText(field.value);

  const change = (next: string) => {
    const ms = parseTimecode(next);
    const value = ms === undefined ? next : ms;
    setDraft({ text: next, value });
    field.setValue(value);
  };

  return (
    <TextField
      label={label}
      description={description ?? intl.formatMessage({ id: 'fields.timecode.hint' })}
      isRequired={isRequired}
      value={text}
      onChange={change}
      onBlur={() => {
        // Leaving the field shows a readable time in its canonical form (90 → 01:30.000).
        setDraft(null);
        field.onBlur();
      }}
      inputMode="decimal"
      autoComplete="off"
      isReadOnly={isReadOnly}
      UNSAFE_className="field--timecode"
      width="100%"
      {...field.errorProps}
    />
  );
}
