import { Radio, RadioGroup } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';

interface Props<T extends string> {
  labelId: string;
  /** Message-id stem of the options: `${optionPrefix}.${value}`. */
  optionPrefix: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  isDisabled?: boolean;
  description?: string;
}

/** A horizontal Spectrum radio group whose labels come from the catalog. */
export function ChoiceGroup<T extends string>({ labelId, optionPrefix, options, value, onChange, isDisabled, description }: Props<T>) {
  const intl = useIntl();
  return (
    <RadioGroup
      label={intl.formatMessage({ id: labelId })}
      orientation="horizontal"
      isEmphasized
      value={value}
      onChange={(next) => onChange(next as T)}
      isDisabled={isDisabled}
      description={description}
    >
      {options.map((option) => (
        <Radio key={option} value={option}>
          {intl.formatMessage({ id: `${optionPrefix}.${option}` })}
        </Radio>
      ))}
    </RadioGroup>
  );
}
