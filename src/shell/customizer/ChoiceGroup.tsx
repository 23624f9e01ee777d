import { useIntl } from 'react-intl';
import { RadioGroup } from '../../ui/kit/RadioGroup';

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

/** A horizontal, emphasized radio group of the kit whose labels come from the catalog. */
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
      options={options.map((option) => ({ key: option, label: intl.formatMessage({ id: `${optionPrefix}.${option}` }) }))}
    />
  );
}
