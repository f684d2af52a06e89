// The packed package in a fresh project, as a TypeScript user and a mixed ESM/CommonJS program
// meet it: one consumer file type-checked under every module resolution TypeScript offers for
// Node and bundlers (strict, skipLibCheck off, so our declarations are checked too),
// are-the-types-wrong on the tarball, and both copies of the package in one Node process.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from './helpers.js';

const NPM_DIR = join(REPO, 'npm');
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD'),
);
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const tool = (name) => createRequire(join(NPM_DIR, 'package.json')).resolve(name);

let work;
let project;
let tarball;

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
  work = mkdtempSync(join(tmpdir(), 'chess960-types-'));
  project = join(work, 'consumer');
  mkdirSync(project);
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], NPM_DIR))[0];
  tarball = join(work, packed.filename);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }, null, 2),
  );
  run('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], project);
  writeFileSync(join(project, 'bundler.ts'), ESM);
  writeFileSync(join(project, 'esm.mts'), ESM);
  writeFileSync(join(project, 'cjs.cts'), CJS);
  writeFileSync(join(project, 'chess-js.ts'), `${CHESS_JS_IMPORT}\n${CHESS_JS_USE}`);
  writeFileSync(join(project, 'chess-js.mts'), `${CHESS_JS_IMPORT}\n${CHESS_JS_USE}`);
  writeFileSync(join(project, 'chess-js-cjs.cts'), CHESS_JS_CJS);
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

describe('TypeScript consumers of the packed package (strict, skipLibCheck false)', () => {
  it('moduleResolution bundler', () => {
    typeCheck(['bundler.ts', 'chess-js.ts'], 'esnext', 'bundler');
  }, 60_000);
  it('moduleResolution node16: ESM and CommonJS files', () => {
    typeCheck(['esm.mts', 'cjs.cts', 'chess-js.mts', 'chess-js-cjs.cts'], 'node16', 'node16');
  }, 60_000);
  it('moduleResolution nodenext: ESM and CommonJS files', () => {
    typeCheck(['esm.mts', 'cjs.cts', 'chess-js.mts', 'chess-js-cjs.cts'], 'nodenext', 'nodenext');
  }, 60_000);
  it('the checks can fail: new Game() without @ts-expect-error is an error', () => {
    writeFileSync(join(project, 'bad.mts'), "import { Game } from 'chess960';\nnew Game();\nexport {};\n");
    expect(() => typeCheck(['bad.mts'], 'nodenext', 'nodenext')).toThrow(/TS2673|private/);
  }, 60_000);
});

describe('are-the-types-wrong', () => {
  it('finds no problem in the tarball', () => {
    const attw = join(dirname(tool('@arethetypeswrong/cli/package.json')), 'dist', 'index.js');
    const output = run(process.execPath, [attw, tarball, '--format', 'ascii'], work);
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
