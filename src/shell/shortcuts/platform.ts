/** Apple keyboards say ⌘ where the others say Ctrl (and the browser reports it as metaKey). */
export const isApplePlatform = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The message id of the key that goes with S and K on this platform. */
export const modifierKeyId = (): string => (isApplePlatform() ? 'palette.key.cmd' : 'palette.key.ctrl');

/** A key combination as this platform writes it: ⌘K on a Mac, Ctrl+K elsewhere. */
export const combination = (modifier: string, key: string): string => (isApplePlatform() ? `${modifier}${key}` : `${modifier}+${key}`);
