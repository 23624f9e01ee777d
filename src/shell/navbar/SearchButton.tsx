import { ActionButton, DialogContainer, Keyboard, Text } from '@adobe/react-spectrum';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../ui/AppIcon';
import { SearchDialog } from './SearchDialog';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Opens the global search; Ctrl+K (⌘K on a Mac) opens it from anywhere. */
export function SearchButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <ActionButton isQuiet onPress={() => setOpen(true)} UNSAFE_className="search-button">
        <AppIcon icon={IconSearch} />
        <Text>{intl.formatMessage({ id: 'shell.search.button' })}</Text>
        <Keyboard UNSAFE_className="search-button__kbd">{isMac() ? '⌘K' : 'Ctrl+K'}</Keyboard>
      </ActionButton>
      <DialogContainer onDismiss={() => setOpen(false)} isDismissable>
        {open && <SearchDialog onClose={() => setOpen(false)} />}
      </DialogContainer>
    </>
  );
}
