import { useIntl } from 'react-intl';
import { Brand } from '../../ui/Brand';
import { BlankToolbar } from './BlankToolbar';
import { LoginForm } from './LoginForm';

/** Sign-in: an illustration panel beside the form card; `?to=` is honoured after sign-in. */
export function LoginPage() {
  const intl = useIntl();
  const app = intl.formatMessage({ id: 'shell.appTitle' });
  return (
    <div className="login">
      <div className="login__art" aria-hidden="true">
        <div className="login__art-inner">
          <p className="login__art-title">{app}</p>
          <p className="login__art-text">{intl.formatMessage({ id: 'auth.login.tagline' })}</p>
        </div>
      </div>
      <div className="login__panel">
        <BlankToolbar />
        <div className="login__card">
          <Brand />
          <h1 className="login__title">{intl.formatMessage({ id: 'auth.login.welcome' }, { app })}</h1>
          <p className="login__subtitle">{intl.formatMessage({ id: 'auth.login.subtitle' })}</p>
          <LoginForm />
          {import.meta.env.DEV && <p className="login__demo">{intl.formatMessage({ id: 'auth.login.demoHint' })}</p>}
        </div>
      </div>
    </div>
  );
}
