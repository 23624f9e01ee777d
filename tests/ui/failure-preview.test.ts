// @vitest-environment node
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { SAVE_FAILURE_MESSAGES } from '../../src/framework/form/saveFailure';
import { canRetry, classifyFailure } from '../../src/ui/failure';

const refused = (extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions }] });

describe('a save refused by a preview', () => {
  it('is its own kind, worded "read-only", not "you may not", and not retried', () => {
    const failure = classifyFailure(refused({ code: 'FORBIDDEN', reasonCode: 'PREVIEW_READ_ONLY', reason: 'preview.readOnly' }));
    expect(failure).toBe('preview');
    expect(SAVE_FAILURE_MESSAGES[failure]).toBe('preview.readOnly');
    expect(canRetry(failure)).toBe(false);
    expect(classifyFailure(refused({ code: 'FORBIDDEN' }))).toBe('forbidden');
  });
});
