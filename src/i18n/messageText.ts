import type { Message } from './loadMessages';

/**
 * A catalog entry as plain text, for code that reads labels rather than formats them (a CSV
 * import matches column headers with the other language's field labels): the string itself, or
 * the literal parts of a precompiled message (a label has no arguments).
 */
export function messageText(message: Message | undefined): string {
  if (message === undefined) return '';
  if (typeof message === 'string') return message;
  return message.map((part) => ('value' in part && part.type === 0 ? part.value : '')).join('');
}
