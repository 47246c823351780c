import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/home.json';
import tourEn from '../../locales/en/tour.json';
import { firstScreenParts, localeLoader, loadRestOfText } from './localeLoaders';

describe('namespaces loaded in two parts', () => {
  it('loads only the first part at first, and the rest on demand, into the same namespace', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: {} });
    const parts = await firstScreenParts('en', ['common', 'home', 'tour']);
    // Whole namespaces are left to the backend; split ones give only their first part.
    expect(Object.keys(parts).sort()).toEqual(['home', 'tour']);
    expect(Object.keys(parts.home ?? {})).toEqual(['hero']);
    expect(Object.keys(parts.tour ?? {}).sort()).toEqual(['dialog', 'launcher']);
    i18n.addResourceBundle('en', 'home', parts.home, true, true);
    expect(i18n.t('hero.title', { ns: 'home' })).toBe(en.hero.title);
    expect(i18n.exists('about.title', { ns: 'home' })).toBe(false);

    await loadRestOfText(i18n, 'home');
    expect(i18n.getResourceBundle('en', 'home')).toEqual(en);
    expect(i18n.hasResourceBundle('en', 'tour')).toBe(false);
  });

  it('gives the whole file when a namespace is loaded in one go (a change of language)', async () => {
    expect(await localeLoader('en', 'home')?.()).toEqual(en);
    expect(await localeLoader('en', 'tour')?.()).toEqual(tourEn);
    expect(localeLoader('xx', 'home')).toBeUndefined();
  });
});
