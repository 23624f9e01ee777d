import type { ReactNode } from 'react';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { FieldHelp, type FieldHelpProps } from './FieldHelp';
import { FieldLabel } from './FieldLabel';
import type { PickerOption } from './PickerOptions';
import './controls.css';

interface Props extends FieldHelpProps {
  label: string;
  /** One radio per option; or `children` (Radio in rows of one's own). */
  options?: PickerOption[];
  children?: ReactNode;
  value: string | null;
  onChange: (key: string) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  orientation?: 'horizontal' | 'vertical';
  /** The chosen radio in the accent colour instead of Spectrum's dark gray (a settings panel's choices). */
  isEmphasized?: boolean;
  className?: string;
}

/**
 * Every choice visible at once, drawn like Spectrum's radio group, on react-aria-components.
 *
 * @example
 * <RadioGroup label={t('account.fields.language')} orientation="horizontal" value={lang} onChange={setLang}
 *   options={[{ key: 'fa', label: 'فارسی', lang: 'fa' }, { key: 'en', label: 'English', lang: 'en' }]} />
 */
export function RadioGroup({ label, options, children, value, onChange, onBlur, isRequired, isDisabled, isReadOnly, orientation = 'vertical', isEmphasized, className, description, errorMessage }: Props) {
  return (
    <AriaRadioGroup
      className={className ? `light-field light-field--form ${className}` : 'light-field light-field--form'}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      orientation={orientation}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className={`light-radios light-radios--${orientation}${isEmphasized ? ' light-radios--emphasized' : ''}`}>
        {options?.map((option) => (
          <Radio key={option.key} value={option.key}>
            {option.lang ? <span lang={option.lang}>{option.label}</span> : option.label}
          </Radio>
        ))}
        {children}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

/**
 * One radio of a RadioGroup, for rows the group does not draw itself (a quiz option's
 * correct-answer mark beside its text field); without text, name it by `aria-label`.
 */
export function Radio({ value, children, 'aria-label': ariaLabel }: { value: string; children?: ReactNode; 'aria-label'?: string }) {
  return (
    <AriaRadio value={value} className="light-radio" aria-label={ariaLabel}>
      <span className="light-radio__button" aria-hidden />
      {children !== undefined && <span className="light-radio__label">{children}</span>}
    </AriaRadio>
  );
}
