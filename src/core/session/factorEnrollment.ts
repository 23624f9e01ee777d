import { readRaw, writeRaw } from '../../ui/storage';

/**
 * Whether the signed-in member must enrol a second factor before anything else (their role
 * requires one, schema.graphql `SecondFactor`): the route guard then sends every screen to
 * enrolment. Kept beside the session in local storage, so a reload keeps it; signing out clears it.
 */
const KEY = 'factorEnrollment';

export const ENROLL_FACTOR_PATH = '/enroll-factor';

export function factorEnrollmentPending(): boolean {
  return readRaw(KEY) === 'required';
}

export function setFactorEnrollmentPending(pending: boolean): void {
  writeRaw(KEY, pending ? 'required' : null);
}
