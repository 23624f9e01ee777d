import { Radio, RadioGroup } from 'react-aria-components';
import { LightHelp, type LightHelpProps } from './LightHelp';
import { LightLabel } from './LightLabel';
import type { LightOption } from './LightOptions';

interface Props extends LightHelpProps {
  label: string;
  options: LightOption[];
  value: string | null;
  onChange: (key: string) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  orientation?: 'horizontal' | 'vertical';
}

/** Every choice visible at once, drawn like Spectrum's radio group, on react-aria-components. */
export function LightRadioGroup({ label, options, value, onChange, onBlur, isRequired, orientation = 'vertical', description, errorMessage }: Props) {
  return (
    <RadioGroup
      className="light-field light-field--form"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      orientation={orientation}
    >
      <LightLabel label={label} isRequired={isRequired} />
      <div className={`light-radios light-radios--${orientation}`}>
        {options.map((option) => (
          <Radio key={option.key} value={option.key} className="light-radio">
            <span className="light-radio__button" aria-hidden />
            <span className="light-radio__label">{option.label}</span>
          </Radio>
        ))}
      </div>
      <LightHelp description={description} errorMessage={errorMessage} />
    </RadioGroup>
  );
}
