import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The content width of `ref`'s element in px (without its padding), followed as it changes
 * (window, sidebar collapse, a scrollbar coming or going); null until measured. Measured before
 * the first paint, so a table sized from it never shows at a wrong width first.
 *
 * @example const width = useElementWidth(cardRef); const fit = fitColumns({ available: (width ?? 0) - 120, columns });
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const padding = (parseFloat(style.paddingInlineStart) || 0) + (parseFloat(style.paddingInlineEnd) || 0);
      setWidth(Math.max(0, Math.floor(element.clientWidth - padding)));
    };
    measure();
    // jsdom has no ResizeObserver: the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
