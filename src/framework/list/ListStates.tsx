import type { ReactNode } from 'react';
import { useListContext } from './ListContext';
import { ListErrorState } from './ListErrorState';
import { ListSkeleton } from './ListSkeleton';

export interface ListStatesProps {
  /** The skeleton's shape while the first page loads, or what a small list shows instead. */
  loading: { columns: number; rows: number } | ReactNode;
  /** What an empty list shows; left out, the children show it (the table has its own empty state). */
  empty?: ReactNode;
  /** The rows, once there are some. */
  children: ReactNode;
}

const isShape = (value: unknown): value is { columns: number; rows: number } =>
  typeof value === 'object' && value !== null && 'columns' in value && 'rows' in value;

/**
 * Which state the list in context is in: failed (what happened, and Retry), loading its first
 * page, empty, or showing rows. Every list, the page's or a panel's, tells these the same way.
 *
 * @example <ListStates loading={{ columns: 6, rows: 3 }} empty={<p>…</p>}><VocabularyTable … /></ListStates>
 */
export function ListStates({ loading, empty, children }: ListStatesProps) {
  const list = useListContext();
  if (list.error) return <ListErrorState onRetry={list.refetch} retrying={list.loading} error={list.error} />;
  if (list.initialLoading) return isShape(loading) ? <ListSkeleton columns={loading.columns} rows={loading.rows} /> : loading;
  if (empty !== undefined && list.rows.length === 0) return empty;
  return children;
}
