// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { useSyncExternalStore } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteRouter } from './SiteRouter';

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{pathname + hash}</p>;
}

/** A `loader` that settles when the test says, one navigation at a time. */
function controlled() {
  const pending: { path: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const loader = vi.fn(
    (path: string) =>
      new Promise<undefined>((resolve, reject) =>
        pending.push({ path, resolve: () => resolve(undefined), reject }),
      ),
  );
  return { loader, pending };
}

/** Settles a navigation's wait, and lets the router show what follows. */
const settle = (then: () => void) =>
  act(async () => {
    then();
    await Promise.resolve();
  });

function site(loader: (path: string) => Promise<(() => void) | undefined>) {
  render(
    <SiteRouter loader={loader}>
      <Where />
      <Link to="/academics">academics</Link>
      <Link to="/brochure">brochure</Link>
      <Link to="/#contact">contact</Link>
    </SiteRouter>,
  );
  return () => screen.getByTestId('where').textContent;
}

describe('SiteRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('shows another page only once what it needs has come, keeping the page before until then', async () => {
    const { loader, pending } = controlled();
    const shown = site(loader);
    fireEvent.click(screen.getByText('academics'));
    expect(window.location.pathname).toBe('/academics');
    expect(loader).toHaveBeenCalledWith('/academics');
    expect(shown()).toBe('/');
    await settle(() => pending[0]?.resolve());
    expect(shown()).toBe('/academics');
  });

  it('makes the change a loader hands back in the same render as the page it shows', async () => {
    // A store read as react-i18next reads the language: through useSyncExternalStore.
    let language = 'en';
    const listeners = new Set<() => void>();
    const store = {
      subscribe: (listener: () => void) => (
        listeners.add(listener),
        () => listeners.delete(listener)
      ),
      get: () => language,
    };
    const seen: string[] = [];
    function Page() {
      const now = useSyncExternalStore(store.subscribe, store.get);
      const { pathname } = useLocation();
      seen.push(`${now} ${pathname}`);
      return null;
    }
    render(
      <SiteRouter
        loader={() =>
          Promise.resolve(() => {
            language = 'hi';
            for (const listener of listeners) listener();
          })
        }
      >
        <Page />
        <Link to="/hi/">हिन्दी</Link>
      </SiteRouter>,
    );
    seen.length = 0;
    await act(async () => {
      fireEvent.click(screen.getByText('हिन्दी'));
      await Promise.resolve();
    });
    // Drawn once, in the new language at its new address; never half-way ("hi /").
    expect(seen).toEqual(['hi /hi/']);
  });

  it('shows a section of the same page at once, asking for nothing', () => {
    const { loader } = controlled();
    const shown = site(loader);
    fireEvent.click(screen.getByText('contact'));
    expect(shown()).toBe('/#contact');
    expect(loader).not.toHaveBeenCalled();
  });

  it('of two navigations that overlap, shows the last one, even when the first one is ready later', async () => {
    const { loader, pending } = controlled();
    const shown = site(loader);
    fireEvent.click(screen.getByText('academics'));
    fireEvent.click(screen.getByText('brochure'));
    await settle(() => pending[1]?.resolve());
    expect(shown()).toBe('/brochure');
    await settle(() => pending[0]?.resolve());
    expect(shown()).toBe('/brochure');
  });

  it('follows the back button as any navigation', async () => {
    const { loader, pending } = controlled();
    const shown = site(loader);
    fireEvent.click(screen.getByText('academics'));
    await settle(() => pending[0]?.resolve());
    window.history.back();
    await vi.waitFor(() => expect(loader).toHaveBeenLastCalledWith('/'));
    expect(shown()).toBe('/academics');
    await settle(() => pending[1]?.resolve());
    expect(shown()).toBe('/');
  });

  it('shows the route’s error page when what a page needs cannot come', async () => {
    const { loader, pending } = controlled();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    site(loader);
    fireEvent.click(screen.getByText('academics'));
    await settle(() => pending[0]?.reject(new Error('offline')));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(console.error).toHaveBeenCalledWith(new Error('offline'));
  });

  it('shows the route’s error page when rendering the site throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('broken');
    }
    render(
      <SiteRouter loader={() => Promise.resolve(undefined)}>
        <Broken />
      </SiteRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/');
  });
});
