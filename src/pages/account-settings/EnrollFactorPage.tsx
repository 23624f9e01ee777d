import { ApolloProvider, useApolloClient, useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { setFactorEnrollmentPending } from '../../core/session/factorEnrollment';
import { clearSession } from '../../core/session/session';
import { LogoutDocument } from '../../gql-docs';
import { getAppApolloClient } from '../../shell/apollo/appClient';
import { Button } from '../../ui/kit/Button';
import { KitLocale } from '../../ui/kit/KitLocale';
import { Heading } from '../../ui/kit/Layout';
import { SecondFactorEnrol } from './SecondFactorEnrol';
import './account.css';

function EnrolCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const client = useApolloClient();
  const [logout] = useMutation(LogoutDocument);
  const done = () => {
    setFactorEnrollmentPending(false);
    void navigate('/', { replace: true });
  };
  const signOut = async () => {
    await logout().catch(() => undefined);
    clearSession();
    await client.clearStore();
    void navigate('/login', { replace: true });
  };
  return (
    <div className="factor-page">
      <Heading level={1} className="factor-page__title">{t('factor.setup.title')}</Heading>
      <p>{t('factor.setup.required')}</p>
      <SecondFactorEnrol onDone={done} />
      <div className="factor-actions">
        <Button variant="secondary" onPress={() => void signOut()}>{t('factor.setup.signOut')}</Button>
      </div>
    </div>
  );
}

/**
 * The one screen of a member whose role requires a second factor they have not enrolled (the
 * route guard sends every other path here): no navigation, nothing else to reach. Blank layout,
 * so it brings its own Apollo client and the kit's locale.
 */
export function EnrollFactorPage() {
  return (
    <ApolloProvider client={getAppApolloClient()}>
      <KitLocale>
        <EnrolCard />
      </KitLocale>
    </ApolloProvider>
  );
}
