import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog, type AlertDialogProps } from '../../../src/ui/kit/AlertDialog';
import { DialogContainer, DialogTrigger } from '../../../src/ui/kit/Dialog';
import { renderWithProviders } from '../../utils/renderWithProviders';

type Handlers = Pick<AlertDialogProps, 'onPrimaryAction' | 'onSecondaryAction' | 'onCancel' | 'autoFocusButton' | 'isPrimaryActionDisabled' | 'variant'>;

/** An alert opened by a button through a DialogContainer; `calls` records the order of what runs. */
function Asking({ calls, ...props }: Handlers & { calls: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Leave</button>
      <DialogContainer
        onDismiss={() => {
          calls.push('dismiss');
          setOpen(false);
        }}
      >
        {open && (
          <AlertDialog
            title="Leave without saving?"
            primaryActionLabel="Leave"
            secondaryActionLabel="Save first"
            cancelLabel="Keep editing"
            variant="destructive"
            {...props}
          >
            Your changes will be lost.
          </AlertDialog>
        )}
      </DialogContainer>
    </>
  );
}

async function open(props: Handlers = {}) {
  const calls: string[] = [];
  const record = (name: string) => () => void calls.push(name);
  await renderWithProviders(
    <Asking calls={calls} onPrimaryAction={record('primary')} onSecondaryAction={record('secondary')} onCancel={record('cancel')} {...props} />,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Leave' }));
  const alert = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
  return { user, alert, calls };
}

describe('kit AlertDialog', () => {
  it('focuses the autoFocusButton, and Enter on it closes through the container, then runs its handler', async () => {
    const { user, alert, calls } = await open({ autoFocusButton: 'cancel' });
    expect(within(alert).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    expect(alert).toHaveTextContent('Your changes will be lost.');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toEqual(['dismiss', 'cancel']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Leave' })).toHaveFocus());
  });

  it('runs the primary and the secondary action, each after closing', async () => {
    const first = await open({ autoFocusButton: 'primary' });
    expect(within(first.alert).getByRole('button', { name: 'Leave' })).toHaveFocus();
    await first.user.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(first.calls).toEqual(['dismiss', 'primary']);
    cleanup();

    const second = await open({ autoFocusButton: 'secondary' });
    expect(within(second.alert).getByRole('button', { name: 'Save first' })).toHaveFocus();
    await second.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(second.calls).toEqual(['dismiss', 'secondary']);
  });

  it('keeps Tab among its buttons, and Escape only dismisses (no cancel handler)', async () => {
    const { user, alert, calls } = await open({ autoFocusButton: 'cancel' });
    const names = [];
    for (let i = 0; i < 3; i++) {
      await user.tab();
      names.push(document.activeElement?.textContent);
    }
    expect(names).toEqual(['Save first', 'Leave', 'Keep editing']);
    expect(alert).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toEqual(['dismiss']);
  });

  it('cannot run a disabled primary action', async () => {
    const { user, alert, calls } = await open({ isPrimaryActionDisabled: true });
    const primary = within(alert).getByRole('button', { name: 'Leave' });
    expect(primary).toBeDisabled();
    await user.click(primary);
    expect(calls).toEqual([]);
    expect(alert).toBeInTheDocument();
  });

  it('shows a translated alert icon for a warning, and closes its DialogTrigger after a button', async () => {
    const onPrimaryAction = vi.fn();
    await renderWithProviders(
      <DialogTrigger>
        <Button>Issue</Button>
        <AlertDialog variant="warning" title="Issue this invoice?" primaryActionLabel="Issue" cancelLabel="Cancel" onPrimaryAction={onPrimaryAction}>
          It cannot be edited afterwards.
        </AlertDialog>
      </DialogTrigger>,
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Issue' });
    await user.click(trigger);
    const alert = await screen.findByRole('alertdialog', { name: 'Issue this invoice?' });
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('img', { name: 'Alert' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onPrimaryAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
