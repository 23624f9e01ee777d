import { memo, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DimensionValue } from '../../ui/kit/dimension';
import { SearchField } from '../../ui/kit/SearchField';

const DEBOUNCE_MS = 300;

interface Props {
  /** The search in the URL. */
  value: string;
  onCommit: (search: string) => void;
  /** The field's width: 240 px unless a phone's row gives it what is left. */
  width?: DimensionValue;
}

/**
 * Free-text search, committed to the URL after a pause in typing (one request per pause) or at
 * once on Enter. A change of the URL from elsewhere (Back, clear filters) shows up in the field.
 * Memoized, as the filters are: the list's answers do not render it again.
 */
export const SearchBox = memo(function SearchBox({ value, onCommit, width = 'size-3000' }: Props) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    // Keep what is being typed ("a " while the URL has "a").
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onCommit(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);

  return (
    <SearchField
      label={intl.formatMessage({ id: 'list.search' })}
      value={text}
      onChange={setText}
      onSubmit={() => onCommit(text)}
      onClear={() => onCommit('')}
      width={width}
    />
  );
});
