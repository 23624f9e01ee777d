import type { CSSProperties, ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { CheckMark, DashMark } from './Marks';
import { FieldHelp, type FieldHelpProps } from './FieldHelp';
import { FieldLabel } from './FieldLabel';
import './controls.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'className' | 'style' | 'children'> {
  /** The label after the box; without it give `aria-label`. */
  children?: ReactNode;
  /** The box in the accent colour when checked, instead of Spectrum's dark gray. */
  isEmphasized?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * Spectrum's Checkbox on react-aria-components: a 14 px box with a tick, or a dash when
 * `isIndeterminate`. Toggle by click or Space. Inside a CheckboxGroup give it a `value`.
 *
 * @example
 * <Checkbox isSelected={changed} onChange={setChanged}>{label}</Checkbox>
 * <Checkbox isIndeterminate={some && !all} isSelected={all} onChange={selectAll} aria-label={selectAllLabel} />
 */
export function Checkbox({ children, isEmphasized, className, style, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={className ? `kit-checkbox ${className}` : 'kit-checkbox'} style={style} data-emphasized={isEmphasized || undefined}>
      {({ isIndeterminate }) => (
        <>
          <span className="kit-checkbox__box" aria-hidden>
            {isIndeterminate ? <DashMark className="kit-checkbox__mark" /> : <CheckMark className="kit-checkbox__mark" />}
          </span>
          {children !== undefined && <span className="kit-checkbox__label">{children}</span>}
        </>
      )}
    </RACCheckbox>
  );
}

export interface CheckboxGroupProps
  extends FieldHelpProps,
    Omit<RACCheckboxGroupProps, 'className' | 'style' | 'children' | 'isInvalid' | 'validationBehavior'> {
  /** The group's visible label (its accessible name); or give `aria-label`. */
  label?: string;
  /** Rows (default) or one wrapping line. */
  orientation?: 'vertical' | 'horizontal';
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * Several checkboxes under one label, with help or error under them (an error marks the group
 * invalid; the form validates, not the browser). `value` is the checked boxes' values.
 *
 * @example
 * <CheckboxGroup label={t('account.notifications.kinds')} value={kinds} onChange={setKinds} errorMessage={error}>
 *   {KINDS.map((kind) => <Checkbox key={kind} value={kind}>{t(`kinds.${kind}`)}</Checkbox>)}
 * </CheckboxGroup>
 */
export function CheckboxGroup({ label, description, errorMessage, orientation = 'vertical', children, className, style, ...props }: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      className={className ? `light-field light-field--form kit-checkbox-group ${className}` : 'light-field light-field--form kit-checkbox-group'}
      style={style}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      {label && <FieldLabel label={label} isRequired={props.isRequired} />}
      <div className={`kit-checkbox-group__items kit-checkbox-group__items--${orientation}`}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACCheckboxGroup>
  );
}
