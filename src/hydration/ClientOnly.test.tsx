// @vitest-environment jsdom
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ClientOnly } from './ClientOnly';
import { markHydrated } from './hydrated';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

describe('ClientOnly', () => {
  // Hydration as in the browser, with React's own scheduler, not flushed by act().
  let actEnvironment: boolean | undefined;
  beforeEach(() => {
    actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('on the page that hydrates, shows its children in a render of their own, after the hydration’s effects', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>page</p>';
    document.body.append(container);
    let atHydrationEffects = '';
    let settled = () => {};
    const done = new Promise<void>((resolve) => (settled = resolve));
    function Page() {
      useEffect(() => {
        // What the page shows once the task that ran the hydration's effects is over.
        queueMicrotask(() => (atHydrationEffects = container.textContent));
      }, []);
      return <p>page</p>;
    }
    function Cat() {
      useEffect(() => settled(), []);
      return <span>cat</span>;
    }
    hydrateRoot(
      container,
      <>
        <Page />
        <ClientOnly>
          <Cat />
        </ClientOnly>
      </>,
    );
    await done;
    expect(atHydrationEffects).toBe('page');
    expect(container.textContent).toBe('pagecat');
    container.remove();
  });

  it('on a page rendered after that (a client-side navigation), shows them at once', () => {
    markHydrated();
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    const { container } = render(
      <ClientOnly>
        <span>cat</span>
      </ClientOnly>,
    );
    expect(container.textContent).toBe('cat');
  });
});
