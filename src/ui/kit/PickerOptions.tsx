import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';

export interface PickerOption {
  key: string;
  label: string;
  /** Drawn before the label of an option with a detail, hidden from assistive technology (a country's flag). */
  icon?: ReactNode;
  /** A second, quieter line that describes the option (a country's code). */
  detail?: string;
  /** The label's language when it is not the interface's (a language's own name in a radio group). */
  lang?: string;
}

interface Props {
  options: PickerOption[];
  /** An empty list says it is loading rather than closing. */
  loading?: boolean;
  /** What an empty list says once nothing is loading ("No results"). */
  emptyText?: string;
  /** `auto`: each label in the direction of its own first letter (names and titles, not the interface's words). */
  dir?: 'auto';
  /** A combobox's options: as wide as the field (instead of at least as wide), focused by the keyboard only. */
  combo?: boolean;
}

/** The popover list every light picker opens: a check beside the chosen option. */
export function PickerOptions({ options, loading, emptyText, dir, combo }: Props) {
  const intl = useIntl();
  const empty = loading ? intl.formatMessage({ id: 'common.loading' }) : emptyText;
  // A combobox's options are focused by the keyboard only (the pointer shows where it is by the
  // hover look): Tab and Enter choose the focused option, and after a pick the list changes under
  // a pointer at rest, which the browser reports as entering the new option. Spectrum's list kept
  // its row elements, so it never saw that; react-aria's would focus, and Tab would add it.
  // Told by a prop, not read from react-aria's combobox context: importing that context brings
  // the whole combobox into every screen with a plain picker (issue 31).
  const hover = (combo ? { shouldFocusOnHover: false } : {}) as object;
  return (
    <Popover className={combo ? 'light-popover light-popover--fit' : 'light-popover'} placement="bottom start" offset={4}>
      <ListBox {...hover} className="light-listbox" items={options} renderEmptyState={() => (empty ? <div className="light-listbox__empty">{empty}</div> : null)}>
        {(option) => (
          <ListBoxItem id={option.key} textValue={option.label} className="light-option">
            {({ isSelected }) => (
              <>
                {option.detail === undefined ? (
                  <span className="light-option__text">{dir ? <bdi dir={dir}>{option.label}</bdi> : option.label}</span>
                ) : (
                  // Label and description slots: the option is named by the one, described by the other.
                  <span className="light-option__text">
                    <Text slot="label">
                      {option.icon} {option.label}
                    </Text>
                    <Text slot="description" className="light-option__detail">
                      {option.detail}
                    </Text>
                  </span>
                )}
                {isSelected && <IconCheck className="light-option__check" size={16} aria-hidden />}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
