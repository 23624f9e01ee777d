import { IconDots } from '@tabler/icons-react';
import { Children, Suspense, use, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import {
  ButtonContext,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ActionButton } from './ActionButton';
import { Icon } from './Icon';
import { lazyComponent } from '../lazyComponent';
import { lazyModule } from '../lazyModule';
import { useLazyTrigger } from './useLazyTrigger';
import './overlays.css';

/**
 * The menu's parts (react-aria's menu, collection, selection and overlay code) are a chunk of
 * their own, started on a trigger's first intent (issue 31): a list shows a menu button in its
 * header and in every row, and none of that code is needed before one is pointed at, focused or
 * pressed. The trigger's host (React.lazy) waits for the chunk; `Menu` and its items render only
 * inside it, so they find the parts in (`use` is their fallback).
 */
const parts = lazyModule(() => import('./lazy/MenuParts'));
const loadParts = parts.load;
const usePartsOf = () => parts.current() ?? use(loadParts());
/** The overlay's host, from the menu's chunk (React.lazy, which a test's act() waits for). */
const Host = lazyComponent(() => loadParts().then((module) => ({ default: module.OverlayHost })));

export interface MenuTriggerProps extends Omit<AriaMenuTriggerProps, 'children' | 'trigger'> {
  /** The trigger (a kit Button/ActionButton or any react-aria Button) and its `Menu`. */
  children: [ReactElement, ReactElement];
  /** Which end of the trigger the menu lines up with (start = the reading start). */
  align?: 'start' | 'end';
  direction?: 'bottom' | 'top' | 'start' | 'end';
  shouldFlip?: boolean;
}

/**
 * A button that opens a menu in a popover, as Spectrum's MenuTrigger: Enter, Space or ArrowDown
 * open it on its first item (ArrowUp on its last), Escape closes it and focus returns to the button.
 * The menu's code loads on the first intent towards the button (pointer over, focus, press).
 *
 * @example
 * <MenuTrigger>
 *   <Button>{t('views.button')}</Button>
 *   <Menu onAction={run}>…</Menu>
 * </MenuTrigger>
 */
export function MenuTrigger({ children, align = 'start', direction = 'bottom', shouldFlip = true, isOpen, defaultOpen, onOpenChange }: MenuTriggerProps) {
  const [trigger, menu] = Children.toArray(children);
  const { triggerProps, host, wanted } = useLazyTrigger({ kind: 'menu', preload: Host.preload, isOpen, defaultOpen, onOpenChange });
  // A menu beside the trigger lines up with its top or bottom.
  const placement: PopoverProps['placement'] = direction === 'start' || direction === 'end' ? `${direction} ${align === 'start' ? 'top' : 'bottom'}` : `${direction} ${align}`;
  return (
    <>
      <ButtonContext.Provider value={triggerProps}>{trigger}</ButtonContext.Provider>
      {wanted && (
        <Suspense fallback={null}>
          <Host {...host} popover={{ className: 'kit-popover kit-popover--menu', placement, shouldFlip, offset: 4 }}>
            {menu}
          </Host>
        </Suspense>
      )}
    </>
  );
}

export interface MenuProps<T> extends Omit<AriaMenuProps<T>, 'className' | 'style'> {
  className?: string;
  style?: CSSProperties;
}

/**
 * A list of actions (`onAction(key)`) or of choices (`selectionMode` "single"/"multiple" with
 * `selectedKeys`, checked items show a check), with `disabledKeys`, as Spectrum's Menu. Items come
 * as `MenuItem`/`MenuSection` children, or from `items` and a render function (each item's key is
 * its `id` or `key` field).
 *
 * @example
 * <Menu items={entries} onAction={run} disabledKeys={busy}>
 *   {(entry) => <MenuItem textValue={entry.text} icon={<AppIcon icon={entry.icon} />} href={entry.href}>{entry.text}</MenuItem>}
 * </Menu>
 */
export function Menu<T extends object>(props: MenuProps<T>) {
  const { Menu: Real } = usePartsOf();
  return <Real {...props} />;
}

export interface MenuItemProps<T = object> extends Omit<AriaMenuItemProps<T>, 'children' | 'className' | 'style'> {
  /** The item's label; give `textValue` (typeahead, its name) when it is not plain text. */
  children: ReactNode;
  /** A glyph before the label (e.g. `<AppIcon icon={IconPencil} />`). */
  icon?: ReactNode;
  /** A second, quieter line under the label (Spectrum's `<Text slot="description">`). */
  description?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** An item of a Menu: its key is `id` (Spectrum's `key`); `href` makes it a link. */
export function MenuItem<T extends object>(props: MenuItemProps<T>) {
  const { MenuItem: Real } = usePartsOf();
  return <Real {...props} />;
}

export interface MenuSectionProps<T> {
  /** The section's heading (its accessible name); Spectrum's `title`. */
  title?: ReactNode;
  'aria-label'?: string;
  id?: string;
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactElement);
}

/** A group of a Menu's items under a heading, divided from the group before it. */
export function MenuSection<T extends object>(props: MenuSectionProps<T>) {
  const { MenuSection: Real } = usePartsOf();
  return <Real {...props} />;
}

export interface ActionMenuProps<T> extends MenuProps<T> {
  /** The button's name; "More actions" (translated) by default. */
  'aria-label'?: string;
  isDisabled?: boolean;
  align?: 'start' | 'end';
  direction?: 'bottom' | 'top' | 'start' | 'end';
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The button's class (the menu's is `menuClassName`). */
  className?: string;
  menuClassName?: string;
}

/**
 * A quiet ⋯ button with a menu of actions, as Spectrum's ActionMenu.
 *
 * @example
 * <ActionMenu aria-label={t('mediaLibrary.actions.more', { name })} items={actions} onAction={(key) => run(entry, key)}>
 *   {(action) => <MenuItem id={action.key}>{action.label}</MenuItem>}
 * </ActionMenu>
 */
export function ActionMenu<T extends object>(props: ActionMenuProps<T>) {
  const { 'aria-label': label, isDisabled, align = 'start', direction = 'bottom', isOpen, defaultOpen, onOpenChange, className, style, menuClassName, ...menu } = props;
  const intl = useIntl();
  return (
    <MenuTrigger align={align} direction={direction} isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <ActionButton isQuiet className={className} style={style} isDisabled={isDisabled} aria-label={label ?? intl.formatMessage({ id: 'common.actions.moreActions' })}>
        <Icon><IconDots stroke={1.75} /></Icon>
      </ActionButton>
      <Menu {...menu} className={menuClassName} />
    </MenuTrigger>
  );
}
