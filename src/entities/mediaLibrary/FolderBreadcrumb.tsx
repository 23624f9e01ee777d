import { Breadcrumbs, Item } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import type { Folder } from './folderTree';

const ROOT = '__root__';

/** Where the open folder sits: the library's top level, then each folder down to it. */
export function FolderBreadcrumb({ path, onOpen }: { path: Folder[]; onOpen: (id: string | null) => void }) {
  const intl = useIntl();
  const items = [{ id: ROOT, name: intl.formatMessage({ id: 'mediaLibrary.root' }) }, ...path.map((folder) => ({ id: folder.id, name: folder.name }))];
  return (
    <nav aria-label={intl.formatMessage({ id: 'mediaLibrary.breadcrumb' })} className="folder-breadcrumb">
      <Breadcrumbs onAction={(key) => onOpen(key === ROOT ? null : String(key))} size="M">
        {items.map((item) => (
          <Item key={item.id} textValue={item.name}>{item.name}</Item>
        ))}
      </Breadcrumbs>
    </nav>
  );
}
