import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LATER_PART_MODULES,
  namespacesOf,
  PAGE_MODULES,
  PAGE_PATHS,
  pageAt,
  ROUTED_PAGES,
} from './registry';

const root = join(import.meta.dirname, '..', '..');

/** The modules a page's source hands to `laterPart(…)`, as paths from the project's root. */
function laterPartsIn(module: string): string[] {
  const source = readFileSync(join(root, module), 'utf8');
  const calls = source.split(/\blaterPart\(/).slice(1);
  return calls.map((call) => {
    const imported = /import\('([^']+)'\)/.exec(call)?.[1];
    if (!imported) throw new Error(`${module}: a laterPart without an import()`);
    return relative(root, join(root, dirname(module), imported)) + '.tsx';
  });
}

describe('page registry', () => {
  it('names modules that exist', () => {
    for (const page of ROUTED_PAGES) {
      for (const module of [PAGE_MODULES[page], ...LATER_PART_MODULES[page]]) {
        expect(existsSync(join(root, module)), module).toBe(true);
      }
    }
  });

  it('lists every later part of each page, so the prerenderer puts its styles in the page', () => {
    for (const page of ROUTED_PAGES) {
      expect([...LATER_PART_MODULES[page]].sort(), page).toEqual(
        laterPartsIn(PAGE_MODULES[page]).sort(),
      );
    }
  });

  it('finds the page at each path, in every language, with or without a trailing slash', () => {
    for (const page of ROUTED_PAGES) {
      const path = PAGE_PATHS[page];
      expect(pageAt(path)).toBe(page);
      expect(pageAt(`/mr${path === '/' ? '/' : `${path}/`}`)).toBe(page);
    }
    expect(pageAt('/hi/nowhere')).toBe('notFound');
  });

  it("gives every page the shell's text and its own", () => {
    expect(namespacesOf('home')).toEqual(['common', 'errors', 'home', 'tour']);
    expect(namespacesOf('notFound')).toEqual(['common', 'errors']);
  });
});
