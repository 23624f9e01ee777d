import { Link } from '@adobe/react-spectrum';
import type { MouseEvent, ReactNode } from 'react';

export interface RowLinkProps {
  href: string;
  /** What a plain click does instead of following the link (open the drawer, keep the list's state). */
  onOpen: () => void;
  'aria-label'?: string;
  children: ReactNode;
}

/** A click the app handles itself; with a modifier or another button the browser opens a tab. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A row action that goes somewhere, as a real link: middle- and ctrl-click open it in a new tab,
 * the context menu copies it, and a plain click (or Enter) stays in the app through `onOpen`.
 * Spectrum's Link handles presses, so a click never also selects the row; the capture handler
 * runs before its router navigation and takes the plain click over.
 *
 * @example <RowLink href="/langs/edit/7" onOpen={() => openDrawer('7')} aria-label="Edit Persian"><IconPencil /></RowLink>
 */
export function RowLink({ href, onOpen, children, ...props }: RowLinkProps) {
  return (
    <span
      className="row-link"
      onClickCapture={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      <Link href={href} isQuiet variant="secondary" aria-label={props['aria-label']}>
        {children}
      </Link>
    </span>
  );
}
