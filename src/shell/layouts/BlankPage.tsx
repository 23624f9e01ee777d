import type { ReactNode } from 'react';

/**
 * Pages without navigation (sign-in, error pages): centred content on the body surface. All of
 * it is the page's main landmark: there is no navigation or banner beside it to set apart.
 */
export function BlankPage({ children }: { children: ReactNode }) {
  return <main className="layout-blank">{children}</main>;
}
