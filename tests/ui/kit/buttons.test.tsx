import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ActionButton } from '../../../src/ui/kit/ActionButton';
import { ToggleButton } from '../../../src/ui/kit/ToggleButton';
import { Button, ButtonGroup } from '../../../src/ui/kit/Button';
import { Link } from '../../../src/ui/kit/Link';
import { renderWithProviders } from '../../utils/renderWithProviders';

describe('kit Button', () => {
  it('is reached by Tab and pressed by Enter and by Space', async () => {
    const onPress = vi.fn();
    await renderWithProviders(
      <ButtonGroup align="end">
        <Button variant="secondary" onPress={() => {}}>Cancel</Button>
        <Button variant="accent" onPress={onPress}>Save</Button>
      </ButtonGroup>,
    );
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save' });
    await user.tab();
    await user.tab();
    expect(save).toHaveFocus();
    expect(save).toHaveAttribute('data-focus-visible');
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('while pending keeps its focus, says it is busy and ignores presses', async () => {
    const onPress = vi.fn();
    function Saving() {
      const [pending, setPending] = useState(false);
      return (
        <Button variant="accent" isPending={pending} onPress={() => (onPress(), setPending(true))}>
          Save
        </Button>
      );
    }
    await renderWithProviders(<Saving />);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(save).toHaveFocus();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(within(save).getByRole('progressbar', { name: 'Pending' })).toBeInTheDocument();
    await user.keyboard('{Enter} ');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('submits its form as type="submit", and is left out of the tab order when disabled', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const ref = createRef<HTMLButtonElement>();
    await renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button variant="secondary" isDisabled>Back</Button>
        <Button ref={ref} variant="accent" type="submit">Send</Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.keyboard(' ');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('with href is a link drawn as a button', async () => {
    await renderWithProviders(<Button variant="primary" href="/users/1/edit">Edit</Button>);
    const user = userEvent.setup();
    const link = screen.getByRole('link', { name: 'Edit' });
    expect(link).toHaveAttribute('href', '/users/1/edit');
    expect(link).toHaveClass('kit-button');
    await user.tab();
    expect(link).toHaveFocus();
  });
});

describe('kit ActionButton and ToggleButton', () => {
  it('an icon-only action button is named by its aria-label and pressed by Enter and Space', async () => {
    const onPress = vi.fn();
    await renderWithProviders(
      <ActionButton isQuiet aria-label="Remove" onPress={onPress}>
        <svg aria-hidden />
      </ActionButton>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Enter} ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('a toggle button toggles aria-pressed with Space and Enter', async () => {
    const onChange = vi.fn();
    function Bold() {
      const [on, setOn] = useState(false);
      return (
        <ToggleButton isQuiet aria-label="Bold" isSelected={on} onChange={(next) => (onChange(next), setOn(next))}>
          <svg aria-hidden />
        </ToggleButton>
      );
    }
    await renderWithProviders(<Bold />);
    const user = userEvent.setup();
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    expect(bold).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
  });

  it('excludeFromTabOrder leaves a toolbar button to arrow keys (Tab passes it)', async () => {
    await renderWithProviders(
      <>
        <ActionButton aria-label="Italic" excludeFromTabOrder onPress={() => {}}>
          <svg aria-hidden />
        </ActionButton>
        <ActionButton onPress={() => {}}>Add</ActionButton>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
  });
});

describe('kit Link', () => {
  it('with href is a focusable anchor', async () => {
    await renderWithProviders(
      <Link href="https://example.org/file.pdf" target="_blank" rel="noopener noreferrer" isQuiet>
        file.pdf
      </Link>,
    );
    const user = userEvent.setup();
    const link = screen.getByRole('link', { name: 'file.pdf' });
    expect(link).toHaveAttribute('target', '_blank');
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('without href is a link whose onPress runs on Enter', async () => {
    const onPress = vi.fn();
    await renderWithProviders(<Link onPress={onPress}>Title</Link>);
    const user = userEvent.setup();
    await user.tab();
    const link = screen.getByRole('link', { name: 'Title' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
