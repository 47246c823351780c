import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LATER_PARTS,
  namespacesOf,
  PAGE_MODULES,
  PAGE_PATHS,
  pageAt,
  ROUTED_PAGES,
} from './registry';

const root = join(import.meta.dirname, '..', '..');

/**
 * The islands a page's source makes with `island(name, …)`: each name with the module it
 * imports, as a path from the project's root.
 */
function islandsIn(module: string): Record<string, string> {
  const source = readFileSync(join(root, module), 'utf8');
  const calls = source.split(/\bisland\(/).slice(1);
  return Object.fromEntries(
    calls.map((call) => {
      const name = /^'([^']+)'/.exec(call)?.[1];
      const imported = /import\('([^']+)'\)/.exec(call)?.[1];
      if (!name || !imported) throw new Error(`${module}: a island without a name or import()`);
      return [name, relative(root, join(root, dirname(module), imported)) + '.tsx'];
    }),
  );
}

const partModules = (page: (typeof ROUTED_PAGES)[number]) =>
  Object.fromEntries(Object.entries(LATER_PARTS[page]).map(([name, part]) => [name, part.module]));

describe('page registry', () => {
  it('names modules that exist', () => {
    for (const page of ROUTED_PAGES) {
      for (const module of [PAGE_MODULES[page], ...Object.values(partModules(page))]) {
        expect(existsSync(join(root, module)), module).toBe(true);
      }
    }
  });

  it('lists every island of each page, so the prerenderer puts its styles in the page', () => {
    for (const page of ROUTED_PAGES) {
      expect(partModules(page), page).toEqual(islandsIn(PAGE_MODULES[page]));
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
