import { useEffect, useMemo, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { LoginPage } from '../../pages/login/LoginPage';
import { BlankPage } from '../../shell/layouts/BlankPage';
import { PageLinksProvider, type PageLinkProps, type PageLinks } from '../../ui/pageLinks';

/** Where the app goes from the sign-in page: the router starts there (src/main.tsx). */
export type Leave = (to: string, options: { replace: boolean }) => void;

/** A click the page handles itself: the main button, no modifier, no other window. */
const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.currentTarget.target;

/** Links that leave the sign-in page by starting the router at their address. */
export function leavingLinks(leave: Leave): PageLinks {
  return {
    go: (to, options) => leave(to, { replace: options?.replace ?? false }),
    search: () => window.location.search,
    Link: ({ to, onClick, ...rest }: PageLinkProps) => (
      <a
        href={to}
        {...rest}
        onClick={(event) => {
          onClick?.(event);
          if (!plainClick(event)) return;
          event.preventDefault();
          leave(to, { replace: false });
        }}
      />
    ),
  };
}

/**
 * The sign-in page when a visit opens on it signed out, the first page of most visits: it shows
 * without the router, whose script (React Router, the route table, the guards) loads only when
 * the page is left, by signing in or by one of its links. What the router would do on this page
 * is done here: the document's title, and index.html's loader removed.
 */
export function SignInFirst({ leave }: { leave: Leave }) {
  const intl = useIntl();
  const links = useMemo(() => leavingLinks(leave), [leave]);
  const page = intl.formatMessage({ id: 'auth.login.title' });
  const app = intl.formatMessage({ id: 'shell.appTitle' });
  useEffect(() => {
    document.title = `${page} | ${app}`;
  }, [page, app]);
  useEffect(() => {
    document.getElementById('app-loader')?.remove();
  }, []);
  return (
    <PageLinksProvider value={links}>
      <BlankPage>
        <LoginPage />
      </BlankPage>
    </PageLinksProvider>
  );
}
