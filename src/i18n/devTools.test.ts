// @vitest-environment jsdom
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { devToolsOptions, withKey } from './devTools';

const resources = {
  en: { home: { hero: { title: 'Welcome' } }, common: { nav: { label: 'Sections' } } },
};

async function start(search: string) {
  window.history.replaceState({}, '', `/${search}`);
  const instance = i18next.createInstance();
  const options = devToolsOptions(instance);
  await instance.init({
    ...options,
    lng: 'en',
    resources,
    ns: ['home', 'common'],
    defaultNS: 'common',
  });
  return instance;
}

describe('translators’ dev tools', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('writes a text with its namespace and key', () => {
    expect(withKey('Watch tour', 'tour', 'launcher.open')).toBe('Watch tour ⟦tour:launcher.open⟧');
  });

  it('with ?keys, shows every text’s namespace:key, however the key names its namespace', async () => {
    const i18n = await start('?keys');
    expect(i18n.t('hero.title', { ns: 'home' })).toBe('Welcome ⟦home:hero.title⟧');
    expect(i18n.t('home:hero.title')).toBe('Welcome ⟦home:hero.title⟧');
    expect(i18n.t('nav.label')).toBe('Sections ⟦common:nav.label⟧');
  });

  it('without ?keys, leaves the text alone', async () => {
    const i18n = await start('?other');
    expect(i18n.t('hero.title', { ns: 'home' })).toBe('Welcome');
  });
});
