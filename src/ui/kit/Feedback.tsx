import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { AlertVariantIcon } from './Marks';
import './controls.css';

export type BadgeVariant = 'neutral' | 'positive' | 'info' | 'negative' | 'yellow' | 'seafoam' | 'indigo' | 'purple' | 'fuchsia' | 'magenta';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'style'> {
  variant: BadgeVariant;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * Spectrum's Badge: a short status or count on a coloured ground. Its words must say what the
 * colour says; other attributes (`data-state`, `id`) pass through.
 *
 * @example
 * <Badge variant="positive" data-state="running">{t('banner.runState.running')}</Badge>
 */
export function Badge({ variant, children, className, style, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={className ? `kit-badge ${className}` : 'kit-badge'} style={style} data-variant={variant}>
      {children}
    </span>
  );
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface InlineAlertProps {
  variant?: 'neutral' | 'info' | 'positive' | 'notice' | 'negative';
  /** The alert's title, a heading of `level` (3 by default, as Spectrum's). */
  heading?: ReactNode;
  level?: HeadingLevel;
  /**
   * `alert` announces it when it appears (a save failure); `status` politely. None by default:
   * Spectrum's InlineAlert was always role="alert", give it where an announcement is meant.
   */
  role?: 'alert' | 'status';
  /** The content under the heading. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * Spectrum's InlineAlert: a bordered box in the variant's colour, its heading with the variant's
 * icon at the end, and the content under it.
 *
 * @example
 * <InlineAlert variant="negative" heading={intl.formatMessage({ id: 'form.saveFailed.title' })} level={2} role="alert">
 *   {intl.formatMessage({ id: message })}
 * </InlineAlert>
 */
export function InlineAlert({ variant = 'neutral', heading, level = 3, role, children, className, style }: InlineAlertProps) {
  const H = `h${level}` as const;
  return (
    <div className={className ? `kit-inline-alert ${className}` : 'kit-inline-alert'} style={style} data-variant={variant} role={role}>
      {heading !== undefined && <H className="kit-inline-alert__heading">{heading}</H>}
      {variant !== 'neutral' && <AlertVariantIcon variant={variant} className="kit-inline-alert__icon" />}
      {children !== undefined && <div className="kit-inline-alert__content">{children}</div>}
    </div>
  );
}

export interface IllustratedMessageProps {
  /** A large decorative glyph above the heading (aria-hidden), e.g. `<IconDatabaseOff size={96} stroke={1} aria-hidden />`. */
  illustration?: ReactNode;
  heading: ReactNode;
  /** The heading's level: 3 by default, as Spectrum's. */
  level?: HeadingLevel;
  /** Words or actions under the heading. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * Spectrum's IllustratedMessage: a centred illustration, heading and content, for an empty or
 * failed state.
 *
 * @example
 * <IllustratedMessage illustration={<IconCloudOff size={96} stroke={1} aria-hidden />} heading={title}>
 *   {intl.formatMessage({ id: 'list.error.body' })}
 * </IllustratedMessage>
 */
export function IllustratedMessage({ illustration, heading, level = 3, children, className, style }: IllustratedMessageProps) {
  const H = `h${level}` as const;
  return (
    <div className={className ? `kit-illustrated ${className}` : 'kit-illustrated'} style={style}>
      {illustration !== undefined && (
        <div className="kit-illustrated__illustration" aria-hidden>
          {illustration}
        </div>
      )}
      <H className="kit-illustrated__heading">{heading}</H>
      {children !== undefined && <div className="kit-illustrated__content">{children}</div>}
    </div>
  );
}
