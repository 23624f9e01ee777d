import type { Stack } from '../../../support/stack';

export { startStack, type Stack } from '../../../support/stack';

let shared: Stack | null = null;

/** The stack the suite's entry file started, for journey files (see tests/e2e/README.md). */
export function stack(): Stack {
  if (!shared) throw new Error('The stack is not running: journeys run through tests/e2e/all.e2e.ts');
  return shared;
}

export function setSharedStack(value: Stack | null): void {
  shared = value;
}
