import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Flag } from '../../../src/framework/display/Flag';

const asset = (img: HTMLElement) => decodeURIComponent(img.getAttribute('src') ?? '');

describe('Flag', () => {
  it('renders nothing without iso', () => {
    for (const iso of [undefined, null, '', '  ']) {
      const { container, unmount } = render(<Flag iso={iso} title="Iran" />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('falls back to the iso code for its title', async () => {
    render(<Flag iso="ir" />);
    // A same-sized placeholder carries the name until the asset's URL has loaded.
    expect(screen.getByRole('img', { name: 'IR' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: 'IR' }).tagName).toBe('IMG'));
    expect(screen.getByRole('img', { name: 'IR' })).toHaveAttribute('alt', 'IR');
  });

  it('uses the given title as alt', async () => {
    render(<Flag iso="DE" title="Germany" />);
    expect(await screen.findByAltText('Germany')).toBeInTheDocument();
  });

  it('loads the local square SVG by default and the 4x3 one when not squared', async () => {
    render(
      <>
        <Flag iso="FR" title="square" />
        <Flag iso="FR" title="wide" squared={false} />
      </>,
    );
    const square = await screen.findByAltText('square');
    const wide = await screen.findByAltText('wide');
    // Small SVGs are inlined by Vite as data URLs (still one lazy chunk per flag); larger ones are files.
    expect(asset(square)).toMatch(/flags\/1x1\/fr\.svg|id='flag-icons-fr' viewBox='0 0 512 512'/);
    expect(asset(wide)).toMatch(/flags\/4x3\/fr\.svg|id='flag-icons-fr' viewBox='0 0 640 480'/);
    expect(square.style.inlineSize).toBe('1em');
    expect(square.style.blockSize).toBe('1em');
    expect(wide.style.inlineSize).toMatch(/1\.333/);
    expect(square.style.borderRadius).not.toBe('');
  });

  it('shows the unknown-flag art for a code without a flag', async () => {
    render(<Flag iso="QQ" />);
    expect(asset(await screen.findByAltText('QQ'))).toMatch(/\/xx\.svg|flag-icons-xx/);
  });
});
