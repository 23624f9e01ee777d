import { reproduction } from '../http/client';
import type { Result, Status } from '../results';

const MARK: Record<Status, string> = { passed: 'PASS', failed: 'FAIL', skipped: 'skip', error: 'ERR ' };

const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, Math.max(0, width - 1))}…` : text);

export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
  error: number;
}

export const totalsOf = (results: Result[]): Totals => ({
  passed: results.filter((r) => r.status === 'passed').length,
  failed: results.filter((r) => r.status === 'failed').length,
  skipped: results.filter((r) => r.status === 'skipped').length,
  error: results.filter((r) => r.status === 'error').length,
});

/**
 * The conformance table: one line per check and entity with the request that reproduces it (cut
 * to the terminal's width for a pass), each failure's reason and full reproduction under it,
 * then the failures again, so that a long table ends with what needs fixing.
 */
export function formatTable(unsorted: Result[], { width = 160, heading = '', seconds = 0, requests = 0 } = {}): string {
  // By entity, each entity's checks in the order they ran (the session checks first).
  const results = [...unsorted].sort((a, b) => Number(!a.entity.startsWith('(')) - Number(!b.entity.startsWith('(')) || a.entity.localeCompare(b.entity));
  const checkWidth = Math.max(5, ...results.map((r) => r.check.length));
  const entityWidth = Math.max(6, ...results.map((r) => r.entity.length));
  const lead = (r: { status: string; check: string; entity: string }) => `${r.status.padEnd(4)}  ${r.check.padEnd(checkWidth)}  ${r.entity.padEnd(entityWidth)}  `;
  const header = lead({ status: 'ok', check: 'check', entity: 'entity' }) + 'reproduction';
  const room = Math.max(20, width - header.length + 'reproduction'.length);
  const lines = [heading, header].filter(Boolean);
  const explain = (r: Result) => [`      ↳ ${r.detail ?? ''}`, ...(r.call ? [`      ${reproduction(r.call)}`] : [])];
  for (const r of results) {
    const repro = r.call ? reproduction(r.call) : (r.detail ?? '');
    lines.push(lead({ ...r, status: MARK[r.status] }) + cut(r.status === 'passed' ? repro : r.status === 'skipped' ? (r.detail ?? '') : '', room));
    if (r.status === 'failed' || r.status === 'error') lines.push(...explain(r));
  }
  const bad = results.filter((r) => r.status === 'failed' || r.status === 'error');
  if (bad.length) lines.push('', `Violations (${bad.length}):`, ...bad.flatMap((r) => [`${MARK[r.status]}  ${r.check}  ${r.entity}`, ...explain(r)]));
  const totals = totalsOf(results);
  lines.push('', `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${totals.error ? `, ${totals.error} suite errors` : ''} · ${requests} requests · ${seconds.toFixed(1)} s`);
  return `${lines.join('\n')}\n`;
}
