import { IconCheck } from '@tabler/icons-react';
import type { ReactElement, ReactNode } from 'react';
import { Menu as AriaMenu, MenuItem as AriaMenuItem, MenuSection as AriaMenuSection, Collection, Header, Text } from 'react-aria-components';
import { Icon } from '../Icon';
import type { MenuItemProps, MenuProps, MenuSectionProps } from '../Menu';

export { default as OverlayHost } from './OverlayHost';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The kit's Menu (see `../Menu.tsx`, which loads this chunk on a trigger's first intent). */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return <AriaMenu {...props} className={cx('kit-menu', className)} />;
}

/** The kit's MenuItem. */
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

/** The kit's MenuSection. */
export function MenuSection<T extends object>({ title, items, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className="kit-menu__section">
      {title != null && <Header className="kit-menu__header">{title}</Header>}
      {items ? <Collection items={items}>{children as (item: T) => ReactElement}</Collection> : (children as ReactNode)}
    </AriaMenuSection>
  );
}
