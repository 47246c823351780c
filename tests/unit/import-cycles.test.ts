// No module of src/ imports one that imports it back, directly or round a circle. The lint's
// import direction (eslint.config.js) keeps folders from circling; this finds a circle inside
// a folder too. Imports are read from the source text (static, dynamic and re-exports).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return SOURCE.test(name) && !/\.test\.|\.d\.ts$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [
    base,
    ...['.ts', '.tsx', '.mjs', '.js'].map((extension) => base + extension),
    ...['.ts', '.tsx'].map((extension) => join(base, `index${extension}`)),
  ])
    if (SOURCE.test(candidate) && statSync(candidate, { throwIfNoEntry: false })?.isFile())
      return candidate;
  return null;
}

/** Every circle of imports in `graph`, each as the files round it. */
export function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('imports in src/', () => {
  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('go round no circle', () => {
    const graph = new Map<string, string[]>();
    for (const file of files(join(root, 'src'))) {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(IMPORT)]
        .map((match) => resolveImport(file, match[1] ?? match[2] ?? ''))
        .filter((target): target is string => target !== null);
      graph.set(file, targets);
    }
    expect(graph.size).toBeGreaterThan(100);
    expect(
      circles(graph).map((circle) => circle.map((file) => relative(root, file)).join(' -> ')),
    ).toEqual([]);
  });
});
