import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from '../../src/shell/breadcrumb/Breadcrumb';
import { PageHeaderProvider, usePageBreadcrumb } from '../../src/ui/PageHeaderContext';
import { renderWithProviders } from '../utils/renderWithProviders';

function RecordPage() {
  usePageBreadcrumb([{ title: { id: 'nav.entities.shortquestion' }, href: '/shortquestion/manage' }, { title: 'What is the opposite of “narrow”?' }]);
  return null;
}

describe('the breadcrumb', () => {
  it('isolates each title, so an English record title keeps its order in the Persian admin', async () => {
    await renderWithProviders(
      <PageHeaderProvider>
        <Breadcrumb />
        <RecordPage />
      </PageHeaderProvider>,
      { language: 'fa' },
    );
    const trail = await screen.findByRole('navigation', { name: /مسیر|breadcrumb/i });
    const current = await within(trail).findByText('What is the opposite of “narrow”?');
    expect(current.tagName).toBe('BDI');
    expect(current.closest('[aria-current="page"]')).not.toBeNull();
    expect(within(trail).getByRole('link', { name: 'داشبورد' }).querySelector('bdi')).not.toBeNull();
  });

  it("keeps the route's menu group before a page's own items (an edit screen names its record)", async () => {
    const page = (
      <PageHeaderProvider>
        <Breadcrumb />
        <RecordPage />
      </PageHeaderProvider>
    );
    const handle = { breadcrumbLead: [{ title: { id: 'nav.group.content' }, disabled: true }], breadcrumb: [{ title: 'replaced by the page' }] };
    await renderWithProviders(null, { route: '/shortquestion/edit/1', routes: [{ path: '/shortquestion/edit/:id', element: page, handle }] });
    const trail = await screen.findByRole('navigation', { name: /breadcrumb/i });
    await within(trail).findByText('What is the opposite of “narrow”?');
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Content', 'Short questions', 'What is the opposite of “narrow”?']);
  });
});
