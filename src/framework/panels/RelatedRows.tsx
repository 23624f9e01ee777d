import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Flex } from '../../ui/kit/Layout';
import { ProgressCircle } from '../../ui/kit/Progress';
import { ListStates } from '../list/ListStates';
import './panels.css';

export interface RelatedRow {
  id: string;
  /** What the row is called (a season's "1. Pilot season"). */
  label: string;
  /** Where the row opens, e.g. `/seasons/edit/<id>`. */
  href: string;
  /** A short note after the label (an episode's status). */
  detail?: string;
  /** History state for the link (`returnToState(…)`: the row's form comes back to this record). */
  state?: unknown;
}

export interface RelatedRowsProps {
  /** Message ids: the heading and the text shown when there are no rows. */
  title: string;
  empty: string;
  /** The rows of the list in context (ListProvider), as links; its state says loading or failed. */
  rows: RelatedRow[];
  /** The "Add …" link (a message id and its target); left out when the viewer may not create. */
  add?: { label: string; href: string; state?: unknown };
}

/**
 * A card of the rows that belong to the record being edited (a serial's seasons, a season's
 * episodes): each opens its own edit screen, and "Add" opens a new form already tied to the record.
 * Loading, failure (what happened, and Retry) and empty are the list's states (ListStates).
 *
 * @example <ListProvider value={list}><RelatedRows title="serial.panels.seasons" empty="serial.panels.noSeasons" rows={rows} add={…} /></ListProvider>
 */
export function RelatedRows({ title, empty, rows, add }: RelatedRowsProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="card related-rows" aria-labelledby={headingId}>
      <Flex justifyContent="space-between" alignItems="center" gap="size-200" wrap>
        <h2 id={headingId} className="section-title">{intl.formatMessage({ id: title })}</h2>
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
        // The rows may hold more than the list's (a comment's thread leads with the comment it answers).
        empty={rows.length === 0 ? <p className="related-rows__status related-rows__empty">{intl.formatMessage({ id: empty })}</p> : undefined}
      >
        <ul className="related-rows__list" aria-labelledby={headingId}>
          {rows.map((row) => (
            <li key={row.id}>
              <Link to={row.href} state={row.state}><bdi>{row.label}</bdi></Link>
              {row.detail && <span className="related-rows__detail">{row.detail}</span>}
            </li>
          ))}
        </ul>
      </ListStates>
    </section>
  );
}
