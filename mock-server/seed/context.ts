import type { EntitySubject } from '../../src/ability/subjects';
import type { Row, RowValues } from '../store/types';
import type { Rng } from './random';

/** What a seeder gets: deterministic randomness and the tables filled so far. */
export interface SeedContext {
  rng: Rng;
  /** Midnight UTC of the seeding day; seeded dates are relative to it. */
  now: number;
  /** Hash of the development password, for staff accounts. */
  devPasswordHash: string;
  /** Stores a row: adds id, createdAt/updatedAt (unless given) and __typename. */
  insert(type: EntitySubject, values: RowValues): Row;
  /** Every row of a type seeded so far, in insertion order. */
  all(type: EntitySubject): Row[];
}

export type Seeder = (ctx: SeedContext) => void;
