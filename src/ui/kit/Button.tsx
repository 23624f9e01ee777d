import { useCallback, useLayoutEffect, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Button as RACButton, Link as RACLink, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ProgressCircle } from './Progress';
import './controls.css';

export type ButtonVariant = 'accent' | 'cta' | 'primary' | 'secondary' | 'negative';

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'style' | 'children' | 'isPending'> {
  /** Spectrum's variants; `cta` is `accent`, as in Spectrum. */
  variant: ButtonVariant;
  /** Spectrum's `style` prop: `fill` by default for accent, `outline` for the others. */
  fill?: 'fill' | 'outline';
  /** Drawn over a coloured or image background. */
  staticColor?: 'white' | 'black';
  /** Busy: the button keeps its focus but ignores presses, says aria-busy, and shows a spinner after a second. */
  isPending?: boolean;
  /** A link drawn as a button (react-aria's Link: client navigation through its RouterProvider). */
  href?: string;
  target?: string;
  rel?: string;
  /** The button element (not given to an `href` link). */
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * Spectrum's Button on react-aria-components: pill, 32 px high, bold label, an icon beside it
 * laid out by a gap. Press by click, Enter or Space; `type="submit"` submits its form.
 *
 * @example
 * <Button variant="accent" onPress={save} isPending={saving}>{intl.formatMessage({ id: 'common.actions.save' })}</Button>
 * <Button variant="secondary" onPress={exportCsv}><Icon><IconFileSpreadsheet /></Icon><span>{label}</span></Button>
 * <Button variant="primary" href={urls.edit('User', id)}>{t('user.edit')}</Button>
 */
export function Button({ variant, fill, staticColor, isPending, href, target, rel, children, className, style, ref, ...props }: ButtonProps) {
  const intl = useIntl();
  const busyRef = useBusy(Boolean(isPending), ref);
  const tone = variant === 'cta' ? 'accent' : variant;
  const look = {
    className: className ? `kit-button ${className}` : 'kit-button',
    style,
    'data-variant': tone,
    'data-fill': fill ?? (tone === 'accent' ? 'fill' : 'outline'),
    'data-static-color': staticColor,
  };
  const content = <span className="kit-button__content">{children}</span>;
  if (href !== undefined) {
    const { onPress, isDisabled, autoFocus, id } = props;
    return (
      <RACLink {...look} href={href} target={target} rel={rel} onPress={onPress} isDisabled={isDisabled} autoFocus={autoFocus} id={id} aria-label={props['aria-label']}>
        {content}
      </RACLink>
    );
  }
  return (
    <RACButton {...props} {...look} ref={busyRef} isPending={isPending}>
      {content}
      {isPending && (
        <ProgressCircle className="kit-button__spinner" size="S" isIndeterminate aria-label={intl.formatMessage({ id: 'common.pending' })} />
      )}
    </RACButton>
  );
}

/** react-aria's Button drops aria-busy; this sets it on the element while pending, and passes the element on to `ref`. */
function useBusy(isPending: boolean, ref: Ref<HTMLButtonElement> | undefined) {
  const element = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    if (isPending) element.current?.setAttribute('aria-busy', 'true');
    else element.current?.removeAttribute('aria-busy');
  }, [isPending]);
  return useCallback(
    (node: HTMLButtonElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
}

export interface ButtonGroupProps {
  children: ReactNode;
  /** Where the row sits: `start` (default), `end` (a dialog's footer) or `center`. */
  align?: 'start' | 'end' | 'center';
  className?: string;
  style?: CSSProperties;
}

/**
 * A row of buttons with Spectrum's 16 px gap that wraps when narrow; it measures nothing.
 *
 * @example
 * <ButtonGroup align="end">
 *   <Button variant="secondary" onPress={cancel}>…</Button>
 *   <Button variant="accent" type="submit">…</Button>
 * </ButtonGroup>
 */
export function ButtonGroup({ children, align = 'start', className, style }: ButtonGroupProps) {
  return (
    <div className={className ? `kit-button-group ${className}` : 'kit-button-group'} data-align={align} style={style}>
      {children}
    </div>
  );
}
