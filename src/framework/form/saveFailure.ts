import type { Failure } from '../../ui/failure';
import type { FieldProblem } from '../../validation';

/**
 * Why a save did not happen, told as every request failure is (ui/failure.ts: `classifyFailure`,
 * `canRetry`): network, server, forbidden, session, input (field-level userErrors are the form's
 * own "invalid" outcome and never reach this) or notSaved. Only the first two and notSaved can
 * succeed by trying again unchanged, so only they offer Retry. Entity forms and account settings
 * share this.
 */
export type SaveFailure = Failure;

/** What a failed save says, by message id (the form.saveFailed.* catalog entries). */
export const SAVE_FAILURE_MESSAGES: Record<SaveFailure, string> = {
  network: 'form.saveFailed.network',
  server: 'form.saveFailed.server',
  forbidden: 'form.saveFailed.forbidden',
  session: 'form.saveFailed.session',
  input: 'form.saveFailed.input',
  notSaved: 'form.saveFailed.notSaved',
  preview: 'preview.readOnly',
};

/** What the form keeps in Formik's status after a save that did not happen, for the alert by its buttons. */
export interface SaveStatus {
  /** `deleted`: someone deleted the record meanwhile (DeletedRecordAlert offers what to do). */
  lastSave: 'failed' | 'invalid' | 'deleted';
  failure?: SaveFailure;
  problems?: FieldProblem[];
}
