import { useIntl } from 'react-intl';
import type { EntityDeclaration } from '../../framework/entity/types';
import type { AnyRow } from '../../framework/list/listDocument';
import { CellText } from '../../framework/cells/CellText';
import { headerWidth } from '../../framework/list/columnWidths';
import { ListEmptyState } from '../../framework/list/ListEmptyState';
import { actionsColumnWidth } from '../../framework/list/rowActionItems';
import { TruncationTip } from '../../framework/list/TruncationTip';
import { RowActions } from '../../framework/list/RowActions';
import type { ListPermissions } from '../../framework/list/useListPermissions';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/kit/Table';
import { PlayAudioButton } from './PlayAudioButton';

export interface VocabularyRowData extends AnyRow {
  word: string;
  meaning: string;
  phonetic?: string | null;
  audioUrl?: string | null;
  language?: { title: string; code?: string | null; isRTL?: boolean | null } | null;
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
type ColumnKey = (typeof COLUMNS)[number];

/**
 * The words of one module, all of them (a module holds tens, not thousands): word, meaning,
 * phonetic spelling, meaning language, a play button for the recording, edit and delete. No
 * column is narrower than its header ("Meaning language" whole); cut words show on hover and focus.
 */
export function VocabularyTable({ rows, declaration, permissions, onEdit, onDelete, label }: Props) {
  const intl = useIntl();
  const format = useValueFormatter();
  const title = (key: ColumnKey) =>
    intl.formatMessage({ id: key === 'actions' ? 'list.columns.actions' : `vocabulary.fields.${key}` });
  const cell = (row: VocabularyRowData, key: ColumnKey) => {
    switch (key) {
      case 'word':
        return <Cell textValue={row.word}><CellText>{row.word}</CellText></Cell>;
      case 'meaning':
        return <Cell textValue={row.meaning}><CellText>{row.meaning}</CellText></Cell>;
      case 'phonetic':
        // IPA reads left to right whatever the interface language.
        return <Cell textValue={row.phonetic ?? ''}><CellText dir="ltr">{row.phonetic ?? ''}</CellText></Cell>;
      case 'language': {
        // Named in the viewer's language ("انگلیسی" in fa), as every language is.
        const name = format.language(row.language);
        return <Cell textValue={name}>{name || '—'}</Cell>;
      }
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

  const columns = COLUMNS.map((id) => ({ id, name: title(id) }));

  return (
    <TruncationTip>
      <Table aria-label={label} density="compact" overflowMode="truncate" className="vocabulary-table"
        renderEmptyState={() => <ListEmptyState filtered={false} />}>
        <TableHeader columns={columns}>
          {(column) => column.id === 'actions' || column.id === 'audioUrl' ? (
            // Icons need no visible header: the column's name is read by assistive technology only.
            <Column id={column.id} hideHeader width={actionsColumnWidth(column.id === 'actions' ? 2 : 1)}>{column.name}</Column>
          ) : (
            <Column id={column.id} isRowHeader={column.id === 'word'} textValue={column.name} minWidth={headerWidth(column.name, false)}>
              <span className="column-label">{column.name}</span>
            </Column>
          )}
        </TableHeader>
        <TableBody items={rows}>
          {(row) => <Row id={row.id} columns={columns}>{(column) => cell(row, column.id)}</Row>}
        </TableBody>
      </Table>
    </TruncationTip>
  );
}
