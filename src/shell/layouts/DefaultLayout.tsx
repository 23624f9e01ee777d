import { ApolloProvider } from '@apollo/client/react';
import { getAppApolloClient } from '../apollo/appClient';
import { PageHeaderProvider } from '../../ui/PageHeaderContext';
import { ShellFrame } from './ShellFrame';
import { KitLocale } from '../../ui/kit/KitLocale';
import { SpectrumRouter } from './SpectrumRouter';

/**
 * The signed-in shell. Its chunk brings Apollo, so the sign-in page loads without it.
 */
export function DefaultLayout() {
  return (
    <ApolloProvider client={getAppApolloClient()}>
      <KitLocale>
        <SpectrumRouter>
          <PageHeaderProvider>
            <ShellFrame />
          </PageHeaderProvider>
        </SpectrumRouter>
      </KitLocale>
    </ApolloProvider>
  );
}
