import { IconCheck } from '@tabler/icons-react';
import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ComboBoxStateContext, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';

export interface LightOption {
  key: string;
  label: string;
  /** Drawn before the label, hidden from assistive technology (a country's flag). */
  icon?: ReactNode;
  /** A second, quieter line that describes the option (a country's code). */
  detail?: string;
}

interface Props {
  options: LightOption[];
  /** An empty list says it is loading rather than closing. */
  loading?: boolean;
  /** What an empty list says once nothing is loading ("No results"). */
  emptyText?: string;
  /** `auto`: each label in the direction of its own first letter (names and titles, not the interface's words). */
  dir?: 'auto';
  /** As wide as the field (a combobox's), instead of at least as wide. */
  fit?: boolean;
}

/** The popover list every light picker opens: a check beside the chosen option. */
export function LightOptions({ options, loading, emptyText, dir, fit }: Props) {
  const intl = useIntl();
  const empty = loading ? intl.formatMessage({ id: 'common.loading' }) : emptyText;
  // A combobox focuses the option under the pointer, and Tab or Enter then chooses it. When the
  // list changes under a pointer at rest (a picker that stays open after a pick), the browser
  // reports the new option as entered: that is not the person pointing at it, so it is not focused
  // until the pointer moves.
  const combo = useContext(ComboBoxStateContext);
  const still = useRef(false);
  useLayoutEffect(() => {
    still.current = true;
  }, [options]);
  const unfocusUnlessMoved = () => {
    if (still.current) combo?.selectionManager.setFocusedKey(null);
  };
  return (
    <Popover className={fit ? 'light-popover light-popover--fit' : 'light-popover'} placement="bottom start" offset={4}>
      <div
        onPointerMove={(event) => {
          if (event.movementX || event.movementY) still.current = false;
        }}
      >
        <ListBox className="light-listbox" items={options} renderEmptyState={() => (empty ? <div className="light-listbox__empty">{empty}</div> : null)}>
          {(option) => (
            <ListBoxItem id={option.key} textValue={option.label} className="light-option" onHoverStart={unfocusUnlessMoved}>
              {({ isSelected }) => (
                <>
                  {option.icon}
                  {option.detail === undefined ? (
                    <span className="light-option__text">{dir ? <bdi dir={dir}>{option.label}</bdi> : option.label}</span>
                  ) : (
                    // Label and description slots: the option is named by the one, described by the other.
                    <span className="light-option__text">
                      <Text slot="label">{option.label}</Text>
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
      </div>
    </Popover>
  );
}
