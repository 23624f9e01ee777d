import { Text } from 'react-aria-components';
// Every light field shows help, so the form look comes with it, after the base it refines.
import './field.css';
import './fieldForm.css';

export interface FieldHelpProps {
  /** Help under the field, linked to its control by aria-describedby. */
  description?: string;
  /** The translated error; while there is one it replaces the help, as in Spectrum. */
  errorMessage?: string;
}

/**
 * The line under a light field: its help, or its error in red. The slots tell the field around
 * (TextField, Select, RadioGroup) to link the text to its control.
 */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  if (errorMessage) return <Text slot="errorMessage" className="light-field__help light-field__help--error">{errorMessage}</Text>;
  if (description) return <Text slot="description" className="light-field__help">{description}</Text>;
  return null;
}
