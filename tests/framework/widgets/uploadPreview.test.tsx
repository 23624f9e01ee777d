import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import MediaFileField from '../../../src/entities/media/MediaFileField';
import MediaPreview from '../../../src/entities/media/MediaPreview';
import UploadField from '../../../src/framework/fields/UploadField';
import { renderWithProviders } from '../../utils/renderWithProviders';

const VIDEO = 'https://media.example.com/v/episode%201.mp4';

const renderField = (preview: boolean | undefined, isReadOnly = false) =>
  renderWithProviders(
    <Formik initialValues={{ fileUrl: VIDEO }} onSubmit={() => {}}>
      <UploadField name="fileUrl" label="Media file" isReadOnly={isReadOnly} accept="video" preview={preview} />
    </Formik>,
  );

describe('an upload field without a preview', () => {
  it('plays a stored video by default', async () => {
    await renderField(undefined);
    const group = await screen.findByRole('group', { name: 'Media file' });
    expect(group.querySelector('video')).toHaveAttribute('src', VIDEO);
  });

  it('names the stored file as a link instead of playing it, editable or read-only', async () => {
    for (const isReadOnly of [false, true]) {
      const { unmount } = await renderField(false, isReadOnly);
      const group = await screen.findByRole('group', { name: 'Media file' });
      expect(group.querySelector('video, audio, img')).toBeNull();
      expect(screen.getByRole('link', { name: 'episode 1.mp4' })).toHaveAttribute('href', VIDEO);
      unmount();
    }
  });
});

describe('the media form', () => {
  it('has one player: the preview box, not the media file field', async () => {
    await renderWithProviders(
      <Formik initialValues={{ kind: 'VIDEO', fileUrl: VIDEO, coverUrl: null }} onSubmit={() => {}}>
        <>
          <MediaFileField name="fileUrl" label="Media file" isReadOnly={false} />
          <MediaPreview name="preview" label="Preview" isReadOnly={false} />
        </>
      </Formik>,
    );
    await screen.findByRole('link', { name: 'episode 1.mp4' });
    expect(document.querySelectorAll('video')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Preview' }).querySelector('video')).toHaveAttribute('src', VIDEO);
  });
});
