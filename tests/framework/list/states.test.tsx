import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { throwError } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../../src/apollo/typePolicies';
import { createTestApollo } from '../../utils/mockApollo';
import { languages } from './declarations';
import { bodyRows, fakeLayout, messagesFor, renderManage } from './harness';


beforeEach(fakeLayout);

/**
 * A client whose first `failures` list requests fail on the network, then reach the mock schema
 * (the screen's other requests, such as its saved views, go through).
 */
function flakyClient(failures: number) {
  const { client } = createTestApollo('ADMIN');
  let left = failures;
  const flaky = new ApolloLink((operation, forward) =>
    operation.operationName?.endsWith('List') && left-- > 0 ? throwError(() => new TypeError('Failed to fetch')) : forward(operation),
  );
  return new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link: ApolloLink.from([flaky, client.link]) });
}

describe('list states', () => {
  it('shows "No data available" when nothing matches', async () => {
    await renderManage(languages, 'langs', { route: '/langs/manage?q=no-such-language' });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('Nothing matches these filters; try changing them.')).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  });

  it('shows placeholder rows while the first page loads', async () => {
    await renderManage(languages, 'langs', { route: '/langs/manage' });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('says the server could not be reached, with a retry that loads the list', async () => {
    await renderManage(languages, 'langs', { route: '/langs/manage', client: flakyClient(1) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not reach the server');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Persian: title, empty state and the error message', async () => {
    const t = await messagesFor('fa');
    await renderManage(languages, 'langs', { route: '/langs/manage', client: flakyClient(1), language: 'fa' });
    expect(await screen.findByText(t('errors.loadFailed.network.title'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('nav.entities.langs'));
    expect(screen.getByRole('button', { name: t('common.actions.retry') })).toBeInTheDocument();
  });
});
