import { Button, Text } from '@adobe/react-spectrum';
import { useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EditPanelProps, EntityDeclaration } from '../../framework/entity/types';
import { EntityDrawer } from '../../framework/form/EntityDrawer';
import { DeleteConfirmation, type PendingDelete } from '../../framework/list/DeleteConfirmation';
import { listPage, type AnyRow } from '../../framework/list/listDocument';
import { ListErrorState } from '../../framework/list/ListErrorState';
import { ListSkeleton } from '../../framework/list/ListSkeleton';
import { useDeleteRows } from '../../framework/list/useDeleteRows';
import { useListPermissions } from '../../framework/list/useListPermissions';
import { VocabularyListDocument } from '../../gql-docs';
import { AppIcon } from '../../ui/AppIcon';
import vocabulary from '../vocabulary';
import { VocabularyTable, type VocabularyRowData } from './VocabularyTable';
import './learning.css';

type DrawerState = { mode: 'new' } | { mode: 'edit'; id: string } | null;

/**
 * The words of a keyword module under its edit form: listed in full, added and edited in the
 * framework's drawer with the vocabulary declaration, the module id preset and not shown.
 */
export function VocabularyPanel({ id }: EditPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  // The same declaration, with this module as the value every new word starts from.
  const declaration = useMemo(
    () => ({ ...vocabulary, defaults: { ...vocabulary.defaults, keywordModuleId: id } }) as unknown as EntityDeclaration,
    [id],
  );
  const query = useQuery(VocabularyListDocument, {
    variables: { filter: { keywordModuleId: id }, sort: { field: 'WORD', direction: 'ASC' }, page: 1, pageSize: null },
    fetchPolicy: 'cache-and-network',
  });
  const page = listPage<typeof VocabularyListDocument>(query.data ?? query.previousData);
  const permissions = useListPermissions('Vocabulary');
  const deletion = useDeleteRows(declaration);
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [pending, setPending] = useState<PendingDelete>(null);
  const title = intl.formatMessage({ id: 'keywordModule.fields.vocabularies' });
  const onEdit = useCallback((rowId: string) => setDrawer({ mode: 'edit', id: rowId }), []);
  const onDelete = useCallback((row: AnyRow) => setPending({ kind: 'one', id: row.id, name: String(row.word) }), []);

  let body;
  if (page) {
    body = (
      <VocabularyTable rows={page.items as VocabularyRowData[]} declaration={declaration} permissions={permissions}
        onEdit={onEdit} onDelete={onDelete} label={title} />
    );
  } else if (query.error) {
    body = <ListErrorState onRetry={() => void query.refetch().catch(() => undefined)} retrying={query.loading} error={query.error} />;
  } else {
    body = <ListSkeleton columns={6} rows={3} />;
  }

  return (
    <section className="card list-screen vocabulary-panel" aria-labelledby={headingId}>
      <header className="list-header">
        <div className="list-header__title">
          <h2 id={headingId} className="page-title">{title}</h2>
        </div>
        {permissions.canCreate && (
          <div className="list-header__actions">
            <Button variant="accent" onPress={() => setDrawer({ mode: 'new' })}>
              <AppIcon icon={IconPlus} />
              <Text>{intl.formatMessage({ id: 'learning.vocabulary.add' })}</Text>
            </Button>
          </div>
        )}
      </header>
      {body}
      <DeleteConfirmation
        pending={pending}
        onConfirm={(target) => void (target.kind === 'one' && deletion.deleteOne(target.id))}
        onClose={() => setPending(null)}
      />
      <EntityDrawer
        declaration={declaration}
        segment="keywordmodules"
        mode={drawer?.mode ?? null}
        id={drawer?.mode === 'edit' ? drawer.id : undefined}
        onClose={() => setDrawer(null)}
      />
    </section>
  );
}
