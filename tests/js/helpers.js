// Shared helpers for the chess960 Vitest suite (plain ESM, no test code here).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA = join(REPO, 'tests', 'data');

/**
 * CHESS960_LONG=1 (bash scripts/test.sh --long): the tests that scale run at their full size;
 * by default each runs a smaller, representative size and names it in its title.
 */
export const LONG = process.env.CHESS960_LONG === '1';

/**
 * `code` bundled for browsers and minified by the package's own esbuild (a devDependency of npm/),
 * as a user's bundler would, with imports resolved from `resolveDir`: the output's bytes.
 */
export async function browserBundle(code, resolveDir) {
  const esbuild = createRequire(join(REPO, 'npm', 'package.json'))('esbuild');
  const result = await esbuild.build({
    stdin: { contents: code, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].contents;
}

/**
 * Reads a perft file of tests/data: blocks of `id NAME`, `epd FEN4`, `perft DEPTH NODES`.
 * Returns [{ id, fen, perft: Map<depth, nodes> }] with " 0 1" appended to each EPD.
 */
export function readPerftFile(name) {
  const positions = [];
  let current = null;
  for (const raw of readFileSync(join(DATA, name), 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [key, ...rest] = line.split(/\s+/);
    if (key === 'id') {
      current = { id: rest.join(' '), fen: null, perft: new Map() };
      positions.push(current);
    } else if (key === 'epd') {
      current.fen = `${rest.join(' ')} 0 1`;
    } else if (key === 'perft') {
      current.perft.set(Number(rest[0]), Number(rest[1]));
    } else {
      throw new Error(`unexpected line in ${name}: ${line}`);
    }
  }
  return positions;
}

/** The indexes of the empty places of a back rank (an array of 8, null where empty). */
export const emptySquares = (rank) => rank.flatMap((piece, i) => (piece === null ? [i] : []));

/** The KRN table: which two of the five squares left after bishops and queen take the knights. */
export const KNIGHT_PAIRS = [
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 3],
  [2, 4],
  [3, 4],
];

/**
 * Scharnagl's numbering of the 960 start positions, written out independently of the library:
 * n mod 4 places the light-squared bishop (b, d, f, h), the next base-4 digit the dark-squared
 * bishop (a, c, e, g), a base-6 digit the queen on the free squares, the rest (0-9) the knights
 * by the KRN table; the last three free squares take R, K, R.
 */
export function scharnaglBackRank(n) {
  const rank = new Array(8).fill(null);
  let rest = n;
  rank[2 * (rest % 4) + 1] = 'B';
  rest = Math.floor(rest / 4);
  rank[2 * (rest % 4)] = 'B';
  rest = Math.floor(rest / 4);
  const free = () => emptySquares(rank);
  rank[free()[rest % 6]] = 'Q';
  rest = Math.floor(rest / 6);
  const knights = KNIGHT_PAIRS[rest];
  const forKnights = free();
  rank[forKnights[knights[0]]] = 'N';
  rank[forKnights[knights[1]]] = 'N';
  const [rook1, king, rook2] = free();
  rank[rook1] = 'R';
  rank[king] = 'K';
  rank[rook2] = 'R';
  return rank.join('');
}

/** Mulberry32: a tiny seeded generator of numbers in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Calls fn and returns what it threw; fails if it did not throw. */
export function caught(fn) {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error(`expected a throw, but the call returned normally: ${fn}`);
}

/** Everything observable about a game, to compare before and after a failed call. */
export function snapshot(game) {
  return {
    fen: game.fen(),
    shredder: game.fen({ castling: 'shredder' }),
    startFen: game.startFen(),
    history: game.history(),
    historyUci: game.historyUci(),
    legalMoves: game.legalMoves(),
    turn: game.turn(),
    halfmoveClock: game.halfmoveClock(),
    moveNumber: game.moveNumber(),
    castlingRights: game.castlingRights(),
    outcome: game.outcome(),
  };
}

/** Sorted copy, for comparing move lists as sets. */
export const sorted = (list) => [...list].sort();

/** SAN tokens of a PGN movetext: comments, NAGs, move numbers, variations and the result removed. */
export function sanTokens(pgn) {
  let text = pgn
    .replace(/^\[.*\]\s*$/gm, '')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/;[^\n]*/g, ' ');
  while (/\([^()]*\)/.test(text)) text = text.replace(/\([^()]*\)/g, ' ');
  return text
    .split(/\s+/)
    .filter((t) => t !== '' && !/^\d+\.+$/.test(t) && !/^\$\d+$/.test(t) && !['1-0', '0-1', '1/2-1/2', '*'].includes(t))
    .map((t) => t.replace(/^\d+\.+/, ''));
}

const MOVE_FIELDS = [
  'uci',
  'san',
  'color',
  'piece',
  'from',
  'to',
  'captured',
  'promotion',
  'castling',
  'kingTo',
  'rookTo',
  'enPassant',
  'enPassantSquare',
  'check',
  'checkmate',
];

/** The documented fields of a MoveResult, read as a user would (absent ones left out). */
export function plain(move) {
  if (move === null || move === undefined) return move;
  const out = {};
  for (const key of MOVE_FIELDS) if (move[key] !== undefined) out[key] = move[key];
  return out;
}

// Positions and move lists the API tests share (checked against Stockfish 15.1).
export const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
export const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
/** White's O-O with king e1 and rook h1, as move() returns it (read through plain()). */
export const WHITE_O_O = {
  uci: 'e1h1',
  san: 'O-O',
  color: 'w',
  piece: 'k',
  from: 'e1',
  to: 'h1',
  castling: 'kingside',
  kingTo: 'g1',
  rookTo: 'f1',
  enPassant: false,
  check: false,
  checkmate: false,
};
/** White's e5xd6 en passant, as move() returns it (read through plain()). */
export const WHITE_EXD6_EN_PASSANT = {
  uci: 'e5d6',
  san: 'exd6',
  color: 'w',
  piece: 'p',
  from: 'e5',
  to: 'd6',
  captured: 'p',
  enPassant: true,
  check: false,
  checkmate: false,
};
/** White is mated after 1. f3 e5 2. g4 Qh4#. */
export const FOOLS_MATE = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';
// Stockfish `go perft 1` on KIWIPETE (castling printed king-takes-rook: e1h1, e1a1).
export const KIWIPETE_MOVES = (
  'a2a3 b2b3 g2g3 d5d6 a2a4 g2g4 g2h3 d5e6 c3b1 c3d1 c3a4 c3b5 e5d3 e5c4 e5g4 e5c6 e5g6 e5d7 ' +
  'e5f7 d2c1 d2e3 d2f4 d2g5 d2h6 e2d1 e2f1 e2d3 e2c4 e2b5 e2a6 a1b1 a1c1 a1d1 h1f1 h1g1 f3d3 ' +
  'f3e3 f3g3 f3h3 f3f4 f3g4 f3f5 f3h5 f3f6 e1d1 e1f1 e1h1 e1a1'
).split(' ');
export const START_MOVES =
  'a2a3 b2b3 c2c3 d2d3 e2e3 f2f3 g2g3 h2h3 a2a4 b2b4 c2c4 d2d4 e2e4 f2f4 g2g4 h2h4 b1a3 b1c3 g1f3 g1h3'.split(' ');

/** What outcome() returns for a finished game: its reason and winner (null: a draw), no claims. */
export const finished = (reason, winner = null) => ({ over: true, winner, reason, claimable: [], claimableByMove: [] });

/** What outcome() returns for a game going on: the claims open now and by the next move. */
export const goingOn = (claimable = [], claimableByMove = []) => ({
  over: false,
  winner: null,
  reason: null,
  claimable,
  claimableByMove,
});

/** Plays a list of moves (any notation) and returns the game. */
export function play(game, moves) {
  for (const move of moves) game.move(move);
  return game;
}

/** Map -> plain object with sorted target lists, for order-independent comparison. */
export function destsObject(map) {
  return Object.fromEntries([...map].map(([from, to]) => [from, sorted(to)]).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Expected dests from a UCI move list (verified elsewhere); castling given as king-takes-rook. */
export function destsFromUci(moves, castlingMoves, mode) {
  const result = {};
  const add = (from, to) => {
    result[from] ??= [];
    if (!result[from].includes(to)) result[from].push(to);
  };
  for (const uci of moves) {
    const from = uci.slice(0, 2);
    const to = uci.slice(2, 4);
    const kingTarget = castlingMoves[uci];
    if (kingTarget === undefined) add(from, to);
    else {
      if (mode !== 'king') add(from, to);
      if (mode !== 'rook') add(from, kingTarget);
    }
  }
  return destsObject(new Map(Object.entries(result)));
}

/**
 * A game in the middle of things: castling rights partly gone, a capture, dxe6 en passant legal.
 * @param {import('chess960').Chess960} chess
 * @returns {import('chess960').Game}
 */
export function busyGame(chess) {
  return play(chess.game(), ['e4', 'd5', 'exd5', 'Nf6', 'Nf3', 'c5', 'Rg1', 'e5']);
}

/**
 * Positions of seeded random games from random Chess960 starts (every position of each game):
 * the one sample of ordinary positions the tests share.
 * @param {import('chess960').Chess960} chess
 * @returns {string[]}
 */
export function samplePositions(chess, { games = 12, plies = 80, seed = 960 } = {}) {
  const random = mulberry32(seed);
  const fens = [];
  for (let g = 0; g < games; g++) {
    const game = chess.game(chess.startFen(chess.randomPositionNumber(random)));
    for (let ply = 0; ply < plies && !game.isGameOver(); ply++) {
      fens.push(game.fen());
      const moves = game.legalMoves();
      game.move(moves[Math.floor(random() * moves.length)]);
    }
  }
  return fens;
}

const FILES = 'abcdefgh';
const KNIGHT_STEPS = [
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
];
const LINES = [
  [1, 0, 'rq'],
  [-1, 0, 'rq'],
  [0, 1, 'rq'],
  [0, -1, 'rq'],
  [1, 1, 'bq'],
  [1, -1, 'bq'],
  [-1, 1, 'bq'],
  [-1, -1, 'bq'],
];

/**
 * An attack reading independent of the engine: the squares of the pieces of `color` that attack
 * `square` on `board` (as game.board() gives it, rank 8 first), with the piece on `lifted` (if
 * any) taken off; sorted a1, b1, ... h8.
 */
export function attackersOnBoard(board, square, color, lifted = null) {
  const name = (f, r) => `${FILES[f]}${r + 1}`;
  const at = (f, r) => {
    if (f < 0 || f > 7 || r < 0 || r > 7) return undefined;
    return name(f, r) === lifted ? null : board[7 - r][f];
  };
  const file = FILES.indexOf(square[0]);
  const rank = Number(square[1]) - 1;
  const found = [];
  const is = (f, r, types) => {
    const p = at(f, r);
    return p && p.color === color && types.includes(p.type);
  };
  const add = (f, r, types) => {
    if (is(f, r, types)) found.push([f, r]);
  };
  for (const [df, dr] of KNIGHT_STEPS) add(file + df, rank + dr, 'n');
  for (let df = -1; df <= 1; df++) for (let dr = -1; dr <= 1; dr++) if (df || dr) add(file + df, rank + dr, 'k');
  for (const df of [-1, 1]) add(file + df, color === 'w' ? rank - 1 : rank + 1, 'p');
  for (const [df, dr, types] of /** @type {[number, number, string][]} */ (LINES)) {
    let f = file + df;
    let r = rank + dr;
    while (at(f, r) === null) ((f += df), (r += dr));
    add(f, r, types);
  }
  return found.sort(([fa, ra], [fb, rb]) => ra - rb || fa - fb).map(([f, r]) => name(f, r));
}

/** The square of the king of `color` on `board` (as game.board() gives it). */
export function kingSquare(board, color) {
  for (let r = 0; r < 8; r++)
    for (let f = 0; f < 8; f++)
      if (board[r][f]?.type === 'k' && board[r][f].color === color) return `${FILES[f]}${8 - r}`;
  throw new Error('no king');
}
