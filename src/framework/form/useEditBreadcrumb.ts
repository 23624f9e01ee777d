import { useLocation } from 'react-router-dom';
import { usePageBreadcrumb } from '../../ui/PageHeaderContext';
import { useRowTitle } from '../entity/references';
import type { EntityDeclaration } from '../entity/types';
import { listReturnPath } from './returnTo';

/**
 * On an edit page the breadcrumb names the record ("Languages › Persian"), and its list link
 * keeps the page, sort and filters the user came from. New pages keep their route's breadcrumb.
 */
export function useEditBreadcrumb(declaration: EntityDeclaration, segment: string, entity: Record<string, unknown> | null, enabled: boolean) {
  const location = useLocation();
  const titleOf = useRowTitle(declaration);
  let record: string | null = null;
  try {
    // The title reads the list row; the form fragment carries the same fields for every entity.
    record = entity ? titleOf(entity as { id: string }) || null : null;
  } catch {
    record = null;
  }
  usePageBreadcrumb(
    enabled && record ? [{ title: { id: `nav.entities.${segment}` }, href: listReturnPath(segment, location) }, { title: record }] : null,
  );
}
