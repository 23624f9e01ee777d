import { IconLock } from '@tabler/icons-react';
import { isLoggedIn, useSettings } from '../../core/settings';
import { HomeLink } from './HomeLink';
import { MiscPage } from './MiscPage';

/** 401: a signed-in user opened a screen their role does not permit. */
export function NotAuthorizedPage() {
  const loggedIn = isLoggedIn(useSettings());
  return (
    <MiscPage code="401" icon={IconLock} titleId="errors.401.title" bodyId="errors.401.body">
      {loggedIn ? <HomeLink /> : <HomeLink to="/login" labelId="auth.login.submit" />}
    </MiscPage>
  );
}
