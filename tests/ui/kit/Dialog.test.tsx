import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContainer, DialogContent, DialogFooter, DialogTrigger, useDialogContainer } from '../../../src/ui/kit/Dialog';
import { renderWithProviders } from '../../utils/renderWithProviders';

function NameDialog() {
  const dialog = useDialogContainer();
  return (
    <Dialog size="S" title="Rename">
      <DialogContent>
        <input aria-label="Name" />
      </DialogContent>
      <DialogFooter>
        <Button onPress={dialog.dismiss}>Done</Button>
      </DialogFooter>
    </Dialog>
  );
}

/** A page whose button opens a NameDialog through a DialogContainer, as a menu item would. */
function Page({ onDismiss = () => {}, isKeyboardDismissDisabled = false }: { onDismiss?: () => void; isKeyboardDismissDisabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Rename…</button>
      <DialogContainer
        isDismissable
        isKeyboardDismissDisabled={isKeyboardDismissDisabled}
        onDismiss={() => {
          onDismiss();
          setOpen(false);
        }}
      >
        {open && <NameDialog />}
      </DialogContainer>
    </>
  );
}

describe('kit Dialog in a DialogTrigger', () => {
  it('opens from the keyboard, holds focus inside, and Escape returns it to the trigger', async () => {
    await renderWithProviders(
      <DialogTrigger isDismissable>
        <Button>Open</Button>
        <Dialog title="Details">
          <DialogContent>
            <input aria-label="First" />
            <input aria-label="Second" />
          </DialogContent>
        </Dialog>
      </DialogTrigger>,
    );
    const user = userEvent.setup();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveFocus();
    // Tab cycles through the dialog's own controls and never leaves it.
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('gives a function child its close, and the close button closes too', async () => {
    await renderWithProviders(
      <DialogTrigger isDismissable>
        <Button>Open</Button>
        {(close) => (
          <Dialog title="Details">
            <DialogFooter>
              <Button onPress={close}>Got it</Button>
            </DialogFooter>
          </Dialog>
        )}
      </DialogTrigger>,
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.click(trigger);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a popover dialog by its trigger, closed with Escape', async () => {
    await renderWithProviders(
      <DialogTrigger type="popover">
        <Button>Filters</Button>
        <Dialog aria-label="Filters">
          <input aria-label="Query" />
        </Dialog>
      </DialogTrigger>,
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog.closest('.kit-popover')).not.toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('names its close button in the viewer’s language', async () => {
    await renderWithProviders(
      <DialogTrigger isDismissable defaultOpen>
        <Button>باز کردن</Button>
        <Dialog title="جزئیات">
          <DialogContent>…</DialogContent>
        </Dialog>
      </DialogTrigger>,
      { language: 'fa' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'جزئیات' });
    expect(within(dialog).getByRole('button', { name: 'بستن' })).toBeInTheDocument();
  });
});

describe('kit DialogContainer', () => {
  it('shows its child while there is one; useDialogContainer().dismiss closes it and focus goes back', async () => {
    const onDismiss = vi.fn();
    await renderWithProviders(<Page onDismiss={onDismiss} />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Rename…' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    expect(dialog.closest('.kit-modal--s')).not.toBeNull();
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('calls onDismiss on Escape, unless keyboard dismissal is off', async () => {
    const onDismiss = vi.fn();
    const { unmount } = await renderWithProviders(<Page onDismiss={onDismiss} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename…' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDismiss).toHaveBeenCalledTimes(1);
    unmount();

    await renderWithProviders(<Page onDismiss={onDismiss} isKeyboardDismissDisabled />);
    await user.click(screen.getByRole('button', { name: 'Rename…' }));
    const dialog = await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
