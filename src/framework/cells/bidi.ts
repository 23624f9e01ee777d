import type { ColumnKind } from '../entity/types';

/**
 * Kinds whose values are machine text (codes, ids, e-mails, phones, URLs, amounts and dates are
 * formatted by the locale and keep their own order): laid out left to right as a unit, so a phone
 * "+989121234567" never shows as "989121234567+" in a Persian table.
 */
const LEFT_TO_RIGHT = new Set<ColumnKind>(['code']);

/** The writing direction of a cell of `kind`: LTR for codes, else the text's own (`auto`). */
export function cellDir(kind: ColumnKind | undefined): 'ltr' | 'auto' {
  return kind && LEFT_TO_RIGHT.has(kind) ? 'ltr' : 'auto';
}

/** "Olivia Thomas <olivia@example.com>": a name, then an address in angle brackets. */
const NAMED_ADDRESS = /^(.*\S)\s*<([^<>\s]+)>$/;

/**
 * Splits a "Name <address>" label into its parts, so each is isolated in its own direction (in
 * Persian, "<Olivia Thomas ‹olivia…" otherwise); null for any other text.
 *
 * @example namedAddress('Olivia Thomas <olivia@example.com>') // { name: 'Olivia Thomas', address: 'olivia@example.com' }
 */
export function namedAddress(text: string): { name: string; address: string } | null {
  const match = NAMED_ADDRESS.exec(text);
  return match ? { name: match[1], address: match[2] } : null;
}
