import { execSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { closure, namedTokens, readDeclarations, themeFolder, tokensSheet } from '../../scripts/vite/spectrumTokens';

describe("Spectrum's tokens for the kit", () => {
  it('keeps what is named and everything it refers to, nothing else', () => {
    const base = readDeclarations('.x_spectrum { --spectrum-a: var(--spectrum-b); --spectrum-b: var(--spectrum-c, 1px); --spectrum-c: red; --spectrum-unused: blue; }');
    expect([...closure(['--spectrum-a'], [base])].sort()).toEqual(['--spectrum-a', '--spectrum-b', '--spectrum-c']);
    expect(namedTokens('color: var(--spectrum-global-color-gray-800, var(--app-text));')).toEqual(new Set(['--spectrum-global-color-gray-800']));
  });

  it("reads light on :root and Spectrum's darkest stops for the dark theme, from the library", () => {
    const sources = execSync('git ls-files src', { encoding: 'utf8' }).trim().split('\n').filter((file) => /\.(css|tsx?)$/.test(file));
    const sheet = tokensSheet(sources, themeFolder());
    const [light, dark] = sheet.split("html[data-theme='dark']");
    // Gray 50 is white in Spectrum's light theme and black in its darkest.
    expect(light).toMatch(/--spectrum-gray-50: #fff;/);
    expect(dark).toMatch(/--spectrum-gray-50: #000;/);
    // An alias the kit names resolves through the library's own chain to a colour stop.
    expect(light).toContain('--spectrum-alias-border-color:');
    expect(sheet.length).toBeLessThan(40_000);
  });
});
