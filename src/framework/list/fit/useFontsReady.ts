import { useEffect, useState } from 'react';

/** The faces the column fitting measures with (columnWidths.ts): cells and bold headers. */
const FACES = ['400 14px', '700 14px'];
/** Latin and Persian letters: the page's font may come in parts by script (unicode-range). */
const SAMPLE = 'Aa آب';

const faces = () => {
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  return FACES.map((face) => `${face} ${family}`);
};

/**
 * False until the web fonts the table measures with have loaded, then true: text measured before
 * (with a fallback font, narrower or wider) is measured again once, so widths follow the font the
 * table shows. The set's status alone does not tell: before any text asked for a face it reads
 * "loaded" with nothing loaded, and the first measure used the fallback; so the faces are checked,
 * and loaded, by name.
 */
export function useFontsReady(): boolean {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  const [ready, setReady] = useState(() => !fonts || (fonts.status === 'loaded' && faces().every((face) => fonts.check(face, SAMPLE))));
  useEffect(() => {
    if (ready || !fonts) return;
    let live = true;
    const done = () => live && setReady(true);
    void Promise.all(faces().map((face) => fonts.load(face, SAMPLE)))
      .then(() => fonts.ready)
      .then(done, done);
    return () => {
      live = false;
    };
  }, [ready, fonts]);
  return ready;
}
