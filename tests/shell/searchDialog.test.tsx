import { DialogContainer } from '@adobe/react-spectrum';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appRouteDefs } from '../../src/app/router/appRoutes';
import { RouteDefsProvider } from '../../src/core/routing/routeDefs';
import { urls } from '../../src/paths';
import { SearchDocument } from '../../src/gql-docs';
import { SearchDialog } from '../../src/shell/navbar/SearchDialog';
import { renderWithProviders } from '../utils/renderWithProviders';

/** The palette as the navbar opens it, for MODERATOR. */
async function openPalette(language: 'fa' | 'en') {
  const onClose = vi.fn();
  const result = await renderWithProviders(
    <RouteDefsProvider value={appRouteDefs}>
      <DialogContainer onDismiss={onClose}>
        <SearchDialog onClose={onClose} onOpenShortcuts={vi.fn()} />
      </DialogContainer>
    </RouteDefsProvider>,
    // No records match: the search answers nothing, whatever is typed.
    { rules: 'MODERATOR', language, mocks: [{ request: { query: SearchDocument, variables: () => true }, maxUsageCount: Number.POSITIVE_INFINITY, result: { data: { search: [] } } }] },
  );
  const box = await screen.findByRole('combobox', {}, { timeout: 15_000 });
  return { ...result, box, onClose };
}

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 15_000 });

/** The option the box points at (aria-activedescendant), by its text. */
const highlighted = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent ?? null : null;
};

// Spectrum's dialog and list typed into key by key: seconds on a busy machine, hence the long timeouts.
describe('command palette: Enter runs the top result', () => {
  // A desktop screen: Spectrum shows a phone's ComboBox as a button that opens a tray.
  beforeEach(() => {
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(1280);
  });

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
