import { Label } from 'react-aria-components';
import { RequiredMark } from './Marks';

interface Props {
  label: string;
  isRequired?: boolean;
  /** The label's id and its control, for a field not drawn by a react-aria-components field (which gives them itself). */
  id?: string;
  htmlFor?: string;
}

/**
 * A field's label above its box, with Spectrum's asterisk when a value is required. As in
 * Spectrum, the asterisk is not part of the accessible name: the control carries aria-required.
 */
export function FieldLabel({ label, isRequired, id, htmlFor }: Props) {
  return (
    <Label className="light-field__label" id={id} htmlFor={htmlFor}>
      {label}
      {isRequired && (
        <>
          {' \u200b'}
          <RequiredMark />
        </>
      )}
    </Label>
  );
}
