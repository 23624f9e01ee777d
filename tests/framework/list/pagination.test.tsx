import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { languages } from './declarations';
import { bodyRows, fakeLayout, renderManage, searchOf } from './harness';


beforeEach(fakeLayout);

async function choosePageSize(label: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Rows per page/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('pagination', () => {
  it('pages forward and back through the URL, and Back restores the previous page', async () => {
    const { router } = await renderManage(languages, 'langs', { route: '/langs/manage' });
    const user = userEvent.setup();
    expect(await screen.findByText('1–10 of 14')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(searchOf(router).get('page')).toBe('2');
    expect(await screen.findByText('11–14 of 14')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(searchOf(router).get('page')).toBeNull();
    expect(await screen.findByText('1–10 of 14')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('11–14 of 14')).toBeInTheDocument();
    // Back, as the browser's button does it.
    await act(() => router.navigate(-1));
    expect(await screen.findByText('1–10 of 14')).toBeInTheDocument();
  });

  it('changes the page size and goes back to page 1', async () => {
    const { router } = await renderManage(languages, 'langs', { route: '/langs/manage?page=2' });
    expect(await screen.findByText('11–14 of 14')).toBeInTheDocument();
    await choosePageSize('5');
    expect(searchOf(router).get('pageSize')).toBe('5');
    expect(searchOf(router).get('page')).toBeNull();
    expect(await screen.findByText('1–5 of 14')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(5));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Last page' }));
    expect(searchOf(router).get('page')).toBe('3');
    expect(await screen.findByText('11–14 of 14')).toBeInTheDocument();
  });

  it('shows every row with All (pageSize=all) on one page', async () => {
    const { router } = await renderManage(languages, 'langs', { route: '/langs/manage?page=2' });
    await screen.findByText('11–14 of 14');
    await choosePageSize('All');
    expect(searchOf(router).get('pageSize')).toBe('all');
    expect(await screen.findByText('1–14 of 14')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(14));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('writes the range in Persian digits and mirrors the arrows in Persian', async () => {
    await renderManage(languages, 'langs', { route: '/langs/manage?page=2', language: 'fa' });
    expect(await screen.findByText('۱۱–۱۴ از ۱۴')).toBeInTheDocument();
    // "Next" points left in a right-to-left page.
    const next = screen.getByRole('button', { name: 'صفحهٔ بعد' });
    expect(next.querySelector('.tabler-icon-chevron-left')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'صفحهٔ اول' }).querySelector('.tabler-icon-chevrons-right')).not.toBeNull();
  });
});
