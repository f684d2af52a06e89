// The lint and type gate of scripts/lint.sh refuses what it is there to refuse: a call of a method
// the package does not have, or with an argument of the wrong type, fails the same tsc
// configuration (tsconfig.json, against the published .d.ts), and a loose comparison or an unused
// variable fails ESLint (eslint.config.js). Each beside a control that passes, so that a broken
// configuration cannot pass for a working gate.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../js/helpers.js';

const TSC = createRequire(join(REPO, 'package.json')).resolve('typescript/bin/tsc');

const PRELUDE = `import { load } from 'chess960';
const chess = await load();
const game = chess.game(chess.startFen(518));
`;
const FILES = {
  'right.js': `${PRELUDE}game.move('e4');\nexport const moves = game.legalMoves({ verbose: true }).map((m) => m.san);\n`,
  'wrong-name.js': `${PRELUDE}export const moves = game.legalMove();\n`,
  'wrong-argument.js': `${PRELUDE}export const fen = chess.startFen('518');\n`,
};

// One tsc run with the repository's tsconfig.json over the three files, in a folder inside
// tests/repo so that 'chess960' resolves as for the real test files (the gate itself ignores it).
let dir;
let tsc;
beforeAll(() => {
  dir = mkdtempSync(join(REPO, 'tests', 'repo', '.type-gate-'));
  for (const [name, code] of Object.entries(FILES)) writeFileSync(join(dir, name), code);
  const config = join(dir, 'tsconfig.json');
  writeFileSync(
    config,
    JSON.stringify({ extends: '../../../tsconfig.json', include: Object.keys(FILES), exclude: [] }),
  );
  try {
    tsc = {
      status: 0,
      output: execFileSync(process.execPath, [TSC, '-p', config, '--pretty', 'false'], { cwd: REPO, encoding: 'utf8' }),
    };
  } catch (error) {
    tsc = { status: error.status, output: `${error.stdout}${error.stderr}` };
  }
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const errorsOf = (name) => tsc.output.split('\n').filter((line) => line.includes(`${name}(`));

describe('tsc --checkJs (tsconfig.json)', () => {
  it('fails the run, and only for the two wrong files', () => {
    expect(tsc.status).not.toBe(0);
    expect(errorsOf('right.js')).toEqual([]);
  });

  it('rejects a method the package does not have, naming the file and line', () => {
    expect(errorsOf('wrong-name.js')).toEqual([
      expect.stringMatching(
        /wrong-name\.js\(4,\d+\): error TS2551: Property 'legalMove' does not exist on type 'Game'/,
      ),
    ]);
  });

  it('rejects an argument of the wrong type', () => {
    expect(errorsOf('wrong-argument.js')).toEqual([
      expect.stringMatching(
        /wrong-argument\.js\(4,\d+\): error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'/,
      ),
    ]);
  });
});

describe('ESLint (eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: REPO });
  const lint = async (code) => {
    const [result] = await eslint.lintText(code, { filePath: join(REPO, 'tests', 'repo', 'gate-example.js') });
    return result.messages.map((m) => `${m.line}:${m.ruleId}`);
  };

  it('passes clean code', async () => {
    expect(await lint(`export const same = (a, b) => a === b;\n`)).toEqual([]);
  });

  it('rejects a loose comparison and an unused variable', async () => {
    expect(await lint(`export const same = (a, b) => a == b;\nconst unused = 1;\n`)).toEqual([
      '1:eqeqeq',
      '2:no-unused-vars',
    ]);
  });
});
