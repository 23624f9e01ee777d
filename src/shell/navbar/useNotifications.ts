import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { MarkNotificationsReadDocument } from '../../gql-docs';
import { useViewer } from '../../core/viewer/useViewer';

/**
 * The viewer's notifications with mark-read actions. The mutation returns the Viewer, a cache
 * singleton, so the unread count and the list update everywhere without a refetch.
 */
/** What the bell shows and its popover acts with. */
export type NotificationsState = ReturnType<typeof useNotifications>;

export function useNotifications() {
  const { viewer } = useViewer();
  const [mark, { loading }] = useMutation(MarkNotificationsReadDocument);
  const markRead = useCallback((ids: string[] | null) => mark({ variables: { ids } }).then(() => undefined), [mark]);
  return {
    notifications: viewer?.notifications ?? [],
    unread: viewer?.unreadNotificationCount ?? 0,
    marking: loading,
    markRead: (id: string) => markRead([id]),
    markAllRead: () => markRead(null),
  };
}
