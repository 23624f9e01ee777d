import type { ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { LightHelp, type LightHelpProps } from './LightHelp';
import { LightLabel } from './LightLabel';
import type { LightOption } from './LightOptions';

interface Props extends LightHelpProps {
  label: string;
  /** One radio per option; or `children` (LightRadio in rows of one's own). */
  options?: LightOption[];
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
 * <LightRadioGroup label={t('account.fields.language')} orientation="horizontal" value={lang} onChange={setLang}
 *   options={[{ key: 'fa', label: 'فارسی', lang: 'fa' }, { key: 'en', label: 'English', lang: 'en' }]} />
 */
export function LightRadioGroup({ label, options, children, value, onChange, onBlur, isRequired, isDisabled, isReadOnly, orientation = 'vertical', isEmphasized, className, description, errorMessage }: Props) {
  return (
    <RadioGroup
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
      <LightLabel label={label} isRequired={isRequired} />
      <div className={`light-radios light-radios--${orientation}${isEmphasized ? ' light-radios--emphasized' : ''}`}>
        {options?.map((option) => (
          <LightRadio key={option.key} value={option.key}>
            {option.lang ? <span lang={option.lang}>{option.label}</span> : option.label}
          </LightRadio>
        ))}
        {children}
      </div>
      <LightHelp description={description} errorMessage={errorMessage} />
    </RadioGroup>
  );
}

/**
 * One radio of a LightRadioGroup, for rows the group does not draw itself (a quiz option's
 * correct-answer mark beside its text field); without text, name it by `aria-label`.
 */
export function LightRadio({ value, children, 'aria-label': ariaLabel }: { value: string; children?: ReactNode; 'aria-label'?: string }) {
  return (
    <Radio value={value} className="light-radio" aria-label={ariaLabel}>
      <span className="light-radio__button" aria-hidden />
      {children !== undefined && <span className="light-radio__label">{children}</span>}
    </Radio>
  );
}
