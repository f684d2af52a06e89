// The package as a user gets it: `npm pack` of npm/, installed into an empty project with
// `npm install <tarball>` (offline: the package has no dependencies), then used from a plain
// Node ESM file, a CommonJS file, and TypeScript. And the published JS stays readable: class names
// kept, source maps for every bundle.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chess960, Game, IllegalMoveError, load } from 'chess960';
import { REPO, START, caught } from './helpers.js';

const NPM_DIR = join(REPO, 'npm');

// Child npm/node processes must not inherit `npm run`'s npm_* settings (prefix, package...).
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD'),
);
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let work; // temp folder: the tarball and the consumer project
let project;
let packed; // npm pack --json output for the one package

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'chess960-install-'));
  project = join(work, 'consumer');
  packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], NPM_DIR))[0];
  run('mkdir', ['-p', project], work);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }, null, 2),
  );
  run(
    'npm',
    ['install', join(work, packed.filename), '--offline', '--no-audit', '--no-fund', '--ignore-scripts'],
    project,
  );
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm pack', () => {
  it('packs the three bundles and the type declarations, and no sources', () => {
    const files = packed.files.map((f) => f.path);
    for (const file of [
      'package.json',
      'dist/index.js',
      'dist/node.js',
      'dist/index.cjs',
      'dist/index.d.ts',
      'dist/index.d.cts',
      'dist/cli.js',
      'dist/chess-js.js',
      'dist/chess-js.node.js',
      'dist/chess-js.cjs',
      'dist/chess-js/index.d.ts',
      'dist/chess-js/index.d.cts',
      'dist/chess960-cli.cjs',
    ]) {
      expect(files).toContain(file);
    }
    expect(files.filter((f) => f.startsWith('src/'))).toEqual([]);
    expect(
      files.filter((f) => f.startsWith('build/') || f.startsWith('node_modules/') || f.startsWith('scripts/')),
    ).toEqual([]);
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.d.cts'))).toEqual([]);
    // The engine is embedded in the JS: there is no .wasm file to locate. The one .wasm is the
    // command's (cpp/cli for Node), which only dist/cli.js loads: no bundle names it.
    expect(files.filter((f) => f.endsWith('.wasm'))).toEqual(['dist/chess960-cli.wasm']);
    for (const bundle of ['index.js', 'node.js', 'index.cjs'])
      expect(readFileSync(join(NPM_DIR, 'dist', bundle), 'utf8')).not.toContain('chess960-cli');
    expect(packed.name).toBe('chess960');
  });

  it('the installed package has no dependencies to fetch', () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules', 'chess960', 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(existsSync(join(project, 'node_modules', 'chess960', 'dist', 'index.cjs'))).toBe(true);
  });
});

describe('using the installed package', () => {
  it('from Node ESM: import { chess960 } from "chess960", no await; load() gives the same instance', () => {
    writeFileSync(
      join(project, 'esm.mjs'),
      [
        "import { chess960, load } from 'chess960';",
        'console.log(chess960.startFen(518));',
        'console.log(chess960.game().perft(3));',
        'console.log(import.meta.resolve("chess960"));',
        'console.log(String((await load()) === chess960));',
      ].join('\n'),
    );
    const [fen, nodes, resolved, same] = run(process.execPath, ['esm.mjs'], project).trim().split('\n');
    expect(fen).toBe(START);
    expect(nodes).toBe('8902');
    expect(resolved.endsWith('/node_modules/chess960/dist/node.js')).toBe(true);
    expect(same).toBe('true');
  });

  it('from CommonJS: require("chess960") and use it on the next line; load() still resolves to it', () => {
    writeFileSync(
      join(project, 'cjs.cjs'),
      [
        "const { chess960, load, InvalidFenError } = require('chess960');",
        'console.log(chess960.startFen(518));',
        'console.log(chess960.game(chess960.startFen(0)).perft(3));',
        "console.log(require.resolve('chess960'));",
        'console.log(typeof InvalidFenError);',
        'load().then((chess) => console.log(String(chess === chess960)));',
      ].join('\n'),
    );
    const [fen, nodes, resolved, errorClass, same] = run(process.execPath, ['cjs.cjs'], project).trim().split('\n');
    expect(fen).toBe(START);
    // Start position 0 (BBQNNRKR) to depth 3: 9,006 by Stockfish 15.1 (go perft 3).
    expect(nodes).toBe('9006');
    expect(resolved.endsWith('/node_modules/chess960/dist/index.cjs')).toBe(true);
    expect(errorClass).toBe('function');
    expect(same).toBe('true');
  });

  it("chess960/chess.js from ESM, CommonJS (no ready()) and the browser build, on the package's engine", () => {
    writeFileSync(
      join(project, 'chess-js.mjs'),
      [
        "import { Chess } from 'chess960/chess.js';",
        "import { Chess as WebChess } from './node_modules/chess960/dist/chess-js.js';",
        "const chess = new Chess('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1');",
        'console.log(chess.fen());',
        'console.log(new WebChess().perft(3));',
        'console.log(import.meta.resolve("chess960/chess.js"));',
      ].join('\n'),
    );
    const [fen, nodes, resolved] = run(process.execPath, ['chess-js.mjs'], project).trim().split('\n');
    expect(fen).toBe('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
    expect(nodes).toBe('8902');
    expect(resolved.endsWith('/node_modules/chess960/dist/chess-js.node.js')).toBe(true);
    writeFileSync(
      join(project, 'chess-js.cjs'),
      [
        "const { Chess, ready } = require('chess960/chess.js');",
        "const chess = new Chess('4k3/8/8/8/8/8/8/RK5R w KQ - 0 1');",
        "console.log(chess.move({ from: 'b1', to: 'a1' }).san, chess.fen());",
        "console.log(new Chess().move('e4').after);",
        "ready().then(() => console.log('ready resolves'));",
      ].join('\n'),
    );
    const [castled, after, ready] = run(process.execPath, ['chess-js.cjs'], project).trim().split('\n');
    expect(castled).toBe('O-O-O 4k3/8/8/8/8/8/8/2KR3R b - - 1 1');
    expect(after).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(ready).toBe('ready resolves');
  });

  it('the browser build (dist/index.js, its wasm deflated inside) runs synchronously and through load()', () => {
    writeFileSync(
      join(project, 'web.mjs'),
      [
        "import { chess960, load } from './node_modules/chess960/dist/index.js';",
        'console.log(chess960.startFen(518));',
        'console.log(chess960.game().perft(3));',
        'console.log(String((await load()) === chess960));',
      ].join('\n'),
    );
    const [fen, nodes, same] = run(process.execPath, ['web.mjs'], project).trim().split('\n');
    expect(fen).toBe(START);
    expect(nodes).toBe('8902');
    expect(same).toBe('true');
  });

  it('npx chess960: the command line over wasm, with its exit codes', () => {
    const npx = (args) => {
      try {
        return { status: 0, stdout: run('npx', ['--no-install', 'chess960', ...args], project) };
      } catch (error) {
        return { status: error.status, stdout: String(error.stdout), stderr: String(error.stderr) };
      }
    };
    const perft = npx(['perft', '3']);
    expect(perft.status).toBe(0);
    expect(perft.stdout.endsWith('\nNodes searched: 8902\n')).toBe(true);
    expect(perft.stdout.split('\n')).toHaveLength(23); // 20 moves, a blank line, the total, the end
    expect(npx(['startpos', '518']).stdout).toBe(`${START}\n`);
    expect(npx(['divide', '1', 'moves', 'e2e4']).stdout).toContain('\ng8f6 Nf6 1\n');
    const bad = npx(['startpos', '960']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^chess960: start position number 960 is out of range/);
    expect(npx(['fen', 'garbage']).status).toBe(1);
    expect(npx(['--help']).stdout).toContain('npx chess960 check-engine');
    const games = join(REPO, 'tests', 'data', 'cutechess-fischerrandom.pgn');
    expect(npx(['pgn', games])).toEqual({ status: 0, stdout: 'games: 4\nplies: 396\nerrors: 0\n' });
    const uci = npx(['pgn', games, '--uci']);
    expect(uci.status).toBe(0);
    expect(uci.stdout.split('\n').map((line) => line.split(' ').length)).toEqual([120, 99, 70, 107, 1]); // 396 plies, then the end
  }, 60_000);

  it('npx chess960 check-engine -- /usr/games/stockfish', () => {
    const stdout = run(
      'npx',
      [
        '--no-install',
        'chess960',
        'check-engine',
        '--positions',
        '1',
        '--depth',
        '2',
        '--seed',
        '5',
        '--',
        '/usr/games/stockfish',
      ],
      project,
    );
    expect(stdout).toMatch(/^all agreed \(\d+\.\d s\)$/m);
  }, 60_000);

  it('type-checks from TypeScript (ESM and CommonJS resolution)', () => {
    // The package's own TypeScript, wherever npm put it (installing the root package may hoist it).
    const tsc = createRequire(join(NPM_DIR, 'package.json')).resolve('typescript/bin/tsc');
    writeFileSync(
      join(project, 'use.mts'),
      [
        'import { load, InvalidFenError, SHUFFLE_POSITION_COUNT, type CastlingReason, type CastlingStatus, ' +
          "type DiceReading, type MoveResult, type Outcome, type StartSubset } from 'chess960';",
        'const chess = await load();',
        'const game = chess.game(chess.startFen(chess.randomPositionNumber()));',
        'const move: MoveResult = game.move(game.legalMoves()[0]);',
        'const san: string = move.san;',
        'const dests: Map<string, string[]> = game.dests();',
        'const outcome: Outcome = game.outcome();',
        'const error: InvalidFenError | null = chess.validateFen("x");',
        'const nodes: number = game.perft(2);',
        'const divided: Map<string, number> = game.divide(2, { san: true });',
        'const rolled: DiceReading = chess.positionFromDice([2, 3, 3, 2, 3]);',
        "const pools: Exclude<StartSubset, 'chess960'>[] = chess.subsetsOf(chess.randomPositionNumberIn('chess90'));",
        'const shuffled: string = chess.shuffleFen(SHUFFLE_POSITION_COUNT - 1);',
        'const castling: CastlingStatus = game.castlingStatus();',
        "const attacked: string[] = castling.w.kingside.reasons.flatMap((r: CastlingReason) => (r.kind === 'attacked' ? r.squares : []));",
        'export { san, dests, outcome, error, nodes, divided, rolled, pools, shuffled, attacked };',
      ].join('\n'),
    );
    writeFileSync(
      join(project, 'use.cts'),
      [
        "import chess960 = require('chess960');",
        'export const ready: Promise<string> = chess960.load().then((chess) => chess.startFen(518));',
      ].join('\n'),
    );
    writeFileSync(
      join(project, 'bad.mts'),
      [
        "import { load } from 'chess960';",
        'const chess = await load();',
        'chess.startFen("518");',
        "chess.subset('chess961');",
        "const kind: 'no-such-reason' = chess.game().castlingStatus().w.kingside.reasons[0].kind;",
        'export { kind };',
      ].join('\n'),
    );
    const options = [
      '--noEmit',
      '--strict',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
    ];
    expect(() => run(process.execPath, [tsc, ...options, 'use.mts', 'use.cts'], project)).not.toThrow();
    // The declarations really constrain the API: a string start number is a type error.
    let output = '';
    try {
      run(process.execPath, [tsc, ...options, 'bad.mts'], project);
    } catch (error) {
      output = String(error.stdout);
    }
    expect(output).toMatch(/bad\.mts\(3,.*error TS2345/);
    expect(output).toMatch(/bad\.mts\(4,.*error TS2345/); // not one of the pools
    expect(output).toMatch(/bad\.mts\(5,.*error TS2322/); // not a castling reason's kind
  }, 120_000);
});

describe('the published JS is readable', () => {
  it('keeps class names, and ships source maps for every bundle', async () => {
    const chess = await load();
    expect(chess.constructor).toBe(Chess960);
    expect([Chess960.name, Game.name, chess.game().constructor.name, IllegalMoveError.name]).toEqual([
      'Chess960',
      'Game',
      'Game',
      'IllegalMoveError',
    ]);
    expect(caught(() => chess.game().move('Nf6')).constructor.name).toBe('IllegalMoveError');
    for (const file of ['index.js', 'node.js', 'index.cjs']) {
      const code = readFileSync(join(REPO, 'npm', 'dist', file), 'utf8');
      expect(code.trimEnd().split('\n').at(-1)).toBe(`//# sourceMappingURL=${file}.map`);
      const map = JSON.parse(readFileSync(join(REPO, 'npm', 'dist', `${file}.map`), 'utf8'));
      expect(map.sources.some((s) => s.endsWith('src/game.ts'))).toBe(true);
      // Our code and Emscripten's factory come first, in short lines; the embedded wasm follows.
      // (Terser breaks lines between tokens of a statement but not inside an array of strings:
      // the error-code table, 25 names, is one line of about 430 characters.)
      const lines = code.split('\n');
      const wasmLine = lines.findIndex((line) => line.startsWith('var WASM_BASE64="'));
      expect(wasmLine).toBeGreaterThan(50);
      expect(lines.slice(0, wasmLine).filter((line) => line.length > 500)).toEqual([]);
    }
    expect(existsSync(join(REPO, 'npm', 'dist', 'index.d.cts'))).toBe(true);
  });
});
