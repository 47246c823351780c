// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_EVENT, whenIslandsLive } from './hydrated';

const announce = (name: string) =>
  document.dispatchEvent(new CustomEvent(ISLAND_LIVE_EVENT, { detail: name }));

describe('waiting for the islands', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('resolves at once on a page without any', async () => {
    await expect(whenIslandsLive()).resolves.toBeUndefined();
  });

  it('resolves only once every island on the page is live', async () => {
    document.body.innerHTML = `<div ${ISLAND_ATTRIBUTE}="first"></div><div ${ISLAND_ATTRIBUTE}="second"></div>`;
    let done = false;
    const waiting = whenIslandsLive().then(() => {
      done = true;
    });
    announce('first');
    await Promise.resolve();
    expect(done).toBe(false);
    announce('second');
    await waiting;
    expect(done).toBe(true);
  });
});
