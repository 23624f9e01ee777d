import { IconFolderPlus, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useListPermissions } from '../../framework/list/useListPermissions';
import { ListErrorState } from '../../framework/list/ListErrorState';
import { ListSkeleton } from '../../framework/list/ListSkeleton';
import { AppIcon } from '../../ui/AppIcon';
import { Button } from '../../ui/kit/Button';
import { FileTrigger } from '../../ui/kit/DropZone';
import { Flex } from '../../ui/kit/Layout';
import { ProgressBar } from '../../ui/kit/Progress';
import { SearchField } from '../../ui/kit/SearchField';
import { BrowserDialogs, type BrowserDialog } from './BrowserDialogs';
import { FileDropArea } from './FileDropArea';
import { FolderBreadcrumb } from './FolderBreadcrumb';
import { FolderItems, type EntryAction } from './FolderItems';
import type { Entry } from './folderTree';
import { UploadQueue } from './UploadQueue';
import { useFolderActions } from './useFolderActions';
import { useFolderTree } from './useFolderTree';
import { useUploadQueue } from './useUploadQueue';
import './mediaLibrary.css';

/**
 * `/mediacategory/manage`: the media library as folders. The open folder (`?folder=`) and the
 * search (`?q=`) live in the URL, so links work and Back returns to the folder before.
 */
export default function FolderBrowser() {
  const intl = useIntl();
  const headingId = useId();
  const hintId = useId();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folder');
  const term = params.get('q') ?? '';
  const { tree, loading, failed, refetch } = useFolderTree();
  const actions = useFolderActions(refetch);
  const uploads = useUploadQueue(actions.attachFile);
  const permissions = useListPermissions('MediaCategory');
  const [dialog, setDialog] = useState<BrowserDialog>(null);

  const current = tree?.get(folderId) ?? null;
  const missing = Boolean(tree && folderId && !current);
  const open = (id: string | null) => setParams(id ? { folder: id } : {});
  const setTerm = (value: string) => setParams((prev) => {
    const next = new URLSearchParams(prev);
    if (value) next.set('q', value);
    else next.delete('q');
    return next;
  }, { replace: true });

  const onEntry = (entry: Entry, action: EntryAction) => {
    if (entry.kind === 'folder') {
      if (action === 'open') open(entry.folder.id);
      else setDialog({ kind: action === 'rename' ? 'rename' : 'deleteFolder', folder: entry.folder });
    } else if (action === 'delete') setDialog({ kind: 'deleteFile', folder: entry.folder, file: entry.file });
    else setDialog({ kind: 'preview', file: entry.file });
  };
  const canUpload = Boolean(current) && permissions.canUpdate;
  const upload = (files: File[]) => current && files.length > 0 && uploads.add(current.id, files);
  const folderName = current?.name ?? t('mediaLibrary.root');
  const entries = tree ? (term ? tree.search(term) : tree.entriesOf(current?.id ?? null)) : [];

  const list = tree && (
    <FolderItems
      label={term ? t('mediaLibrary.searchResults', { count: entries.length, term }) : t('mediaLibrary.contents', { folder: folderName })}
      entries={entries}
      showPath={Boolean(term)}
      canUpdate={permissions.canUpdate}
      canDelete={permissions.canDelete}
      countsOf={(id) => tree.countsOf(id)}
      onAction={onEntry}
      emptyState={<span className="folder-items__empty">{term ? t('mediaLibrary.noResults', { term }) : t(canUpload ? 'mediaLibrary.emptyDrop' : 'mediaLibrary.empty')}</span>}
    />
  );

  return (
    <section className="card folder-browser" aria-labelledby={headingId}>
      <Flex justifyContent="space-between" alignItems="center" wrap gap="size-200">
        <h1 id={headingId} className="page-title">{t('nav.entities.mediacategory')}</h1>
        <Flex gap="size-100" wrap>
          {permissions.canCreate && (
            <Button variant="secondary" onPress={() => setDialog({ kind: 'new', parentId: current?.id ?? null })} isDisabled={!tree}>
              <AppIcon icon={IconFolderPlus} />
              <span>{t('mediaLibrary.actions.newFolder')}</span>
            </Button>
          )}
          {canUpload && (
            <FileTrigger allowsMultiple onSelect={(files) => upload(files ? [...files] : [])}>
              <Button variant="accent">
                <AppIcon icon={IconUpload} />
                <span>{t('mediaLibrary.actions.upload')}</span>
              </Button>
            </FileTrigger>
          )}
        </Flex>
      </Flex>
      <SearchField label={t('mediaLibrary.search')} value={term} onChange={setTerm} width="100%" maxWidth="size-6000" className="folder-browser__search" />
      {!term && tree && <FolderBreadcrumb path={tree.pathTo(current?.id ?? null)} onOpen={open} />}
      {loading && tree && <ProgressBar isIndeterminate size="S" width="100%" aria-label={t('common.loading')} />}
      {failed ? (
        <ListErrorState onRetry={refetch} retrying={loading} />
      ) : !tree ? (
        <ListSkeleton columns={2} rows={6} />
      ) : missing ? (
        <Flex direction="column" gap="size-150" alignItems="start">
          <span>{t('mediaLibrary.missing')}</span>
          <Button variant="secondary" onPress={() => open(null)}>{t('mediaLibrary.toRoot')}</Button>
        </Flex>
      ) : (
        <div
          aria-describedby={hintId}
          onKeyDown={(event) => {
            // Backspace goes up one folder, as in desktop file browsers; never while typing.
            if (event.key !== 'Backspace' || term || !current || (event.target as HTMLElement).closest('input, textarea')) return;
            event.preventDefault();
            open(current.parent?.id ?? null);
          }}
        >
          {canUpload && !term ? (
            <FileDropArea message={t('mediaLibrary.dropHere', { folder: folderName })} onFiles={upload}>
              {list}
            </FileDropArea>
          ) : (
            list
          )}
          <p id={hintId} className="folder-browser__hint">{t(term ? 'mediaLibrary.keyboardHintSearch' : 'mediaLibrary.keyboardHint')}</p>
        </div>
      )}
      <UploadQueue jobs={uploads.jobs} onCancel={uploads.cancel} />
      {tree && (
        <BrowserDialogs
          dialog={dialog}
          tree={tree}
          actions={actions}
          onClose={() => setDialog(null)}
          onFolderDeleted={(folder) => folder.id === current?.id && open(folder.parent?.id ?? null)}
        />
      )}
    </section>
  );
}
