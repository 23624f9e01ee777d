import { IconCheck } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { ListBox, ListBoxItem, Popover } from 'react-aria-components';

export interface LightOption {
  key: string;
  label: string;
}

interface Props {
  options: LightOption[];
  /** An empty list says it is loading rather than closing. */
  loading?: boolean;
  /** As wide as the field (a combobox's), instead of at least as wide. */
  fit?: boolean;
}

/** The popover list every light picker opens: a check beside the chosen option. */
export function LightOptions({ options, loading, fit }: Props) {
  const intl = useIntl();
  return (
    <Popover className={fit ? 'light-popover light-popover--fit' : 'light-popover'} placement="bottom start" offset={4}>
      <ListBox
        className="light-listbox"
        items={options}
        renderEmptyState={() => (loading ? <div className="light-listbox__empty">{intl.formatMessage({ id: 'common.loading' })}</div> : null)}
      >
        {(option) => (
          <ListBoxItem id={option.key} textValue={option.label} className="light-option">
            {({ isSelected }) => (
              <>
                <span className="light-option__text">{option.label}</span>
                {isSelected && <IconCheck className="light-option__check" size={16} aria-hidden />}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
