import { ApolloProvider } from '@apollo/client/react';
import { getAppApolloClient } from '../apollo/appClient';
import { PageHeaderProvider } from '../../ui/PageHeaderContext';
import { ShellFrame } from './ShellFrame';
import { KitLocale } from '../../ui/kit/KitLocale';
import { KitRouter } from './KitRouter';

/**
 * The signed-in shell. Its chunk brings Apollo, so the sign-in page loads without it.
 */
export function DefaultLayout() {
  return (
    <ApolloProvider client={getAppApolloClient()}>
      <KitLocale>
        <KitRouter>
          <PageHeaderProvider>
            <ShellFrame />
          </PageHeaderProvider>
        </KitRouter>
      </KitLocale>
    </ApolloProvider>
  );
}
