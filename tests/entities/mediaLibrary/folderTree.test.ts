import { describe, expect, it } from 'vitest';
import { FolderTree, previewKind, type Folder } from '../../../src/entities/mediaLibrary/folderTree';

const file = (name: string, mimeType = 'image/png') => ({ id: name, name, url: `https://cdn.example.com/${name}`, mimeType, sizeBytes: 10, uploadedAt: null });
const folder = (id: string, name: string, parent: string | null, files: ReturnType<typeof file>[] = []): Folder => ({
  id,
  name,
  updatedAt: '2026-01-01T00:00:00.000Z',
  parent: parent ? { id: parent, name: parent } : null,
  files,
});

const tree = new FolderTree([
  folder('1', 'Images', null, [file('logo.png')]),
  folder('2', 'Covers', '1', [file('poster.jpg', 'image/jpeg'), file('cover-2.png')]),
  folder('3', 'Audio', null),
  folder('4', 'Serial covers', '2'),
  folder('5', 'Orphan', 'missing'),
]);

describe('FolderTree', () => {
  it('lists a folder’s folders by name, then its files by name', () => {
    expect(tree.childrenOf(null).map((f) => f.name)).toEqual(['Audio', 'Images', 'Orphan']);
    expect(tree.entriesOf('2').map((entry) => (entry.kind === 'folder' ? `d:${entry.folder.name}` : `f:${entry.file.name}`))).toEqual([
      'd:Serial covers',
      'f:cover-2.png',
      'f:poster.jpg',
    ]);
    // The top level has folders only: files always live in a folder.
    expect(tree.entriesOf(null).every((entry) => entry.kind === 'folder')).toBe(true);
  });

  it('gives the path from the top down to a folder', () => {
    expect(tree.pathTo('4').map((f) => f.name)).toEqual(['Images', 'Covers', 'Serial covers']);
    expect(tree.pathTo(null)).toEqual([]);
    expect(tree.pathTo('nope')).toEqual([]);
  });

  it('shows a folder whose parent is not listed at the top rather than losing it', () => {
    expect(tree.pathTo('5').map((f) => f.name)).toEqual(['Orphan']);
  });

  it('searches folders and files in the whole tree, case-insensitively, with where each sits', () => {
    const found = tree.search('COVER');
    expect(found.map((entry) => (entry.kind === 'folder' ? entry.folder.name : entry.file.name))).toEqual(['Covers', 'cover-2.png', 'Serial covers']);
    const serialCovers = found.find((entry) => entry.kind === 'folder' && entry.folder.id === '4')!;
    expect(serialCovers.path.map((f) => f.name)).toEqual(['Images', 'Covers']);
    const coverFile = found.find((entry) => entry.kind === 'file')!;
    expect(coverFile.path.map((f) => f.name)).toEqual(['Images', 'Covers']);
    expect(tree.search('   ')).toEqual([]);
  });

  it('counts what a folder holds directly', () => {
    expect(tree.countsOf('1')).toEqual({ folders: 1, files: 1 });
    expect(tree.countsOf('3')).toEqual({ folders: 0, files: 0 });
  });

  it('previews images, audio and video, and nothing else', () => {
    expect(['image/webp', 'audio/mpeg', 'video/mp4', 'application/pdf', 'text/vtt'].map(previewKind)).toEqual(['image', 'audio', 'video', 'file', 'file']);
  });
});
