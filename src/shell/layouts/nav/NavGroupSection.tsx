import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MenuGroup } from '../../menu/buildMenu';
import { NavEntityRow } from './NavEntityRow';

interface Props {
  group: MenuGroup;
  activePath: string;
  onNavigate?: () => void;
}

/** A collapsible menu group; it starts open when it holds the current screen. */
export function NavGroupSection({ group, activePath, onNavigate }: Props) {
  const intl = useIntl();
  const listId = useId();
  const holdsActive = group.entries.some((entry) => activePath.startsWith(`/${entry.info.segment}/`));
  const [expanded, setOpen] = useState(holdsActive);
  // Navigating into the group (search, a link) opens it; the user may still close it again.
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive]);
  return (
    <li className="nav-group" data-group={group.group}>
      <button
        type="button"
        className="nav-group__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setOpen(!expanded)}
      >
        <span className="nav-group__title">{intl.formatMessage({ id: group.titleId })}</span>
        <IconChevronDown size={16} aria-hidden className="nav-group__chevron" />
      </button>
      <ul id={listId} className="nav-group__items" hidden={!expanded}>
        {group.entries.map((entry) => (
          <NavEntityRow key={entry.info.name} entry={entry} activePath={activePath} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}
