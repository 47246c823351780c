import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPACT_QUERY } from './useCompactLayout';

describe('compact layout', () => {
  it('uses the small-screen breakpoint of the design tokens, for width and height', () => {
    const tokens = readFileSync(join(import.meta.dirname, '../../styles/_tokens.scss'), 'utf8');
    const small = /^\$bp-small:\s*([^;]+);/m.exec(tokens)?.[1];
    expect(small).toBeDefined();
    expect(COMPACT_QUERY).toBe(`(max-width: ${small}), (max-height: ${small})`);
  });
});
