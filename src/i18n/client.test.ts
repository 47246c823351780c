// @vitest-environment jsdom
import type { ReadCallback } from 'i18next';
import { afterAll, describe, expect, it, vi } from 'vitest';
import hiTour from '../../locales/hi/tour.json';
import { startI18n } from './client';

/** The whole files the page asked i18next's backend for. */
const asked = vi.hoisted(() => ({ files: [] as string[] }));

// Downloads that fail: the tour's first part (the launcher's text) once, the errors file
// three times.
vi.mock('./localeLoaders', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./localeLoaders')>();
  let tourFailed = false;
  let errorsFailures = 3;
  return {
    ...actual,
    firstScreenParts: async (
      language: string,
      namespaces: Parameters<typeof actual.firstScreenParts>[1],
    ) => {
      if (!tourFailed && namespaces.includes('tour')) {
        tourFailed = true;
        throw new TypeError('Failed to fetch');
      }
      return actual.firstScreenParts(language, namespaces);
    },
    localeBackend: {
      ...actual.localeBackend,
      read: (language: string, namespace: string, callback: ReadCallback) => {
        asked.files.push(namespace);
        if (namespace === 'errors' && errorsFailures > 0) {
          errorsFailures -= 1;
          callback(new TypeError('Failed to fetch'), false);
          return;
        }
        actual.localeBackend.read(language, namespace, callback);
      },
    },
  };
});

describe('the page’s text at start', () => {
  afterAll(() => window.history.replaceState({}, '', '/'));

  it('rejects while any of it is missing, and asks again only for what is missing', async () => {
    window.history.replaceState({}, '', '/hi/');
    const namespaces = ['common', 'errors', 'home', 'tour'] as const;
    // Started without its text, the page would hydrate with its keys: it must not start.
    await expect(startI18n(namespaces)).rejects.toThrow('Failed to fetch'); // the tour's part
    // Meanwhile i18next read the whole files, and the one that failed once more at once.
    await vi.waitFor(() => expect(asked.files.sort()).toEqual(['common', 'errors', 'errors']));

    asked.files = [];
    await expect(startI18n(namespaces)).rejects.toThrow('The hi text could not be loaded');
    expect(asked.files).toEqual(['errors']);

    asked.files = [];
    const i18n = await startI18n(namespaces);
    expect(asked.files).toEqual(['errors']); // not `common` again
    expect(i18n.t('launcher.open', { ns: 'tour' })).toBe(hiTour.launcher.open);
    expect(i18n.hasResourceBundle('hi', 'errors')).toBe(true);
    // Of the tour, still only the first screen's part (the scenes come with the tour).
    expect(Object.keys(i18n.getResourceBundle('hi', 'tour') as object).sort()).toEqual([
      'dialog',
      'launcher',
    ]);
  });
});
