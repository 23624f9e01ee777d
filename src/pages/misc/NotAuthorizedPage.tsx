import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { neededPermission } from '../../core/routing/guard';
import { getSettings, isLoggedIn, useSettings } from '../../core/settings';
import { HomeLink } from './HomeLink';
import { MiscPage } from './MiscPage';

/**
 * "Why?" for the screen the guard refused (`?need=<action>:<subject>`): the sentence naming the
 * rule that decided, from the viewer's own rules (issue 34). Loaded after the page shows: the
 * rules and the sentence's code are the signed-in screens', not this page's.
 */
function useRefusal(): string | null {
  const intl = useIntl();
  const { search } = useLocation();
  const [sentence, setSentence] = useState<string | null>(null);
  useEffect(() => {
    const need = isLoggedIn() ? neededPermission(search) : null;
    if (!need) return;
    let live = true;
    void import('./refusal.signedIn').then(({ refusalSentence }) => {
      if (live) setSentence(refusalSentence(intl, need, getSettings().userData?.role ?? null));
    });
    return () => {
      live = false;
    };
  }, [intl, search]);
  return sentence;
}

/** 401: a signed-in user opened a screen their role does not permit; the page says which rule refused it. */
export function NotAuthorizedPage() {
  const loggedIn = isLoggedIn(useSettings());
  const refusal = useRefusal();
  return (
    <MiscPage
      code="401"
      icon={IconLock}
      titleId="errors.401.title"
      bodyId="errors.401.body"
      detail={refusal && <p className="misc-page__why" role="status">{refusal}</p>}
    >
      {loggedIn ? <HomeLink /> : <HomeLink to="/login" labelId="auth.login.submit" />}
    </MiscPage>
  );
}
