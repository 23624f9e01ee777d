import { behaviours } from '../../mock-server/entities';
import { rowToInput } from '../../mock-server/resolvers/input';
import type { Database } from '../../mock-server/store/db';
import type { Row, RowValues } from '../../mock-server/store/types';
import type { EntitySubject } from '../../src/ability/subjects';

let counter = 0;

function freeLanguageCode(db: Database): string {
  const used = new Set(db.all('Language').map((row) => row.code));
  for (let a = 0; a < 26; a += 1) {
    for (let b = 0; b < 26; b += 1) {
      const code = String.fromCharCode(97 + a, 97 + b);
      if (!used.has(code)) return code;
    }
  }
  throw new Error('no free language code');
}

/** A valid create input for `type`, copied from a seeded row with its unique values made unique. */
export function sampleInput(db: Database, type: EntitySubject, from?: Row): RowValues {
  const model = db.model(type);
  // A row that still changes: not published media (EDITOR rules), not an issued invoice or a sent notification.
  const changes = (row: Row) => (type !== 'Media' || row.status !== 'PUBLISHED') && !behaviours[type].frozen?.when(row);
  const source = from ?? db.all(type).find(changes) ?? db.all(type)[0];
  const input = rowToInput(model, source);
  counter += 1;
  for (const field of behaviours[type].unique ?? []) {
    const value = String(input[field]);
    if (type === 'Language' && field === 'code') input[field] = freeLanguageCode(db);
    else if (field === 'email') input[field] = value.replace('@', `+t${counter}@`);
    else input[field] = `${value}-T${counter}`;
  }
  return input;
}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && '__typename' in value;

function flatten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(flatten);
  if (isRow(value)) return `${value.__typename}:${value.id}`;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, flatten(v)]));
  return value;
}

/** A stable picture of one table (references as ids), to prove a refused mutation changed nothing. */
export function tableFingerprint(db: Database, type: string): string {
  return JSON.stringify(db.all(type).map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, flatten(v)]))));
}
