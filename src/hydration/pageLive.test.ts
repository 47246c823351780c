// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LATER_PART_ATTRIBUTE, PART_LIVE_EVENT, whenLaterPartsLive } from './pageLive';

const announce = (name: string) =>
  document.dispatchEvent(new CustomEvent(PART_LIVE_EVENT, { detail: name }));

describe('waiting for the later parts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('resolves at once on a page without any', async () => {
    await expect(whenLaterPartsLive()).resolves.toBeUndefined();
  });

  it('resolves only once every later part on the page is live', async () => {
    document.body.innerHTML = `<div ${LATER_PART_ATTRIBUTE}="first"></div><div ${LATER_PART_ATTRIBUTE}="second"></div>`;
    let done = false;
    const waiting = whenLaterPartsLive().then(() => {
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
