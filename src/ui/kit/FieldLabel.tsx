import { Label } from 'react-aria-components';
import { RequiredMark } from './Marks';

interface Props {
  label: string;
  isRequired?: boolean;
}

/**
 * A field's label above its box, with Spectrum's asterisk when a value is required. As in
 * Spectrum, the asterisk is not part of the accessible name: the control carries aria-required.
 */
export function FieldLabel({ label, isRequired }: Props) {
  return (
    <Label className="light-field__label">
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
