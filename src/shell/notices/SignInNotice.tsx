import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { pagePaths } from '../../core/routing/pagePaths';
import { takeSignInNotice } from '../../core/session/signInNotice';
import { toastQueue } from '../../ui/kit/toastQueue';
import { markToastRaised } from '../../ui/toastFormat';

/** Addresses read left to right in either language (an isolate each). */
const isolate = (text: string) => `\u2066${text}\u2069`;

/**
 * Tells the owner, once, of the wrong passwords tried against the account since the last sign-in
 * (kept by the sign-in page): a toast that stays until closed, with a way to the sessions.
 */
export function SignInNotice() {
  const intl = useIntl();
  const navigate = useNavigate();
  useEffect(() => {
    const notice = takeSignInNotice();
    if (!notice) return;
    const text = intl.formatMessage(
      { id: 'shell.signInNotice.text' },
      { count: notice.count, addresses: intl.formatList(notice.addresses.map(isolate), { type: 'conjunction' }) },
    );
    // The toast region loads once a toast is raised (ui/toastFormat.ts).
    markToastRaised();
    toastQueue.info(text, {
      actionLabel: intl.formatMessage({ id: 'shell.signInNotice.review' }),
      onAction: () => void navigate(pagePaths.accountSettings('sessions')),
      shouldCloseOnAction: true,
    });
    // Once per sign-in: the notice is gone from storage as it is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
