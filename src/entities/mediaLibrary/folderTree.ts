import type { MediaCategoryRowFragment } from '../../gql/graphql';

export type Folder = MediaCategoryRowFragment;
export type FolderFile = Folder['files'][number];

/** One entry of the browser: a folder to open or a file to preview, and where it sits. */
export type Entry =
  | { kind: 'folder'; key: string; folder: Folder; path: Folder[] }
  | { kind: 'file'; key: string; file: FolderFile; folder: Folder; path: Folder[] };

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The folder tree of the media library, built once from every folder (the library holds tens to
 * a few hundred folders, so one query serves the breadcrumb, the contents and the search).
 */
export class FolderTree {
  private readonly byId = new Map<string, Folder>();
  private readonly children = new Map<string | null, Folder[]>();

  constructor(folders: readonly Folder[]) {
    for (const folder of folders) this.byId.set(folder.id, folder);
    for (const folder of folders) {
      // A folder whose parent is not listed shows at the top rather than nowhere.
      const parent = folder.parent && this.byId.has(folder.parent.id) ? folder.parent.id : null;
      this.children.set(parent, [...(this.children.get(parent) ?? []), folder]);
    }
    for (const list of this.children.values()) list.sort(byName);
  }

  get(id: string | null | undefined): Folder | undefined {
    return id ? this.byId.get(id) : undefined;
  }

  /** Folders directly inside `id` (null: the top level), by name. */
  childrenOf(id: string | null): Folder[] {
    return this.children.get(id) ?? [];
  }

  /** From the top-level folder down to `id` itself; empty for the top level or an unknown id. */
  pathTo(id: string | null): Folder[] {
    const path: Folder[] = [];
    const seen = new Set<string>();
    for (let folder = this.get(id); folder && !seen.has(folder.id); folder = this.get(folder.parent?.id)) {
      seen.add(folder.id);
      path.unshift(folder);
    }
    return path;
  }

  /** What a folder holds: its folders first, then its files, each by name. */
  entriesOf(id: string | null): Entry[] {
    const path = this.pathTo(id);
    const folders: Entry[] = this.childrenOf(id).map((folder) => ({ kind: 'folder', key: `d:${folder.id}`, folder, path }));
    const current = this.get(id);
    const files: Entry[] = current ? [...current.files].sort(byName).map((file) => fileEntry(file, current, path)) : [];
    return [...folders, ...files];
  }

  /** Folders and files anywhere in the tree whose name contains `term` (case-insensitive). */
  search(term: string): Entry[] {
    const needle = term.trim().toLocaleLowerCase();
    if (!needle) return [];
    const found: Entry[] = [];
    for (const folder of [...this.byId.values()].sort(byName)) {
      const path = this.pathTo(folder.id);
      if (folder.name.toLocaleLowerCase().includes(needle)) found.push({ kind: 'folder', key: `d:${folder.id}`, folder, path: path.slice(0, -1) });
      for (const file of folder.files) if (file.name.toLocaleLowerCase().includes(needle)) found.push(fileEntry(file, folder, path));
    }
    return found;
  }

  /** How many folders and files a folder holds directly (what deleting it would take along). */
  countsOf(id: string): { folders: number; files: number } {
    return { folders: this.childrenOf(id).length, files: this.get(id)?.files.length ?? 0 };
  }
}

function fileEntry(file: FolderFile, folder: Folder, path: Folder[]): Entry {
  return { kind: 'file', key: `f:${folder.id}:${file.id ?? file.url}`, file, folder, path };
}

/** The kind of preview a file gets, from its content type. */
export function previewKind(mimeType: string): 'image' | 'audio' | 'video' | 'file' {
  const kind = mimeType.split('/')[0];
  return kind === 'image' || kind === 'audio' || kind === 'video' ? kind : 'file';
}
