import {
  type AnchorHTMLAttributes,
  createContext,
  createElement,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  navigate as browserNavigate,
  useHistoryState,
  useLocationProperty,
  usePathname,
  useSearch,
} from 'wouter/use-browser-location';

// The app's one door to its router: screens and components import navigation from here, so the
// router behind it can change without touching them (issue 7, decision 024). wouter's browser
// location hooks follow the address; the route table (app/router.tsx) turns a location into a
// page, and the page shown changes only once its code has arrived, so the header, the fade and
// `useLocation()` always agree with the page on screen.

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that led here passed as `state`. */
  state: unknown;
  /** Tells history entries apart, even two of the same path. */
  key: string;
}

/** What the app keeps in `history.state`: `idx` numbers the app's entries from 0 (spec 2.3). */
interface HistoryState {
  idx: number;
  key: string;
  usr: unknown;
}

function historyState(): HistoryState | null {
  const state = window.history.state as Partial<HistoryState> | null;
  if (typeof state?.idx !== 'number') return null;
  return { idx: state.idx, key: state.key ?? 'default', usr: state.usr ?? null };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** True when the visitor has moved inside the app, so "back" stays in it (spec 2.3). */
export function canGoBack(): boolean {
  return (historyState()?.idx ?? 0) > 0;
}

export interface NavigateOptions {
  replace?: boolean | undefined;
  state?: unknown;
}
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

const navigate: NavigateFunction = (to, options = {}) => {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const idx = historyState()?.idx ?? 0;
  browserNavigate(to, {
    replace: options.replace ?? false,
    state: {
      idx: options.replace ? idx : idx + 1,
      key: newKey(),
      usr: options.state ?? null,
    } satisfies HistoryState,
  });
};

export function useNavigate(): NavigateFunction {
  return navigate;
}

/** What a route table gives the router. */
export interface Routes {
  /** A path that is another name of a route: the canonical path, else null. */
  redirect(location: Location): string | null;
  /** The page for a location: at once when its code is loaded, else once it arrives. */
  page(location: Location): ReactNode | Promise<ReactNode>;
  /** Starts loading a path's code early (a finger on a link). */
  preload(pathname: string): void;
}

interface Shown {
  location: Location;
  page: ReactNode;
}
const ShownContext = createContext<Shown | null>(null);
const RoutesContext = createContext<Routes | null>(null);

const currentHash = () => window.location.hash;

/** Renders the page of the current address, or `fallback` until the first page's code arrives. */
export function RouterProvider({
  routes,
  fallback,
  children,
}: {
  routes: Routes;
  fallback: ReactNode;
  /** The layout around every page; it renders the page with `<Outlet />`. */
  children: ReactNode;
}) {
  const pathname = usePathname();
  const search = useSearch();
  const hash = useLocationProperty(currentHash, currentHash);
  const history = useHistoryState() as Partial<HistoryState> | null;
  const state = history?.usr ?? null;
  const key = history?.key ?? 'default';
  const [shown, setShown] = useState<Shown | null>(null);

  useLayoutEffect(() => {
    // The entry the visitor arrived on is the app's first (canGoBack).
    if (!historyState())
      window.history.replaceState({ idx: 0, key: 'default', usr: null } satisfies HistoryState, '');
  }, []);

  useLayoutEffect(() => {
    const location = { pathname, search, hash, state, key };
    const target = routes.redirect(location);
    if (target !== null) {
      navigate(target, { replace: true });
      return;
    }
    let live = true;
    const page = routes.page(location);
    if (page instanceof Promise) void page.then((loaded) => live && setShown({ location, page: loaded }));
    else setShown({ location, page });
    return () => {
      live = false;
    };
  }, [routes, pathname, search, hash, state, key]);

  if (!shown) return fallback;
  return createElement(
    RoutesContext,
    { value: routes },
    createElement(ShownContext, { value: shown }, children),
  );
}

function useShown(): Shown {
  const shown = useContext(ShownContext);
  if (!shown) throw new Error('router hooks are for pages inside RouterProvider');
  return shown;
}

/** The page of the current route, where the layout wants it. */
export function Outlet() {
  return useShown().page;
}

/** The location of the page on screen. */
export function useLocation(): Location {
  return useShown().location;
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return !event.defaultPrevented && event.button === 0 && !modified && (!target || target === '_self');
}

/** An in-app link: a plain click navigates without a reload; a link to where one is replaces. */
export function Link({ to, replace, state, onClick, onPointerDown, ...rest }: LinkProps) {
  const routes = useContext(RoutesContext);
  return createElement('a', {
    ...rest,
    href: to,
    onPointerDown: (event: PointerEvent<HTMLAnchorElement>) => {
      onPointerDown?.(event);
      routes?.preload(new URL(to, window.location.href).pathname);
    },
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (!isPlainClick(event, rest.target)) return;
      event.preventDefault();
      const here = window.location.pathname + window.location.search + window.location.hash;
      navigate(to, { replace: replace ?? here === to, state });
    },
  });
}

/**
 * A link that carries the `active` class and `aria-current="page"` on its own route, or on
 * every path `isActive` accepts (a tab that stands for a whole area).
 */
export function NavLink({
  className,
  isActive,
  ...props
}: LinkProps & { isActive?(pathname: string): boolean }) {
  const { pathname } = useLocation();
  const active = isActive ? isActive(pathname) : pathname === props.to;
  return createElement(Link, {
    ...props,
    className: active ? `${className ?? ''} active`.trim() : className,
    'aria-current': active ? 'page' : undefined,
  });
}

/** Navigates once, as soon as it renders. */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to, { replace, state });
  }, [to, replace, state]);
  return null;
}
