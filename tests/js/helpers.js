// Shared helpers for the chess960 Vitest suite (plain ESM, no test code here).
import { readFileSync } from 'node:fs';
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
  const free = () => rank.flatMap((piece, i) => (piece === null ? [i] : []));
  rank[free()[rest % 6]] = 'Q';
  rest = Math.floor(rest / 6);
  const knights = [
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
  ][rest];
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
// Stockfish `go perft 1` on KIWIPETE (castling printed king-takes-rook: e1h1, e1a1).
export const KIWIPETE_MOVES = (
  'a2a3 b2b3 g2g3 d5d6 a2a4 g2g4 g2h3 d5e6 c3b1 c3d1 c3a4 c3b5 e5d3 e5c4 e5g4 e5c6 e5g6 e5d7 ' +
  'e5f7 d2c1 d2e3 d2f4 d2g5 d2h6 e2d1 e2f1 e2d3 e2c4 e2b5 e2a6 a1b1 a1c1 a1d1 h1f1 h1g1 f3d3 ' +
  'f3e3 f3g3 f3h3 f3f4 f3g4 f3f5 f3h5 f3f6 e1d1 e1f1 e1h1 e1a1'
).split(' ');
export const START_MOVES =
  'a2a3 b2b3 c2c3 d2d3 e2e3 f2f3 g2g3 h2h3 a2a4 b2b4 c2c4 d2d4 e2e4 f2f4 g2g4 h2h4 b1a3 b1c3 g1f3 g1h3'.split(' ');

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
