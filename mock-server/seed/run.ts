import type { Database } from '../store/db';
import type { SeedContext } from './context';
import { seeders } from './index';
import { Rng } from './random';

const DAY = 86_400_000;

/** Fills the tables from `seed`; the same seed on the same day gives the same data. */
export function seedDatabase(db: Database, seed: number, devPasswordHash: string, clock: () => number = Date.now): number {
  const started = performance.now();
  const ctx: SeedContext = {
    rng: new Rng(seed),
    now: Math.floor(clock() / DAY) * DAY,
    devPasswordHash,
    insert: (type, values) => db.insert(type, values),
    all: (type) => db.all(type),
  };
  db.batch(() => {
    for (const seeder of seeders) seeder(ctx);
  });
  return performance.now() - started;
}
