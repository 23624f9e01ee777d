import type { ReactNode } from 'react';
import { isPlainClick } from '../../ui/plainClick';

export interface RowLinkProps {
  href: string;
  /** What a plain click does instead of following the link (open the drawer, keep the list's state). */
  onOpen: () => void;
  'aria-label': string;
  /** Its name shown on hover and keyboard focus (the table's TruncationTip reads it). */
  tip: string;
  children: ReactNode;
}

/**
 * A row action that goes somewhere, as a real link: middle- and ctrl-click open it in a new tab,
 * the context menu copies it, and a plain click (or Enter) stays in the app through `onOpen`.
 * The table leaves clicks on links to them (a click never also selects the row).
 *
 * @example <RowLink href="/langs/edit/7" onOpen={() => openDrawer('7')} aria-label="Edit Persian" tip="Edit"><IconPencil /></RowLink>
 */
export function RowLink({ href, onOpen, children, tip, ...props }: RowLinkProps) {
  return (
    <a
      href={href}
      className="quiet-button row-action"
      aria-label={props['aria-label']}
      data-tip={tip}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
