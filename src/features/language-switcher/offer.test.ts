// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/preference';

const BLOCK = {
  classes: { offer: 'o', message: 'm', actions: 'a', accept: 'y', dismiss: 'n' },
  words: {
    hi: { label: 'भाषा का सुझाव', message: 'हिन्दी में भी', accept: 'हाँ', dismiss: 'नहीं' },
    mr: { label: 'भाषेविषयी सूचना', message: 'मराठीतही', accept: 'हो', dismiss: 'नको' },
  },
};

/** A fresh copy of the module (it shows one offer per page) and a page around it. */
async function arrive(languages: string[], stored?: string | (() => never)) {
  vi.resetModules();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  const storage = new Map<string, string>();
  if (typeof stored === 'string') storage.set(LANGUAGE_STORAGE_KEY, stored);
  vi.spyOn(window, 'localStorage', 'get').mockReturnValue({
    getItem: (key: string) =>
      typeof stored === 'function' ? stored() : (storage.get(key) ?? null),
    setItem: (key: string, value: string) => void storage.set(key, value),
  } as Storage);
  document.documentElement.lang = 'en';
  document.body.innerHTML = `<header><a hreflang="hi" href="/hi/">हिन्दी</a><a hreflang="mr" href="/mr/">मराठी</a><div data-below-header></div></header>`;
  const module = await import('./offer');
  return { module, storage };
}

/** The offer's card, once its chunk has come (a dynamic import). */
const card = () => document.querySelector<HTMLElement>('[data-below-header] section');
const waitForCard = () => vi.waitFor(() => expect(card()).not.toBeNull());

describe('the language offer on arrival', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('reads only a block as the prerenderer writes it, and the words it has in full', async () => {
    const { module } = await arrive(['en']);
    expect(module.readOfferBlock(null)).toBeNull();
    expect(module.readOfferBlock('x')).toBeNull();
    expect(module.readOfferBlock({ words: BLOCK.words })).toBeNull();
    expect(
      module.readOfferBlock({ ...BLOCK, words: { ...BLOCK.words, mr: { label: 'x' } } })?.words,
    ).toEqual({ hi: BLOCK.words.hi });
  });

  it('offers the browser’s language in that language, with its label', async () => {
    const { module } = await arrive(['mr-IN', 'en']);
    module.offerLanguage(BLOCK);
    await waitForCard();
    expect(card()?.lang).toBe('mr');
    expect(card()?.getAttribute('aria-label')).toBe('भाषेविषयी सूचना');
    expect(card()?.textContent).toBe('मराठीतहीहोनको');
    expect(card()?.className).toBe('o');
  });

  it('offers nothing to an English browser, or after a choice', async () => {
    for (const [languages, stored] of [
      [['en-GB', 'hi'], undefined],
      [['hi'], 'en'],
      [['hi'], 'mr'], // the app redirects to a remembered Marathi choice
      [['fr'], undefined],
    ] as const) {
      const { module } = await arrive([...languages], stored);
      module.offerLanguage(BLOCK);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(card(), `${languages.join()} / ${stored}`).toBeNull();
    }
  });

  it('treats a stored value it did not write, or storage that throws, as no choice', async () => {
    for (const stored of [
      'fr',
      '<b>hi</b>',
      'HI',
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
    ]) {
      const { module } = await arrive(['hi-IN'], stored);
      module.offerLanguage(BLOCK);
      await waitForCard();
      expect(card()?.lang).toBe('hi');
    }
  });

  it('“No, thanks” is remembered and gives focus to that language in the switcher', async () => {
    const { module, storage } = await arrive(['hi-IN']);
    module.offerLanguage(BLOCK);
    await waitForCard();
    const [, dismiss] = card()!.querySelectorAll('button');
    dismiss!.focus();
    dismiss!.click();
    expect(card()).toBeNull();
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.activeElement?.getAttribute('hreflang')).toBe('hi');
  });

  it('“Read in …” is remembered and follows the header’s link for that language', async () => {
    const { module, storage } = await arrive(['hi-IN']);
    const followed = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('a[hreflang="hi"]')!.addEventListener('click', followed);
    module.offerLanguage(BLOCK);
    await waitForCard();
    card()!.querySelector('button')!.click();
    expect(followed).toHaveBeenCalledOnce();
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(card()).toBeNull();
  });

  it('goes when the app shows the page in another language', async () => {
    const { module } = await arrive(['mr']);
    module.offerLanguage(BLOCK);
    await waitForCard();
    module.offerFollowsPage('en');
    expect(card()).not.toBeNull();
    module.offerFollowsPage('hi');
    expect(card()).toBeNull();
  });
});
