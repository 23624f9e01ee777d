import { Cell, Column, Row, TableBody, TableHeader, TableView } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import type { EntityDeclaration } from '../../framework/entity/types';
import type { AnyRow } from '../../framework/list/listDocument';
import { ListEmptyState } from '../../framework/list/ListEmptyState';
import { RowActions } from '../../framework/list/RowActions';
import type { ListPermissions } from '../../framework/list/useListPermissions';
import { PlayAudioButton } from './PlayAudioButton';

export interface VocabularyRowData extends AnyRow {
  word: string;
  meaning: string;
  phonetic?: string | null;
  audioUrl?: string | null;
  language?: { title: string; isRTL?: boolean | null } | null;
}

interface Props {
  rows: VocabularyRowData[];
  declaration: EntityDeclaration;
  permissions: ListPermissions;
  onEdit: (id: string) => void;
  onDelete: (row: AnyRow) => void;
  label: string;
}

const COLUMNS = ['word', 'meaning', 'phonetic', 'language', 'audioUrl', 'actions'] as const;

/**
 * The words of one module, all of them (a module holds tens, not thousands): word, meaning,
 * phonetic spelling, meaning language, a play button for the recording, edit and delete.
 */
export function VocabularyTable({ rows, declaration, permissions, onEdit, onDelete, label }: Props) {
  const intl = useIntl();
  const title = (key: (typeof COLUMNS)[number]) =>
    intl.formatMessage({ id: key === 'actions' ? 'list.columns.actions' : `vocabulary.fields.${key}` });
  const cell = (row: VocabularyRowData, key: (typeof COLUMNS)[number]) => {
    switch (key) {
      case 'word':
        return <Cell textValue={row.word}><bdi>{row.word}</bdi></Cell>;
      case 'meaning':
        return <Cell textValue={row.meaning}><bdi>{row.meaning}</bdi></Cell>;
      case 'phonetic':
        // IPA reads left to right whatever the interface language.
        return <Cell textValue={row.phonetic ?? ''}><span dir="ltr">{row.phonetic ?? ''}</span></Cell>;
      case 'language':
        return <Cell textValue={row.language?.title ?? ''}>{row.language?.title ?? '—'}</Cell>;
      case 'audioUrl':
        return <Cell textValue={title('audioUrl')}><PlayAudioButton url={row.audioUrl} name={row.word} /></Cell>;
      default:
        return (
          <Cell textValue={title('actions')}>
            <RowActions row={row} declaration={declaration} permissions={permissions} onEdit={onEdit} onDelete={onDelete} />
          </Cell>
        );
    }
  };

  return (
    <TableView aria-label={label} density="compact" overflowMode="truncate" minHeight="size-2400" maxHeight="size-6000"
      renderEmptyState={() => <ListEmptyState filtered={false} />}>
      <TableHeader columns={COLUMNS.map((key) => ({ key, name: title(key) }))}>
        {(column) => (
          <Column key={column.key} isRowHeader={column.key === 'word'} align={column.key === 'actions' ? 'end' : 'start'}
            width={column.key === 'actions' ? 112 : column.key === 'audioUrl' ? 120 : undefined}>
            {column.name}
          </Column>
        )}
      </TableHeader>
      <TableBody items={rows}>
        {(row) => <Row key={row.id}>{(key) => cell(row, key as (typeof COLUMNS)[number])}</Row>}
      </TableBody>
    </TableView>
  );
}
