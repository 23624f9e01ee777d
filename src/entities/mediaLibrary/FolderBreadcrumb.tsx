import { useIntl } from 'react-intl';
import { Breadcrumb, Breadcrumbs } from '../../ui/kit/Breadcrumbs';
import type { Folder } from './folderTree';

const ROOT = '__root__';

/**
 * Where the open folder sits: the library's top level, then each folder down to it. The
 * breadcrumbs are a navigation landmark of their own; named "Folder path" (not "Breadcrumbs",
 * which in Persian is the shell's breadcrumb's name), the page's two differ.
 */
export function FolderBreadcrumb({ path, onOpen }: { path: Folder[]; onOpen: (id: string | null) => void }) {
  const intl = useIntl();
  const items = [{ id: ROOT, name: intl.formatMessage({ id: 'mediaLibrary.root' }) }, ...path.map((folder) => ({ id: folder.id, name: folder.name }))];
  return (
    <Breadcrumbs
      aria-label={intl.formatMessage({ id: 'mediaLibrary.breadcrumb' })}
      onAction={(key) => onOpen(key === ROOT ? null : String(key))}
      size="M"
      className="folder-breadcrumb"
    >
      {items.map((item) => (
        <Breadcrumb key={item.id} id={item.id}><bdi>{item.name}</bdi></Breadcrumb>
      ))}
    </Breadcrumbs>
  );
}
