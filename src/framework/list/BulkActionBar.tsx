import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../ui/AppIcon';
import { ActionBar } from '../../ui/kit/ActionBar';
import type { SubjectInstance } from '../../ability/ability';
import type { EntityDeclaration, RecordAction } from '../entity/types';
import { hasBulkFields } from './bulkEdit/bulkFields';
import type { AnyRow } from './listDocument';
import type { ListController } from './useListController';
import { useRecordActions } from './useRecordActions';

const DELETE_KEY = '__delete';
const EDIT_KEY = '__edit';

interface Props {
  declaration: EntityDeclaration;
  list: ListController<AnyRow>;
  onBulkDelete: () => void;
  onBulkEdit: () => void;
}

/**
 * The bar over the selected rows: the declaration's bulk actions (Approve, Resolve…) and delete,
 * each only when the viewer may. An action skips the selected rows it does not apply to; rows it
 * changed leave the selection, the ones that failed stay selected to try again.
 */
export function BulkActionBar({ declaration, list, onBulkDelete, onBulkEdit }: Props) {
  const intl = useIntl();
  const actions = useRecordActions(declaration);
  const { selection, rows, permissions } = list;
  const selected = rows.filter((row) => selection.ids.has(row.id));
  const items = [
    ...(declaration.bulkActions ?? [])
      .filter((action) => rows.some((row) => actions.allows(action as RecordAction<AnyRow>, row)))
      .map((action) => ({ key: action.key, label: intl.formatMessage({ id: action.label }), icon: action.icon && <AppIcon icon={action.icon} />, action })),
    ...(permissions.canUpdate && hasBulkFields(declaration) ? [{ key: EDIT_KEY, label: intl.formatMessage({ id: 'bulkEdit.action' }), icon: <AppIcon icon={IconEdit} />, action: null }] : []),
    ...(permissions.canDelete ? [{ key: DELETE_KEY, label: intl.formatMessage({ id: 'list.bulk.delete' }), icon: <AppIcon icon={IconTrash} />, action: null }] : []),
  ];

  const onAction = async (key: string) => {
    const item = items.find((candidate) => candidate.key === key);
    if (key === EDIT_KEY) return onBulkEdit();
    if (!item?.action) return onBulkDelete();
    const failures = await actions.run(item.action as RecordAction<AnyRow>, selected);
    selection.set(failures.map((failure) => failure.row.id));
  };

  return (
    <ActionBar
      isEmphasized
      items={items}
      selectedItemCount={selection.ids.size}
      onClearSelection={selection.clear}
      onAction={(key) => void onAction(key)}
      // While one action runs the others wait, so a row cannot be approved and rejected at once.
      // A selection holding a row that cannot be deleted (published media for EDITOR) cannot be bulk deleted.
      disabledKeys={actions.running !== null ? items.map((item) => item.key) : selected.some((row) => !permissions.deleteOf(row as SubjectInstance).allowed) ? [DELETE_KEY] : []}
    />
  );
}
