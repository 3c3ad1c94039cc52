import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

/**
 * The app's links: react-router's `Link` and `NavLink` as Faena uses them (an address in the
 * app, `replace`, `state`), built from react-router's own hooks. Its components also carry
 * framework-mode prefetching and view transitions, which Faena does not use and which every
 * page downloaded first: ≈ 2 kB gzip off '/' (docs/performance.md, "First download of /").
 * Import links from here, not from 'react-router'.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry (default: only when the link points where we already are). */
  replace?: boolean;
  /** The navigation state the next screen reads with useLocation().state. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A modified click (new tab, download) or another target is left to the browser.
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

interface NavLinkState {
  isActive: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only on this exact path, not below it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

/** A link that knows whether it points at the current screen (or above it): aria-current="page". */
export function NavLink({ end = false, className, children, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(rest.to).pathname;
  const here = pathname.toLowerCase();
  const to = target.toLowerCase();
  // As react-router's NavLink: this path, or (without `end`) one below it; case ignored.
  const slash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const isActive = here === to || (!end && here.startsWith(to) && here.charAt(slash) === '/');
  const state = { isActive };
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
