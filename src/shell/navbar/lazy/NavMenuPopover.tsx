import { IconCheck } from '@tabler/icons-react';
import { Header, Menu, MenuItem, MenuSection, Popover, type MenuProps } from 'react-aria-components';
import '../../../ui/kit/field.css';
import type { NavMenuItem, NavMenuProps } from '../navMenu';
import './navPopover.css';

function Entry({ item }: { item: NavMenuItem }) {
  const { icon: Glyph } = item;
  return (
    <MenuItem id={item.key} href={item.href} textValue={item.label} className="light-option nav-menu__item">
      {({ isSelected }) => (
        <>
          {Glyph && <Glyph size={16} aria-hidden />}
          <span className={`light-option__text${item.secondary ? ' nav-menu__secondary' : ''}`} lang={item.lang} dir={item.dir}>
            {item.label}
          </span>
          {isSelected && <IconCheck className="light-option__check" size={16} aria-hidden />}
        </>
      )}
    </MenuItem>
  );
}

/** A navbar menu's popover and items (loaded on the first intent towards its button); named by its button. */
export default function NavMenuPopover({ sections, selectedKey, onAction, align = 'start' }: NavMenuProps) {
  // A choice's entries are radio items (menuitemradio) and report the new choice; the others act.
  const behaviour: Partial<MenuProps<object>> =
    selectedKey === undefined
      ? { onAction: (key) => onAction?.(String(key)) }
      : {
          selectionMode: 'single',
          disallowEmptySelection: true,
          selectedKeys: [selectedKey],
          onSelectionChange: (keys) => {
            const [key] = keys === 'all' ? [] : [...keys];
            if (key !== undefined && key !== selectedKey) onAction?.(String(key));
          },
        };
  return (
    <Popover className="light-popover nav-menu" placement={`bottom ${align}`} offset={8}>
      <Menu
        className="light-listbox"
        {...behaviour}
      >
        {sections.map((section) => (
          <MenuSection key={section.key} id={section.key} aria-label={section.label} className="nav-menu__section">
            {section.title && <Header className="nav-menu__header">{section.title}</Header>}
            {section.items.map((item) => (
              <Entry key={item.key} item={item} />
            ))}
          </MenuSection>
        ))}
      </Menu>
    </Popover>
  );
}
