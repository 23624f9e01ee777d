import { DialogContainer } from '../../../ui/kit/Dialog';
import { ShortcutSheet } from '../../shortcuts/ShortcutSheet';
import { SearchDialog } from '../SearchDialog';

/** Which of the search button's dialogs is open. */
export type PaletteOpen = 'palette' | 'sheet' | null;

interface Props {
  open: PaletteOpen;
  onClose: () => void;
  onOpenSheet: () => void;
}

/**
 * The command palette and the shortcut sheet, the kit's modal dialogs with the palette's
 * ComboBox: loaded on the first intent towards the search button or the first shortcut, and
 * kept mounted afterwards so each returns focus where it was when it closes.
 */
export default function PaletteDialogs({ open, onClose, onOpenSheet }: Props) {
  return (
    <DialogContainer onDismiss={onClose} isDismissable>
      {open === 'palette' && <SearchDialog onClose={onClose} onOpenShortcuts={onOpenSheet} />}
      {open === 'sheet' && <ShortcutSheet />}
    </DialogContainer>
  );
}
