import { readJson, writeJson } from '../../ui/storage';

/** Wrong passwords tried against the account since its last sign-in, as the login answered them. */
export interface SignInNotice {
  count: number;
  addresses: string[];
  since: string;
}

const KEY = 'signInNotice';

const isNotice = (value: unknown): value is SignInNotice =>
  !!value && typeof value === 'object' && typeof (value as SignInNotice).count === 'number' && Array.isArray((value as SignInNotice).addresses);

/**
 * The sign-in page keeps the notice for the shell, which tells it once (shell/SignInNotice): the
 * page navigates away at once, and the shell's toasts are not in the sign-in page's bundle.
 */
export function keepSignInNotice(notice: SignInNotice | null | undefined): void {
  writeJson(KEY, notice && notice.count > 0 ? notice : null, 'session');
}

/** The kept notice, forgotten as it is read. */
export function takeSignInNotice(): SignInNotice | null {
  const notice = readJson(KEY, isNotice, 'session');
  if (notice) writeJson(KEY, null, 'session');
  return notice;
}
