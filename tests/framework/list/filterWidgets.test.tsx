import { ApolloLink } from '@apollo/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApollo } from '../../utils/mockApollo';
import { languages, payments } from './declarations';
import { bodyRows, fakeLayout, renderManage, searchOf } from './harness';


beforeEach(fakeLayout);

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('filter widgets', () => {
  it('finds a user by typing and filters payments by that reference', async () => {
    const { client, db } = createTestApollo('ADMIN');
    const payer = db.all('Payment')[0].user as { id: string; fullName: string };
    const { router } = await renderManage(payments, 'payments', { route: '/payments/manage', client });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));

    // Pasting is one input event: typing letter by letter re-renders the options each time.
    await user.click(screen.getByRole('combobox', { name: 'User' }));
    await user.paste(payer.fullName);
    await pause(400);
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${payer.fullName}`) }));
    expect(searchOf(router).get('userId')).toBe(payer.id);
    const expected = db.all('Payment').filter((row) => row.user === payer || (row.user as { id: string }).id === payer.id).length;
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(expected, 10)));
    expect(bodyRows().every((row) => within(row).queryByText(payer.fullName))).toBe(true);
  });

  it('asks for a reference filter\'s rows on the first intent to use it, not with the list', async () => {
    const { client } = createTestApollo('ADMIN');
    const sent: string[] = [];
    client.setLink(ApolloLink.from([new ApolloLink((operation, forward) => (sent.push(operation.operationName ?? ''), forward(operation))), client.link]));
    await renderManage(payments, 'payments', { route: '/payments/manage', client });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await pause(100);
    expect(sent.filter((name) => name === 'UserList')).toEqual([]);
    await user.hover(screen.getByRole('combobox', { name: 'User' }));
    await waitFor(() => expect(sent.filter((name) => name === 'UserList')).toHaveLength(1));
    await user.click(screen.getByRole('combobox', { name: 'User' }));
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(1);
  });

  it('shows the name of a user known only by the id in a shared link', async () => {
    const { client, db } = createTestApollo('ADMIN');
    const payer = db.all('Payment')[0].user as { id: string; fullName: string; email: string };
    await renderManage(payments, 'payments', { route: `/payments/manage?userId=${payer.id}`, client });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    // "Name <email>", the address a left-to-right isolate (rowTitles).
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue(`${payer.fullName} \u2066<${payer.email}>\u2069`));
  });

  it('shows a date range from the URL in the Persian calendar in fa', async () => {
    await renderManage(payments, 'payments', { route: '/payments/manage?paidAtFrom=2026-03-21', language: 'fa' });
    const group = await screen.findByRole('group', { name: /تاریخ پرداخت از/ });
    // 21 March 2026 is 1 Farvardin 1405.
    expect(group).toHaveTextContent('۱۴۰۵');
    expect(within(group).getByRole('spinbutton', { name: /سال/ })).toHaveAttribute('aria-valuenow', '1405');
  });

  it('picks a country by its localized name', async () => {
    const { router } = await renderManage(languages, 'langs', { route: '/langs/manage' });
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.paste('Iran');
    await user.click(await screen.findByRole('option', { name: 'Iran (IR)' }));
    expect(searchOf(router).get('countryCode')).toBe('IR');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Persian');
  });
});
