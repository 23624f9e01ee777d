import { IconPlus } from '@tabler/icons-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EditPanelProps, EntityDeclaration } from '../../framework/entity/types';
import { EntityDrawer } from '../../framework/form/EntityDrawer';
import { DeleteConfirmation, type PendingDelete } from '../../framework/list/DeleteConfirmation';
import { ListProvider } from '../../framework/list/ListContext';
import type { AnyRow } from '../../framework/list/listDocument';
import { ListStates } from '../../framework/list/ListStates';
import { useListController } from '../../framework/list/useListController';
import { VocabularyOperations } from '../../gql-docs';
import { AppIcon } from '../../ui/AppIcon';
import { Button } from '../../ui/kit/Button';
import vocabulary from '../vocabulary';
import { VocabularyTable, type VocabularyRowData } from './VocabularyTable';
import './learning.css';

type DrawerState = { mode: 'new' } | { mode: 'edit'; id: string } | null;

/**
 * The words of a keyword module under its edit form: listed in full, added and edited in the
 * framework's drawer with the vocabulary declaration, the module id preset and not shown (on the
 * module's route, whose segment the drawer reads).
 */
export function VocabularyPanel({ id }: EditPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  // The same declaration, with this module as the value every new word starts from.
  const declaration = useMemo(
    () => ({ ...vocabulary, defaults: { ...vocabulary.defaults, keywordModuleId: id } }) as unknown as EntityDeclaration,
    [id],
  );
  const list = useListController<typeof VocabularyOperations>(vocabulary, {
    params: 'local',
    permanentFilter: { keywordModuleId: id },
    sort: { field: 'WORD', direction: 'ASC' },
    initial: { pageSize: null },
  });
  const { permissions } = list;
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [pending, setPending] = useState<PendingDelete>(null);
  const title = intl.formatMessage({ id: 'keywordModule.fields.vocabularies' });
  const onEdit = useCallback((rowId: string) => setDrawer({ mode: 'edit', id: rowId }), []);
  const onDelete = useCallback((row: AnyRow) => setPending({ kind: 'one', id: row.id, name: String(row.word) }), []);

  return (
    <ListProvider value={list}>
      <section className="card list-screen vocabulary-panel" aria-labelledby={headingId}>
        <header className="list-header">
          <div className="list-header__title">
            <h2 id={headingId} className="page-title">{title}</h2>
          </div>
          {permissions.canCreate && (
            <div className="list-header__actions">
              <Button variant="accent" onPress={() => setDrawer({ mode: 'new' })}>
                <AppIcon icon={IconPlus} />
                <span>{intl.formatMessage({ id: 'learning.vocabulary.add' })}</span>
              </Button>
            </div>
          )}
        </header>
        {/* An empty list is the table's own empty state. */}
        <ListStates loading={{ columns: 6, rows: 3 }}>
          <VocabularyTable rows={list.rows as VocabularyRowData[]} declaration={declaration} permissions={permissions}
            onEdit={onEdit} onDelete={onDelete} label={title} />
        </ListStates>
        <DeleteConfirmation
          pending={pending}
          onConfirm={(target) => void (target.kind === 'one' && list.deleteOne(target.id))}
          onClose={() => setPending(null)}
        />
        <EntityDrawer
          declaration={declaration}
          mode={drawer?.mode ?? null}
          id={drawer?.mode === 'edit' ? drawer.id : undefined}
          onClose={() => setDrawer(null)}
        />
      </section>
    </ListProvider>
  );
}
