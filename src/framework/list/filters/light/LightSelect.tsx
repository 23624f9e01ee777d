import { IconChevronDown } from '@tabler/icons-react';
import { Button, Label, Select, SelectValue } from 'react-aria-components';
import { LightOptions, type LightOption } from './LightOptions';
import './light.css';

interface Props {
  label: string;
  options: LightOption[];
  /** null shows nothing chosen (a link that carries several values). */
  selectedKey: string | null;
  onChange: (key: string | null) => void;
  /** Inline size of the control, e.g. `160px`; it never measures itself. */
  width?: string;
  /** 'side' puts the label before the box on one line (the pagination footer's page size). */
  labelPosition?: 'top' | 'side';
}

/**
 * A picker of one option: react-aria's Select in plain DOM, so mounting it lays nothing out
 * (Spectrum's Picker measures its width on mount). The trigger is named by its value and label.
 */
export function LightSelect({ label, options, selectedKey, onChange, width, labelPosition = 'top' }: Props) {
  return (
    <Select
      className={labelPosition === 'side' ? 'light-field light-field--side' : 'light-field'}
      style={{ inlineSize: width }}
      value={selectedKey}
      onChange={(key) => onChange(key === null ? null : String(key))}
    >
      <Label className="light-field__label">{label}</Label>
      <Button className="light-field__box light-field__trigger">
        <SelectValue className="light-field__value" />
        <IconChevronDown className="light-field__chevron" size={16} aria-hidden />
      </Button>
      <LightOptions options={options} />
    </Select>
  );
}
