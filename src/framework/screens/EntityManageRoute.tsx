import { useState, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { EntityRouteProvider } from '../entity/entityRoute';
import { entityPaths } from '../../paths';
import type { EntityDeclaration } from '../entity/types';
import type { EntityDrawerProps } from '../form/EntityDrawer';
import { ImportButton } from '../import/ImportButton';
import { ManageScreen } from '../list/ManageScreen';
import { TrashLink } from '../list/trash/TrashLink';

type DrawerState = { mode: 'new' } | { mode: 'edit'; id: string; field?: string } | null;

interface Props {
  declaration: EntityDeclaration;
  segment: string;
  hasNew: boolean;
  /** The route this screen was opened on: `/langs/new` and `/langs/edit/:id` open the drawer. */
  opened: 'manage' | 'new' | 'edit';
  /**
   * A drawer entity's form drawer, loaded by the route beside this screen: the form (Formik,
   * validation, widgets) comes with drawer entities' lists only.
   */
  Drawer?: ComponentType<EntityDrawerProps>;
  /** Starts the chunks the entity's form needs (the router knows them): the list calls it on intent and once idle. */
  prefetchForm?: () => Promise<unknown>;
}

/**
 * A manage route. Drawer entities add and edit in a side drawer over the list; their new and edit
 * routes open the same screen with the drawer open, so links to them work like page forms. The
 * segment is given once here (EntityRouteProvider); the list and the drawer read it.
 */
export function EntityManageRoute(props: Props) {
  return (
    <EntityRouteProvider subject={props.declaration.subject} segment={props.segment}>
      <ManageRoute {...props} />
    </EntityRouteProvider>
  );
}

function ManageRoute({ declaration, segment, hasNew, opened, Drawer, prefetchForm }: Props) {
  const { id } = useParams();
  const navigate = useNavigate();
  const initial: DrawerState = opened === 'new' ? { mode: 'new' } : opened === 'edit' && id ? { mode: 'edit', id } : null;
  const [drawer, setDrawer] = useState<DrawerState>(initial);
  // An entity with a screen of its own (the media-category folder browser) shows it instead of the table.
  const Custom = declaration.manageScreen;
  if (Custom) return <Custom declaration={declaration} segment={segment} />;
  const trash = <TrashLink />;
  if (!declaration.drawer) return <><ManageScreen declaration={declaration} hasNew={hasNew} importButton={ImportButton} prefetchForm={prefetchForm} />{trash}</>;

  const close = () => {
    setDrawer(null);
    // Closing a drawer opened by its own route leaves that route, as a page form would.
    if (opened !== 'manage') navigate(entityPaths.manage(segment), { replace: true });
  };
  return (
    <>
      <ManageScreen
        declaration={declaration}
        // The drawer is a drawer entity's new screen, so it adds even without a `/new` route (banners).
        hasNew
        importButton={ImportButton}
        prefetchForm={prefetchForm}
        onCreate={() => setDrawer({ mode: 'new' })}
        onEdit={(rowId, field) => setDrawer({ mode: 'edit', id: rowId, field })}
      />
      {trash}
      {Drawer && (
        <Drawer
          declaration={declaration}
          mode={drawer?.mode ?? null}
          id={drawer?.mode === 'edit' ? drawer.id : undefined}
          focusField={drawer?.mode === 'edit' ? drawer.field : undefined}
          onClose={close}
        />
      )}
    </>
  );
}
