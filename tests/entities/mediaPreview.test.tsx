import { fireEvent, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import MediaPreview from '../../src/entities/media/MediaPreview';
import { Thumbnail } from '../../src/framework/display/Thumbnail';
import { renderWithProviders } from '../utils/renderWithProviders';

const renderPreview = (values: Record<string, unknown>) =>
  renderWithProviders(
    <Formik initialValues={values} onSubmit={() => {}}>
      <MediaPreview name="preview" label="Preview" isReadOnly={false} />
    </Formik>,
  );

describe('the media preview', () => {
  it('is a placeholder until the media file is uploaded', async () => {
    await renderPreview({ kind: 'VIDEO', fileUrl: null, coverUrl: null });
    const group = screen.getByRole('group', { name: 'Preview' });
    expect(group).toHaveAttribute('data-state', 'empty');
    expect(group).toHaveTextContent('The video player appears here once the media file is uploaded');
  });

  it('plays a video with the cover as its poster', async () => {
    await renderPreview({ kind: 'VIDEO', fileUrl: 'https://media.example.com/v/1.mp4', coverUrl: 'https://cdn.example.com/c/1.jpg' });
    const video = screen.getByLabelText('Video player');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', 'https://media.example.com/v/1.mp4');
    expect(video).toHaveAttribute('poster', 'https://cdn.example.com/c/1.jpg');
  });

  it('plays audio beside the cover, and never renders a script URL', async () => {
    await renderPreview({ kind: 'AUDIO', fileUrl: 'https://media.example.com/a/1.mp3', coverUrl: 'javascript:alert(1)' });
    expect(screen.getByLabelText('Audio player').tagName).toBe('AUDIO');
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('the thumbnail cell', () => {
  it('shows the image, and a placeholder once it fails to load', async () => {
    await renderWithProviders(<Thumbnail url="https://cdn.example.com/c/1.jpg" />);
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/c/1.jpg');
    // Until it has loaded the placeholder shows.
    expect(document.querySelector('.thumbnail svg')).not.toBeNull();
    fireEvent.load(image);
    expect(document.querySelector('.thumbnail svg')).toBeNull();
    expect(image).toHaveAttribute('data-loaded');
    fireEvent.error(image);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('.thumbnail svg')).not.toBeNull();
  });
});
