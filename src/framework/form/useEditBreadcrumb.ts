import { useLocation } from 'react-router-dom';
import type { BreadcrumbItem } from '../../ui/breadcrumb';
import { usePageBreadcrumb } from '../../ui/PageHeaderContext';
import { entityPaths } from '../../paths';
import { useRowTitle } from '../entity/references';
import { useRouteSegment } from '../entity/entityRoute';
import type { EntityDeclaration } from '../entity/types';
import type { ReferenceLabels } from '../fields/referenceLabels';
import { listReturnPath } from './returnTo';
import { useParentLabels, type RowRef } from './useParentLabels';

/** What the breadcrumb reads from the form: the record, the values it started with, their labels. */
export interface BreadcrumbForm {
  entity: Record<string, unknown> | null;
  values: Record<string, unknown>;
  labels: ReferenceLabels;
  /** The form's own title ("New episode"), the last item of a new record's breadcrumb. */
  title: string;
}

type Parent = RowRef & { segment: string };

/** The records the form's values place this one in (declaration `within`), outermost first. */
function parentsOf(declaration: EntityDeclaration, values: Record<string, unknown>): Parent[] {
  return (declaration.within ?? []).flatMap(({ field: name, segment }) => {
    const field = declaration.fields.find((candidate) => candidate.name === name);
    const id = values[name];
    return field?.kind === 'reference' && typeof id === 'string' && id ? [{ entity: field.entity, id, segment }] : [];
  });
}

/**
 * On an edit page the breadcrumb names the record ("Languages › Persian"), and its list link
 * keeps the page, sort and filters the user came from. A record inside others (declaration
 * `within`) names them instead, each linked, on its new and edit pages alike: "Serials › Lost ›
 * Season 1 › Pilot". Other new pages keep their route's breadcrumb.
 */
export function useEditBreadcrumb(declaration: EntityDeclaration, form: BreadcrumbForm, enabled: boolean) {
  const segment = useRouteSegment();
  const location = useLocation();
  const titleOf = useRowTitle(declaration);
  let record: string | null = null;
  try {
    // The title reads the list row; the form fragment carries the same fields for every entity.
    record = form.entity ? titleOf(form.entity as { id: string }) || null : null;
  } catch {
    record = null;
  }
  const parents = parentsOf(declaration, form.values);
  const labelOf = useParentLabels(enabled ? parents : [], form.labels);
  const named = parents.map((parent) => ({ ...parent, label: labelOf(parent.entity, parent.id) }));
  let items: BreadcrumbItem[] | null = null;
  if (enabled && named.length > 0 && named.every((parent) => parent.label) && (record || !form.entity)) {
    const outer = named[0].segment;
    items = [
      { title: { id: `nav.entities.${outer}` }, href: entityPaths.manage(outer) },
      ...named.map((parent) => ({ title: parent.label!, href: entityPaths.edit(parent.segment, parent.id) })),
      { title: record ?? form.title },
    ];
  } else if (enabled && record) {
    items = [{ title: { id: `nav.entities.${segment}` }, href: listReturnPath(segment, location) }, { title: record }];
  }
  usePageBreadcrumb(items);
}
