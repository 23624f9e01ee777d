import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formValues, renderRichTextField, shimLayoutForProseMirror, toolbarButtons } from './editorHarness';

shimLayoutForProseMirror();

const linkOf = () => JSON.stringify(formValues().bio).match(/"href":"([^"]*)"/)?.[1];

describe('rich text toolbar', () => {
  it('links the selection to an http, https or mailto address only', async () => {
    const user = userEvent.setup();
    const { editor } = await renderRichTextField();
    act(() => void editor.chain().selectAll().run());
    const link = async (address: string) => {
      await user.click(screen.getByRole('button', { name: 'Link' }));
      const field = await screen.findByRole('textbox', { name: /Address/ });
      await user.clear(field);
      await user.type(field, address);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
    };
    await link('javascript:alert(1)');
    expect(await screen.findByText('Links may only use http, https or mailto addresses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(linkOf()).toBeUndefined();
    // An address typed without a scheme is a web address.
    await link('example.com/page');
    await waitFor(() => expect(linkOf()).toBe('https://example.com/page'));
    await link('someone@example.com');
    await waitFor(() => expect(linkOf()).toBe('mailto:someone@example.com'));
    // The dialog of an existing link offers to remove it.
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.click(await screen.findByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(linkOf()).toBeUndefined());
  });

  it('moves focus with the arrow keys, mirrored in Persian', async () => {
    const user = userEvent.setup();
    await renderRichTextField({}, 'fa');
    const buttons = toolbarButtons();
    act(() => buttons[0].focus());
    // In a right-to-left toolbar the next button is to the left.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(buttons[1]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(buttons[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(buttons.at(-1));
    // Tab leaves the toolbar from any button: only the focused one is in the tab order.
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons.at(-1)]);
  });

  it('keeps a tab stop when the focused button becomes disabled', async () => {
    const user = userEvent.setup();
    const { textbox } = await renderRichTextField({ toolbar: 'full' });
    await user.click(textbox);
    const increase = screen.getByRole('button', { name: 'Increase indent' });
    for (let i = 0; i < 8; i += 1) await user.click(increase);
    expect(increase).toBeDisabled();
    // A disabled button cannot be focused, so another one must be in the tab order.
    expect(toolbarButtons().filter((button) => button.tabIndex === 0 && !(button as HTMLButtonElement).disabled)).toHaveLength(1);
  });
});
