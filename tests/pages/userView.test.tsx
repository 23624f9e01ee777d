import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../src/apollo/typePolicies';
import { UserViewPage } from '../../src/pages/user-view/UserViewPage';
import { urls } from '../../src/paths';
import { faultLink, noFaults } from '../utils/faultLink';
import { createTestApollo } from '../utils/mockApollo';
import { renderWithProviders } from '../utils/renderWithProviders';

const routes = [{ path: '/user/view/:id', element: <UserViewPage /> }];

/** A learner with learning projects in the seeded tables. */
function learner(db: ReturnType<typeof createTestApollo>['db']) {
  return db.all('User').find((user) => user.role === 'LEARNER' && Array.isArray(user.projects) && user.projects.length > 0)!;
}

describe('user view page', () => {
  it('shows the profile, an edit link for who may edit, and each project as a named progress bar', async () => {
    const { client, db } = createTestApollo('ADMIN');
    const user = learner(db);
    await renderWithProviders(null, { routes, route: `/user/view/${String(user.id)}`, apolloClient: client });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(String(user.fullName)) })).toBeInTheDocument();
    const edit = screen.getByRole('link', { name: 'Edit user' });
    expect(edit).toHaveAttribute('href', urls.edit('User', String(user.id)));
    const progress = within(screen.getByRole('region', { name: 'Learning progress' })).getAllByRole('progressbar');
    const [first] = user.projects as { title: string; progress: number }[];
    expect(progress).toHaveLength((user.projects as unknown[]).length);
    expect(progress[0]).toHaveAccessibleName(`Progress of ${first.title}`);
    expect(progress[0]).toHaveAttribute('aria-valuenow', String(first.progress));
  });

  it('shows Generic error with a retry that loads the user', async () => {
    const { client: base, db } = createTestApollo('ADMIN');
    const user = learner(db);
    const faults = noFaults();
    faults.offline = true;
    const client = new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link: ApolloLink.from([faultLink(faults), base.link]) });
    await renderWithProviders(null, { routes, route: `/user/view/${String(user.id)}`, apolloClient: client });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: /error/i })).toBeInTheDocument();
    faults.offline = false;
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: new RegExp(String(user.fullName)) })).toBeInTheDocument());
  });
});
