import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Flag } from '../../../src/framework/display/Flag';
import { flagUrl } from '../../../src/framework/display/flagUrl';

const src = (img: HTMLElement) => img.getAttribute('src');

describe('Flag', () => {
  it('renders nothing without iso', () => {
    for (const iso of [undefined, null, '', '  ']) {
      const { container, unmount } = render(<Flag iso={iso} title="Iran" />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('falls back to the iso code for its title', () => {
    render(<Flag iso="ir" />);
    expect(screen.getByRole('img', { name: 'IR' })).toHaveAttribute('alt', 'IR');
  });

  it('uses the given title as alt', () => {
    render(<Flag iso="DE" title="Germany" />);
    expect(screen.getByAltText('Germany')).toBeInTheDocument();
  });

  it('points at the fixed square URL by default and the 4x3 one when not squared', () => {
    render(
      <>
        <Flag iso="FR" title="square" />
        <Flag iso=" fr " title="wide" squared={false} />
      </>,
    );
    const square = screen.getByAltText('square');
    const wide = screen.getByAltText('wide');
    expect(src(square)).toBe('/flags/1x1/fr.svg');
    expect(src(wide)).toBe('/flags/4x3/fr.svg');
    expect(square.style.inlineSize).toBe('1em');
    expect(square.style.blockSize).toBe('1em');
    expect(wide.style.inlineSize).toMatch(/1\.333|4 \/ 3/);
    expect(square.style.borderRadius).not.toBe('');
  });

  it('hides a decorative flag from assistive technology', () => {
    const { container } = render(<Flag iso="ir" decorative />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the unknown-flag art when a code has none', () => {
    render(<Flag iso="QQ" />);
    const img = screen.getByAltText('QQ');
    expect(src(img)).toBe('/flags/1x1/qq.svg');
    fireEvent.error(img);
    expect(src(screen.getByAltText('QQ'))).toBe('/flags/1x1/xx.svg');
  });

  it('never builds a path from what is not a code', () => {
    expect(flagUrl('../x', true)).toBe('/flags/1x1/xx.svg');
    expect(flagUrl('GB-ENG', false)).toBe('/flags/4x3/gb-eng.svg');
  });
});
