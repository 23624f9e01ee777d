import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilePreview } from '../../../src/framework/display/FilePreview';
import { renderWithProviders } from '../../utils/renderWithProviders';

describe('a stored image in a form', () => {
  it("shows the lists' placeholder, named as the image, when the image does not load", async () => {
    await renderWithProviders(<FilePreview url="https://cdn.example.com/covers/1.jpg" kind="image" title="Cover image" />);
    const image = screen.getByRole('img', { name: 'Preview of Cover image' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'Preview of Cover image' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveClass('thumbnail');
    expect(placeholder.querySelector('svg')).not.toBeNull();
  });
});
