import { IconAlertTriangleFilled, IconCircleCheckFilled, IconInfoCircleFilled, IconX } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Button, Text, UNSTABLE_Toast as AriaToast, UNSTABLE_ToastContent as AriaToastContent, UNSTABLE_ToastRegion as AriaToastRegion, type QueuedToast } from 'react-aria-components';
import { useIntl } from 'react-intl';
import './overlays.css';
import { queue, type ToastContent } from './toastQueue';

export { toastQueue, type ToastOptions, type ToastVariant } from './toastQueue';

const ICONS = { positive: IconCircleCheckFilled, negative: IconAlertTriangleFilled, info: IconInfoCircleFilled } as const;
const ICON_LABELS = { positive: 'common.toast.positive', negative: 'common.toast.negative', info: 'common.toast.info' } as const;

function KitToast({ toast }: { toast: QueuedToast<ToastContent> }) {
  const intl = useIntl();
  const { text, variant, actionLabel, onAction, shouldCloseOnAction } = toast.content;
  const Icon = variant === 'neutral' ? null : ICONS[variant];
  const iconLabel = variant === 'neutral' ? undefined : intl.formatMessage({ id: ICON_LABELS[variant] });
  return (
    <AriaToast toast={toast} className={`kit-toast kit-toast--${variant}`}>
      <div className="kit-toast__body">
        {Icon && <Icon className="kit-toast__icon" size={18} role="img" aria-label={iconLabel} />}
        <AriaToastContent className="kit-toast__content">
          <Text slot="title">{text}</Text>
        </AriaToastContent>
        {actionLabel && (
          <Button
            className="kit-toast__action"
            onPress={() => {
              onAction?.();
              if (shouldCloseOnAction) queue.close(toast.key);
            }}
          >
            {actionLabel}
          </Button>
        )}
      </div>
      <div className="kit-toast__buttons">
        <Button slot="close" className="kit-toast__close" aria-label={intl.formatMessage({ id: 'common.actions.close' })}>
          <IconX size={16} stroke={2} aria-hidden />
        </Button>
      </div>
    </AriaToast>
  );
}

/**
 * The toasts of `toastQueue`, at the bottom centre of the viewport in a translated landmark
 * region (F6 reaches it); each toast has its variant's colour and icon, its action and a close
 * button. Mount one, inside the IntlProvider.
 *
 * @example <ToastRegion />
 */
export function ToastRegion({ className, style }: { className?: string; style?: CSSProperties }) {
  const intl = useIntl();
  return (
    <AriaToastRegion queue={queue} aria-label={intl.formatMessage({ id: 'common.toast.region' })} className={`kit-toast-region${className ? ` ${className}` : ''}`} style={style}>
      {({ toast }) => <KitToast toast={toast} />}
    </AriaToastRegion>
  );
}
