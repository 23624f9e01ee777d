import { useEffect, useState } from 'react';

/**
 * False until the page's web fonts have loaded, then true: text measured before (with a fallback
 * font, narrower or wider) is measured again once, so widths follow the font the table shows.
 */
export function useFontsReady(): boolean {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  const [ready, setReady] = useState(() => !fonts || fonts.status === 'loaded');
  useEffect(() => {
    if (ready || !fonts) return;
    let live = true;
    void fonts.ready.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready, fonts]);
  return ready;
}
