import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { EditPanelProps } from '../../framework/entity/types';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { RelatedRows, type RelatedRow } from '../../framework/panels/RelatedRows';
import { CommentListDocument } from '../../gql-docs';
import { urls } from '../../paths';

type Parent = { id: string; body: string } | null | undefined;

/**
 * A comment's thread under its form: the comment it answers (through `parent`) and the replies
 * to it, each opening its own moderation screen with its status beside it.
 */
export default function CommentThreadPanel({ id, entity }: EditPanelProps) {
  const intl = useIntl();
  const format = useValueFormatter();
  const { data, error, refetch } = useQuery(CommentListDocument, {
    variables: { filter: { parentId: id }, sort: { field: 'CREATED_AT', direction: 'ASC' }, page: 1, pageSize: 50 },
    fetchPolicy: 'cache-and-network',
  });
  const parent = entity.parent as Parent;
  const replies = data?.commentList.items.map<RelatedRow>((reply) => ({
    id: reply.id,
    label: `${reply.author.fullName}: ${reply.body}`,
    href: urls.edit('Comment', reply.id),
    detail: format.enumValue('CommentStatus', reply.status),
  }));
  const rows = replies && [
    ...(parent ? [{ id: parent.id, label: parent.body, href: urls.edit('Comment', parent.id), detail: intl.formatMessage({ id: 'moderation.thread.inReplyTo' }) }] : []),
    ...replies,
  ];
  return (
    <RelatedRows
      title="moderation.thread.title"
      empty="moderation.thread.empty"
      rows={rows ?? null}
      failed={Boolean(error) && !data}
      onRetry={() => void refetch()}
    />
  );
}
