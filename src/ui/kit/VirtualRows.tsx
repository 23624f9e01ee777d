import type { ReactNode } from 'react';
import { ListLayout, Virtualizer } from 'react-aria-components';

/**
 * Keeps only the rows in view of the collection inside it (a `ListView`) in the DOM: react-aria's
 * Virtualizer with its ListLayout, rows measured once shown. The collection then scrolls in a
 * height of its own (give it one through its `style`). A module of its own, so the lists that
 * never need it (every short ListView) do not load it.
 *
 * @example <VirtualRows estimatedRowHeight={127}><ListView style={{ blockSize: '70dvh' }} …>…</ListView></VirtualRows>
 */
export function VirtualRows({ estimatedRowHeight, children }: { estimatedRowHeight: number; children: ReactNode }) {
  return (
    <Virtualizer layout={ListLayout} layoutOptions={{ estimatedRowHeight }}>
      {children}
    </Virtualizer>
  );
}
