import { TextField } from '../../ui/kit/TextField';

interface Props {
  label: string;
  description?: string;
  /** The value as a person reads it (an enum's translated label). */
  value: string;
}

/**
 * A choice the viewer may not change, shown as its value in a read-only text field: a picker
 * has no read-only state (disabled greys it out and takes it out of the Tab order), and a
 * group of radios that cannot be pressed still looks like a question. Like every read-only field
 * it can be read and copied (see `.field-cell--readonly` in fields.css), but it is no Tab stop
 * (FieldCell).
 */
export function ReadOnlyValue({ label, description, value }: Props) {
  return <TextField label={label} description={description} value={value} isReadOnly className="field--line" />;
}
