// @vitest-environment node
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { IntlShape } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVE_FAILURE_MESSAGES } from '../../../src/framework/form/saveFailure';
import { canRetry, classifyFailure } from '../../../src/ui/failure';
import { showMutationError } from '../../../src/framework/list/deleteFeedback';
import en from '../../../src/i18n/messages/en/errors.json';
import enForm from '../../../src/i18n/messages/en/form.json';
import fa from '../../../src/i18n/messages/fa/errors.json';
import faForm from '../../../src/i18n/messages/fa/form.json';
import { toast } from '../../../src/ui/toast';

/** What the mock server answers when its disk refused the change (mock-server/durable/plugin.ts). */
const notSaved = new CombinedGraphQLErrors({ errors: [{ message: 'The change could not be saved', extensions: { code: 'NOT_SAVED' } }] });

afterEach(() => vi.restoreAllMocks());

describe('a change the server could not store (NOT_SAVED)', () => {
  it('is its own failure in a form, in both languages, and worth trying again later', () => {
    expect(classifyFailure(notSaved)).toBe('notSaved');
    expect(canRetry('notSaved')).toBe(true);
    const id = SAVE_FAILURE_MESSAGES.notSaved as keyof typeof enForm;
    expect(enForm[id]).toMatch(/nothing was saved/);
    expect(faForm[id as keyof typeof faForm]).toBeTruthy();
  });

  it('says so in the toast of a list action, not the generic error', () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    showMutationError({ messages: en } as unknown as IntlShape, notSaved);
    expect(error).toHaveBeenCalledWith('errors.notSaved');
    expect(en['errors.notSaved']).toMatch(/nothing changed/);
    expect(fa['errors.notSaved']).toBeTruthy();
  });
});
