import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import users from '../../../src/entities/user';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { CHOSEN_COLUMNS_KEY } from '../../../src/framework/list/views/chosenColumns';
import { bodyRows, fakeLayout, renderManage, searchOf } from './harness';

/** The card is this wide (its content box): jsdom lays nothing out, so the test says. */
function cardWidth(width: number) {
  fakeLayout();
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('list-screen') ? width : 1200;
  });
}

const declaration = users as unknown as EntityDeclaration;
// `hidden`: an open menu hides the rest of the page from assistive technology.
const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent ?? '').filter(Boolean);

/** The chooser's button says how many columns the width left out. */
const chooserButton = () => screen.getByRole('button', { name: /^(Columns|\d+ columns? hidden)$/ });

describe('columns that fit the card', () => {
  beforeEach(() => {
    cardWidth(760);
    localStorage.removeItem(CHOSEN_COLUMNS_KEY);
  });

  it('leaves out the columns that do not fit, by priority, and lists them in the chooser as left out', async () => {
    await renderManage(declaration, 'users', { route: '/users/manage' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    // E-mail and status (priority 1) and role (2) stay; the e-mail is kept whole before the
    // mobile (4) joins, so the mobile, plan, last sign-in and country are left out, and the list says so.
    expect(headers()).toEqual(['Full name', 'Email', 'Role', 'Status', 'Actions']);
    expect(chooserButton()).toHaveTextContent('4 columns hidden');

    await userEvent.setup().click(chooserButton());
    const menu = await screen.findByRole('menu', { name: '4 columns hidden' });
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Fit to width' })).toHaveAttribute('aria-checked', 'true');
    const country = within(menu).getByRole('menuitemcheckbox', { name: 'Country' });
    expect(country).toHaveAttribute('aria-checked', 'false');
    expect(country).toHaveTextContent('Left out: no room at this width');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Role' })).toHaveAttribute('aria-checked', 'true');
  }, 60_000);

  it("shows a column the user checks, whatever the width, and hands the choice back with 'Fit to width'", async () => {
    const user = userEvent.setup();
    const { router } = await renderManage(declaration, 'users', { route: '/users/manage' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(chooserButton());
    let menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Country' }));
    // The columns shown become the user's choice, the country with them, kept for the list.
    await waitFor(() => expect(searchOf(router).get('cols')).toMatch(/fullName.*role.*status.*countryCode/));
    await waitFor(() => expect(headers()).toContain('Country'));
    expect(JSON.parse(localStorage.getItem(CHOSEN_COLUMNS_KEY)!).User).toEqual(expect.arrayContaining(['fullName', 'email', 'role', 'status', 'countryCode']));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Fit to width' })).toHaveAttribute('aria-checked', 'false');

    menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Fit to width' }));
    await waitFor(() => expect(searchOf(router).get('cols')).toBeNull());
    await waitFor(() => expect(headers()).not.toContain('Country'));
    expect(localStorage.getItem(CHOSEN_COLUMNS_KEY)).toBeNull();
  }, 60_000);

  it('shows the columns a person chose on a later visit to the list, without them in the URL', async () => {
    localStorage.setItem(CHOSEN_COLUMNS_KEY, JSON.stringify({ User: ['fullName', 'email', 'countryCode'] }));
    await renderManage(declaration, 'users', { route: '/users/manage' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(headers()).toEqual(['Full name', 'Email', 'Country', 'Actions']);
    expect(chooserButton()).toHaveTextContent('Columns');
  }, 60_000);

  it('keeps a chosen set too wide for the card, and says the table scrolls sideways', async () => {
    // Still a table (cards show below 600 px), narrower than the eight chosen columns.
    cardWidth(620);
    const user = userEvent.setup();
    await renderManage(declaration, 'users', { route: '/users/manage?cols=fullName,email,mobile,role,status,plan,countryCode,lastLoginAt' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(headers()).toEqual(expect.arrayContaining(['Country', 'Last sign-in', 'Plan']));
    await user.click(chooserButton());
    const fit = within(await screen.findByRole('menu', { name: 'Columns' })).getByRole('menuitemcheckbox', { name: 'Fit to width' });
    expect(fit).toHaveTextContent('Wider than the page: scroll sideways');
  }, 60_000);
});
