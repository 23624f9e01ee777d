import { useIntl } from 'react-intl';
import type { EditPanelProps } from '../../framework/entity/types';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { ListProvider } from '../../framework/list/ListContext';
import { useListController } from '../../framework/list/useListController';
import { RelatedRows, type RelatedRow } from '../../framework/panels/RelatedRows';
import { CommentOperations } from '../../gql-docs';
import comments from '../comment';
import { urls } from '../../paths';

type Parent = { id: string; body: string } | null | undefined;

/**
 * A comment's thread under its form: the comment it answers (through `parent`) and the replies
 * to it, each opening its own moderation screen with its status beside it.
 */
export default function CommentThreadPanel({ id, entity }: EditPanelProps) {
  const intl = useIntl();
  const format = useValueFormatter();
  // Every status (not the queue's PENDING), oldest first.
  const list = useListController<typeof CommentOperations>(comments, { params: 'local', permanentFilter: { parentId: id }, sort: { field: 'CREATED_AT', direction: 'ASC' }, initial: { pageSize: 50 } });
  const parent = entity.parent as Parent;
  const replies = list.rows.map<RelatedRow>((reply) => ({
    id: reply.id,
    label: `${reply.author.fullName}: ${reply.body}`,
    href: urls.edit('Comment', reply.id),
    detail: format.enumValue('CommentStatus', reply.status),
  }));
  const rows = [
    ...(parent ? [{ id: parent.id, label: parent.body, href: urls.edit('Comment', parent.id), detail: intl.formatMessage({ id: 'moderation.thread.inReplyTo' }) }] : []),
    ...replies,
  ];
  return (
    <ListProvider value={list}>
      <RelatedRows title="moderation.thread.title" empty="moderation.thread.empty" rows={rows} />
    </ListProvider>
  );
}
