import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { BreadcrumbItem } from './breadcrumb';

interface PageHeaderState {
  items: BreadcrumbItem[] | null;
  setItems: (items: BreadcrumbItem[] | null) => void;
}

const PageHeaderContext = createContext<PageHeaderState>({ items: null, setItems: () => {} });

export function PageHeaderProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<BreadcrumbItem[] | null>(null);
  return <PageHeaderContext.Provider value={{ items, setItems }}>{children}</PageHeaderContext.Provider>;
}

/**
 * Lets a page supply its breadcrumb items (after the leading Dashboard item) instead of its
 * route's `breadcrumb` meta, e.g. to show a record's name. Restored when the page unmounts.
 *
 * @example usePageBreadcrumb([{ title: { id: 'nav.entities.users' }, href: '/users/manage' }, { title: user.fullName }])
 */
export function usePageBreadcrumb(items: BreadcrumbItem[] | null): void {
  const { setItems } = useContext(PageHeaderContext);
  const key = JSON.stringify(items);
  useEffect(() => {
    setItems(key === 'null' ? null : (JSON.parse(key) as BreadcrumbItem[]));
    return () => setItems(null);
  }, [key, setItems]);
}

export function usePageBreadcrumbItems(): BreadcrumbItem[] | null {
  return useContext(PageHeaderContext).items;
}
