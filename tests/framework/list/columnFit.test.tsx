import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import users from '../../../src/entities/user';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
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
const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent ?? '');

describe('columns that fit the card', () => {
  beforeEach(() => cardWidth(760));

  it('leaves out the columns that do not fit, by priority, and lists them in the chooser as left out', async () => {
    await renderManage(declaration, 'users', { route: '/users/manage' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    // Role and status (priority 1) stay; the country flag and the last sign-in go first.
    expect(headers()).toEqual(expect.arrayContaining(['Full name', 'Role', 'Status']));
    expect(headers()).not.toContain('Country');
    expect(headers()).not.toContain('Last sign-in');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu', { name: 'Columns' });
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
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    let menu = await screen.findByRole('menu', { name: 'Columns' });
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Country' }));
    // The columns shown become the user's choice, the country with them.
    await waitFor(() => expect(searchOf(router).get('cols')).toMatch(/fullName.*role.*status.*countryCode/));
    await waitFor(() => expect(headers()).toContain('Country'));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Fit to width' })).toHaveAttribute('aria-checked', 'false');

    menu = await screen.findByRole('menu', { name: 'Columns' });
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Fit to width' }));
    await waitFor(() => expect(searchOf(router).get('cols')).toBeNull());
    await waitFor(() => expect(headers()).not.toContain('Country'));
  }, 60_000);

  it('keeps a chosen set too wide for the card, and says the table scrolls sideways', async () => {
    // Still a table (cards show below 600 px), narrower than the eight chosen columns.
    cardWidth(620);
    const user = userEvent.setup();
    await renderManage(declaration, 'users', { route: '/users/manage?cols=fullName,email,mobile,role,status,plan,countryCode,lastLoginAt' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(headers()).toEqual(expect.arrayContaining(['Country', 'Last sign-in', 'Plan']));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const fit = within(await screen.findByRole('menu', { name: 'Columns' })).getByRole('menuitemcheckbox', { name: 'Fit to width' });
    expect(fit).toHaveTextContent('Wider than the page: scroll sideways');
  }, 60_000);
});
