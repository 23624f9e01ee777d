import type { ComponentType } from 'react';
import type { EntityRouteInfo, SpecialEntityRoute } from '../../entities/routes';
import type { EntityScreens } from './entityRouteObjects';

/**
 * A manage route's loader starts its list query; a failure to start it is left to the screen's own
 * query to show. Apollo comes with the preloader's chunk, never with the login's.
 */
const listPreloader = (info: EntityRouteInfo) => (url: URL) =>
  import('./listPreload').then(({ preloadList }) => preloadList(info, url)).catch(() => null);

const loadManage = () => import('../../framework/screens/EntityManageRoute');

/**
 * The widget chunks of an entity's form (a drawer's only when asked: its route does not wait for
 * them); a failure is left to the form, which loads them again.
 */
const formWidgets = (info: EntityRouteInfo, drawerToo = false) =>
  Promise.all([info.load(), import('../../framework/fields/lazyWidgets')])
    .then(([{ default: declaration }, { preloadWidgets }]) => (declaration.drawer && !drawerToo ? null : preloadWidgets(declaration.fields)))
    .catch(() => null);

/**
 * Loads the declaration and the screen together: one lazy step per entity route. A form route
 * loads the form alone; only a drawer entity's form route (rare: a link to `/langs/new`) needs
 * a second step for the list it opens over.
 */
function screen(info: EntityRouteInfo, opened: 'manage' | 'new' | 'edit'): () => Promise<ComponentType> {
  return async () => {
    const [{ default: declaration }, manageModule, form] = await Promise.all([
      info.load(),
      opened === 'manage' ? loadManage() : null,
      opened === 'manage' ? null : import('../../framework/screens/EntityFormRoute'),
      // A page form's heavy widgets (country list, upload, rich text) come in the same step, as soon
      // as the declaration names them: found only when the form rendered, their chunks were a second
      // round trip, and the form showed a spinner first.
      opened === 'manage' ? null : formWidgets(info),
    ]);
    if (opened === 'manage' || declaration.drawer) {
      // A drawer entity's form comes in the same step, so an open drawer never waits for it.
      const [{ EntityManageRoute }, drawer] = await Promise.all([
        manageModule ?? loadManage(),
        declaration.drawer ? import('../../framework/form/EntityDrawer') : null,
      ]);
      const prefetchForm = formPrefetch(info, !!declaration.drawer);
      return function EntityManage() {
        return (
          <EntityManageRoute
            declaration={declaration} segment={info.segment} hasNew={info.hasNew} opened={opened}
            Drawer={drawer?.EntityDrawer} prefetchForm={prefetchForm}
          />
        );
      };
    }
    const { EntityFormRoute } = form!;
    return function EntityForm() {
      return <EntityFormRoute declaration={declaration} segment={info.segment} mode={opened} />;
    };
  };
}

/**
 * What opening a list's form needs, for the list to start on intent (a pointer or focus on New or
 * a row) or once idle, so a click never waits for JavaScript: a page form's route step, the same
 * one its route runs (declaration, form screen, widgets; the module map keeps them for the
 * router's `import()`), or a drawer's widgets (the drawer itself came with the list). Started
 * once per route screen; its promise never rejects.
 */
function formPrefetch(info: EntityRouteInfo, drawer: boolean): () => Promise<unknown> {
  let started: Promise<unknown> | undefined;
  return () => (started ??= (drawer ? formWidgets(info, true) : screen(info, 'edit')()).catch(() => null));
}

/** `/<segment>/trash`: the declaration and the trash screen, one lazy step. */
function trashScreen(info: EntityRouteInfo): () => Promise<ComponentType> {
  return async () => {
    const [{ default: declaration }, { TrashScreen }] = await Promise.all([info.load(), import('../../framework/list/trash/TrashScreen')]);
    return function EntityTrash() {
      return <TrashScreen declaration={declaration} segment={info.segment} />;
    };
  };
}

const specialScreens: Record<string, () => Promise<ComponentType>> = {
  'user-view-id': async () => (await import('../../pages/user-view/UserViewPage')).UserViewPage,
  'products-id-attributes-manage': async () => (await import('../../entities/commerce/ProductAttributesScreen')).ProductAttributesScreen,
};

/** The framework's screens for the router: every entity's declaration gets the generic manage and form screens. */
export const entityScreens: EntityScreens = {
  manage: (info) => screen(info, 'manage'),
  form: (info, mode) => screen(info, mode),
  special: (route: SpecialEntityRoute) => specialScreens[route.name],
  preloadList: (info) => listPreloader(info),
  trash: (info) => trashScreen(info),
};
