import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import abuses from '../../../src/entities/abuse';
import media from '../../../src/entities/media';
import payments from '../../../src/entities/payment';
import plans from '../../../src/entities/plan';
import users from '../../../src/entities/user';
import { col } from '../../../src/framework/cells/cells';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import { cardFields } from '../../../src/framework/list/cards/cardFields';
import { showsCards } from '../../../src/framework/list/cards/cardLayout';
import { fakeLayout, renderManage } from './harness';

const keys = (declaration: unknown) => {
  const fields = cardFields(declaration as EntityDeclaration);
  return { title: fields.title.key, status: fields.status?.key, values: fields.values.map((def) => def.key) };
};

describe("a card's values, chosen from the declaration", () => {
  it('takes the row header as title, the status enum as status and the two most important other columns', () => {
    // A payment: its amount (priority 1) and who paid (2, declared before the date), not only its tracking code.
    expect(keys(payments)).toEqual({ title: 'trackingCode', status: 'status', values: ['amount', 'user'] });
    // A user: the e-mail support looks people up by (priority 1), then the role.
    expect(keys(users)).toEqual({ title: 'fullName', status: 'status', values: ['email', 'role'] });
    // A report: when it was filed and how long it waited (priority 1), then who reported it.
    expect(keys(abuses)).toEqual({ title: 'target', status: 'status', values: ['createdAt', 'reporter'] });
    // No image among the values (the cover), however early it is declared.
    expect(keys(media)).toEqual({ title: 'title', status: 'status', values: ['brand', 'language'] });
  });

  it('has no status without an enum column called status, and ranks by kind where no priority is declared', () => {
    expect(keys(plans)).toEqual({ title: 'title', status: undefined, values: ['price', 'isActive'] });
    const declaration = {
      subject: 'Language',
      columns: [
        col.text('code'),
        col.date('updatedAt'),
        col.text('title', { isRowHeader: true }),
        col.text('status'),
        col.bool('isActive', { priority: 6 }),
        col.enum('direction', 'Brand'),
      ],
    };
    // The enum (2) before the texts (3) in declaration order; the text "status" is a value, not a badge.
    expect(keys(declaration)).toEqual({ title: 'title', status: undefined, values: ['direction', 'code'] });
  });

  it('shows cards below 600 px of list, the table from there up and before the list is measured', () => {
    expect(showsCards(294)).toBe(true);
    expect(showsCards(599)).toBe(true);
    expect(showsCards(600)).toBe(false);
    expect(showsCards(null)).toBe(false);
  });
});

describe('the list as cards on a phone', () => {
  beforeEach(() => {
    fakeLayout();
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('list-screen') ? 342 : 390;
    });
  });

  it('shows each payment as a card with its status, amount and user, its actions and checkbox; Enter opens it', async () => {
    const user = userEvent.setup();
    const { router } = await renderManage(payments as unknown as EntityDeclaration, 'payments', { route: '/payments/manage' });
    const list = await screen.findByRole('grid', { name: 'Payments' });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(0));
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    const card = within(list).getAllByRole('row')[0];
    const labels = [...card.querySelectorAll('.list-card__value dt')].map((node) => node.textContent);
    expect(labels).toEqual(['Amount', 'User']);
    expect(card.querySelector('.list-card__status')?.textContent).toMatch(/Succeeded|Pending|Failed|Refunded/);
    expect(within(card).getByRole('checkbox', { name: /^Select / })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Edit / })).toBeInTheDocument();

    // Space selects the card (the bulk bar counts it), Enter opens it.
    card.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(card).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText(/1 selected/)).toBeInTheDocument();
    await user.keyboard(' ');
    await waitFor(() => expect(card).toHaveAttribute('aria-selected', 'false'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/payments\/edit\//));
  });
});
