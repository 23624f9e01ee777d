import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appRouteDefs } from '../../src/app/router/appRoutes';
import { RouteDefsProvider } from '../../src/core/routing/routeDefs';
import { urls } from '../../src/paths';
import { SearchDocument } from '../../src/gql-docs';
import { SearchDialog } from '../../src/shell/navbar/SearchDialog';
import { DialogContainer } from '../../src/ui/kit/Dialog';
import { renderWithProviders } from '../utils/renderWithProviders';

/** The palette as the navbar opens it, for MODERATOR. */
async function openPalette(language: 'fa' | 'en') {
  const onClose = vi.fn();
  const onOpenShortcuts = vi.fn();
  const result = await renderWithProviders(
    <RouteDefsProvider value={appRouteDefs}>
      <DialogContainer onDismiss={onClose}>
        <SearchDialog onClose={onClose} onOpenShortcuts={onOpenShortcuts} />
      </DialogContainer>
    </RouteDefsProvider>,
    // No records match: the search answers nothing, whatever is typed.
    { rules: 'MODERATOR', language, mocks: [{ request: { query: SearchDocument, variables: () => true }, maxUsageCount: Number.POSITIVE_INFINITY, result: { data: { searchGroups: [] } } }] },
  );
  const box = await screen.findByRole('combobox', {}, { timeout: 15_000 });
  return { ...result, box, onClose, onOpenShortcuts };
}

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 15_000 });

/** The option the box points at (aria-activedescendant), by its text. */
const highlighted = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent ?? null : null;
};

// The dialog and its list typed into key by key: seconds on a busy machine, hence the long timeouts.
describe('command palette: Enter runs the top result', () => {
  it('highlights the first result as soon as results show, and Enter opens it (fa, a noun opens its page)', { timeout: 90_000 }, async () => {
    const { box, router, onClose } = await openPalette('fa');
    const user = userEvent.setup();
    await user.type(box, 'گزارش');
    await eventually(() => expect(highlighted(box)).toBe('گزارش‌های تخلف'));
    // The page comes before "New abuse report" in the list too.
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options.indexOf('گزارش‌های تخلف')).toBeLessThan(options.indexOf('گزارش تخلف جدید'));
    await user.keyboard('{Enter}');
    await eventually(() => expect(router.state.location.pathname).toBe(urls.manage('Abuse')));
    expect(onClose).toHaveBeenCalled();
  });

  it('moves the highlight to the new top result as the query changes, and the arrows still move it (en)', { timeout: 90_000 }, async () => {
    const { box, router } = await openPalette('en');
    const user = userEvent.setup();
    await user.type(box, 'abuse');
    await eventually(() => expect(highlighted(box)).toBe('Abuse reports'));
    await user.type(box, ' new');
    await eventually(() => expect(highlighted(box)).toBe('New abuse report'));
    await user.clear(box);
    await user.type(box, 'abuse');
    await eventually(() => expect(highlighted(box)).toBe('Abuse reports'));
    await user.keyboard('{ArrowDown}');
    expect(highlighted(box)).toBe('New abuse report');
    await user.keyboard('{Enter}');
    await eventually(() => expect(router.state.location.pathname).toBe(urls.new('Abuse')));
  });
});

describe('command palette: sections and keys', () => {
  it('opens with the focus in its box, groups results under titled sections, and one Esc closes it (en)', { timeout: 90_000 }, async () => {
    const { box, onClose } = await openPalette('en');
    await eventually(() => expect(box).toHaveFocus());
    const user = userEvent.setup();
    await user.type(box, 'abuse');
    await eventually(() => expect(highlighted(box)).toBe('Abuse reports'));
    // Each section is a group named by its header; pages and actions are apart.
    const listbox = screen.getByRole('listbox');
    const pages = within(listbox).getByRole('group', { name: 'Pages' });
    expect(within(pages).getByRole('option', { name: 'Abuse reports' })).toBeInTheDocument();
    expect(within(pages).queryByRole('option', { name: 'New abuse report' })).toBeNull();
    expect(within(listbox).getAllByRole('group').length).toBeGreaterThan(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('Enter runs the one match (a command: the shortcut sheet)', { timeout: 90_000 }, async () => {
    const { box, onClose, onOpenShortcuts } = await openPalette('en');
    const user = userEvent.setup();
    await user.type(box, 'keyboard shortcuts');
    await eventually(() => expect(highlighted(box)).toBe('Keyboard shortcuts'));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Keyboard shortcuts']);
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(onOpenShortcuts).toHaveBeenCalledTimes(1);
  });
});
