import type { ComponentType } from 'react';
import type { EntityRouteInfo, SpecialEntityRoute } from '../../entities/routes';
import { placeholderScreens, type EntityScreens } from './entityRouteObjects';

/** Loads the declaration and the screen together: one lazy step per entity route. */
function screen(info: EntityRouteInfo, opened: 'manage' | 'new' | 'edit'): () => Promise<ComponentType> {
  return async () => {
    const [{ default: declaration }, manage, form] = await Promise.all([
      info.load!(),
      import('../../framework/screens/EntityManageRoute'),
      opened === 'manage' ? null : import('../../framework/screens/EntityFormRoute'),
    ]);
    if (opened === 'manage' || declaration.drawer) {
      return function EntityManage() {
        return <manage.EntityManageRoute declaration={declaration} segment={info.segment} hasNew={info.hasNew} opened={opened} />;
      };
    }
    const { EntityFormRoute } = form!;
    return function EntityForm() {
      return <EntityFormRoute declaration={declaration} segment={info.segment} mode={opened} />;
    };
  };
}

const specialScreens: Record<string, () => Promise<ComponentType>> = {
  'user-view-id': async () => (await import('../../pages/user-view/UserViewPage')).UserViewPage,
  'products-id-attributes-manage': async () => (await import('../../entities/commerce/ProductAttributesScreen')).ProductAttributesScreen,
};

/**
 * The framework's screens for the router: entities with a declaration get the generic manage and
 * form screens; the rest keep the placeholder until their declaration is written.
 */
export const entityScreens: EntityScreens = {
  manage: (info) => (info.load ? screen(info, 'manage') : placeholderScreens.manage(info)),
  form: (info, mode) => (info.load ? screen(info, mode) : placeholderScreens.form(info, mode)),
  special: (route: SpecialEntityRoute) => specialScreens[route.name] ?? placeholderScreens.special(route),
};
