import type { CSSProperties } from 'react';
import { Label, ProgressBar as RACProgressBar } from 'react-aria-components';
import { dimension, type DimensionValue } from './dimension';
import './controls.css';

interface ProgressProps {
  /** 0–100 (Spectrum's default range); ignored while indeterminate. */
  value?: number;
  isIndeterminate?: boolean;
  /** A translated name, when no visible label says what is loading. */
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
}

export interface ProgressCircleProps extends ProgressProps {
  /** S 16 px, M 32 px (default), L 64 px. */
  size?: 'S' | 'M' | 'L';
}

/**
 * Spectrum's ProgressCircle (role progressbar): a spinning arc while indeterminate, else the
 * share done. Always name it (`aria-label`).
 *
 * @example
 * <ProgressCircle isIndeterminate size="S" aria-label={intl.formatMessage({ id: 'common.loading' })} />
 */
export function ProgressCircle({ size = 'M', value = 0, isIndeterminate, className, style, ...props }: ProgressCircleProps) {
  return (
    <RACProgressBar
      {...props}
      value={value}
      isIndeterminate={isIndeterminate}
      className={`kit-progress-circle kit-progress-circle--${size}${className ? ` ${className}` : ''}`}
      style={style}
    >
      {({ percentage }) => (
        <svg className="kit-progress-circle__svg" viewBox="0 0 32 32" aria-hidden focusable="false">
          <circle className="kit-progress-circle__track" cx="16" cy="16" r="14" pathLength="100" />
          <circle
            className="kit-progress-circle__fill"
            cx="16"
            cy="16"
            r="14"
            pathLength="100"
            strokeDasharray={isIndeterminate ? '25 75' : `${percentage ?? 0} 100`}
          />
        </svg>
      )}
    </RACProgressBar>
  );
}

export interface ProgressBarProps extends ProgressProps {
  /** The visible label above the bar (or give `aria-label`). */
  label?: string;
  /** Show the value at the end of the label row: the percentage, or `valueLabel` when given. */
  showValueLabel?: boolean;
  /** The value's words (e.g. "3 of 10", a formatted percentage); shown and announced. */
  valueLabel?: string;
  /** S 4 px track, L 6 px (default). */
  size?: 'S' | 'L';
  /** Spectrum's default is 192 px (`size-2400`). */
  width?: DimensionValue;
  maxWidth?: DimensionValue;
}

/**
 * Spectrum's ProgressBar (role progressbar): a label and value row above a track.
 *
 * @example
 * <ProgressBar label={intl.formatMessage({ id: 'import.progress' })} value={progress.percent} showValueLabel />
 * <ProgressBar isIndeterminate size="S" width="100%" aria-label={intl.formatMessage({ id: 'common.loading' })} />
 */
export function ProgressBar({ label, showValueLabel, valueLabel, size = 'L', width, maxWidth, value = 0, className, style, ...props }: ProgressBarProps) {
  const showValue = (showValueLabel || valueLabel !== undefined) && !props.isIndeterminate;
  return (
    <RACProgressBar
      {...props}
      value={value}
      valueLabel={valueLabel}
      className={`kit-progress-bar kit-progress-bar--${size}${className ? ` ${className}` : ''}`}
      style={{ inlineSize: dimension(width), maxInlineSize: dimension(maxWidth), ...style }}
    >
      {({ percentage, valueText }) => (
        <>
          {(label || showValue) && (
            <div className="kit-progress-bar__row">
              {label && <Label className="kit-progress-bar__label">{label}</Label>}
              {showValue && <span className="kit-progress-bar__value">{valueText}</span>}
            </div>
          )}
          <div className="kit-progress-bar__track">
            <div className="kit-progress-bar__fill" style={props.isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
