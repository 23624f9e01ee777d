import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFontsReady } from '../../../src/framework/list/fit/useFontsReady';

/** A font set as the browser has it before any text asked for the page's face: "loaded", with nothing loaded. */
function fakeFonts(loaded: boolean) {
  let resolve = () => {};
  const arrived = new Promise<void>((done) => (resolve = done));
  const fonts = {
    status: 'loaded',
    ready: Promise.resolve(),
    check: vi.fn(() => loaded),
    load: vi.fn<(face: string, text?: string) => Promise<FontFace[]>>(() => arrived.then(() => [])),
  };
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  return { fonts, arrive: () => act(async () => resolve()) };
}

afterEach(() => {
  delete (document as { fonts?: unknown }).fonts;
});

describe('fonts ready for the column fitting', () => {
  it('waits for the faces it measures with when the set only says "loaded"', async () => {
    const { fonts, arrive } = fakeFonts(false);
    const { result } = renderHook(() => useFontsReady());
    expect(result.current).toBe(false);
    // Both faces asked for by name, with Persian letters (the face may come in parts by script).
    expect(fonts.load.mock.calls.map(([face]) => face)).toEqual([expect.stringMatching(/^400 14px /), expect.stringMatching(/^700 14px /)]);
    expect(fonts.load.mock.calls[0][1]).toMatch(/[آ-ی]/);
    await arrive();
    expect(result.current).toBe(true);
  });

  it('is ready at once when the faces are in', () => {
    const { fonts } = fakeFonts(true);
    const { result } = renderHook(() => useFontsReady());
    expect(result.current).toBe(true);
    expect(fonts.load).not.toHaveBeenCalled();
  });
});
