import { ActionButton, DialogContainer, Keyboard, Text } from '@adobe/react-spectrum';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../ui/AppIcon';
import { combination, modifierKeyId } from '../shortcuts/platform';
import { focusScreenSearch } from '../layouts/screenFocus';
import { ShortcutSheet } from '../shortcuts/ShortcutSheet';
import { useShortcutKeys } from '../shortcuts/useShortcutKeys';
import { SearchDialog } from './SearchDialog';

type Open = 'palette' | 'sheet' | null;

/**
 * Opens the command palette; Ctrl+K (⌘K on a Mac) opens it from anywhere, `?` opens the
 * keyboard shortcuts (so does the palette's "Keyboard shortcuts") and `/` goes to the screen's search.
 */
export function SearchButton() {
  const intl = useIntl();
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const openSheet = useCallback(() => setOpen('sheet'), []);
  useShortcutKeys({ onPalette: () => setOpen('palette'), onSheet: () => setOpen((current) => current ?? 'sheet'), onSearch: focusScreenSearch });
  return (
    <>
      <ActionButton isQuiet onPress={() => setOpen('palette')} UNSAFE_className="search-button">
        <AppIcon icon={IconSearch} />
        <Text>{intl.formatMessage({ id: 'shell.search.button' })}</Text>
        <Keyboard UNSAFE_className="search-button__kbd">{combination(intl.formatMessage({ id: modifierKeyId() }), 'K')}</Keyboard>
      </ActionButton>
      <DialogContainer onDismiss={close} isDismissable>
        {open === 'palette' && <SearchDialog onClose={close} onOpenShortcuts={openSheet} />}
        {open === 'sheet' && <ShortcutSheet />}
      </DialogContainer>
    </>
  );
}
