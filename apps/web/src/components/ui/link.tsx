import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref, useContext } from 'react';
import {
  createPath,
  type Location,
  type To,
  UNSAFE_NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
} from 'react-router';

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

export function Link(props: LinkProps) {
  return typeof props.to === 'string' && props.to.startsWith('/') ? (
    <RootLink {...props} to={props.to} />
  ) : (
    <RelativeLink {...props} />
  );
}

/**
 * A link to an address from the root does not depend on where the app is: it reads only the
 * router's navigator, never the location, so it does not render again on each change of the
 * address. A long list of them (Buscar tareas with 1,000 cards, a filter in the query string)
 * re-rendered every card's link on each filter: 0.7 s on a phone-speed CPU (docs/performance.md).
 * Same behaviour as react-router's link otherwise: a plain left click navigates in the app
 * (replacing the entry when it points where we already are), anything else is the browser's.
 */
function RootLink({ to, replace, state, target, onClick, ...rest }: LinkProps & { to: string }) {
  const { basename, navigator } = useContext(UNSAFE_NavigationContext);
  const href = basename === '/' ? to : `${basename.replace(/\/$/, '')}${to === '/' ? '' : to}`;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // The router's history knows where we are (BrowserRouter's and MemoryRouter's both do).
    const current = (navigator as { location?: Location }).location;
    const toHere = current ? createPath(current) === to : false;
    if (replace ?? toHere) navigator.replace(to, state);
    else navigator.push(to, state);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/** react-router's rule for a click the app handles: the main button, this window, no modifier key. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

function RelativeLink({ to, replace, state, target, onClick, ...rest }: LinkProps) {
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
