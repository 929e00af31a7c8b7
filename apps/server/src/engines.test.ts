import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 19 defect 15: `npm ci` warned that cookie@2 needs Node 22 while the README documents 20.19+.
// Every package the lockfile installs must accept the lowest Node version we document.

const root = new URL('../../../', import.meta.url);
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'));

type Version = [number, number, number];

function parseVersion(text: string): { v: Version; parts: number } {
  const bits = text.replace(/^v/, '').split('.');
  const nums: number[] = [];
  for (const bit of bits.slice(0, 3)) {
    if (bit === 'x' || bit === 'X' || bit === '*') break;
    if (!/^\d+$/.test(bit)) throw new Error(`unsupported version '${text}'`);
    nums.push(Number(bit));
  }
  return { v: [nums[0] ?? 0, nums[1] ?? 0, nums[2] ?? 0], parts: nums.length };
}

const cmp = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

function bump({ v, parts }: { v: Version; parts: number }, caret: boolean): Version {
  if (caret) {
    if (v[0] > 0 || parts <= 1) return [v[0] + 1, 0, 0];
    if (v[1] > 0 || parts <= 2) return [0, v[1] + 1, 0];
    return [0, 0, v[2] + 1];
  }
  if (parts <= 1) return [v[0] + 1, 0, 0];
  return [v[0], v[1] + 1, 0];
}

function comparatorHolds(version: Version, comparator: string): boolean {
  const m = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(comparator);
  if (!m) throw new Error(`unsupported comparator '${comparator}'`);
  const op = m[1] ?? '';
  const rest = m[2] ?? '';
  if (rest === '*' || rest === '' || rest === 'x') return true;
  const parsed = parseVersion(rest);
  const c = cmp(version, parsed.v);
  switch (op) {
    case '>=':
      return c >= 0;
    case '>':
      return parsed.parts < 3 ? cmp(version, bump(parsed, false)) >= 0 : c > 0;
    case '<=':
      return parsed.parts < 3 ? cmp(version, bump(parsed, false)) < 0 : c <= 0;
    case '<':
      return c < 0;
    case '^':
      return c >= 0 && cmp(version, bump(parsed, true)) < 0;
    case '~':
      return c >= 0 && cmp(version, bump({ ...parsed, parts: Math.min(parsed.parts, 2) }, false)) < 0;
    default:
      // a bare version: partial versions are x-ranges ("20" = 20.x)
      return parsed.parts === 3 ? c === 0 : c >= 0 && cmp(version, bump(parsed, false)) < 0;
  }
}

export function satisfies(versionText: string, range: string): boolean {
  const version = parseVersion(versionText).v;
  return range.split('||').some((alternative) => {
    const comparators = alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    return comparators.every((comparator) => comparatorHolds(version, comparator));
  });
}

describe('Node engines', () => {
  it('the range checker reads the forms the lockfile uses', () => {
    expect(satisfies('20.19.0', '>=20.19')).toBe(true);
    expect(satisfies('20.19.0', '>=22')).toBe(false);
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('20.19.0', '^20.9.0')).toBe(true);
    expect(satisfies('20.19.0', '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true);
    expect(satisfies('20.19.0', '18 || 20 || >=22')).toBe(true);
    expect(satisfies('20.19.0', '^20.0.0 || ^22.0.0 || >=24.0.0')).toBe(true);
    expect(satisfies('20.19.0', '^22.13.0 || >=24')).toBe(false);
    expect(satisfies('20.19.0', '>= 10.x')).toBe(true);
    expect(satisfies('20.19.0', '>=16 || 14 >=14.17')).toBe(true);
    expect(satisfies('20.19.0', '*')).toBe(true);
    expect(satisfies('20.19.0', '~20.18.0')).toBe(false);
  });

  it('every installed package accepts the lowest Node version the README and package.json document', () => {
    const pkg = readJson('package.json');
    const documented = /^>=\s*(\d+\.\d+(?:\.\d+)?)$/.exec(pkg.engines.node)?.[1];
    expect(documented).toBe('20.19');
    expect(readFileSync(new URL('README.md', root), 'utf8')).toContain(`Node.js ${documented}+`);

    const lock = readJson('package-lock.json') as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const refused: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
      if (range && !satisfies(`${documented}.0`, range)) refused.push(`${path}@${entry.version} wants node ${range}`);
    }
    expect(refused).toEqual([]);
  });
});
