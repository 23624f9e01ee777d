import type { EntitySubject } from '../../ability/subjects';
import type { AbuseRowFragment } from '../../gql/graphql';

/** The reported row as the queue's one request carries it (`Abuse.target`). */
export type AbuseTarget = AbuseRowFragment['target'];

/** The entity each `targetType` names: the form's picker searches it, the link opens it. */
export const TARGET_ENTITIES: Record<string, EntitySubject & ('Comment' | 'Media' | 'User')> = {
  COMMENT: 'Comment',
  MEDIA: 'Media',
  USER: 'User',
};

/** Long enough to recognise a comment in a column, short enough to leave room for the others. */
const COMMENT_LENGTH = 60;

/** A comment's text on one line, cut at a word near `length` with an ellipsis. */
export function shorten(text: string, length = COMMENT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

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
