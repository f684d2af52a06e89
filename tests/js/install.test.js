// The package as a user gets it: `npm pack` of npm/, installed into an empty project with
// `npm install <tarball>` (offline: the package has no dependencies), then used from a plain Node
// ESM file, a CommonJS file, the browser build, chess960/chess.js, npx chess960, and TypeScript:
// consumer files type-checked under every module resolution TypeScript offers for Node and
// bundlers (strict, skipLibCheck off, so our declarations are checked too), are-the-types-wrong
// on the tarball, and both copies of the package (ESM and CommonJS) in one Node process. And the
// published JS stays readable: class names kept, source maps for every bundle.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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
// The package's own tools (TypeScript, are-the-types-wrong), wherever npm put them.
const tool = (name) => createRequire(join(NPM_DIR, 'package.json')).resolve(name);

/** Writes `lines` to `name` in the consumer project, runs it with Node, returns its output lines. */
const runScript = (name, lines) => {
  writeFileSync(join(project, name), lines.join('\n'));
  return run(process.execPath, [name], project).trim().split('\n');
};

let work; // temp folder: the tarball and the consumer project
let project;
let packed; // npm pack --json output for the one package

// What a consumer writes, valid under every resolution mode. The @ts-expect-error lines fail the
// check if the declarations stop refusing them.
const USE = `
const chess: Chess960 = await load();
const same: boolean = chess === chess960; // the instance, usable with no await
const now: string[] = chess960.game().legalMoves();
const game = chess.game(chess.startFen(chess.randomPositionNumber()));
const verbose: MoveResult[] = game.legalMoves({ verbose: true });
const plain: string[] = game.legalMoves();
const promotes: boolean = game.isPromotion('e7', 'e8');
const check: Square | null = game.checkSquare();
const attackers: Square[] = game.attackers('e4', 'b');
const piece: PieceOnSquare | null = game.get('e1');
const move: MoveResult = game.move({ from: 'e2', to: 'e4' });
const lands: Square | undefined = move.kingTo ?? move.rookTo ?? move.enPassantSquare;
const typed: string = 'g1';
game.get(typed); // any string is accepted (checked at run time)
// Square parameters complete: the literal names are part of the parameter type.
const completes: Extract<Parameters<Game['get']>[0], 'e4'> = 'e4';
const fromCompletes: Extract<MoveInput['from'], 'h8'> = 'h8';
const error: InvalidFenError | null = chess.validateFen('x');
const code: ErrorCode | undefined = error?.code;
// @ts-expect-error Game comes from chess.game(), never from new
new Game();
// @ts-expect-error Chess960 comes from load(), never from new
new Chess960();
// @ts-expect-error a number is not a square
game.get(4);
export { same, now, verbose, plain, promotes, check, attackers, piece, move, lands, completes, fromCompletes, code };
`;
const ESM = `import { chess960, load, Game, Chess960, InvalidFenError, type ErrorCode, type MoveInput, type MoveResult,
  type PieceOnSquare, type Square } from 'chess960';\n${USE}`;
const CJS = `import chess960 = require('chess960');
type MoveResult = chess960.MoveResult;
type Square = chess960.Square;
export async function use(): Promise<string> {
  const chess = await chess960.load();
  const game = chess.game();
  const verbose: MoveResult[] = game.legalMoves({ verbose: true });
  const check: Square | null = game.checkSquare();
  const completes: Extract<Parameters<chess960.Game['get']>[0], 'e4'> = 'e4';
  const fen: string = chess960.chess960.startFen(518); // no await needed
  // @ts-expect-error Game comes from chess.game(), never from new
  new chess960.Game();
  const error = chess.validateFen('x');
  return error instanceof chess960.InvalidFenError ? error.code : String(verbose.length) + check + completes + fen;
}
`;

// Code written against chess.js 1.4's types, with only its import changed to chess960/chess.js.
const CHESS_JS_USE = `
const chess = new Chess('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1', { skipValidation: false });
const sans: string[] = chess.moves();
const moves: Move[] = chess.moves({ verbose: true });
const fromSquare: Move[] = chess.moves({ square: 'e2', verbose: true });
const ofPiece: string[] = chess.moves({ piece: 'n' });
const played: Move = chess.move({ from: 'e2', to: 'e4', promotion: 'q' }, { strict: false });
const byText: Move = chess.move('e5');
const flags: string = played.flags;
const described: boolean = played.isCapture() || played.isBigPawn() || played.isKingsideCastle();
const lan: string = played.lan;
const undone: Move | null = chess.undo();
const piece: Piece | undefined = chess.get('e1');
const board: ({ square: Square; type: PieceSymbol; color: Color } | null)[][] = chess.board();
const turn: Color = chess.turn();
const over: boolean = chess.isGameOver() || chess.isDraw() || chess.inCheck() || chess.isAttacked('e4', WHITE);
const rights: { k: boolean; q: boolean } = chess.getCastlingRights(BLACK);
const headers: Record<string, string> = chess.setHeader('White', 'Ann');
chess.loadPgn(chess.pgn({ maxWidth: 72, newline: '\\n' }), { strict: false });
const comments: { fen: string; comment: string }[] = chess.getComments();
const valid: { ok: boolean; error?: string } = validateFen(DEFAULT_POSITION);
const squares: Square[] = SQUARES;
const kinds: PieceSymbol[] = [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING];
const roster: Record<string, string> = SEVEN_TAG_ROSTER;
const history: Move[] = chess.history({ verbose: true });
const rook: Square | undefined = played.rookFrom;
export { sans, moves, fromSquare, ofPiece, byText, flags, described, lan, undone, piece, board, turn, over, rights,
  headers, comments, valid, squares, kinds, roster, history, rook };
`;
// chess960/evaluations and a draw that keeps to its band, as a consumer types them.
const EVALUATIONS_USE = `
const table: StartEvaluations = startEvaluations;
const row: StartEvaluation = startEvaluation(518);
const score: number | null = row.centipawns;
const pool: number[] = chess960.drawPool({ maxScore: 40, evaluations: table });
const draw = chess960.drawStarts({ seed: 's', rounds: 3, maxScore: 40, evaluations: table });
const algorithm: 'chess960-draw-v1' | 'chess960-draw-v2' = draw.algorithm;
// @ts-expect-error the band's table is the export's, not a string
chess960.drawStarts({ seed: 's', rounds: 3, maxScore: 40, evaluations: 'table' });
export { score, pool, algorithm };
`;
const EVALUATIONS_IMPORT =
  "import { chess960 } from 'chess960';\n" +
  "import { startEvaluation, startEvaluations, type StartEvaluation, type StartEvaluations } from 'chess960/evaluations';";
const EVALUATIONS_CJS = `import chess = require('chess960');
import evaluations = require('chess960/evaluations');
export const pool: number[] = chess.chess960.drawPool({ maxScore: 40, evaluations: evaluations.startEvaluations });
export const row: evaluations.StartEvaluation = evaluations.startEvaluation(0);
`;
const CHESS_JS_IMPORT =
  'import { Chess, Move, WHITE, BLACK, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, SQUARES, DEFAULT_POSITION, ' +
  "SEVEN_TAG_ROSTER, validateFen, type Color, type Piece, type PieceSymbol, type Square } from 'chess960/chess.js';";
const CHESS_JS_CJS = `import chessJs = require('chess960/chess.js');
export function use(): string {
  const chess = new chessJs.Chess(); // no ready() needed
  const move: chessJs.Move = chess.move('e4');
  return move.after;
}
export const ready: Promise<void> = chessJs.ready();
`;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'chess960-install-'));
  project = join(work, 'consumer');
  mkdirSync(project);
  packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], NPM_DIR))[0];
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }, null, 2),
  );
  run(
    'npm',
    ['install', join(work, packed.filename), '--offline', '--no-audit', '--no-fund', '--ignore-scripts'],
    project,
  );
  writeFileSync(join(project, 'bundler.ts'), ESM);
  writeFileSync(join(project, 'esm.mts'), ESM);
  writeFileSync(join(project, 'cjs.cts'), CJS);
  writeFileSync(join(project, 'chess-js.ts'), `${CHESS_JS_IMPORT}\n${CHESS_JS_USE}`);
  writeFileSync(join(project, 'chess-js.mts'), `${CHESS_JS_IMPORT}\n${CHESS_JS_USE}`);
  writeFileSync(join(project, 'chess-js-cjs.cts'), CHESS_JS_CJS);
  writeFileSync(join(project, 'evaluations.ts'), `${EVALUATIONS_IMPORT}\n${EVALUATIONS_USE}`);
  writeFileSync(join(project, 'evaluations.mts'), `${EVALUATIONS_IMPORT}\n${EVALUATIONS_USE}`);
  writeFileSync(join(project, 'evaluations-cjs.cts'), EVALUATIONS_CJS);
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

function typeCheck(files, module, moduleResolution) {
  const tsc = tool('typescript/bin/tsc');
  const options = [
    '--noEmit',
    '--strict',
    '--skipLibCheck',
    'false',
    '--target',
    'es2022',
    '--lib',
    'es2022',
    '--module',
    module,
    '--moduleResolution',
    moduleResolution,
  ];
  try {
    return run(process.execPath, [tsc, ...options, ...files], project);
  } catch (error) {
    throw new Error(
      `tsc --module ${module} --moduleResolution ${moduleResolution} ${files.join(' ')}:\n${error.stdout}${error.stderr}`,
      { cause: error },
    );
  }
}

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
      'dist/evaluations.js',
      'dist/evaluations.cjs',
      'dist/evaluations.d.ts',
      'dist/evaluations.d.cts',
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

  it('ships the API reference the README points at (docs/index.html), with a page for Game', () => {
    const files = packed.files.map((f) => f.path);
    expect(readFileSync(join(NPM_DIR, 'README.md'), 'utf8')).toContain('node_modules/chess960/docs/index.html');
    const installed = join(project, 'node_modules', 'chess960', 'docs');
    expect(files).toContain('docs/index.html');
    expect(readFileSync(join(installed, 'index.html'), 'utf8')).toContain('chess960');
    expect(readFileSync(join(installed, 'classes', 'chess960.Game.html'), 'utf8')).toContain('castlingStatus');
  });

  it('the installed package has no dependencies to fetch', () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules', 'chess960', 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(existsSync(join(project, 'node_modules', 'chess960', 'dist', 'index.cjs'))).toBe(true);
  });
});

describe('using the installed package', () => {
  it('from Node ESM: import { chess960 } from "chess960", no await; load() gives the same instance', () => {
    const [fen, nodes, resolved, same] = runScript('esm.mjs', [
      "import { chess960, load } from 'chess960';",
      'console.log(chess960.startFen(518));',
      'console.log(chess960.game().perft(3));',
      'console.log(import.meta.resolve("chess960"));',
      'console.log(String((await load()) === chess960));',
    ]);
    expect(fen).toBe(START);
    expect(nodes).toBe('8902');
    expect(resolved.endsWith('/node_modules/chess960/dist/node.js')).toBe(true);
    expect(same).toBe('true');
  });

  it('from CommonJS: require("chess960") and use it on the next line; load() still resolves to it', () => {
    const [fen, nodes, resolved, errorClass, same] = runScript('cjs.cjs', [
      "const { chess960, load, InvalidFenError } = require('chess960');",
      'console.log(chess960.startFen(518));',
      'console.log(chess960.game(chess960.startFen(0)).perft(3));',
      "console.log(require.resolve('chess960'));",
      'console.log(typeof InvalidFenError);',
      'load().then((chess) => console.log(String(chess === chess960)));',
    ]);
    expect(fen).toBe(START);
    // Start position 0 (BBQNNRKR) to depth 3: 9,006 by Stockfish 15.1 (go perft 3).
    expect(nodes).toBe('9006');
    expect(resolved.endsWith('/node_modules/chess960/dist/index.cjs')).toBe(true);
    expect(errorClass).toBe('function');
    expect(same).toBe('true');
  });

  it("chess960/chess.js from ESM, CommonJS (no ready()) and the browser build, on the package's engine", () => {
    const [fen, nodes, resolved] = runScript('chess-js.mjs', [
      "import { Chess } from 'chess960/chess.js';",
      "import { Chess as WebChess } from './node_modules/chess960/dist/chess-js.js';",
      "const chess = new Chess('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1');",
      'console.log(chess.fen());',
      'console.log(new WebChess().perft(3));',
      'console.log(import.meta.resolve("chess960/chess.js"));',
    ]);
    expect(fen).toBe('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1');
    expect(nodes).toBe('8902');
    expect(resolved.endsWith('/node_modules/chess960/dist/chess-js.node.js')).toBe(true);
    const [castled, after, ready] = runScript('chess-js.cjs', [
      "const { Chess, ready } = require('chess960/chess.js');",
      "const chess = new Chess('4k3/8/8/8/8/8/8/RK5R w KQ - 0 1');",
      "console.log(chess.move({ from: 'b1', to: 'a1' }).san, chess.fen());",
      "console.log(new Chess().move('e4').after);",
      "ready().then(() => console.log('ready resolves'));",
    ]);
    expect(castled).toBe('O-O-O 4k3/8/8/8/8/8/8/2KR3R b - - 1 1');
    expect(after).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    expect(ready).toBe('ready resolves');
  });

  it('chess960/evaluations from ESM and CommonJS: the table, and a draw within its band', () => {
    const script = (load) => [
      load,
      'const pool = chess960.drawPool({ maxScore: 40, evaluations: startEvaluations });',
      "const draw = chess960.drawStarts({ seed: 'Hastings 2026', rounds: 5, maxScore: 40, evaluations: startEvaluations });",
      'console.log(startEvaluations.engine, startEvaluations.nodes, startEvaluation(518).bestMove);',
      'console.log(draw.algorithm, draw.starts.every((s) => pool.includes(s.number)), pool.length);',
      'console.log(draw.starts.map((s) => s.number).join(","));',
    ];
    const esm = runScript('evaluations.mjs', [
      ...script(
        "import { chess960 } from 'chess960';\nimport { startEvaluation, startEvaluations } from 'chess960/evaluations';",
      ),
      'console.log(import.meta.resolve("chess960/evaluations"));',
    ]);
    const cjs = runScript(
      'evaluations.cjs',
      script(
        "const { chess960 } = require('chess960');\nconst { startEvaluation, startEvaluations } = require('chess960/evaluations');",
      ),
    );
    expect(esm[0]).toMatch(/^Stockfish \d+(\.\d+)? \d+ [a-h][1-8][a-h][1-8]$/);
    expect(esm[1]).toMatch(/^chess960-draw-v2 true \d+$/);
    expect(cjs).toEqual(esm.slice(0, 3));
    expect(esm[3].endsWith('/node_modules/chess960/dist/evaluations.js')).toBe(true);
  });

  it('the browser build (dist/index.js, its wasm deflated inside) runs synchronously and through load()', () => {
    const [fen, nodes, same] = runScript('web.mjs', [
      "import { chess960, load } from './node_modules/chess960/dist/index.js';",
      'console.log(chess960.startFen(518));',
      'console.log(chess960.game().perft(3));',
      'console.log(String((await load()) === chess960));',
    ]);
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
    const tsc = tool('typescript/bin/tsc');
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
      // the error-code and PGN error-reason tables, 38 names, are one line of about 650 characters.)
      const lines = code.split('\n');
      const wasmLine = lines.findIndex((line) => line.startsWith('var WASM_BASE64="'));
      expect(wasmLine).toBeGreaterThan(50);
      expect(lines.slice(0, wasmLine).filter((line) => line.length > 720)).toEqual([]);
    }
    expect(existsSync(join(REPO, 'npm', 'dist', 'index.d.cts'))).toBe(true);
  });
});

describe('TypeScript consumers of the packed package (strict, skipLibCheck false)', () => {
  it('moduleResolution bundler', () => {
    typeCheck(['bundler.ts', 'chess-js.ts', 'evaluations.ts'], 'esnext', 'bundler');
  }, 60_000);
  it('moduleResolution node16: ESM and CommonJS files', () => {
    typeCheck(
      ['esm.mts', 'cjs.cts', 'chess-js.mts', 'chess-js-cjs.cts', 'evaluations.mts', 'evaluations-cjs.cts'],
      'node16',
      'node16',
    );
  }, 60_000);
  it('moduleResolution nodenext: ESM and CommonJS files', () => {
    typeCheck(
      ['esm.mts', 'cjs.cts', 'chess-js.mts', 'chess-js-cjs.cts', 'evaluations.mts', 'evaluations-cjs.cts'],
      'nodenext',
      'nodenext',
    );
  }, 60_000);
  it('the checks can fail: new Game() without @ts-expect-error is an error', () => {
    writeFileSync(join(project, 'new-game.mts'), "import { Game } from 'chess960';\nnew Game();\nexport {};\n");
    expect(() => typeCheck(['new-game.mts'], 'nodenext', 'nodenext')).toThrow(/TS2673|private/);
  }, 60_000);
});

describe('are-the-types-wrong', () => {
  it('finds no problem in the tarball', () => {
    const attw = join(dirname(tool('@arethetypeswrong/cli/package.json')), 'dist', 'index.js');
    const output = run(process.execPath, [attw, join(work, packed.filename), '--format', 'ascii'], work);
    expect(output).toMatch(/No problems found/);
  }, 120_000);
});

describe('ESM and CommonJS copies in one Node process', () => {
  it('errors are instanceof the classes of either copy, with a stable code', () => {
    writeFileSync(
      join(project, 'both.mjs'),
      `
import { createRequire } from 'node:module';
import * as esm from 'chess960';
const cjs = createRequire(import.meta.url)('chess960');
const results = {};
const chessEsm = await esm.load();
const chessCjs = await cjs.load();
for (const [label, chess] of [['fromCjs', chessCjs], ['fromEsm', chessEsm]]) {
  const caught = [];
  try { chess.game().move('Nf6'); } catch (e) { caught.push(e); }
  try { chess.game('bad'); } catch (e) { caught.push(e); }
  results[label] = caught.map((e) => ({
    name: e.name, code: e.code, ctor: e.constructor.name,
    esm: [e instanceof esm.Chess960Error, e instanceof esm.IllegalMoveError, e instanceof esm.InvalidFenError],
    cjs: [e instanceof cjs.Chess960Error, e instanceof cjs.IllegalMoveError, e instanceof cjs.InvalidFenError],
  }));
}
results.distinctCopies = esm.IllegalMoveError !== cjs.IllegalMoveError;
class Mine extends esm.IllegalMoveError {}
results.userSubclass = [new Mine('ILLEGAL_MOVE', 'x', 'x', 'x') instanceof Mine, results.fromCjs.length,
  (() => { try { chessCjs.game().move('Nf6'); } catch (e) { return e instanceof Mine; } })()];
console.log(JSON.stringify(results));
`,
    );
    const results = JSON.parse(run(process.execPath, ['both.mjs'], project));
    const expected = [
      {
        name: 'IllegalMoveError',
        code: 'ILLEGAL_MOVE',
        ctor: 'IllegalMoveError',
        esm: [true, true, false],
        cjs: [true, true, false],
      },
      {
        name: 'InvalidFenError',
        code: 'FEN_FIELD_COUNT',
        ctor: 'InvalidFenError',
        esm: [true, false, true],
        cjs: [true, false, true],
      },
    ];
    expect(results.distinctCopies).toBe(true);
    expect(results.fromCjs).toEqual(expected);
    expect(results.fromEsm).toEqual(expected);
    // A user's own subclass keeps the ordinary prototype check.
    expect(results.userSubclass).toEqual([true, 2, false]);
  }, 60_000);

  it('an uncaught error prints its class and message in a short, readable trace', () => {
    writeFileSync(
      join(project, 'uncaught.mjs'),
      "import { load } from 'chess960';\nconst chess = await load();\nchess.game().move('Nf6');\n",
    );
    let stderr = '';
    try {
      run(process.execPath, ['uncaught.mjs'], project);
    } catch (error) {
      stderr = String(error.stderr);
    }
    expect(stderr).toMatch(/^IllegalMoveError: Illegal move Nf6 in rnbqkbnr\//m);
    expect(stderr).toMatch(/at Game\.move /);
    expect(stderr).toMatch(/code: 'ILLEGAL_MOVE'/);
    expect(stderr.length).toBeLessThan(2048);
    for (const line of stderr.split('\n')) expect(line.length).toBeLessThan(200);
  }, 60_000);
});
