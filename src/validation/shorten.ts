/** Long enough to recognise a comment in a column, short enough to leave room for the others. */
const COMMENT_LENGTH = 60;

/**
 * A comment's text on one line, cut at a word near `length` with an ellipsis. Shared with the mock
 * server, whose history names a reported comment exactly as the admin's queue shows it.
 */
export function shorten(text: string, length = COMMENT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
