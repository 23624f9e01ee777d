import { useMemo, useState } from 'react';
import { Button, ComboBox, Group, Input, Label } from 'react-aria-components';
import { ChevronMark } from './LightIcons';
import { LightOptions, type LightOption } from './LightOptions';
import './light.css';

interface Props {
  label: string;
  options: LightOption[];
  selectedKey: string | null;
  onChange: (key: string | null) => void;
  /**
   * Options found elsewhere (a server search fed by onInputChange) are shown as given; without it
   * the combobox narrows its options to the typed text itself.
   */
  onInputChange?: (text: string) => void;
  /** A search is under way: a quiet spinner in the field. */
  loading?: boolean;
  /** Inline size of the control, e.g. `240px`; it never measures itself. */
  width?: string;
  /** The first intent to use it (pointer over it, or focus): a search can start then, not on mount. */
  onActive?: () => void;
}

/**
 * A text field that offers options as one types: react-aria's ComboBox in plain DOM. The field
 * and its button sit in a Group, so react-aria positions the popover by the group and takes no
 * measurement on mount (without one it observes the input's size). Until the pointer or the
 * focus comes to it, its collection holds only the chosen option (what the field shows): a list
 * of 250 countries is built on the first intent to open it, not with every list screen.
 */
export function LightComboBox({ label, options, selectedKey, onChange, onInputChange, loading, width, onActive }: Props) {
  const [active, setActive] = useState(false);
  const activate = () => {
    if (active) return;
    setActive(true);
    onActive?.();
  };
  const shown = useMemo(() => (active ? options : options.filter((option) => option.key === selectedKey)), [active, options, selectedKey]);
  const found = onInputChange ? { items: shown, onInputChange } : { defaultItems: shown };
  // Options that come on the first intent are on their way when that intent is a focus.
  const waiting = loading || (onActive !== undefined && !active);
  return (
    <ComboBox
      className="light-field"
      style={{ inlineSize: width }}
      {...found}
      onFocus={activate}
      selectedKey={selectedKey}
      onSelectionChange={(key) => onChange(key === null ? null : String(key))}
      menuTrigger="focus"
      // Open on focus while the options come (the first search, or the whole list on the first
      // focus); it closes if they turn out empty.
      allowsEmptyCollection={loading || !active}
    >
      <Label className="light-field__label">{label}</Label>
      {/* Only a frame: the combobox, not an unnamed group around it, is what assistive technology meets. */}
      <Group className="light-field__box" role="presentation" onHoverStart={activate}>
        <Input className="light-field__input" />
        {loading && <span className="light-field__spinner" aria-hidden />}
        <Button className="light-field__button">
          <ChevronMark />
        </Button>
      </Group>
      <LightOptions options={shown} loading={waiting} fit />
    </ComboBox>
  );
}
