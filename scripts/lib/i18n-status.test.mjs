import { describe, expect, it } from 'vitest';
import { markTranslated, namespaceStatus, statusReport, wordDiff } from './i18n-status.mjs';

describe('stale translations', () => {
  const translation = { 'hero.title': 'नमस्ते', 'hero.body': 'स्वागत है' };

  it('goes fresh → stale when the English changes → fresh again once marked', () => {
    const english = { 'hero.title': 'Welcome', 'hero.body': 'Come in' };
    let record = markTranslated({}, { namespace: 'home', english });
    expect(
      namespaceStatus({ namespace: 'home', english, translation, record: record.home }),
    ).toEqual({
      namespace: 'home',
      translated: 2,
      stale: [],
      missing: [],
    });

    const changed = { ...english, 'hero.title': 'Welcome, parents' };
    const stale = namespaceStatus({
      namespace: 'home',
      english: changed,
      translation,
      record: record.home,
    });
    expect(stale.translated).toBe(1);
    expect(stale.stale).toEqual([
      { namespace: 'home', key: 'hero.title', was: 'Welcome', now: 'Welcome, parents' },
    ]);
    const report = statusReport('hi', [stale]);
    expect(report).toContain('hi home:hero.title stale');
    expect(report).toContain('hi home: 1 translated, 1 stale, 0 missing');
    expect(report.join('\n')).toContain('[-Welcome-] {+Welcome, parents+}');

    record = markTranslated(record, { namespace: 'home', english: changed, key: 'hero.title' });
    const fresh = namespaceStatus({
      namespace: 'home',
      english: changed,
      translation,
      record: record.home,
    });
    expect(fresh.stale).toEqual([]);
    expect(fresh.translated).toBe(2);
    expect(statusReport('hi', [fresh]).join('\n')).not.toContain('stale\n');
  });

  it('marks one key without touching the others', () => {
    const record = { home: { 'hero.title': 'Old title', 'hero.body': 'Old body' } };
    const english = { 'hero.title': 'New title', 'hero.body': 'New body' };
    const marked = markTranslated(record, { namespace: 'home', english, key: 'hero.body' });
    expect(marked.home).toEqual({ 'hero.title': 'Old title', 'hero.body': 'New body' });
  });

  it('refuses to mark a key English does not have', () => {
    expect(() => markTranslated({}, { namespace: 'home', english: { a: 'A' }, key: 'b' })).toThrow(
      /not an English key/,
    );
  });

  it('counts a translation never marked as stale, and an empty one as missing', () => {
    const status = namespaceStatus({
      namespace: 'home',
      english: { a: 'A', b: 'B' },
      translation: { a: 'अ', b: '' },
      record: undefined,
    });
    expect(status.stale).toEqual([{ namespace: 'home', key: 'a', was: null, now: 'A' }]);
    expect(status.missing).toEqual(['b']);
  });

  it('compares the English in NFC, so a re-encoded but equal text stays fresh', () => {
    const english = { a: 'Caf\u00e9' };
    const record = markTranslated({}, { namespace: 'n', english: { a: 'Cafe\u0301' } });
    expect(
      namespaceStatus({ namespace: 'n', english, translation: { a: 'कैफ़े' }, record: record.n })
        .stale,
    ).toEqual([]);
  });

  it('shows what changed word by word', () => {
    expect(wordDiff('Visit the school office today', 'Visit the new school office')).toBe(
      'Visit the {+new+} school office [-today-]',
    );
  });
});
