import { describe, expect, it } from 'vitest';
import { recordFormatted } from './formatRecording';
import { createServerI18n } from './server';

describe('{{count, number}} in a locale string', () => {
  it('goes through the site’s formatting: each language’s digits, recorded for hydration', async () => {
    const t = createServerI18n('mr').getFixedT('mr', 'home');
    const { result, formatted } = await recordFormatted(() =>
      Promise.resolve(t('like.likes', { count: 1234 })),
    );
    expect(result).toContain('१,२३४');
    expect(formatted).toEqual([
      { kind: 'number', language: 'mr', options: {}, texts: { 1234: '१,२३४' } },
    ]);
  });
});
