/** Deterministic pseudo-random numbers (mulberry32): the same MOCK_SEED gives the same data. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** `count` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < count && copy.length > 0) out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]);
    return out;
  }

  /** An ISO date between `fromDaysAgo` and `toDaysAgo` days before `now` (negative = future). */
  date(now: number, fromDaysAgo: number, toDaysAgo: number): string {
    const span = (fromDaysAgo - toDaysAgo) * 86_400_000;
    return new Date(now - fromDaysAgo * 86_400_000 + Math.floor(this.next() * span)).toISOString();
  }
}
