import type { Call } from './http/client';
import { Skip, Violation } from './verdict';

/** `error`: the suite itself failed (a bug or an unexpected answer shape); exit code 2. */
export type Status = 'passed' | 'failed' | 'skipped' | 'error';

export interface Result {
  check: string;
  entity: string;
  status: Status;
  /** The request that shows the outcome (for a failure: the one that broke the contract). */
  call?: Call;
  /** Why it failed or was skipped, or what a pass covered. */
  detail?: string;
  ms: number;
}

/** What a passing check reports: the request to reproduce it, and what it covered. */
export type Passed = { call?: Call; detail?: string } | void;

export interface CheckSpec {
  check: string;
  entity: string;
  run: () => Promise<Passed>;
}

export async function runCheck(spec: CheckSpec): Promise<Result> {
  const started = performance.now();
  const base = { check: spec.check, entity: spec.entity };
  const ms = () => Math.round(performance.now() - started);
  try {
    const passed = (await spec.run()) ?? {};
    return { ...base, status: 'passed', call: passed.call, detail: passed.detail, ms: ms() };
  } catch (error) {
    if (error instanceof Violation) return { ...base, status: 'failed', call: error.call, detail: error.message, ms: ms() };
    if (error instanceof Skip) return { ...base, status: 'skipped', detail: error.message, ms: ms() };
    return { ...base, status: 'error', detail: `the suite failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, ms: ms() };
  }
}
