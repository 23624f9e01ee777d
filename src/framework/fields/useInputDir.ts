import type { TextFieldRef } from '@adobe/react-spectrum';
import { useLayoutEffect, useRef } from 'react';

/**
 * What a one-line text holds: a person's own words (`text`: names, titles, in any language) or a
 * structured value typed in Latin letters and digits (`email`, `url`, `tel`, `code`: SKUs,
 * tracking codes, ISO codes, merchant ids).
 */
export type TextKind = 'text' | 'email' | 'url' | 'tel' | 'code';

/**
 * The direction rule of every input, stated once: a person's words take the direction of their
 * first strong letter (`auto`: an English title reads left to right in the Persian admin, a
 * Persian one right to left in the English admin); structured values are always left to right, so
 * "+989121234567" never shows as "989121234567+".
 */
export const textDir = (kind: TextKind): 'auto' | 'ltr' => (kind === 'text' ? 'auto' : 'ltr');

/**
 * A ref for a Spectrum TextField or TextArea that sets `dir` on its input element, which Spectrum
 * does not pass through; without `dir` the input follows the interface's direction.
 *
 * @example const ref = useInputDir<HTMLTextAreaElement>('auto'); <TextArea ref={ref} … />
 */
export function useInputDir<T extends HTMLInputElement | HTMLTextAreaElement>(dir: 'auto' | 'ltr' | undefined) {
  const ref = useRef<TextFieldRef<T>>(null);
  // After every render: the input element may be new (a field that turned editable) while `dir` is not.
  useLayoutEffect(() => {
    const input = ref.current?.getInputElement();
    if (!input || input.getAttribute('dir') === (dir ?? null)) return;
    if (dir) input.setAttribute('dir', dir);
    else input.removeAttribute('dir');
  });
  return ref;
}
