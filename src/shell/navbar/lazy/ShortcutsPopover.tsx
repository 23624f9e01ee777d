import { useIntl } from 'react-intl';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { Link } from 'react-router-dom';
import type { Shortcut } from '../ShortcutsMenu';
import './navPopover.css';

/** The shortcuts button's popover: a grid of quick links (loaded on the first intent). */
export default function ShortcutsPopover({ shortcuts }: { shortcuts: Shortcut[] }) {
  const intl = useIntl();
  return (
    <Popover className="nav-popover" placement="bottom end" offset={8}>
      <Dialog className="nav-popover__dialog">
        {({ close }) => (
          <>
            <Heading slot="title" className="nav-popover__title">{intl.formatMessage({ id: 'shell.shortcuts.title' })}</Heading>
            <ul className="shortcuts">
              {shortcuts.map(({ to, titleId, icon: ShortcutIcon }) => (
                <li key={to}>
                  <Link to={to} onClick={close} className="shortcuts__item">
                    <span className="shortcuts__icon"><ShortcutIcon size={22} /></span>
                    <span>{intl.formatMessage({ id: titleId })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Dialog>
    </Popover>
  );
}
