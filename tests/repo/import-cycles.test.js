// scripts/check-import-cycles.mjs, the lint step's check that no module of npm/src or demo/src
// imports itself through others (type-only imports included): it fails on a planted cycle and
// names it, and passes on the repository's folders.
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from '../../scripts/check-import-cycles.mjs';
import { REPO } from '../js/helpers.js';

const SCRIPT = join(REPO, 'scripts', 'check-import-cycles.mjs');
const PLANTED = join(REPO, 'tests', 'repo', 'fixtures', 'import-cycle');

describe('check-import-cycles', () => {
  it('sees type-only imports and re-exports as edges', () => {
    expect(Object.fromEntries(importGraph(PLANTED))).toEqual({
      'a.ts': ['b.ts'],
      'b.ts': ['c.ts'],
      'c.ts': ['a.ts'],
      'leaf.ts': [],
    });
  });

  it('traces each cycle back to its start', () => {
    const graph = new Map([
      ['x.ts', ['y.ts']],
      ['y.ts', ['x.ts', 'z.ts']],
      ['z.ts', []],
      ['self.ts', ['self.ts']],
    ]);
    expect(findCycles(graph)).toEqual(
      expect.arrayContaining([
        ['x.ts', 'y.ts', 'x.ts'],
        ['self.ts', 'self.ts'],
      ]),
    );
    expect(findCycles(graph)).toHaveLength(2);
    expect(findCycles(new Map([['z.ts', []]]))).toEqual([]);
  });

  it('fails on the planted cycle and names it', () => {
    const run = spawnSync(process.execPath, [SCRIPT, PLANTED], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('a.ts -> b.ts -> c.ts -> a.ts');
  });

  it('passes on npm/src and demo/src', () => {
    expect(execFileSync(process.execPath, [SCRIPT], { encoding: 'utf8' })).toContain('no import cycles');
  });
});
