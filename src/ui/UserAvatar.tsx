import { useState } from 'react';

function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]).join('').toUpperCase();
}

/** The user's picture, or their initials when there is none or it fails to load. */
export function UserAvatar({ name, src, size = 32 }: { name: string; src: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { inlineSize: size, blockSize: size };
  if (src && !failed) {
    return <img className="avatar" src={src} alt="" style={style} onError={() => setFailed(true)} />;
  }
  return (
    // Drawn by CSS from the attribute, not as text: the initials are decoration, and as text they
    // would be "visible text" missing from a labelled button's name (axe: label-content-name-mismatch).
    <span className="avatar-initials" style={style} aria-hidden="true" data-initials={initials(name)} />
  );
}
