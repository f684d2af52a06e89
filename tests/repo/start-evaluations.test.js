// The table of start evaluations (cpp/data/start_evaluations.json, made by
// scripts/evaluate-starts.mjs): 960 rows in Scharnagl order whose SHA-256 is the one it states,
// the engine's and the package's sources generated from it and current, and rows that Stockfish
// gives again: two starts recomputed with the table's engine, options and node count.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  GENERATED_CPP,
  GENERATED_TS,
  canonicalRow,
  cppSource,
  readData,
  typeScriptSource,
} from '../../scripts/evaluate-starts.mjs';
import { REPO } from '../js/helpers.js';

const SCRIPT = join(REPO, 'scripts', 'evaluate-starts.mjs');
const STOCKFISH = '/usr/games/stockfish';
const data = readData();

describe('cpp/data/start_evaluations.json', () => {
  it('has one row per start in Scharnagl order, and the SHA-256 of their canonical form', () => {
    expect(data.rows.map((row) => row[0])).toEqual([...Array(960).keys()]);
    expect(data.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(canonicalRow(data.rows[518])).toMatch(/^518 (cp|mate) -?\d+ \d+ \d+ \d+ \d+ [a-h][1-8][a-h][1-8][nbrq]?\n$/);
    // readData() refuses a table whose rows are not their SHA-256.
    expect(data.rows.every(([, cp, mate]) => (cp === null) !== (mate === null))).toBe(true);
  });

  it('is what the engine and the package compile (node scripts/evaluate-starts.mjs generate)', () => {
    expect(readFileSync(GENERATED_CPP, 'utf8')).toBe(cppSource(data));
    expect(readFileSync(GENERATED_TS, 'utf8')).toBe(typeScriptSource(data));
    expect(() => execFileSync(process.execPath, [SCRIPT, 'generate', '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});

describe('the rows again, from Stockfish', () => {
  const work = mkdtempSync(join(tmpdir(), 'chess960-evaluations-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("Stockfish is installed (the test command installs Debian's stockfish)", () => {
    expect(existsSync(STOCKFISH), `${STOCKFISH} is missing: apt-get install stockfish`).toBe(true);
  });

  // Standard chess and the last start: the table's engine, one thread, its hash and node count.
  it.each([518, 959])(
    'start %i: the same row at the stated node count',
    (number) => {
      const file = join(work, `${number}.jsonl`);
      const args = ['run', '--work', file, '--from', String(number), '--to', String(number)];
      args.push('--nodes', String(data.nodes), '--hash', data.options.Hash, '--engine', STOCKFISH);
      execFileSync(process.execPath, [SCRIPT, ...args], { stdio: 'pipe' });
      const [settings, row] = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(settings).toEqual({ engine: data.engine, options: data.options, nodes: data.nodes });
      const again = [row.number, row.cp ?? null, row.mate ?? null, ...row.wdl, row.depth, row.bestMove];
      expect(again).toEqual(data.rows[number]);
    },
    180_000,
  );
});
