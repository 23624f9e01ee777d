import type { Call } from './http/client';

/** The server broke the contract; `call` is the request that shows it. */
export class Violation extends Error {
  constructor(message: string, readonly call?: Call) {
    super(message);
  }
}

/** The suite cannot run at all (no server, refused login, bad arguments): exit code 2. */
export class CannotRun extends Error {}

/** Throws a violation shown by `call` unless `condition` holds. */
export function check(condition: unknown, message: string | (() => string), call?: Call): asserts condition {
  if (!condition) throw new Violation(typeof message === 'string' ? message : message(), call);
}

/** A check that does not apply here, and why (shown as skipped, never as passed). */
export class Skip extends Error {}
