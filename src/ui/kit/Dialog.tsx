import { Children, createContext, Suspense, useContext, useMemo, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { ButtonContext, Heading, type PopoverProps } from 'react-aria-components';
import { lazyComponent } from '../lazyComponent';
import { OverlayStateContext } from './overlayState';
import { useLazyTrigger } from './useLazyTrigger';
import './overlays.css';

/**
 * The dialog's frame (react-aria's dialog, modal, popover and focus code) is a chunk of its own,
 * loaded when a dialog is first wanted (issue 31): a list offers a delete confirmation, bulk edit
 * and filter dialogs from its first paint, none open then. A trigger starts it on the first
 * intent (pointer over, focus, press); a container when its dialog comes (and waits for it).
 */
const DialogBody = lazyComponent(() => import('./lazy/DialogParts'));
/** What react-aria's DialogTrigger gives its dialog, for a trigger drawn without it. */
const Host = lazyComponent(() => import('./lazy/OverlayHost'));
const preload = () => Promise.all([DialogBody.preload(), Host.preload()]);

export type DialogType = 'modal' | 'popover' | 'fullscreen' | 'fullscreenTakeover';

/** What the trigger or container tells the dialog inside it: how it is shown and dismissed. */
interface DialogSettings {
  type: DialogType;
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  placement?: PopoverProps['placement'];
  offset?: number;
}
/** Exported for the dialog's own chunk (`lazy/DialogParts.tsx`). */
export const DialogSettingsContext = createContext<DialogSettings>({ type: 'modal' });

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface DialogProps {
  /** Width: S 400 px, M 480 px, L 640 px (Spectrum's sizes); 90 % of the viewport at most. */
  size?: 'S' | 'M' | 'L';
  /** The heading (a `DialogHeading` with its divider); or put a `DialogHeading` in the children. */
  title?: ReactNode;
  /** A translated close button; by default as the DialogTrigger/DialogContainer says. */
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Needed when the dialog has no heading. */
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
  /** `DialogContent`, `DialogFooter` (and `DialogHeading`), or a function of `close`. */
  children?: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A dialog in a modal (or, from a `DialogTrigger type="popover"`, a popover): focus moves in, is
 * held there and returns to the trigger on close; Escape closes. Place it in a DialogTrigger or
 * DialogContainer, which open and close it.
 *
 * @example
 * <DialogContainer onDismiss={close}>
 *   {open && (
 *     <Dialog size="S" title={t('views.save.title')}>
 *       <DialogContent>…</DialogContent>
 *       <DialogFooter><Button onPress={close}>…</Button></DialogFooter>
 *     </Dialog>
 *   )}
 * </DialogContainer>
 */
export function Dialog(props: DialogProps) {
  return <DialogBody {...props} />;
}

/** The dialog's title (its accessible name), with an optional icon at the end and Spectrum's divider under it. */
export function DialogHeading({ children, icon, hasDivider = true }: { children: ReactNode; icon?: ReactNode; hasDivider?: boolean }) {
  return (
    <>
      <div className="kit-dialog__header">
        <Heading slot="title" className="kit-dialog__heading">{children}</Heading>
        {icon}
      </div>
      {hasDivider && <hr className="kit-dialog__divider" />}
    </>
  );
}

/**
 * The dialog's body; it scrolls when the dialog is taller than the viewport allows. A body of text
 * alone (no control to move the focus into) names itself with `scrollLabel`: it then takes the
 * focus, so the keyboard can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function DialogContent({ children, className, scrollLabel }: { children: ReactNode; className?: string; scrollLabel?: string }) {
  const focusable = scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {};
  return <div className={cx('kit-dialog__content', className)} {...focusable}>{children}</div>;
}

/** The dialog's buttons, at the inline end (the primary one last). */
export function DialogFooter({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('kit-dialog__footer', className)}>{children}</div>;
}

export interface DialogTriggerProps extends Omit<DialogSettings, 'type'> {
  /** The trigger (a kit Button/ActionButton or any react-aria Button) and the dialog, or a function of `close` returning it. */
  children: [ReactElement, ReactElement | ((close: () => void) => ReactElement)];
  /** `popover` anchors the dialog to the trigger (`placement`, `offset`). */
  type?: DialogType;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A button that opens a dialog, as Spectrum's DialogTrigger.
 *
 * @example
 * <DialogTrigger>
 *   <Button>{t('undo.history.restoreVersion')}</Button>
 *   {(close) => <Dialog title={…}>…</Dialog>}
 * </DialogTrigger>
 */
export function DialogTrigger({ children, type = 'modal', isDismissable, isKeyboardDismissDisabled, placement, offset, ...state }: DialogTriggerProps) {
  const [trigger, content] = children;
  const settings = useMemo(() => ({ type, isDismissable, isKeyboardDismissDisabled, placement, offset }), [type, isDismissable, isKeyboardDismissDisabled, placement, offset]);
  const { triggerProps, host, wanted } = useLazyTrigger({ kind: 'dialog', preload, ...state });
  return (
    <>
      <ButtonContext.Provider value={triggerProps}>{trigger}</ButtonContext.Provider>
      {wanted && (
        <Suspense fallback={null}>
          <Host {...host}>
            <DialogSettingsContext.Provider value={settings}>{typeof content === 'function' ? <WithClose render={content} /> : content}</DialogSettingsContext.Provider>
          </Host>
        </Suspense>
      )}
    </>
  );
}

function WithClose({ render }: { render: (close: () => void) => ReactElement }) {
  const state = useContext(OverlayStateContext);
  return render(() => state?.close());
}

export interface DialogContainerProps {
  /** The dialog to show, or nothing (`false`, `null`): controlled by the caller's state. */
  children?: ReactNode;
  /** Escape, the close button, an outside press (`isDismissable`) or `useDialogContainer().dismiss()`. */
  onDismiss: () => void;
  type?: Exclude<DialogType, 'popover'>;
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
}

/**
 * Shows the dialog among its children while there is one, as Spectrum's DialogContainer: for
 * dialogs opened from a menu item or by code. Focus returns where it was when the dialog goes.
 *
 * @example
 * <DialogContainer onDismiss={() => setPending(null)}>{pending && <AlertDialog …/>}</DialogContainer>
 */
export function DialogContainer({ children, onDismiss, type = 'modal', isDismissable, isKeyboardDismissDisabled }: DialogContainerProps) {
  const child = Children.toArray(children)[0] ?? null;
  const isOpen = child !== null;
  const state = useMemo(
    () => ({ isOpen, point: null, setPoint: () => {}, open: () => {}, close: onDismiss, toggle: () => isOpen && onDismiss(), setOpen: (open: boolean) => !open && isOpen && onDismiss() }),
    [isOpen, onDismiss],
  );
  const settings = useMemo(() => ({ type, isDismissable, isKeyboardDismissDisabled }), [type, isDismissable, isKeyboardDismissDisabled]);
  return (
    <OverlayStateContext.Provider value={state}>
      <DialogSettingsContext.Provider value={settings}>
        <Suspense fallback={null}>{child}</Suspense>
      </DialogSettingsContext.Provider>
    </OverlayStateContext.Provider>
  );
}

/** Inside a DialogContainer's (or DialogTrigger's) dialog: `dismiss()` closes it, as Spectrum's hook. */
export function useDialogContainer(): { type: DialogType; dismiss: () => void } {
  const state = useContext(OverlayStateContext);
  const { type } = useContext(DialogSettingsContext);
  if (!state) throw new Error('useDialogContainer is for a dialog inside a DialogContainer or DialogTrigger.');
  return { type, dismiss: () => state.close() };
}
