import type { Result } from '../results';

/**
 * Progress on stderr while the suite runs (the table goes to stdout): on a terminal one line
 * rewritten in place, otherwise a line per finished step (an entity's reads, then its writes).
 */
export class Progress {
  private done = 0;
  private failed = 0;
  private counts = new Map<string, { ok: number; failed: number }>();

  constructor(
    private readonly steps: number,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {}

  start(entity: string): void {
    this.counts.set(entity, { ok: 0, failed: 0 });
    this.draw(`${entity} …`);
  }

  result(result: Result): void {
    const bad = result.status === 'failed' || result.status === 'error';
    const counts = this.counts.get(result.entity);
    if (counts) counts[bad ? 'failed' : 'ok'] += 1;
    if (bad) this.failed += 1;
    this.draw(`${result.entity} ${result.check}`);
  }

  finish(entity: string, phase: string): void {
    this.done += 1;
    const counts = this.counts.get(entity) ?? { ok: 0, failed: 0 };
    if (!this.stream.isTTY) this.stream.write(`[${this.done}/${this.steps}] ${entity} ${phase}: ${counts.ok} ok${counts.failed ? `, ${counts.failed} FAILED` : ''}\n`);
    this.draw('');
  }

  private draw(what: string): void {
    if (!this.stream.isTTY) return;
    const line = `[${this.done}/${this.steps}${this.failed ? `, ${this.failed} failed` : ''}] ${what}`;
    this.stream.write(`\r\x1b[2K${line.slice(0, (this.stream.columns ?? 100) - 1)}`);
  }

  close(): void {
    if (this.stream.isTTY) this.stream.write('\r\x1b[2K');
  }
}
