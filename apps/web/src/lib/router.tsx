// The app's router: the part of React Router's declarative API this app uses (same names and
// behaviour: BrowserRouter, Routes/Route with nesting, index and "*", Outlet, Link, NavLink,
// Navigate, useNavigate, useLocation, useParams, useSearchParams), plus StaticRouter for server
// rendering. React Router costs 13 KB of gzipped JavaScript on every page, which the 90 KB
// budget of a public page cannot hold next to React (66 KB) and TanStack Query (10 KB); this is
// about 1.5 KB (docs/decisions/011). Switching back is a change of import paths.
import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}
export type Navigator = (to: string, opts?: NavigateOptions) => void;

/**
 * The location is the page's path without its language prefix ("/hi", decision 040): routes and
 * links are written once, and Link, NavLink and navigate() put the prefix back (`base`).
 */
export const LocationContext = createContext<{ location: Location; navigate: Navigator; base: string } | null>(null);
const RouteContext = createContext<{ params: Record<string, string>; outlet: ReactNode }>({ params: {}, outlet: null });

export function parsePath(to: string): Location {
  const url = new URL(to, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function useRouter() {
  const ctx = useContext(LocationContext);
  if (!ctx) throw new Error('Router hooks need a router above them');
  return ctx;
}

// Browser history as an external store: popstate (back/forward) and our own pushes notify.
const historyListeners = new Set<() => void>();
const notifyHistory = () => historyListeners.forEach((l) => l());
const subscribeHistory = (l: () => void) => {
  historyListeners.add(l);
  window.addEventListener('popstate', l);
  return () => {
    historyListeners.delete(l);
    window.removeEventListener('popstate', l);
  };
};
const currentHref = () => window.location.pathname + window.location.search + window.location.hash;

/** A path inside the app ("/buy") as an address under the language prefix ("/hi/buy"). */
export function withBase(base: string, to: string): string {
  if (!base || !to.startsWith('/') || to.startsWith('//')) return to;
  return to === '/' ? base : to.startsWith('/?') || to.startsWith('/#') ? base + to.slice(1) : base + to;
}
const withoutBase = (base: string, path: string) => (base && (path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`) || path.startsWith(`${base}#`)) ? path.slice(base.length) || '/' : path);

/** Resolves a relative target ("?page=2", "details") against the current location. */
export function resolve(to: string, from: Location): string {
  if (to.startsWith('?')) return from.pathname + to;
  if (to.startsWith('#')) return from.pathname + from.search + to;
  if (to.startsWith('/')) return to;
  const base = from.pathname.endsWith('/') ? from.pathname : `${from.pathname}/`;
  return base + to;
}

export function BrowserRouter({ children, base = '' }: { children: ReactNode; base?: string }) {
  const href = useSyncExternalStore(subscribeHistory, currentHref, currentHref);
  const location = useMemo(() => parsePath(withoutBase(base, href)), [href, base]);
  const navigate = useCallback<Navigator>(
    (to, opts) => {
      const target = withBase(base, resolve(to, parsePath(withoutBase(base, currentHref()))));
      if (opts?.replace) window.history.replaceState(null, '', target);
      else window.history.pushState(null, '', target);
      notifyHistory();
    },
    [base],
  );
  const value = useMemo(() => ({ location, navigate, base }), [location, navigate, base]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/** Server rendering: one fixed location; navigating during a server render does nothing. */
export function StaticRouter({ location, base = '', children }: { location: string; base?: string; children: ReactNode }) {
  const value = useMemo(() => ({ location: parsePath(withoutBase(base, location)), navigate: () => {}, base }), [location, base]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export const useLocation = () => useRouter().location;
export const useNavigate = () => useRouter().navigate;
/** The language prefix of the addresses ('' in English, '/hi' in Hindi). */
export const useBase = () => useRouter().base;
export const useParams = <K extends string = string>() => useContext(RouteContext).params as Partial<Record<K, string>>;

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, opts?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: URLSearchParams, opts?: NavigateOptions) => {
      const qs = next.toString();
      navigate(`${location.pathname}${qs ? `?${qs}` : ''}`, opts);
    },
    [navigate, location.pathname],
  );
  return [params, set];
}

export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside <Routes>; rendered by Routes, never on its own. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

interface Branch {
  segments: string[];
  elements: ReactNode[];
  score: number;
}

function collect(children: ReactNode, parent: Omit<Branch, 'score'>, out: Branch[]) {
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) return;
    const { path = '', index, element, children: nested } = child.props;
    const own = path.split('/').filter(Boolean);
    const segments = path.startsWith('/') ? own : [...parent.segments, ...own];
    const branch = { segments, elements: [...parent.elements, element] };
    if (nested) collect(nested, branch, out);
    if (index || !nested) {
      // React Router's ranking, simplified: static > dynamic > splat; an index route wins its path.
      const score = segments.reduce((s, seg) => s + (seg === '*' ? -2 : seg.startsWith(':') ? 3 : 10), index ? 2 : 0);
      out.push({ ...branch, score });
    }
  });
}

/** Params of a branch when it matches the path, else null. */
export function matchPath(segments: string[], pathname: string): Record<string, string> | null {
  const parts = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    if (seg === '*') {
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (seg.startsWith(':')) {
      try {
        params[seg.slice(1)] = decodeURIComponent(part);
      } catch {
        params[seg.slice(1)] = part;
      }
    } else if (seg.toLowerCase() !== part.toLowerCase()) return null;
  }
  return parts.length === segments.length ? params : null;
}

/** A route tree's branches, ranked: kept per tree (the app declares its tree once), not walked for every page a server renders. */
const rankedBranches = new WeakMap<object, Branch[]>();
function branchesOf(children: ReactNode): Branch[] {
  const tree = typeof children === 'object' && children !== null ? children : null;
  const kept = tree && rankedBranches.get(tree);
  if (kept) return kept;
  const out: Branch[] = [];
  collect(children, { segments: [], elements: [] }, out);
  out.sort((a, b) => b.score - a.score);
  if (tree) rankedBranches.set(tree, out);
  return out;
}

export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const branches = branchesOf(children);
  for (const branch of branches) {
    const params = matchPath(branch.segments, pathname);
    if (!params) continue;
    return branch.elements.reduceRight<ReactNode>(
      (outlet, element) => <RouteContext.Provider value={{ params, outlet }}>{element ?? outlet}</RouteContext.Provider>,
      null,
    );
  }
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** The link's own props, read when it is clicked (not copied for every link a page renders). */
function useLinkClick(to: string, replace: boolean | undefined, props: Pick<LinkProps, 'onClick' | 'target'>) {
  const navigate = useNavigate();
  return (e: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if (props.target && props.target !== '_self') return;
    e.preventDefault();
    navigate(to, { replace });
  };
}

export function Link({ to, replace, ...rest }: LinkProps) {
  const onClick = useLinkClick(to, replace, rest);
  const href = withBase(useBase(), to);
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the text arrives in the spread props (children): naming it costs every public page bytes
  return <a {...rest} href={href} onClick={onClick} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & { end?: boolean; className?: string | ((s: { isActive: boolean }) => string) };

export function NavLink({ to, end, className, replace, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  const onClick = useLinkClick(to, replace, rest);
  const href = withBase(useBase(), to);
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- as Link: the text arrives in the spread props
    <a
      {...rest}
      href={href}
      onClick={onClick}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
