import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { commitBestEffort, dropBestEffort } from './bestEffort';
import { NotSavedError, type Store } from './store';

/** What a client is told when the disk refused its change (the admin translates it by code). */
export const NOT_SAVED = {
  message: 'The change could not be saved (the disk is full or cannot be written); nothing of it was kept',
  extensions: { code: 'NOT_SAVED' },
};

/**
 * One document, one transaction: a mutation waits for the one before it to commit, runs, and is
 * committed before its answer is sent. A document answered without data (refused as a whole) is
 * rolled back instead, and one whose commit fails is rolled back and answered NOT_SAVED: either
 * way no reader sees what it wrote, and nothing of it is on disk. Its best-effort writes (a
 * sign-in's time) follow a commit as units of their own, and go with a refusal.
 */
export function durablePlugin(store: Store): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      let release: (() => void) | null = null;
      return {
        async executionDidStart({ operation }) {
          // No operation (several in the document, no operationName): execution refuses it (400).
          if (operation?.operation === 'mutation') release = await store.lock();
        },
        async willSendResponse({ response }) {
          // Queries write nothing (the trash hides expired entries rather than purging them).
          if (!release) return;
          try {
            const single = response.body.kind === 'single' ? response.body.singleResult : null;
            // A write refused during the document (the disk) makes its answer NOT_SAVED below, whatever the resolver said.
            if (!store.failing && single && single.data == null && (single.errors?.length ?? 0) > 0) {
              store.rollback();
              dropBestEffort(store);
              return;
            }
            store.commit();
            commitBestEffort(store);
          } catch (error) {
            dropBestEffort(store);
            if (!(error instanceof NotSavedError)) throw error;
            console.error(error.message);
            if (response.body.kind === 'single') response.body.singleResult = { errors: [NOT_SAVED] };
          } finally {
            release?.();
            release = null;
          }
        },
      };
    },
  };
}
