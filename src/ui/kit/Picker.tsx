import { Button, Select, SelectValue } from 'react-aria-components';
import { FieldHelp, type FieldHelpProps } from './FieldHelp';
import { ChevronMark, InvalidMark } from './Marks';
import { FieldLabel } from './FieldLabel';
import { PickerOptions, type PickerOption } from './PickerOptions';
import './field.css';

export interface PickerProps extends FieldHelpProps {
  label: string;
  options: PickerOption[];
  /** null shows nothing chosen (a link that carries several values). */
  selectedKey: string | null;
  onChange: (key: string | null) => void;
  /** Inline size of the control, e.g. `160px`; it never measures itself. */
  width?: string;
  /** 'side' puts the label before the box on one line (the pagination footer's page size). */
  labelPosition?: 'top' | 'side';
  /** A form's field: the asterisk, aria-required, and the form (not the browser) validates. */
  isRequired?: boolean;
  onBlur?: () => void;
  /** The label names the picker without being shown (a list cell's editor, under its column's header). */
  hideLabel?: boolean;
}

/**
 * A picker of one option: react-aria's Select in plain DOM, so mounting it lays nothing out
 * (Spectrum's Picker measures its width on mount). The trigger is named by its value and label.
 */
export function Picker({ label, options, selectedKey, onChange, width, labelPosition = 'top', isRequired, onBlur, description, errorMessage, hideLabel }: PickerProps) {
  return (
    <Select
      className={labelPosition === 'side' ? 'light-field light-field--side' : 'light-field'}
      style={{ inlineSize: width }}
      value={selectedKey}
      onChange={(key) => onChange(key === null ? null : String(key))}
      onBlur={onBlur}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      aria-label={hideLabel ? label : undefined}
    >
      {!hideLabel && <FieldLabel label={label} isRequired={isRequired} />}
      <Button className="light-field__box light-field__trigger">
        <SelectValue className="light-field__value" />
        {errorMessage && <InvalidMark />}
        <ChevronMark />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <PickerOptions options={options} />
    </Select>
  );
}
