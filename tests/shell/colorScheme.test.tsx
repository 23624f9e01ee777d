import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveColorScheme, useColorScheme } from '../../src/shell/providers/useColorScheme';
import type { ThemeName } from '../../src/core/settings';

/** A matchMedia whose dark preference the test flips, notifying listeners like a browser. */
function fakeMatchMedia(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return (next: boolean) => {
    dark = next;
    listeners.forEach((listener) => listener());
  };
}

function Probe({ theme }: { theme: ThemeName }) {
  return <output>{useColorScheme(theme)}</output>;
}

describe('theme → colour scheme', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('maps light and dark directly and system through the OS preference', () => {
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
  });

  it('follows the operating system live when the theme is system', () => {
    const setDark = fakeMatchMedia(false);
    render(<Probe theme="system" />);
    expect(screen.getByRole('status')).toHaveTextContent('light');
    act(() => setDark(true));
    expect(screen.getByRole('status')).toHaveTextContent('dark');
    act(() => setDark(false));
    expect(screen.getByRole('status')).toHaveTextContent('light');
  });

  it('ignores the operating system for an explicit theme', () => {
    const setDark = fakeMatchMedia(false);
    render(<Probe theme="light" />);
    act(() => setDark(true));
    expect(screen.getByRole('status')).toHaveTextContent('light');
  });
});
