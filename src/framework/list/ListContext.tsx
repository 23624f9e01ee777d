import { createContext, useContext, type ReactNode } from 'react';
import type { AnyRow } from './listDocument';
import type { ListController } from './useListController';

const ListContext = createContext<ListController<AnyRow> | null>(null);

/**
 * Puts a list controller's result where the framework's list pieces read it (the states, the
 * table, the pagination footer), as react-admin's ListBase does: the page's list and a panel's
 * local list are served by the same pieces.
 *
 * @example <ListProvider value={list}><ListStates loading={…}><ListTable … /></ListStates><ListPagination /></ListProvider>
 */
export function ListProvider<Row extends { id: string }>({ value, children }: { value: ListController<Row>; children: ReactNode }) {
  // The pieces handle rows as AnyRow; the typed rows stay with the caller.
  return <ListContext.Provider value={value as unknown as ListController<AnyRow>}>{children}</ListContext.Provider>;
}

/** The list around this component; a piece used outside a ListProvider is a wiring mistake. */
export function useListContext(): ListController<AnyRow> {
  const list = useContext(ListContext);
  if (!list) throw new Error('A list piece is used outside a ListProvider');
  return list;
}
