import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * How a page opens another address of the app. Inside the router, React Router's `Link` and
 * `navigate` (src/app/router/routerPageLinks.tsx); on the sign-in page opened first, before the
 * router has loaded, plain anchors that start it (src/app/router/signInFirst.tsx). The pages a
 * visit can open first use these, so that page's script carries no router.
 */
export interface PageLinks {
  /** Opens `to`; `replace` takes the current entry's place in the history. */
  go(to: string, options?: { replace?: boolean }): void;
  /** The current address's query string (`?to=…`), as the app sees it. */
  search(): string;
  /** An anchor to `to` that the app opens itself on a plain click. */
  Link(props: PageLinkProps): ReactNode;
}

const PageLinksContext = createContext<PageLinks | null>(null);

export const PageLinksProvider = PageLinksContext.Provider;

export function usePageLinks(): PageLinks {
  const links = useContext(PageLinksContext);
  if (!links) throw new Error('usePageLinks: no PageLinksProvider above (the router or the sign-in page provides one)');
  return links;
}

/** An anchor to another page of the app, opened by whoever provides the links. */
export function PageLink(props: PageLinkProps) {
  const { Link } = usePageLinks();
  return <Link {...props} />;
}
