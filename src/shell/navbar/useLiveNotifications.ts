import type { ApolloCache, Reference } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { ViewerNotificationsChangedDocument } from '../../gql-docs';
import type { ViewerNotificationsChangedSubscription } from '../../gql/graphql';

/** The bell shows the 20 newest (operations/viewer). */
const SHOWN = 20;

/** The subscription's own fragment definitions, so a notification is written as the viewer query reads it. */
const notificationFragment: DocumentNode = {
  kind: ViewerNotificationsChangedDocument.kind,
  definitions: ViewerNotificationsChangedDocument.definitions.filter((definition) => definition.kind === 'FragmentDefinition'),
};

/**
 * Writes a pushed count and newest notification into the cached Viewer (a singleton), so the bell
 * and every other reader update at once without refetching the viewer and its rules.
 */
export function applyNotificationNews(cache: ApolloCache, news: ViewerNotificationsChangedSubscription['viewerNotifications']): void {
  const { unreadCount, newest } = news;
  const ref = newest ? cache.writeFragment({ fragment: notificationFragment, fragmentName: 'StaffNotificationFields', data: newest }) : undefined;
  cache.modify({
    id: cache.identify({ __typename: 'Viewer' }),
    fields: {
      unreadNotificationCount: () => unreadCount,
      notifications: (existing: readonly Reference[] = [], { readField }) => {
        if (!ref || !newest || existing.some((item) => readField('id', item) === newest.id)) return existing;
        return [ref, ...existing].slice(0, SHOWN);
      },
    },
  });
}

/** The bell, live: the server sends the count at once and whenever it changes. */
export function useLiveNotifications(): void {
  useSubscription(ViewerNotificationsChangedDocument, {
    // onData does the work: a message is neither kept in the cache nor re-renders the screen.
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ client, data }) => {
      if (data.data) applyNotificationNews(client.cache, data.data.viewerNotifications);
    },
  });
}
