/**
 * Links for client-side navigation, built on React Router's public hooks. React Router's own
 * `<Link>` and `<NavLink>` bring route prefetching, route discovery and view transitions,
 * none of which this app uses, into the first download.
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** An `<a>` whose plain clicks navigate inside the app; other clicks behave as on any link. */
export function Link({ to, replace, target, onClick, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string);
}

/**
 * A Link that knows when it leads to the current page, or to a page under it, as React
 * Router's NavLink does: `aria-current="page"` and the active style.
 */
export function NavLink({ className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const to = useResolvedPath(rest.to).pathname.toLowerCase();
  const here = pathname.toLowerCase();
  const isActive = here === to || here.startsWith(to.endsWith('/') ? to : `${to}/`);
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
