import { Breadcrumbs, Item } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import type { Folder } from './folderTree';

const ROOT = '__root__';

/**
 * Where the open folder sits: the library's top level, then each folder down to it. Spectrum's
 * breadcrumbs are a navigation landmark of their own; named "Folder path" (not their default
 * "Breadcrumbs", which in Persian is the shell's breadcrumb's name), the page's two differ.
 */
export function FolderBreadcrumb({ path, onOpen }: { path: Folder[]; onOpen: (id: string | null) => void }) {
  const intl = useIntl();
  const items = [{ id: ROOT, name: intl.formatMessage({ id: 'mediaLibrary.root' }) }, ...path.map((folder) => ({ id: folder.id, name: folder.name }))];
  return (
    <Breadcrumbs
      aria-label={intl.formatMessage({ id: 'mediaLibrary.breadcrumb' })}
      onAction={(key) => onOpen(key === ROOT ? null : String(key))}
      size="M"
      UNSAFE_className="folder-breadcrumb"
    >
      {items.map((item) => (
        <Item key={item.id} textValue={item.name}>{item.name}</Item>
      ))}
    </Breadcrumbs>
  );
}
