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
}

/**
 * A text field that offers options as one types: react-aria's ComboBox in plain DOM. The field
 * and its button sit in a Group, so react-aria positions the popover by the group and takes no
 * measurement on mount (without one it observes the input's size).
 */
export function LightComboBox({ label, options, selectedKey, onChange, onInputChange, loading, width }: Props) {
  const found = onInputChange ? { items: options, onInputChange } : { defaultItems: options };
  return (
    <ComboBox
      className="light-field"
      style={{ inlineSize: width }}
      {...found}
      selectedKey={selectedKey}
      onSelectionChange={(key) => onChange(key === null ? null : String(key))}
      menuTrigger="focus"
      // Open on focus while the first search runs; it closes if that finds nothing.
      allowsEmptyCollection={loading}
    >
      <Label className="light-field__label">{label}</Label>
      {/* Only a frame: the combobox, not an unnamed group around it, is what assistive technology meets. */}
      <Group className="light-field__box" role="presentation">
        <Input className="light-field__input" />
        {loading && <span className="light-field__spinner" aria-hidden />}
        <Button className="light-field__button">
          <ChevronMark />
        </Button>
      </Group>
      <LightOptions options={options} loading={loading} fit />
    </ComboBox>
  );
}
