import { IconCheck, IconDots } from '@tabler/icons-react';
import { Children, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Collection,
  Header,
  Popover,
  Text,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ActionButton } from './ActionButton';
import { Icon } from './Icon';
import './overlays.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface MenuTriggerProps extends Omit<AriaMenuTriggerProps, 'children'> {
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
 *
 * @example
 * <MenuTrigger>
 *   <Button>{t('views.button')}</Button>
 *   <Menu onAction={run}>…</Menu>
 * </MenuTrigger>
 */
export function MenuTrigger({ children, align = 'start', direction = 'bottom', shouldFlip = true, ...props }: MenuTriggerProps) {
  const [trigger, menu] = Children.toArray(children);
  // A menu beside the trigger lines up with its top or bottom.
  const placement: PopoverProps['placement'] = direction === 'start' || direction === 'end' ? `${direction} ${align === 'start' ? 'top' : 'bottom'}` : `${direction} ${align}`;
  return (
    <AriaMenuTrigger {...props}>
      {trigger}
      <Popover className="kit-popover kit-popover--menu" placement={placement} shouldFlip={shouldFlip} offset={4}>
        {menu}
      </Popover>
    </AriaMenuTrigger>
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
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return <AriaMenu {...props} className={cx('kit-menu', className)} />;
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
export function MenuItem<T extends object>({ children, icon, description, className, textValue, ...props }: MenuItemProps<T>) {
  return (
    <AriaMenuItem {...props} textValue={textValue ?? (typeof children === 'string' ? children : undefined)} className={cx('kit-menu__item', className)}>
      {({ isSelected }) => (
        <>
          {icon && <span className="kit-menu__icon" aria-hidden>{icon}</span>}
          <Text slot="label" className="kit-menu__label">{children}</Text>
          {description && <Text slot="description" className="kit-menu__description">{description}</Text>}
          {isSelected && <Icon size="XS" className="kit-menu__check"><IconCheck stroke={2.5} /></Icon>}
        </>
      )}
    </AriaMenuItem>
  );
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
export function MenuSection<T extends object>({ title, items, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className="kit-menu__section">
      {title != null && <Header className="kit-menu__header">{title}</Header>}
      {items ? <Collection items={items}>{children as (item: T) => ReactElement}</Collection> : (children as ReactNode)}
    </AriaMenuSection>
  );
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
