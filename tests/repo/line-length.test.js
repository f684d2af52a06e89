// scripts/check-line-length.mjs, the lint step's limit of 160 characters a line in the JS/TS files
// git tracks: it fails on a planted long line and names its file and line, counts characters (not
// UTF-16 units: the demo's locales are Cyrillic and Armenian), and skips the generated contract.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from '../js/helpers.js';

const SCRIPT = join(REPO, 'scripts', 'check-line-length.mjs');
const dirs = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the check in a fresh git repository holding `files` ({ path: text }), all added. */
function check(files) {
  const dir = mkdtempSync(join(tmpdir(), 'line-length-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  spawnSync('git', ['init', '-q'], { cwd: dir });
  spawnSync('git', ['add', '.'], { cwd: dir });
  return spawnSync(process.execPath, [SCRIPT], { cwd: dir, encoding: 'utf8' });
}

describe('check-line-length', () => {
  it('fails on a line of 161 characters and names its file and line', () => {
    const result = check({ 'a.js': `const a = 1;\n// ${'x'.repeat(158)}\n`, 'b.ts': `// ${'y'.repeat(157)}\n` });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('a.js:2: 161 characters (at most 160)\n');
  });

  it('counts characters, not UTF-16 units, and passes 160 of them', () => {
    const result = check({ 'locale.js': `// ${'я'.repeat(100)}${'😀'.repeat(57)}\n` });
    expect([result.status, result.stdout]).toEqual([0, 'check-line-length: 1 files, no line over 160 characters\n']);
  });

  it('reads only JS/TS files and skips the generated contract', () => {
    const long = `// ${'z'.repeat(300)}\n`;
    const result = check({ 'npm/src/generated/contract.ts': long, 'notes.md': long, 'ok.mjs': 'export {};\n' });
    expect([result.status, result.stdout]).toEqual([0, 'check-line-length: 1 files, no line over 160 characters\n']);
  });
});
