import { IconSearch } from '@tabler/icons-react';
import { Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { combination, modifierKeyId } from '../shortcuts/platform';
import { focusScreenSearch } from '../layouts/screenFocus';
import { useShortcutKeys } from '../shortcuts/useShortcutKeys';
import { lazyComponent } from '../../ui/lazyComponent';
import type { PaletteOpen } from './lazy/PaletteDialogs';

const Dialogs = lazyComponent(() => import('./lazy/PaletteDialogs'));

/**
 * Opens the command palette; Ctrl+K (⌘K on a Mac) opens it from anywhere, `?` opens the
 * keyboard shortcuts (so does the palette's "Keyboard shortcuts") and `/` goes to the screen's search.
 * The dialogs' chunk starts on the first intent (pointer over, focus, a shortcut): a key or
 * press before it arrives opens its dialog as soon as it is in.
 */
export function SearchButton() {
  const intl = useIntl();
  const [open, setOpen] = useState<PaletteOpen>(null);
  // From the first intent on, the dialogs stay mounted (closed), so a later one opens at once.
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => {
    void Dialogs.preload();
    setWanted(true);
  }, []);
  const show = useCallback((which: 'palette' | 'sheet') => {
    want();
    setOpen((current) => (which === 'sheet' ? (current ?? 'sheet') : 'palette'));
  }, [want]);
  const close = useCallback(() => setOpen(null), []);
  const openSheet = useCallback(() => setOpen('sheet'), []);
  useShortcutKeys({ onPalette: () => show('palette'), onSheet: () => show('sheet'), onSearch: focusScreenSearch });
  return (
    <>
      <button type="button" className="quiet-button search-button" onClick={() => show('palette')} onPointerEnter={want} onFocus={want}>
        <IconSearch size={18} aria-hidden />
        <span>{intl.formatMessage({ id: 'shell.search.button' })}</span>
        <kbd className="search-button__kbd">{combination(intl.formatMessage({ id: modifierKeyId() }), 'K')}</kbd>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <Dialogs open={open} onClose={close} onOpenSheet={openSheet} />
        </Suspense>
      )}
    </>
  );
}
