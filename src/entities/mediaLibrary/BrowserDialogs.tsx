import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../framework/overlays/ConfirmDialog';
import { DialogContainer } from '../../ui/kit/Dialog';
import type { Folder, FolderFile, FolderTree } from './folderTree';
import { NameDialog } from './NameDialog';
import { PreviewDialog } from './PreviewDialog';
import type { FolderActions } from './useFolderActions';

export type BrowserDialog =
  | { kind: 'new'; parentId: string | null }
  | { kind: 'rename'; folder: Folder }
  | { kind: 'deleteFolder'; folder: Folder }
  | { kind: 'deleteFile'; folder: Folder; file: FolderFile }
  | { kind: 'preview'; file: FolderFile }
  | null;

interface Props {
  dialog: BrowserDialog;
  tree: FolderTree;
  actions: FolderActions;
  onClose: () => void;
  /** After the open folder itself was deleted. */
  onFolderDeleted: (folder: Folder) => void;
}

/** The browser's dialogs: name a folder, confirm a delete, preview a file. */
export function BrowserDialogs({ dialog, tree, actions, onClose, onFolderDeleted }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const siblings = (parentId: string | null, except?: string) => tree.childrenOf(parentId).filter((f) => f.id !== except).map((f) => f.name);

  let content = null;
  if (dialog?.kind === 'new') {
    content = <NameDialog mode="new" siblingNames={siblings(dialog.parentId)} onSave={(name) => actions.saveName(name, { parentId: dialog.parentId })} />;
  } else if (dialog?.kind === 'rename') {
    const { folder } = dialog;
    content = <NameDialog mode="rename" initialName={folder.name} siblingNames={siblings(folder.parent?.id ?? null, folder.id)} onSave={(name) => actions.saveName(name, { id: folder.id })} />;
  } else if (dialog?.kind === 'deleteFolder') {
    const { folder } = dialog;
    const counts = tree.countsOf(folder.id);
    const empty = counts.folders + counts.files === 0;
    content = (
      <ConfirmDialog title={t('mediaLibrary.confirm.deleteFolderTitle')} onConfirm={() => void actions.deleteFolder(folder).then((done) => done && onFolderDeleted(folder))}>
        {empty ? t('mediaLibrary.confirm.deleteFolder', { name: folder.name }) : t('mediaLibrary.confirm.deleteFolderNotEmpty', { name: folder.name, ...counts })}
      </ConfirmDialog>
    );
  } else if (dialog?.kind === 'deleteFile') {
    const { folder, file } = dialog;
    content = (
      <ConfirmDialog title={t('mediaLibrary.confirm.deleteFileTitle')} onConfirm={() => void actions.removeFile(folder.id, file)}>
        {t('mediaLibrary.confirm.deleteFile', { name: file.name, folder: folder.name })}
      </ConfirmDialog>
    );
  } else if (dialog?.kind === 'preview') {
    content = <PreviewDialog file={dialog.file} />;
  }
  return (
    <DialogContainer onDismiss={onClose} isDismissable={dialog?.kind === 'preview'}>
      {content}
    </DialogContainer>
  );
}
