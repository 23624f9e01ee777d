import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { isSafeLinkHref } from '../display/safeUrls';
import { Direction } from './direction';
import { SafeImage } from './image';
import { Indent } from './indent';
import { TabKeys } from './tabKeys';

/**
 * The one extension list of the editor and of the converters (generateHTML/generateJSON), so a
 * document means the same thing everywhere. Tiptap 3's StarterKit already carries Link and
 * Underline; Link is limited to http, https and mailto.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isSafeLinkHref(url),
        // Links open in a new tab from shown HTML; never give that tab a handle on the admin.
        HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
      },
    }),
    SafeImage,
    Indent,
    Direction,
    TabKeys,
  ];
}
