import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import payments from '../../../src/entities/payment';
import users from '../../../src/entities/user';
import { cellDir, namedAddress } from '../../../src/framework/cells/bidi';
import { CellText } from '../../../src/framework/cells/CellText';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { languages } from './declarations';
import { bodyRows, fakeLayout, messagesFor, renderManage } from './harness';

beforeEach(fakeLayout);

const asDeclaration = (declaration: unknown) => declaration as EntityDeclaration;
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>('[role="gridcell"], [role="rowheader"]')];

describe('table cells', () => {
  it('isolates every text cell for direction and keeps its whole value in the DOM', async () => {
    await renderManage(asDeclaration(users), 'users', { route: '/users/manage', language: 'fa' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const email = bodyRows()[0].querySelector('bdi.cell-text[dir="auto"]');
    expect(email).not.toBeNull();
    const texts = [...bodyRows()[0].querySelectorAll('bdi.cell-text')].map((node) => node.textContent);
    expect(texts.some((text) => /@/.test(text ?? ''))).toBe(true);
  });

  it('lays out e-mails, phones and codes left to right in Persian, and other text in its own direction', async () => {
    await renderManage(asDeclaration(users), 'users', { route: '/users/manage', language: 'fa' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const texts = [...bodyRows()[0].querySelectorAll<HTMLElement>('bdi.cell-text')];
    const email = texts.find((node) => node.textContent?.includes('@'))!;
    expect(email).toHaveAttribute('dir', 'ltr');
    const phones = bodyRows().flatMap((row) => [...row.querySelectorAll<HTMLElement>('bdi.cell-text')]).filter((node) => /^\+\d{8,}$/.test(node.textContent ?? ''));
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones) expect(phone).toHaveAttribute('dir', 'ltr');
    expect(within(bodyRows()[0]).getByRole('rowheader').querySelector('bdi.cell-text')).toHaveAttribute('dir', 'auto');
    expect([cellDir('code'), cellDir('text'), cellDir(undefined)]).toEqual(['ltr', 'auto', 'auto']);
  });

  it('reads a "Name <address>" label with the name in its direction and the address left to right', () => {
    expect(namedAddress('Olivia Thomas <olivia@example.com>')).toEqual({ name: 'Olivia Thomas', address: 'olivia@example.com' });
    expect(namedAddress('a < b and c > d')).toBeNull();
    const { container } = render(<CellText>{'الهام نوری <elham@example.com>'}</CellText>);
    const [name, address] = container.querySelectorAll('bdi bdi');
    expect(name).toHaveTextContent('الهام نوری');
    expect(address).toHaveAttribute('dir', 'ltr');
    expect(address).toHaveTextContent('<elham@example.com>');
    // The whole label stays one text for screen readers and the tip.
    expect(container.textContent).toBe('الهام نوری <elham@example.com>');
  });

  it('shows the full value of a cut cell on keyboard focus and hides it on Escape', async () => {
    await renderManage(asDeclaration(payments), 'payments', { route: '/payments/manage' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    // jsdom lays nothing out: make every cell text wider than its box, as a cut one is.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('cell-text') ? 500 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('cell-text') ? 100 : 1200;
    });
    const cell = cellsOf(bodyRows()[0]).find((node) => node.querySelector('.cell-text'))!;
    const full = cell.querySelector('.cell-text')!.textContent!;
    act(() => cell.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(full);
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // The arrow keys reach the next row's name: its cut text shows.
    const name = within(bodyRows()[1]).getByRole('rowheader');
    act(() => name.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(name.querySelector('.cell-text')!.textContent!);
    // A column header cut by hand (resized) shows its label too.
    const header = screen.getAllByRole('columnheader').find((node) => node.querySelector('.column-label'))!;
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('column-label') ? 500 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('column-label') ? 100 : 1200;
    });
    act(() => header.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(header.querySelector('.column-label')!.textContent!);
  });

  it('gives money and dates columns a minimum width and every column a resizer', async () => {
    const t = await messagesFor('en');
    await renderManage(asDeclaration(payments), 'payments', { route: '/payments/manage' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const amount = screen.getByRole('columnheader', { name: new RegExp(t('payment.fields.amount')) });
    expect(amount).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').length).toBeGreaterThan(payments.columns.length);
  });
});

describe('row actions are links', () => {
  it('edit and "view profile" link to their screens; a plain click stays in the app', async () => {
    const t = await messagesFor('en');
    const { router } = await renderManage(asDeclaration(users), 'users', { route: '/users/manage' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const row = bodyRows()[0];
    const edit = within(row).getAllByRole('link').find((link) => link.getAttribute('href')?.startsWith('/users/edit/'))!;
    const id = edit.getAttribute('href')!.split('/').pop();
    expect(within(row).getByRole('link', { name: t('user.view.profile') })).toHaveAttribute('href', `/user/view/${id}`);
    await userEvent.setup().click(edit);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/edit/${id}`));
    expect(router.state.location.state).toBeTruthy();
  });

  it("a drawer entity's edit links to its edit route, which opens the drawer", async () => {
    await renderManage(languages, 'langs', { route: '/langs/manage' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const edit = within(bodyRows()[0]).getAllByRole('link')[0];
    expect(edit.getAttribute('href')).toMatch(/^\/langs\/edit\/.+/);
  });
});
