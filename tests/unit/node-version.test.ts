// The Node that runs the tests (CI's comes from .ci/run) must be one that package.json's
// engines allows: that range is where the dependencies' own engines meet (i18next 27 needs
// Node 22), so a Node below it installs with warnings and may fail anywhere.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const { engines } = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'),
) as { engines: { node: string } };

type Version = [major: number, minor: number, patch: number];

function parse(text: string): Version {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`Not a version: "${text}"`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether `version` is in `range`: alternatives joined by `||`, each one or more of `>=x.y.z`,
 * `<x.y.z` and `^x.y.z` (with x ≥ 1). Any other form throws, so that a range this cannot read
 * fails rather than passes.
 */
function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const match = /^(>=|<|\^)(.+)$/.exec(comparator);
        if (!match) throw new Error(`Cannot read "${comparator}" in "${range}"`);
        const bound = parse(match[2]!);
        if (match[1] === '>=') return compare(v, bound) >= 0;
        if (match[1] === '<') return compare(v, bound) < 0;
        return v[0] === bound[0] && compare(v, bound) >= 0;
      }),
  );
}

describe('Node version', () => {
  it(`Node ${process.version} is in package.json's engines (${engines.node})`, () => {
    console.log(`Node ${process.version}; package.json engines.node "${engines.node}"`);
    expect(
      satisfies(process.version, engines.node),
      `Node ${process.version} is outside engines.node "${engines.node}"`,
    ).toBe(true);
  });

  it('reads the forms of range that engines uses', () => {
    const range = '^22.13.0 || >=24';
    expect(satisfies('v20.20.2', range)).toBe(false);
    expect(satisfies('v22.12.0', range)).toBe(false);
    expect(satisfies('v22.13.0', range)).toBe(true);
    expect(satisfies('v23.11.1', range)).toBe(false);
    expect(satisfies('v24.0.0', range)).toBe(true);
    expect(satisfies('v26.10.0', range)).toBe(true);
    expect(satisfies('v26.10.0', '>=22.19 <26')).toBe(false);
    expect(() => satisfies('v26.10.0', '~22.13')).toThrow();
  });
});
