import { describe, expect, it } from 'vitest';
import {
  checkSource,
  compareNamespace,
  flatten,
  parseLocale,
  placeholders,
} from './i18n-check.mjs';

const file = 'locales/hi/home.json';
/** @param {unknown} source @param {unknown} target */
const check = (source, target) =>
  compareNamespace({ file, source: flatten(source), target: flatten(target) });

describe('i18n check', () => {
  it('passes a complete translation', () => {
    expect(check({ a: { b: 'Hello {{name}}' } }, { a: { b: 'नमस्ते {{name}}' } })).toEqual([]);
  });

  it('names the file and key of a missing translation, quoting the English', () => {
    expect(check({ hero: { title: 'Welcome' } }, { hero: {} })).toEqual([
      expect.objectContaining({
        file,
        key: 'hero.title',
        message: expect.stringContaining('"Welcome"'),
      }),
    ]);
  });

  it('reports a key that English does not have', () => {
    expect(check({ a: 'x' }, { a: 'क', b: 'ख' })).toEqual([
      expect.objectContaining({
        key: 'b',
        message: expect.stringContaining('not in the English file'),
      }),
    ]);
  });

  it('reports an empty translation', () => {
    expect(check({ a: 'Hello' }, { a: '  ' })).toEqual([
      expect.objectContaining({ key: 'a', message: expect.stringContaining('empty') }),
    ]);
  });

  it('reports placeholders that differ from English', () => {
    const problems = check({ a: 'Scene {{n}} of {{total}}' }, { a: 'दृश्य {{num}} / {{total}}' });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain('{{n}} {{total}}');
  });

  it('reports plural forms that differ from English', () => {
    const problems = check(
      { likes_one: '{{count}} like', likes_other: '{{count}} likes' },
      { likes_other: '{{count}} पसंद' },
    );
    expect(problems).toEqual([
      expect.objectContaining({
        key: 'likes',
        message: expect.stringContaining('plural forms differ'),
      }),
    ]);
  });

  it('accepts the same plural forms', () => {
    expect(
      check(
        { x_one: '{{count}} a', x_other: '{{count}} b' },
        { x_one: '{{count}} क', x_other: '{{count}} ख' },
      ),
    ).toEqual([]);
  });

  it('reports a value that is not text', () => {
    expect(check({ a: 'x' }, { a: ['x'] })).toEqual([
      expect.objectContaining({ key: 'a', message: expect.stringContaining('list') }),
    ]);
  });

  it('reports invalid JSON with the file name', () => {
    const { problem } = parseLocale(file, '{ "a": "x", }');
    expect(problem).toEqual(
      expect.objectContaining({
        file,
        key: '(file)',
        message: expect.stringContaining('not valid JSON'),
      }),
    );
  });

  it('reports an empty English value', () => {
    expect(checkSource('locales/en/a.json', { a: '' })).toEqual([
      expect.objectContaining({ key: 'a' }),
    ]);
  });

  it('finds placeholders with formats and spaces', () => {
    expect(placeholders('{{ year }} and {{count, number}} and {{year}}')).toEqual([
      'count',
      'year',
    ]);
  });
});
