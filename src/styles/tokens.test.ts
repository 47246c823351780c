import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

/** Every Sass file under src/ except the tokens themselves. */
function styleFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.scss') && !file.endsWith('_tokens.scss'))
    .map((file) => join(SRC, file));
}

// Colours and pixel sizes belong in _tokens.scss. The one exception is the visually-hidden
// pattern, whose 1 px box is the technique itself, not a design choice.
const STRAY = /#[0-9a-f]{3,8}\b|(?<![\w$-])\d*\.?\d+px\b|\brgba?\(|\bhsla?\(/i;
const ALLOWED = new Set([
  'styles/_mixins.scss: width: 1px;',
  'styles/_mixins.scss: height: 1px;',
  'styles/_mixins.scss: margin: -1px;',
]);

/** The lines of a style file that use a raw colour or pixel size instead of a token. */
function strayValues(name: string, source: string): string[] {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/\/\/.*$/, '').trim())
    .filter((line) => STRAY.test(line) && !ALLOWED.has(`${name}: ${line}`))
    .map((line) => `${name}: ${line}`);
}

describe('component styles take their values from the design tokens', () => {
  it('finds raw colours and pixel sizes', () => {
    expect(strayValues('a.scss', '.a {\n  color: #fff;\n  margin: 3px 0;\n}')).toEqual([
      'a.scss: color: #fff;',
      'a.scss: margin: 3px 0;',
    ]);
    expect(strayValues('a.scss', '.a { background: rgb(0 0 0 / 50%); }')).toHaveLength(1);
    expect(
      strayValues('a.scss', '.a {\n  gap: $space-2; // not 8px\n  width: $size-12px;\n}'),
    ).toEqual([]);
  });

  it('holds for every style file in src/', () => {
    const stray = styleFiles().flatMap((file) =>
      strayValues(relative(SRC, file), readFileSync(file, 'utf8')),
    );
    expect(stray).toEqual([]);
  });
});
