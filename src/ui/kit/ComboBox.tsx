import { useMemo, useState } from 'react';
import { Button, ComboBox as AriaComboBox, Group, Input, Label } from 'react-aria-components';
import { FieldHelp, type FieldHelpProps } from './FieldHelp';
import { ChevronMark, InvalidMark } from './Marks';
import { FieldLabel } from './FieldLabel';
import { OnlyOptionActive } from './OnlyOptionActive';
import { PickerOptions, type PickerOption } from './PickerOptions';
import './field.css';

type MenuTrigger = 'focus' | 'input' | 'manual';

export interface ComboBoxProps extends FieldHelpProps {
  label: string;
  options: PickerOption[];
  selectedKey: string | null;
  onChange: (key: string | null) => void;
  /**
   * Options found elsewhere (a server search fed by onInputChange) are shown as given; without it
   * the combobox narrows its options to the typed text itself.
   */
  onInputChange?: (text: string) => void;
  /** The typed text, when its owner keeps it (a form field that resolves it on blur). */
  inputValue?: string;
  /** A search is under way: a quiet spinner in the field. */
  loading?: boolean;
  /** Inline size of the control, e.g. `240px`; it never measures itself. */
  width?: string;
  /** The first intent to use it (pointer over it, or focus): a search can start then, not on mount. */
  onActive?: () => void;
  /**
   * A form's field (label with the asterisk, help or error linked, red when invalid, as wide as
   * its cell); without it, a list filter's compact control.
   */
  form?: boolean;
  isRequired?: boolean;
  isReadOnly?: boolean;
  /** The label names the control without being shown (a picker under the list it adds to). */
  hideLabel?: boolean;
  onBlur?: () => void;
  onOpenChange?: (isOpen: boolean, trigger?: MenuTrigger) => void;
  /** What is typed may stay when it names no option (the owner resolves it); default: no. */
  allowsCustomValue?: boolean;
  /** Default `focus`: the list opens as the field is entered. */
  menuTrigger?: MenuTrigger;
  /** An open list that found nothing says so (a server search's) instead of closing. */
  emptyText?: string;
  /** `auto`: the typed text and each option take the direction of their own first letter (names, titles). */
  dir?: 'auto';
}

/**
 * A text field that offers options as one types: react-aria's ComboBox in plain DOM. The field
 * and its button sit in a Group, so react-aria positions the popover by the group and takes no
 * measurement on mount (without one it observes the input's size; Spectrum's ComboBox measured
 * itself on every form's first render). Until the pointer or the focus comes to it, its
 * collection holds only the chosen option (what the field shows): a list of 250 countries is
 * built on the first intent to open it, not with every screen that shows the field.
 */
export function ComboBox(props: ComboBoxProps) {
  const { label, options, selectedKey, onChange, onInputChange, inputValue, loading, width, onActive, form, isRequired, hideLabel, emptyText, dir } = props;
  const [active, setActive] = useState(false);
  const activate = () => {
    if (active) return;
    setActive(true);
    onActive?.();
  };
  const shown = useMemo(() => (active ? options : options.filter((option) => option.key === selectedKey)), [active, options, selectedKey]);
  const found = onInputChange ? { items: shown, onInputChange, inputValue } : { defaultItems: shown };
  // Options that come on the first intent are on their way when that intent is a focus.
  const waiting = loading || (onActive !== undefined && !active);
  const invalid = Boolean(props.errorMessage);
  return (
    <AriaComboBox
      className={form ? 'light-field light-field--form' : 'light-field'}
      style={{ inlineSize: width }}
      {...found}
      onFocus={activate}
      onBlur={props.onBlur}
      selectedKey={selectedKey}
      onSelectionChange={(key) => onChange(key === null ? null : String(key))}
      onOpenChange={props.onOpenChange}
      menuTrigger={props.menuTrigger ?? 'focus'}
      allowsCustomValue={props.allowsCustomValue}
      isRequired={isRequired}
      isReadOnly={props.isReadOnly}
      isInvalid={invalid}
      validationBehavior="aria"
      aria-label={hideLabel ? label : undefined}
      // Open on focus while the options come (the first search, or the whole list on the first
      // focus); it closes if they turn out empty, unless it has an empty text to show.
      allowsEmptyCollection={emptyText !== undefined || loading || !active}
    >
      {form && !hideLabel ? <FieldLabel label={label} isRequired={isRequired} /> : !hideLabel && <Label className="light-field__label">{label}</Label>}
      {/* Only a frame: the combobox, not an unnamed group around it, is what assistive technology meets. */}
      <Group className="light-field__box" role="presentation" isInvalid={invalid} onHoverStart={activate}>
        <Input className="light-field__input" dir={dir} />
        {loading && <span className="light-field__spinner" aria-hidden />}
        {invalid && <InvalidMark />}
        <Button className="light-field__button">
          <ChevronMark />
        </Button>
      </Group>
      {form && <FieldHelp description={props.description} errorMessage={props.errorMessage} />}
      {/* Enter picks the one option the typed text leaves (the palette highlights its first). */}
      <OnlyOptionActive waiting={waiting} />
      <PickerOptions options={shown} loading={waiting} emptyText={emptyText} dir={dir} combo />
    </AriaComboBox>
  );
}
