import { flushSync } from 'react-dom';
import {
  Component,
  startTransition,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * Fetches what the page at `pathname` needs before it is shown; rejects when it cannot. It may
 * resolve to a change that must show in the same commit as the page (its language): the router
 * makes both at once.
 */
export type Loader = (pathname: string) => Promise<(() => void) | undefined>;

interface Shown {
  action: NavigationType;
  location: Location;
}

/**
 * React Router's `BrowserRouter`, except that a navigation to another page shows it only once
 * `loader` has fetched what it needs (its code, its text): until then the page the parent
 * is reading stays on screen, whole and live, and then the new one appears at once, never half
 * drawn. The router's data mode (`createBrowserRouter` and a loader) did the same with about
 * 15 KB more of gzipped JavaScript on every page's first load (docs/performance.md).
 *
 * A change within the page (its `#section`, its `?level=`) is shown at once. A change of language
 * is drawn in one render with its address (`Loader`). Of navigations that
 * overlap, the last one wins. If what a page needs cannot come, the route's error page replaces
 * the site (src/shell/NetworkGuards.tsx keeps a page on screen for a link instead, and says why).
 */
export function SiteRouter({ loader, children }: { loader: Loader; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [shown, setShown] = useState<Shown>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const shownPath = useRef(shown.location.pathname);

  useLayoutEffect(() => {
    let latest = 0;
    return history.listen(({ action, location }) => {
      const navigation = ++latest;
      const show = (alongside?: () => void) => {
        if (navigation !== latest) return;
        shownPath.current = location.pathname;
        if (!alongside) return startTransition(() => setShown({ action, location }));
        // A change of language re-renders every translated component at once, whatever the
        // lane (react-i18next reads the language through useSyncExternalStore, which React
        // never renders as a transition). The new address goes in the same render, so the
        // page is drawn once in its new language, not twice.
        flushSync(() => {
          alongside();
          setShown({ action, location });
        });
      };
      if (location.pathname === shownPath.current) return show();
      loader(location.pathname).then(show, (error: unknown) => {
        if (navigation === latest) setFailure({ error });
      });
    });
  }, [history, loader]);

  if (failure) return <RouteErrorPage error={failure.error} />;
  return (
    <RouteErrorBoundary>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </RouteErrorBoundary>
  );
}

/** The route's error page in place of the site when rendering it throws. */
class RouteErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorPage error={this.state.error} />
    );
  }
}
