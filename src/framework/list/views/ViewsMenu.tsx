import { IconBookmarks } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AppIcon } from '../../../ui/AppIcon';
import { ActionButton } from '../../../ui/kit/ActionButton';
import { DialogContainer } from '../../../ui/kit/Dialog';
import { Menu, MenuItem, MenuSection, MenuTrigger } from '../../../ui/kit/Menu';
import { toast } from '../../../ui/toast';
import { ConfirmDialog } from '../../overlays/ConfirmDialog';
import type { EntityDeclaration } from '../../entity/types';
import { showMutationError } from '../deleteFeedback';
import { lazyComponent } from '../../../ui/lazyComponent';
import { useSavedViews, type SavedView } from './useSavedViews';
import type { VisibleColumns } from './useVisibleColumns';
import { VIEW_PARAM, viewQueryOf, viewSearch } from './viewQuery';

/** The save dialog (a name, a role to share with) loads when the menu opens: most visits never save a view. */
const SaveViewDialog = lazyComponent(() => import('./SaveViewDialog').then((module) => ({ default: module.SaveViewDialog })));

const SAVE = '__save';
const EDIT = '__edit';
const DELETE = '__delete';

type Dialog = 'save' | 'edit' | 'delete' | null;

interface Props {
  declaration: EntityDeclaration;
  columns: VisibleColumns;
}

/**
 * "Views": the saved views of this list the viewer sees (their own, then those shared with their
 * role), "Save view…" for the list as it is, and renaming, resharing or deleting the open view
 * when it is theirs. Opening a view is navigating to its URL, which names it (`view=<id>`).
 */
export function ViewsMenu({ declaration, columns }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const saved = useSavedViews(declaration.subject);
  const [dialog, setDialog] = useState<Dialog>(null);
  const current = saved.views.find((view) => view.id === searchParams.get(VIEW_PARAM));
  const open = (view: SavedView) => navigate(`${pathname}${viewSearch(view, declaration)}`);
  const state = () => ({ query: viewQueryOf(searchParams, declaration), columns: columns.keys });
  const close = () => setDialog(null);
  /** The view being renamed or reshared (Edit on the open view, when it is the viewer's). */
  const edited = dialog === 'edit' ? current : undefined;
  const describe = (view: SavedView) =>
    view.sharedWithRole
      ? intl.formatMessage({ id: 'views.sharedBy' }, { role: intl.formatMessage({ id: `enum.Role.${view.sharedWithRole}` }), owner: view.owner.name })
      : intl.formatMessage({ id: 'views.private' });

  const remove = async (view: SavedView) => {
    try {
      if (await saved.remove(view.id)) {
        toast.success('views.toast.deleted', { name: view.name });
        // The list stays as it is, no longer named after the view.
        setSearchParams((previous) => {
          const next = new URLSearchParams(previous);
          next.delete(VIEW_PARAM);
          return next;
        });
      }
    } catch (error) {
      showMutationError(intl, error);
    }
  };

  const onAction = (key: string) => {
    if (key === SAVE) return setDialog('save');
    if (key === EDIT) return setDialog('edit');
    if (key === DELETE) return setDialog('delete');
    const view = saved.views.find((candidate) => candidate.id === key);
    if (view) open(view);
  };

  const actions = [
    { key: SAVE, label: intl.formatMessage({ id: 'views.actions.save' }) },
    ...(current?.editable
      ? [
          { key: EDIT, label: intl.formatMessage({ id: 'views.actions.edit' }, { name: current.name }) },
          { key: DELETE, label: intl.formatMessage({ id: 'views.actions.delete' }, { name: current.name }) },
        ]
      : []),
  ];

  return (
    <>
      <MenuTrigger onOpenChange={(open) => open && void SaveViewDialog.preload()}>
        <ActionButton>
          <AppIcon icon={IconBookmarks} />
          <span>{current ? intl.formatMessage({ id: 'views.button.current' }, { name: current.name }) : intl.formatMessage({ id: 'views.button' })}</span>
        </ActionButton>
        <Menu onAction={(key) => onAction(String(key))} disabledKeys={['__none']}>
          <MenuSection title={intl.formatMessage({ id: 'views.section.saved' })}>
            {saved.views.length > 0 ? (
              saved.views.map((view) => (
                <MenuItem key={view.id} id={view.id} textValue={view.name} description={describe(view)}>
                  {view.name}
                </MenuItem>
              ))
            ) : (
              <MenuItem id="__none">{intl.formatMessage({ id: 'views.none' })}</MenuItem>
            )}
          </MenuSection>
          <MenuSection title={intl.formatMessage({ id: 'views.section.actions' })}>
            {actions.map((action) => (
              <MenuItem key={action.key} id={action.key}>
                {action.label}
              </MenuItem>
            ))}
          </MenuSection>
        </Menu>
      </MenuTrigger>
      <DialogContainer onDismiss={close}>
        {(dialog === 'save' || edited) && (
          <Suspense fallback={null}>
            <SaveViewDialog
              view={edited}
              save={(draft) => (edited ? saved.update(edited.id, { ...draft, ...state() }) : saved.create({ ...draft, ...state() }))}
              onSaved={(view) => { toast.success('views.toast.saved', { name: view.name }); open(view); }}
              close={close}
            />
          </Suspense>
        )}
        {dialog === 'delete' && current && (
          <ConfirmDialog title={intl.formatMessage({ id: 'views.delete.title' })} onConfirm={() => void remove(current)}>
            {intl.formatMessage({ id: 'views.delete.body' }, { name: current.name })}
          </ConfirmDialog>
        )}
      </DialogContainer>
    </>
  );
}
