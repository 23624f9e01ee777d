import type { AnchorHTMLAttributes } from 'react';
import { useRouterNavigate } from '../../../ui/routerState';
import { isPlainClick } from '../../../ui/plainClick';

export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path in the app. */
  to: string;
}

/**
 * A link of the shell's navigation: a real link (middle- and ctrl-click open a tab) that a plain
 * click follows inside the app. Unlike the router's `Link` it does not render again on every
 * change of the router (a list's page, sort or filter): the navigation holds 56 of them.
 *
 * @example <ShellLink to="/users/manage" className="nav-item__link">Users</ShellLink>
 */
export function ShellLink({ to, onClick, ...props }: ShellLinkProps) {
  const navigate = useRouterNavigate();
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
