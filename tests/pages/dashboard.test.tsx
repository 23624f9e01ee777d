import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppAbility } from '../../src/ability/ability';
import { defineRulesFor } from '../../src/ability/rules';
import { DashboardDocument } from '../../src/gql/graphql';
import { DashboardPage } from '../../src/pages/dashboard/DashboardPage';
import { dashboardVariables } from '../../src/pages/dashboard/useDashboard';
import { createTestApollo } from '../utils/mockApollo';
import { renderWithProviders } from '../utils/renderWithProviders';


beforeAll(() => {
  // recharts' ResponsiveContainer measures with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

async function renderAs(role: string, language: 'en' | 'fa' = 'en') {
  const { client } = createTestApollo(role);
  const result = await renderWithProviders(<DashboardPage />, { rules: role, apolloClient: client, language });
  await screen.findByRole('list', { name: language === 'en' ? 'Key figures' : 'شاخص‌های کلیدی' });
  return result;
}

const tileTitles = () =>
  within(screen.getByRole('list', { name: 'Key figures' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-tile'));

describe('dashboard tiles follow the ability', () => {
  it('FINANCE sees users and revenue, not abuse reports or comments', async () => {
    await renderAs('FINANCE');
    expect(tileTitles()).toEqual(['activeUsers', 'newUsers7d', 'revenue30d']);
    expect(screen.getByText('Revenue, last 30 days')).toBeInTheDocument();
    expect(screen.queryByText('Open abuse reports')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Revenue by day' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent payments' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Most viewed media' })).not.toBeInTheDocument();
  });

  it('MODERATOR sees abuse reports and comments, not revenue', async () => {
    await renderAs('MODERATOR');
    expect(tileTitles()).toEqual(['activeUsers', 'newUsers7d', 'openAbuseReports', 'pendingComments']);
    expect(screen.queryByText('Revenue, last 30 days')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Revenue by day' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Most viewed media' })).toBeInTheDocument();
  });

  it('ADMIN sees every tile, the chart with its data table, top media and payments', async () => {
    await renderAs('ADMIN');
    expect(tileTitles()).toEqual(['activeUsers', 'newUsers7d', 'revenue30d', 'openAbuseReports', 'pendingComments']);
    const table = screen.getByRole('table', { name: 'Revenue per day over the last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    const payments = screen.getByRole('heading', { name: 'Recent payments' }).closest('section')!;
    expect(within(payments).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('writes Persian digits in fa', async () => {
    await renderAs('MODERATOR', 'fa');
    const list = screen.getByRole('list', { name: 'شاخص‌های کلیدی' });
    expect(list.textContent).toMatch(/[۰-۹]/);
    expect(list.textContent).not.toMatch(/[0-9]/);
  });
});

describe('dashboard states', () => {
  it('shows Generic error with a retry that loads the figures', async () => {
    const variables = dashboardVariables(createAppAbility(defineRulesFor('MODERATOR')));
    const data = { dashboard: { __typename: 'Dashboard', activeUsers: 7, newUsers7d: 2, openAbuseReports: 3, pendingComments: 4, topMedia: [] } };
    await renderWithProviders(<DashboardPage />, {
      rules: 'MODERATOR',
      mocks: [
        { request: { query: DashboardDocument, variables }, error: new Error('down') },
        { request: { query: DashboardDocument, variables }, result: { data } },
      ],
    });
    expect(await screen.findByText('Generic error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Open abuse reports')).toBeInTheDocument());
    expect(screen.queryByText('Generic error')).not.toBeInTheDocument();
  });
});
