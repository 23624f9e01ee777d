import { IconAlertTriangleFilled } from '@tabler/icons-react';
import { useContext, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, type ButtonVariant } from './Button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from './Dialog';
import { Icon } from './Icon';
import { OverlayStateContext } from './overlayState';
import './overlays.css';

export type AlertDialogVariant = 'confirmation' | 'destructive' | 'error' | 'information' | 'warning';

export interface AlertDialogProps {
  title: ReactNode;
  /** The message. */
  children: ReactNode;
  /** confirmation: accent primary button; destructive: red one; error and warning: an alert icon by the title; information (default): plain. */
  variant?: AlertDialogVariant;
  primaryActionLabel: string;
  secondaryActionLabel?: string;
  cancelLabel?: string;
  onPrimaryAction?: () => void;
  onSecondaryAction?: () => void;
  onCancel?: () => void;
  /** The button focused on open; without it the dialog itself is. */
  autoFocusButton?: 'primary' | 'secondary' | 'cancel';
  isPrimaryActionDisabled?: boolean;
  isSecondaryActionDisabled?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** Spectrum's button variant for the primary action of each alert variant (filled for accent, outlined otherwise, as Spectrum's defaults). */
const PRIMARY: Record<AlertDialogVariant, ButtonVariant> = {
  confirmation: 'accent',
  destructive: 'negative',
  error: 'primary',
  information: 'primary',
  warning: 'primary',
};

/**
 * A question with up to three buttons (role alertdialog), as Spectrum's AlertDialog: any button
 * closes it through its DialogTrigger or DialogContainer first (their `onDismiss` runs), then runs
 * its own handler. Escape is the container's dismiss, not `onCancel`.
 *
 * @example
 * <DialogContainer onDismiss={guard.stay}>
 *   {guard.isAsking && (
 *     <AlertDialog variant="destructive" title={t('form.guard.title')} primaryActionLabel={t('form.guard.leave')}
 *       cancelLabel={t('form.guard.stay')} autoFocusButton="cancel" onPrimaryAction={guard.leave} onCancel={guard.stay}>
 *       {t('form.guard.body')}
 *     </AlertDialog>
 *   )}
 * </DialogContainer>
 */
export function AlertDialog(props: AlertDialogProps) {
  const { title, children, variant = 'information', primaryActionLabel, secondaryActionLabel, cancelLabel, autoFocusButton, className, style } = props;
  const intl = useIntl();
  const state = useContext(OverlayStateContext);
  const closeThen = (action?: () => void) => () => {
    state?.close();
    action?.();
  };
  const alerting = variant === 'error' || variant === 'warning';
  const icon = alerting ? (
    <Icon size="M" className={`kit-alert__icon kit-alert__icon--${variant}`} aria-label={intl.formatMessage({ id: 'common.dialog.alert' })}>
      <IconAlertTriangleFilled />
    </Icon>
  ) : undefined;

  return (
    <Dialog size="M" role="alertdialog" className={`kit-alert kit-alert--${variant}${className ? ` ${className}` : ''}`} style={style}>
      <DialogHeading icon={icon}>{title}</DialogHeading>
      <DialogContent>{children}</DialogContent>
      <DialogFooter>
        {cancelLabel && (
          <Button variant="secondary" autoFocus={autoFocusButton === 'cancel'} onPress={closeThen(props.onCancel)}>
            {cancelLabel}
          </Button>
        )}
        {secondaryActionLabel && (
          <Button
            variant="secondary"
            autoFocus={autoFocusButton === 'secondary'}
            isDisabled={props.isSecondaryActionDisabled}
            onPress={closeThen(props.onSecondaryAction)}
          >
            {secondaryActionLabel}
          </Button>
        )}
        <Button
          variant={PRIMARY[variant]}
          autoFocus={autoFocusButton === 'primary'}
          isDisabled={props.isPrimaryActionDisabled}
          onPress={closeThen(props.onPrimaryAction)}
        >
          {primaryActionLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
