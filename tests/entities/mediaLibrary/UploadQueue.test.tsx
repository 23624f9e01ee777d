import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadQueue } from '../../../src/entities/mediaLibrary/UploadQueue';
import type { UploadJob } from '../../../src/entities/mediaLibrary/useUploadQueue';
import { messagesFor } from '../../framework/list/harness';
import { renderWithProviders } from '../../utils/renderWithProviders';

const jobs: UploadJob[] = [
  { key: 'a', name: 'poster.png', percent: 40, status: 'uploading' },
  { key: 'b', name: 'notes.txt', percent: 0, status: 'failed', error: { id: 'upload.type', values: { type: 'text/plain' } } },
  { key: 'c', name: 'huge.mp4', percent: 0, status: 'failed', error: { id: 'widgets.upload.tooLarge', values: { max: 5 } } },
  { key: 'd', name: 'song.mp3', percent: 100, status: 'saving' },
];

describe('the upload queue of the folder browser', () => {
  it('shows each file with its own progress, cancel and error', async () => {
    const t = await messagesFor('en');
    const onCancel = vi.fn();
    await renderWithProviders(<UploadQueue jobs={jobs} onCancel={onCancel} />);
    const progress = await screen.findByRole('progressbar', { name: t('mediaLibrary.uploads.uploading', { name: 'poster.png' }) });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    const [typeError, sizeError] = screen.getAllByRole('alert');
    expect(typeError.textContent).toContain(t('upload.type', { type: 'text/plain' }));
    expect(sizeError.textContent).toContain(t('widgets.upload.tooLarge', { max: 5 }));
    // A file being stored in the folder can no longer be cancelled.
    expect(screen.queryByRole('button', { name: t('mediaLibrary.uploads.cancel', { name: 'song.mp3' }) })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: t('mediaLibrary.uploads.cancel', { name: 'poster.png' }) }));
    await userEvent.click(screen.getByRole('button', { name: t('mediaLibrary.uploads.dismiss', { name: 'notes.txt' }) }));
    expect(onCancel.mock.calls).toEqual([['a'], ['b']]);
  });

  it('shows nothing when nothing is uploading', async () => {
    const { container } = await renderWithProviders(<UploadQueue jobs={[]} onCancel={() => {}} />);
    expect(container.querySelector('.upload-queue')).toBeNull();
  });
});
