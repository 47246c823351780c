// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_ATTRIBUTE, holdEarlyTaps } from './earlyTaps';
import {
  HYDRATED_EVENT,
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_EVENT,
  LIVE_EARLY_ATTRIBUTE,
  PENDING_ATTRIBUTE,
} from '../hydration/hydrated';

describe('taps before hydration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<button id="tour"><span>Watch tour</span></button><a href="#about">About</a>';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('holds a tap on a button and replays it once the page is hydrated', () => {
    holdEarlyTaps(document);
    const seen: string[] = [];
    const button = document.getElementById('tour');
    button?.addEventListener('click', () => seen.push('tour'));
    button?.querySelector('span')?.click();
    expect(seen).toEqual([]);
    // It looks pressed while it waits.
    expect(button?.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(seen).toEqual([]);
    vi.runAllTimers();
    expect(seen).toEqual(['tour']);
    expect(button?.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  it('leaves links alone, and stops holding once hydrated', () => {
    holdEarlyTaps(document);
    const link = document.querySelector('a');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    vi.runAllTimers();
    const seen: string[] = [];
    const button = document.getElementById('tour');
    button?.addEventListener('click', () => seen.push('tour'));
    button?.click();
    expect(seen).toEqual(['tour']);
  });

  it('keeps a language link pressed while its page loads, not after the parent comes back', () => {
    document.body.innerHTML = '<a href="/hi/" hreflang="hi" lang="hi">हिन्दी</a>';
    holdEarlyTaps(document);
    // jsdom cannot load another page: the test stops it after the page's own listeners.
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay);
    const link = document.querySelector('a');
    const tap = (init: MouseEventInit = {}) =>
      link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    tap({ ctrlKey: true }); // a new tab: this page goes on as it was
    expect(link?.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    tap();
    expect(link?.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
    window.dispatchEvent(new Event('pageshow')); // back from the browser's cache
    expect(link?.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    // Once the page is live, the app's switch presses it.
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    tap();
    expect(link?.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    window.removeEventListener('click', stay);
  });

  it('chooses a tab tapped early at once, in the page, and replays its click once live', () => {
    document.body.innerHTML = `<div role="tablist">
      <a role="tab" id="t1" href="#p1" aria-controls="p1" aria-selected="true" tabindex="0">One</a>
      <a role="tab" id="t2" href="#p2" aria-controls="p2" aria-selected="false" tabindex="-1">Two</a>
    </div><div id="p1" role="tabpanel">1</div><div id="p2" role="tabpanel" hidden>2</div>`;
    holdEarlyTaps(document);
    const seen: string[] = [];
    const two = document.getElementById('t2')!;
    two.addEventListener('click', () => seen.push('two'));
    two.click();
    expect(seen).toEqual([]);
    expect(two.getAttribute('aria-selected')).toBe('true');
    expect(two.tabIndex).toBe(0);
    expect(document.getElementById('t1')?.getAttribute('aria-selected')).toBe('false');
    expect(document.getElementById('t1')?.tabIndex).toBe(-1);
    expect(document.getElementById('p1')?.hidden).toBe(true);
    expect(document.getElementById('p2')?.hidden).toBe(false);
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    vi.runAllTimers();
    expect(seen).toEqual(['two']);
  });

  it('opens the Menu tapped early at once, closes it on a second tap, and replays what is left', () => {
    document.body.innerHTML =
      '<a id="menu" href="#list" role="button" aria-expanded="false" aria-controls="list">Menu</a><ul id="list"></ul>';
    holdEarlyTaps(document);
    const seen: string[] = [];
    const menu = document.getElementById('menu')!;
    menu.addEventListener('click', () => seen.push('menu'));
    menu.click();
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(menu.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
    menu.click(); // shut again before the page is live: nothing to replay
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    menu.click(); // and open
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    vi.runAllTimers();
    expect(seen).toEqual(['menu']);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
  });

  it('turns a toggle tapped early (a subject card) at once, and replays its click once live', () => {
    document.body.innerHTML =
      '<button id="card" aria-pressed="false" data-flipped="false">Maths</button>';
    holdEarlyTaps(document);
    const seen: string[] = [];
    const card = document.getElementById('card')!;
    card.addEventListener('click', () => seen.push('card'));
    card.click();
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(card.getAttribute('data-flipped')).toBe('true');
    // Tapped again while waiting: still one turn, replayed once.
    card.click();
    expect(card.getAttribute('aria-pressed')).toBe('true');
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    vi.runAllTimers();
    expect(seen).toEqual(['card']);
  });

  it('leaves alone the buttons that work before the page is live (the language offer)', () => {
    document.body.innerHTML = `<section ${LIVE_EARLY_ATTRIBUTE}><button id="yes">Yes</button></section>`;
    holdEarlyTaps(document);
    const seen: string[] = [];
    const yes = document.getElementById('yes')!;
    yes.addEventListener('click', () => seen.push('yes'));
    yes.click();
    expect(seen).toEqual(['yes']);
    expect(yes.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  it('holds a tap inside an island until that part is live, not just the page', () => {
    document.body.innerHTML = `<button id="tour">Tour</button><div ${ISLAND_ATTRIBUTE}="home"><button id="like">Like</button></div>`;
    holdEarlyTaps(document);
    const seen: string[] = [];
    for (const id of ['tour', 'like']) {
      document.getElementById(id)?.addEventListener('click', () => seen.push(id));
    }
    document.getElementById('like')?.click();
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    vi.runAllTimers();
    expect(seen).toEqual([]);
    // The page is live: a tap above the island goes through; one inside it still waits.
    document.getElementById('tour')?.click();
    document.getElementById('like')?.click();
    expect(seen).toEqual(['tour']);
    document.dispatchEvent(new CustomEvent(ISLAND_LIVE_EVENT, { detail: 'other' }));
    vi.runAllTimers();
    expect(seen).toEqual(['tour']);
    document.dispatchEvent(new CustomEvent(ISLAND_LIVE_EVENT, { detail: 'home' }));
    vi.runAllTimers();
    expect(seen).toEqual(['tour', 'like']);
    document.getElementById('like')?.click();
    expect(seen).toEqual(['tour', 'like', 'like']);
  });

  it('replays a tap repeated because nothing seemed to happen once, so a card does not turn back', () => {
    document.body.innerHTML = '<button id="card">Fact</button><button id="tour">Tour</button>';
    holdEarlyTaps(document);
    const seen: string[] = [];
    for (const id of ['card', 'tour']) {
      document.getElementById(id)?.addEventListener('click', () => seen.push(id));
    }
    document.getElementById('card')?.click();
    document.getElementById('tour')?.click();
    document.getElementById('card')?.click();
    document.getElementById('card')?.click();
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    vi.runAllTimers();
    expect(seen).toEqual(['card', 'tour']);
  });
});

describe('the rest of an early tap', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the pointer events of a held tap from the page, and lets them through once its part is live', () => {
    // (A part no other test has made live: the page's record of live parts is for the visit.)
    document.body.innerHTML = `<div id="root"><div ${ISLAND_ATTRIBUTE}="gallery"><button id="like">Like</button></div><p id="text">Text</p></div>`;
    holdEarlyTaps(document);
    const seen: string[] = [];
    // Where React listens: the root.
    const root = document.getElementById('root');
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'touchstart']) {
      root?.addEventListener(type, (event) => seen.push(`${type} ${(event.target as Element).id}`));
    }
    const press = (id: string, type: string) => {
      const event = new Event(type, { bubbles: true, cancelable: true });
      document.getElementById(id)?.dispatchEvent(event);
      return event;
    };
    const pressed = press('like', 'pointerdown');
    press('like', 'mousedown');
    press('like', 'touchstart');
    // Not prevented: the browser still focuses the button and makes the click.
    expect(pressed.defaultPrevented).toBe(false);
    // Only taps on buttons wait: elsewhere the page gets its events as ever.
    press('text', 'pointerdown');
    expect(seen).toEqual(['pointerdown text']);
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    press('like', 'pointerdown');
    expect(seen).toEqual(['pointerdown text']);
    document.dispatchEvent(new CustomEvent(ISLAND_LIVE_EVENT, { detail: 'gallery' }));
    press('like', 'pointerup');
    expect(seen).toEqual(['pointerdown text', 'pointerup like']);
  });
});

describe('a picture tapped before the page is live', () => {
  const seen: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    seen.length = 0;
    // jsdom has no modal dialogs: they open and close as the attribute, and the opening counts.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      seen.push('showModal');
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false;
    };
    document.body.innerHTML = `
      <button id="thumb" aria-haspopup="dialog" aria-controls="lightbox" data-shows="full-b">B</button>
      <dialog id="lightbox">
        <figure id="full-a" hidden>A</figure><figure id="full-b" hidden>B</figure>
        <a id="hindi" href="/hi/" hreflang="hi">हिन्दी</a><button id="close" data-initial-focus>Close</button>
      </dialog>`;
    holdEarlyTaps(document);
    document.getElementById('thumb')?.addEventListener('click', () => seen.push('app opens'));
  });
  afterEach(() => {
    const prototype: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
    delete prototype.showModal;
    delete prototype.close;
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  const dialog = () => byId('lightbox') as HTMLDialogElement;

  it('opens it at once, alone, and the app finds it open once live', () => {
    byId('thumb').click();
    expect(dialog().open).toBe(true);
    expect(byId('full-b').hidden).toBe(false);
    expect(byId('full-a').hidden).toBe(true);
    expect(seen).toEqual(['showModal']);
    // Focus where the app starts it, not on the link before it.
    expect(document.activeElement).toBe(byId('close'));
    // A tap inside it is kept from the app until then, and does not close it.
    byId('full-b').click();
    expect(dialog().open).toBe(true);
    // A language link in it is a link, pressed while its page loads (jsdom cannot load one).
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay);
    byId('hindi').click();
    window.removeEventListener('click', stay);
    expect(byId('hindi').hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
    expect(dialog().open).toBe(true);
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    vi.runAllTimers();
    expect(seen).toEqual(['showModal', 'app opens']);
    expect(byId('thumb').hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    // The dialog is the app's now: its close button is the app's to answer.
    const close = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('close').dispatchEvent(close);
    expect(close.defaultPrevented).toBe(false);
    expect(dialog().open).toBe(true);
  });

  for (const [how, close] of [
    ['its close button', () => byId('close').click()],
    ['a tap on the backdrop', () => dialog().click()],
    ['Escape', () => dialog().dispatchEvent(new Event('cancel', { cancelable: true }))],
  ] as const) {
    it(`closes with ${how}, back on the picture, and is not opened again once live`, () => {
      byId('thumb').click();
      close();
      expect(dialog().open).toBe(false);
      expect(byId('full-b').hidden).toBe(true);
      expect(document.activeElement).toBe(byId('thumb'));
      expect(byId('thumb').hasAttribute(HELD_ATTRIBUTE)).toBe(false);
      document.dispatchEvent(new Event(HYDRATED_EVENT));
      vi.runAllTimers();
      expect(seen).toEqual(['showModal']);
    });
  }
});
