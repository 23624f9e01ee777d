import type { TextFieldRef } from '@adobe/react-spectrum';
import { useLayoutEffect, useRef } from 'react';

/**
 * A ref for a Spectrum TextField or TextArea that sets `dir` on its input element, which Spectrum
 * does not pass through; without `dir` the input follows the interface's direction.
 *
 * @example const ref = useInputDir<HTMLTextAreaElement>('auto'); <TextArea ref={ref} … />
 */
export function useInputDir<T extends HTMLInputElement | HTMLTextAreaElement>(dir: 'auto' | undefined) {
  const ref = useRef<TextFieldRef<T>>(null);
  useLayoutEffect(() => {
    const input = ref.current?.getInputElement();
    if (!input) return;
    if (dir) input.setAttribute('dir', dir);
    else input.removeAttribute('dir');
  }, [dir]);
  return ref;
}
