import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Flex } from '../../ui/kit/Layout';
import { ProgressCircle } from '../../ui/kit/Progress';
import { ListStates } from '../list/ListStates';
import './panels.css';

/** The "Add …" link of a panel: a message id, its target and history state. */
export interface PanelAdd {
  label: string;
  href: string;
  state?: unknown;
}

export interface RelatedPanelProps {
  /** Message ids: the heading and the text shown when there are no rows. */
  title: string;
  empty: string;
  /** The heading's element id, for the rows to be named by it. */
  headingId: string;
  /** Whether there are rows to show (the rows may hold more than the list's). */
  hasRows: boolean;
  /** The "Add …" link; left out when the viewer may not create. */
  add?: PanelAdd;
  /** Buttons beside the heading (the grid's Export Excel) and what they show below it (its progress). */
  tools?: ReactNode;
  /** A class for the card beside `related-rows`. */
  className?: string;
  children: ReactNode;
}

/**
 * The card around a record's related rows (links or a grid): its heading, the "Add …" link, and
 * the list's loading, failed (what happened, and Retry) and empty states (ListStates) of the list
 * in context (ListProvider).
 */
export function RelatedPanel({ title, empty, headingId, hasRows, add, tools, className, children }: RelatedPanelProps) {
  const intl = useIntl();
  return (
    <section className={className ? `card related-rows ${className}` : 'card related-rows'} aria-labelledby={headingId}>
      <Flex justifyContent="space-between" alignItems="center" gap="size-200" wrap>
        <h2 id={headingId} className="section-title">{intl.formatMessage({ id: title })}</h2>
        {tools}
        {add && (
          <Link className="related-rows__add" to={add.href} state={add.state}>
            <IconPlus size={16} aria-hidden />
            {intl.formatMessage({ id: add.label })}
          </Link>
        )}
      </Flex>
      <ListStates
        // As tall as the empty state, so the cards below do not move when the rows arrive.
        loading={
          <div className="related-rows__status">
            <ProgressCircle isIndeterminate size="S" aria-label={intl.formatMessage({ id: 'common.loading' })} />
          </div>
        }
        empty={hasRows ? undefined : <p className="related-rows__status related-rows__empty">{intl.formatMessage({ id: empty })}</p>}
      >
        {children}
      </ListStates>
    </section>
  );
}
