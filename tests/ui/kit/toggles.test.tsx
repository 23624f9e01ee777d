import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup } from '../../../src/ui/kit/Checkbox';
import { Switch } from '../../../src/ui/kit/Switch';
import { renderWithProviders } from '../../utils/renderWithProviders';

describe('kit Switch', () => {
  it('is a switch named by its label, reached by Tab and toggled by Space', async () => {
    const onChange = vi.fn();
    function Digest() {
      const [on, setOn] = useState(false);
      return (
        <Switch isEmphasized isSelected={on} onChange={(next) => (onChange(next), setOn(next))}>
          Weekly digest
        </Switch>
      );
    }
    await renderWithProviders(<Digest />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('switch', { name: 'Weekly digest' });
    await user.tab();
    expect(toggle).toHaveFocus();
    expect(toggle).not.toBeChecked();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle).toBeChecked();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });

  it('read-only keeps its state, disabled leaves the tab order', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <>
        <Switch isSelected isReadOnly onChange={onChange}>Locked</Switch>
        <Switch isDisabled>Off</Switch>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Locked' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Locked' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Off' })).not.toHaveFocus();
  });
});

describe('kit Checkbox', () => {
  it('is toggled by Space and can be named by aria-label alone', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Checkbox aria-label="Correct" onChange={onChange} />);
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox', { name: 'Correct' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
  });

  it('shows the indeterminate state as partly checked', async () => {
    await renderWithProviders(<Checkbox isIndeterminate>All rows</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'All rows' })).toBePartiallyChecked();
  });
});

describe('kit CheckboxGroup', () => {
  it('is a group named by its label; Tab walks its boxes and Space checks them', async () => {
    const onChange = vi.fn();
    function Kinds() {
      const [value, setValue] = useState<string[]>(['mention']);
      return (
        <CheckboxGroup label="Notify me of" description="Pick any" value={value} onChange={(next) => (onChange(next), setValue(next))}>
          <Checkbox value="mention">Mentions</Checkbox>
          <Checkbox value="reply">Replies</Checkbox>
        </CheckboxGroup>
      );
    }
    await renderWithProviders(<Kinds />);
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Notify me of' });
    expect(group).toHaveAccessibleDescription('Pick any');
    expect(screen.getByRole('checkbox', { name: 'Mentions' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Mentions' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Replies' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['mention', 'reply']);
  });

  it('an error replaces the help, describes the group and marks its boxes invalid', async () => {
    await renderWithProviders(
      <CheckboxGroup label="Correct answers" description="Pick any" errorMessage="Mark at least one" value={[]} onChange={() => {}}>
        <Checkbox value="0">A</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Correct answers' })).toHaveAccessibleDescription('Mark at least one');
    expect(screen.queryByText('Pick any')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'A' })).toHaveAttribute('aria-invalid', 'true');
  });
});
