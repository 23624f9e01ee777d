import type { CSSProperties, ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import './controls.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'className' | 'style' | 'children'> {
  /** The label after the track; without it give `aria-label`. */
  children?: ReactNode;
  /** The track in the accent colour when on, instead of Spectrum's dark gray. */
  isEmphasized?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * Spectrum's Switch on react-aria-components (role switch): a 26 × 14 px track whose handle
 * moves to the end when on (mirrored in right to left). Toggle by click or Space.
 *
 * @example
 * <Switch isSelected={values.emailDigest} onChange={(on) => setFieldValue('emailDigest', on)}>
 *   {t('account.notifications.emailDigest')}
 * </Switch>
 */
export function Switch({ children, isEmphasized, className, style, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={className ? `kit-switch ${className}` : 'kit-switch'} style={style} data-emphasized={isEmphasized || undefined}>
      <span className="kit-switch__track" aria-hidden />
      {children !== undefined && <span className="kit-switch__label">{children}</span>}
    </RACSwitch>
  );
}
