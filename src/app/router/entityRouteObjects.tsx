import {
  editEntityPath, entityRoutes, manageEntityPath, newEntityPath, specialEntityRoutes,
  type EntityRouteInfo, type SpecialEntityRoute,
} from '../../entities/routes';
import type { AppRouteDef, BreadcrumbItem, LazyComponent } from '../../core/routing/meta';
import { entityPaths } from '../../paths';

/** Which screen each entity route renders; the generic framework screens plug in here. */
export interface EntityScreens {
  manage: (info: EntityRouteInfo) => LazyComponent;
  form: (info: EntityRouteInfo, mode: 'new' | 'edit') => LazyComponent;
  special: (route: SpecialEntityRoute) => LazyComponent;
  /** The entity's trash (deleted rows, restorable for a while). */
  trash?: (info: EntityRouteInfo) => LazyComponent | undefined;
  /** Starts a manage route's list query in its loader, beside the screen's chunks. */
  preloadList?: (info: EntityRouteInfo) => AppRouteDef['preload'];
}

const entityKeyOf = (info: EntityRouteInfo) => info.subject[0].toLowerCase() + info.subject.slice(1);

const groupCrumb = (info: EntityRouteInfo): BreadcrumbItem => ({ title: { id: `nav.group.${info.group}` }, disabled: true });

/**
 * The router's entity part, derived from the entity list (never a second hand-written list):
 * manage needs read, new needs create, edit needs update on the entity's subject.
 */
export function entityRouteObjects(
  list: readonly EntityRouteInfo[],
  screens: EntityScreens,
  special: readonly SpecialEntityRoute[] = specialEntityRoutes,
): AppRouteDef[] {
  const defs: AppRouteDef[] = [];
  for (const info of list) {
    const title = { id: info.titleMessageId };
    const listCrumb: BreadcrumbItem = { title, href: manageEntityPath(info) };
    defs.push({
      id: `${info.name}-manage`,
      path: manageEntityPath(info),
      meta: { action: 'read', subject: info.subject, title, searchable: true, breadcrumbLead: [groupCrumb(info)], breadcrumb: [{ title }] },
      Component: screens.manage(info),
      preload: screens.preloadList?.(info),
    });
    // `<entity>.new` / `<entity>.edit` read naturally ("New language"), unlike a pattern around a plural.
    const newTitle = { id: `${entityKeyOf(info)}.new` };
    // Every entity can be edited (payments too); only those with a new screen get the new route.
    if (info.hasNew) defs.push({
      id: `${info.name}-new`,
      path: newEntityPath(info),
      meta: {
        action: 'create', subject: info.subject, title: newTitle, searchable: true,
        navHighlight: manageEntityPath(info), breadcrumbLead: [groupCrumb(info)], breadcrumb: [listCrumb, { title: newTitle }],
      },
      Component: screens.form(info, 'new'),
    });
    const editTitle = { id: `${entityKeyOf(info)}.edit` };
    defs.push({
      id: `${info.name}-edit-id`,
      path: editEntityPath(info, ':id'),
      meta: {
        // Readers open a record too: the form shows it read-only, with a note and no Save, when the
        // viewer may change none of its fields (SUPPORT and an invoice, MODERATOR and a media item).
        action: 'read', subject: info.subject, title: editTitle,
        navHighlight: manageEntityPath(info), breadcrumbLead: [groupCrumb(info)], breadcrumb: [listCrumb, { title: editTitle }],
      },
      Component: screens.form(info, 'edit'),
    });
    const trash = screens.trash?.(info);
    // ADMIN's: restoring needs delete, and the trash shows what anyone deleted.
    const trashTitle = { id: 'undo.trash.crumb' };
    if (trash) defs.push({
      id: `${info.name}-trash`,
      path: entityPaths.trash(info.segment),
      meta: {
        action: 'manage', subject: 'all', title: trashTitle,
        navHighlight: manageEntityPath(info), breadcrumbLead: [groupCrumb(info)], breadcrumb: [listCrumb, { title: trashTitle }],
      },
      Component: trash,
    });
  }
  for (const route of special) {
    const parent = list.find((info) => info.segment === route.parent);
    const title = { id: route.titleMessageId };
    defs.push({
      id: route.name,
      path: route.path,
      meta: {
        action: 'read', subject: route.subject, title,
        navHighlight: parent ? manageEntityPath(parent) : undefined,
        breadcrumbLead: parent ? [groupCrumb(parent)] : undefined,
        breadcrumb: parent ? [{ title: { id: parent.titleMessageId }, href: manageEntityPath(parent) }, { title }] : [{ title }],
      },
      Component: screens.special(route),
    });
  }
  return defs;
}

export { entityRoutes };
