import { useId } from 'react';
import { Link } from 'react-router-dom';
import { RelatedPanel, type PanelAdd } from './RelatedPanel';

export interface RelatedRow {
  id: string;
  /** What the row is called (a reply's "Sara: Thanks"). */
  label: string;
  /** Where the row opens, e.g. `/comments/edit/<id>`. */
  href: string;
  /** A short note after the label (a reply's status). */
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
  add?: PanelAdd;
}

/**
 * A card of links to the rows that belong to the record being edited, for rows that are read
 * rather than edited in place (a comment's thread); rows of fields use RelatedGrid. Each opens
 * its own edit screen, and "Add" opens a new form already tied to the record.
 *
 * @example <ListProvider value={list}><RelatedRows title="moderation.thread.title" empty="moderation.thread.empty" rows={rows} /></ListProvider>
 */
export function RelatedRows({ title, empty, rows, add }: RelatedRowsProps) {
  const headingId = useId();
  return (
    <RelatedPanel title={title} empty={empty} headingId={headingId} hasRows={rows.length > 0} add={add}>
      <ul className="related-rows__list" aria-labelledby={headingId}>
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={row.href} state={row.state}><bdi>{row.label}</bdi></Link>
            {row.detail && <span className="related-rows__detail">{row.detail}</span>}
          </li>
        ))}
      </ul>
    </RelatedPanel>
  );
}
