import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, type Selection } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ActionMenu, Menu, MenuItem, MenuSection, MenuTrigger } from '../../../src/ui/kit/Menu';
import { renderWithProviders } from '../../utils/renderWithProviders';

const entries = [
  { key: 'edit', text: 'Edit', description: undefined },
  { key: 'run', text: 'Publish', description: undefined },
  { key: 'delete', text: 'Delete', description: 'It is in use' },
];

describe('kit MenuTrigger and Menu', () => {
  it('opens on ArrowDown at the first item, moves with the arrows past disabled items, runs on Enter and gives focus back', async () => {
    const onAction = vi.fn();
    await renderWithProviders(
      <MenuTrigger>
        <Button aria-label="More actions for Row 1">⋯</Button>
        <Menu items={entries} onAction={onAction} disabledKeys={['run']}>
          {(entry) => (
            <MenuItem textValue={entry.text} icon={<svg data-testid={`icon-${entry.key}`} />} description={entry.description}>
              {entry.text}
            </MenuItem>
          )}
        </Menu>
      </MenuTrigger>,
    );
    const user = userEvent.setup();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'More actions for Row 1' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Publish', 'DeleteIt is in use']);
    expect(items[0]).toHaveFocus();
    expect(items[1]).toHaveAttribute('aria-disabled', 'true');
    expect(items[2]).toHaveAccessibleDescription('It is in use');
    await user.keyboard('{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction.mock.lastCall?.[0]).toBe('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape without acting; static items and sections use their ids', async () => {
    const onAction = vi.fn();
    await renderWithProviders(
      <MenuTrigger>
        <Button>Views</Button>
        <Menu onAction={onAction}>
          <MenuSection title="Saved views">
            <MenuItem id="v1">Mine</MenuItem>
          </MenuSection>
          <MenuSection title="Actions">
            <MenuItem id="__save">Save view…</MenuItem>
            <MenuItem id="help" href="/help/views">Help</MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>,
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Views' });
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('group', { name: 'Actions' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Help' })).toHaveAttribute('href', '/help/views');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onAction).not.toHaveBeenCalled();

    await user.keyboard('{ArrowUp}');
    // ArrowUp opens on the last item.
    expect(await screen.findByRole('menuitem', { name: 'Help' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onAction.mock.lastCall?.[0]).toBe('__save');
  });

  it('checks the selected item of a single-selection menu and changes it with the keyboard', async () => {
    const onSelectionChange = vi.fn();
    function Sorted() {
      const [selected, setSelected] = useState<Selection>(new Set(['name']));
      return (
        <MenuTrigger>
          <Button>Sort</Button>
          <Menu
            selectionMode="single"
            selectedKeys={selected}
            onSelectionChange={(keys) => {
              setSelected(keys);
              onSelectionChange(keys);
            }}
          >
            <MenuItem id="name">Name</MenuItem>
            <MenuItem id="date">Date</MenuItem>
          </Menu>
        </MenuTrigger>
      );
    }
    await renderWithProviders(<Sorted />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    const name = await screen.findByRole('menuitemradio', { name: 'Name' });
    expect(name).toHaveAttribute('aria-checked', 'true');
    expect(name.querySelector('.kit-menu__check')).not.toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['date']);
  });
});

describe('kit ActionMenu', () => {
  it('is a quiet button named "More actions" (or its own label) whose menu runs an action', async () => {
    const onAction = vi.fn();
    await renderWithProviders(
      <>
        <ActionMenu items={[{ key: 'rename', label: 'Rename' }, { key: 'delete', label: 'Delete' }]} onAction={onAction}>
          {(action) => <MenuItem>{action.label}</MenuItem>}
        </ActionMenu>
        <ActionMenu aria-label="More actions for Photos" onAction={onAction}>
          <MenuItem id="open">Open</MenuItem>
        </ActionMenu>
      </>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'More actions for Photos' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'More actions' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction.mock.lastCall?.[0]).toBe('delete');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('speaks the viewer’s language', async () => {
    await renderWithProviders(
      <ActionMenu>
        <MenuItem id="open">باز کردن</MenuItem>
      </ActionMenu>,
      { language: 'fa' },
    );
    expect(screen.getByRole('button', { name: 'کارهای بیشتر' })).toBeInTheDocument();
  });
});
