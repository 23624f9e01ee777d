import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import plans from '../../../../src/entities/plan';
import type { EntityDeclaration } from '../../../../src/framework/entity/types';
import { createTestApollo } from '../../../utils/mockApollo';
import { bodyRows, fakeLayout, renderManage } from '../harness';

beforeEach(fakeLayout);

/*
 * A file of its own: the cell editor's code must not have loaded yet (another test in the same
 * file would have loaded it), as on a page just opened.
 */
describe('a fast typist', () => {
  it('loses no key: what is typed before the editor arrives is its text, and Enter then saves it', async () => {
    const apollo = createTestApollo('ADMIN');
    const template = apollo.db.all('Plan')[0];
    apollo.db.insert('Plan', { ...template, id: undefined, title: 'Fasttest plan', price: 100000, currency: 'IRR' });
    const plan = () => apollo.db.all('Plan').find((row) => row.title === 'Fasttest plan')!;
    await renderManage(plans as unknown as EntityDeclaration, 'plans', { route: '/plans/manage?q=Fasttest', client: apollo.client });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const headers = [...document.querySelectorAll('[role="columnheader"]')];
    const index = headers.findIndex((header) => header.getAttribute('data-column') === 'price');
    const price = bodyRows()[0].querySelector<HTMLElement>(`[aria-colindex="${index + 1}"]`)!;
    price.focus();
    // Three keys in one go on the cell, before the editor's code could arrive.
    for (const key of ['7', '5', 'Enter']) fireEvent.keyDown(price, { key });
    await waitFor(() => expect(plan().price).toBe(75));
    await waitFor(() => expect(within(bodyRows()[0]).queryByRole('textbox')).toBeNull());
  });
});
