import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchDocument } from '../../src/gql-docs';
import { CustomizerProvider } from '../../src/shell/customizer/Customizer';
import { CustomizerButton } from '../../src/shell/customizer/CustomizerButton';
import { LanguageSwitcher } from '../../src/shell/navbar/LanguageSwitcher';
import { ShortcutsMenu } from '../../src/shell/navbar/ShortcutsMenu';
import { SearchButton } from '../../src/shell/navbar/SearchButton';
import { ThemeSwitcher } from '../../src/shell/navbar/ThemeSwitcher';
import { renderWithProviders } from '../utils/renderWithProviders';

// Each lazy surface records when it is first imported (the real module is still used).
const imported = vi.hoisted(() => new Set<string>());
vi.mock('../../src/shell/navbar/lazy/NavMenuPopover', async (original) => (imported.add('menu'), original()));
vi.mock('../../src/shell/navbar/lazy/ShortcutsPopover', async (original) => (imported.add('shortcuts'), original()));
vi.mock('../../src/shell/navbar/lazy/NotificationsPopover', async (original) => (imported.add('notifications'), original()));
vi.mock('../../src/shell/navbar/lazy/PaletteDialogs', async (original) => (imported.add('palette'), original()));
vi.mock('../../src/shell/customizer/CustomizerPanel', async (original) => (imported.add('customizer'), original()));

const Shell = () => (
  <>
    <SearchButton />
    <LanguageSwitcher />
    <ThemeSwitcher />
    <ShortcutsMenu />
    <CustomizerProvider>
      <CustomizerButton />
    </CustomizerProvider>
  </>
);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

// One render for the whole file: the first test needs the modules not yet imported by anything.
describe('navbar surfaces load on intent', () => {
  it('the first render imports none of them; pointer or focus on a trigger starts its own', async () => {
    await renderWithProviders(<Shell />);
    await settle();
    expect([...imported]).toEqual([]);
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Shortcuts' }));
    await waitFor(() => expect(imported).toContain('shortcuts'));
    expect(imported).not.toContain('menu');
    expect(imported).not.toContain('palette');
    screen.getByRole('button', { name: 'Language' }).focus();
    await waitFor(() => expect(imported).toContain('menu'));
    expect(imported).not.toContain('palette');
    expect(imported).not.toContain('customizer');
  });

  it('a menu opens by keyboard with focus on an item, and Escape puts focus back on its button', async () => {
    await renderWithProviders(<Shell />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Theme' });
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => button.focus());
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('a popover dialog opens by click with focus inside, and Escape puts focus back on its button', async () => {
    await renderWithProviders(<Shell />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Shortcuts' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Shortcuts' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('Ctrl+K opens the palette once its chunk is in, focus in its search box', async () => {
    // No records match: the search answers nothing, whatever is typed.
    await renderWithProviders(<Shell />, { mocks: [{ request: { query: SearchDocument, variables: () => true }, maxUsageCount: Number.POSITIVE_INFINITY, result: { data: { searchGroups: [] } } }] });
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', {}, { timeout: 15_000 });
    await waitFor(() => expect(box).toHaveFocus());
    expect(imported).toContain('palette');
    // Its "Keyboard shortcuts" command puts the sheet in the palette's place.
    await user.type(box, 'keyboard shortcuts');
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBeTruthy());
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    expect(screen.queryByRole('combobox')).toBeNull();
  }, 30_000);

  it('the customizer opens on press, focus on its title, and closing returns focus to its button', async () => {
    await renderWithProviders(<Shell />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: /customiz/i });
    await user.click(toggle);
    const panel = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(toggle).toHaveFocus());
  }, 30_000);

  it('? opens the shortcut sheet, a dialog named by its title with a close button; Escape closes it and focus goes back', async () => {
    await renderWithProviders(<Shell />);
    const user = userEvent.setup();
    const search = screen.getByRole('button', { name: /^Search/ });
    act(() => search.focus());
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 15_000 });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    expect(within(sheet).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(sheet).getAllByRole('row').length).toBeGreaterThan(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(search).toHaveFocus());
  }, 30_000);
});
