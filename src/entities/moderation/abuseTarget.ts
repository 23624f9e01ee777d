import type { EntitySubject } from '../../ability/subjects';
import type { AbuseRowFragment } from '../../gql/graphql';
import { shorten } from '../../validation/shorten';

/** The reported row as the queue's one request carries it (`Abuse.target`). */
export type AbuseTarget = AbuseRowFragment['target'];

/** The entity each `targetType` names: the form's picker searches it, the link opens it. */
export const TARGET_ENTITIES: Record<string, EntitySubject & ('Comment' | 'Media' | 'User')> = {
  COMMENT: 'Comment',
  MEDIA: 'Media',
  USER: 'User',
};

/**
 * What a person calls the reported row: a comment by its (shortened) text, a media item by its
 * title, a user by their name. Null when the row is gone.
 */
export function targetName(target: AbuseTarget | undefined): string | null {
  if (!target) return null;
  switch (target.__typename) {
    case 'Comment':
      return shorten(target.body);
    case 'Media':
      return target.title;
    case 'User':
      return target.fullName;
  }
}
