import { IconFile, IconFolder, IconMovie, IconMusic, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../ui/kit/Icon';
import { ListView, ListViewItem } from '../../ui/kit/ListView';
import { ActionMenu, MenuItem } from '../../ui/kit/Menu';
import { previewKind, type Entry } from './folderTree';
import { formatSize } from './format';

export type EntryAction = 'open' | 'rename' | 'delete';

interface Props {
  label: string;
  entries: Entry[];
  /** Search results name where each entry sits instead of what it holds. */
  showPath?: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  /** What a folder holds directly, for its one-line summary. */
  countsOf: (folderId: string) => { folders: number; files: number };
  onAction: (entry: Entry, action: EntryAction) => void;
  emptyState: ReactNode;
}

const FILE_ICONS = { image: IconPhoto, audio: IconMusic, video: IconMovie, file: IconFile };

function Glyph({ entry }: { entry: Entry }) {
  const Tabler = entry.kind === 'folder' ? IconFolder : FILE_ICONS[previewKind(entry.file.mimeType)];
  return <Tabler stroke={1.6} />;
}

/**
 * The folders and files of the current folder (or of a search) as a list (a grid): arrow
 * keys move between them, Enter opens a folder or previews a file, and each row's menu renames
 * or deletes it.
 */
export function FolderItems({ label, entries, showPath, canUpdate, canDelete, countsOf, onAction, emptyState }: Props) {
  const intl = useIntl();
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  // In Persian a right-to-left mark keeps Latin folder names in path order instead of one left-to-right run.
  const separator = intl.locale.startsWith('fa') ? '\u200F / ' : ' / ';
  const detail = (entry: Entry): string => {
    if (showPath) return t('mediaLibrary.inFolder', { path: [t('mediaLibrary.root'), ...entry.path.map((folder) => folder.name)].join(separator) });
    if (entry.kind === 'file') return `${entry.file.mimeType} · ${formatSize(intl, entry.file.sizeBytes)}`;
    return t('mediaLibrary.folderDetail', countsOf(entry.folder.id));
  };
  const nameOf = (entry: Entry) => (entry.kind === 'folder' ? entry.folder.name : entry.file.name);

  return (
    <ListView
      aria-label={label}
      items={entries}
      selectionMode="none"
      density="spacious"
      onAction={(key) => {
        const entry = byKey.get(String(key));
        if (entry) onAction(entry, 'open');
      }}
      renderEmptyState={() => emptyState}
      className="folder-items"
    >
      {(entry) => {
        const name = nameOf(entry);
        const actions = [
          { key: 'open', label: t(entry.kind === 'folder' ? 'mediaLibrary.actions.open' : 'mediaLibrary.actions.preview') },
          ...(entry.kind === 'folder' && canUpdate ? [{ key: 'rename', label: t('mediaLibrary.actions.rename') }] : []),
          ...((entry.kind === 'folder' ? canDelete : canUpdate) ? [{ key: 'delete', label: t('mediaLibrary.actions.delete') }] : []),
        ];
        return (
          <ListViewItem
            id={entry.key}
            textValue={name}
            icon={<Icon size="M" className="folder-items__icon"><Glyph entry={entry} /></Icon>}
            description={detail(entry)}
            actions={
              <ActionMenu aria-label={t('mediaLibrary.actions.more', { name })} items={actions} onAction={(action) => onAction(entry, action as EntryAction)}>
                {(action) => <MenuItem id={action.key}>{action.label}</MenuItem>}
              </ActionMenu>
            }
          >
            <bdi>{name}</bdi>
          </ListViewItem>
        );
      }}
    </ListView>
  );
}
