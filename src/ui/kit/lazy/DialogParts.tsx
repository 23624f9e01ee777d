import { IconX } from '@tabler/icons-react';
import { useContext } from 'react';
import { Dialog as AriaDialog, Modal, ModalOverlay, OverlayTriggerStateContext, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ActionButton } from '../ActionButton';
import { DialogHeading, DialogSettingsContext, type DialogProps } from '../Dialog';
import { Icon } from '../Icon';
import { OverlayStateContext } from '../overlayState';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The kit's Dialog (see `../Dialog.tsx`, which loads this chunk when a dialog is first wanted). */
export default function Dialog({ size = 'M', title, isDismissable, role, className, style, children, ...aria }: DialogProps) {
  const intl = useIntl();
  const settings = useContext(DialogSettingsContext);
  // The container's or trigger's state, given to react-aria's modal, popover and dialog as theirs.
  const state = useContext(OverlayStateContext);
  const dismissable = isDismissable ?? settings.isDismissable ?? false;
  const body = (
    <AriaDialog role={role} aria-label={aria['aria-label']} className={cx('kit-dialog', dismissable && 'kit-dialog--dismissable', className)} style={style}>
      {({ close }) => (
        <>
          {title != null && <DialogHeading>{title}</DialogHeading>}
          {typeof children === 'function' ? children(close) : children}
          {/* Last in the tab order, as Spectrum's; drawn at the top inline-end corner. */}
          {dismissable && (
            <ActionButton slot="close" isQuiet className="kit-dialog__close" aria-label={intl.formatMessage({ id: 'common.actions.close' })}>
              <Icon><IconX stroke={1.75} /></Icon>
            </ActionButton>
          )}
        </>
      )}
    </AriaDialog>
  );
  const surface =
    settings.type === 'popover' ? (
      <Popover className="kit-popover kit-popover--dialog" placement={settings.placement ?? 'bottom'} offset={settings.offset ?? 8}>
        {body}
      </Popover>
    ) : (
      <ModalOverlay className="kit-underlay" isDismissable={dismissable} isKeyboardDismissDisabled={settings.isKeyboardDismissDisabled}>
        <Modal className={`kit-modal kit-modal--${size.toLowerCase()} kit-modal--${settings.type}`}>{body}</Modal>
      </ModalOverlay>
    );
  return <OverlayTriggerStateContext.Provider value={state}>{surface}</OverlayTriggerStateContext.Provider>;
}
