// Hostile input through the JS API: over 10,000 generated malformed FENs, moves (strings and
// objects), SAN strings, PGN texts, start numbers and back ranks (tests/js/hostile-inputs.js,
// seeded, so every run sees the same inputs). For each input:
//   - a value of the wrong JS type throws TypeError, naming the method (or the move field);
//   - otherwise the call either succeeds (some mutations stay valid: the result is then checked
//     for consistency) or throws the documented class (InvalidFenError, IllegalMoveError,
//     InvalidPgnError, InvalidStartPositionError) with a message that names the problem;
//     inputs that can never be valid (oversized, non-ASCII, ...) must throw;
//   - the game the call was made on is unchanged (fen, history, legal moves, clocks, rights...);
//   - never a wasm RuntimeError (an abort of the instance).
// Every 250 inputs the instance must still answer correctly (perft, start FENs, the reference
// games). The inputs run once more after a warm-up, with the wasm heap measured: it must not
// grow (inputs up to 8 KiB and larger ones apart, so that memory freed after a 1 MiB input
// cannot hide a leak of the small ones). Regression tests for oversized input come last.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Chess960Error,
  IllegalMoveError,
  InvalidFenError,
  InvalidPgnError,
  InvalidStartPositionError,
  load,
} from 'chess960';
import { readPerftFile, scharnaglBackRank, snapshot } from './helpers.js';
import {
  MIB,
  fenCases,
  moveCases,
  nestedPgn,
  pgnCases,
  positionNumberCases,
  realGames,
  sanCases,
  startCases,
} from './hostile-inputs.js';

const chess = await load();
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const SEED = 960_4;
const CHECK_EVERY = 250;

const CLASSES = { TypeError, InvalidFenError, IllegalMoveError, InvalidPgnError, InvalidStartPositionError };
const FEN_CODES = ['FEN_FIELD_COUNT', 'FEN_BOARD', 'FEN_TURN', 'FEN_CASTLING', 'FEN_EN_PASSANT', 'FEN_HALFMOVE_CLOCK',
  'FEN_FULLMOVE_NUMBER', 'KINGS', 'PAWNS_ON_BACK_RANK', 'OPPOSITE_CHECK', 'CASTLING_RIGHTS', 'EN_PASSANT'];
const FEN_FIELDS = ['fields', 'board', 'turn', 'castling', 'enPassant', 'halfmoveClock', 'fullmoveNumber'];
const MOVE_CODES = ['INVALID_UCI', 'INVALID_SAN', 'AMBIGUOUS_SAN', 'ILLEGAL_MOVE'];
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

// ---- the games every move is tried on, and the instance's health ----

function busyGame() {
  const game = chess.game();
  for (const move of ['e4', 'd5', 'exd5', 'Nf6', 'Nf3', 'c5', 'Rg1', 'e5']) game.move(move);
  return game; // dxe6 en passant is legal
}

function midGameFromPgn() {
  const game = chess.loadPgn(realGames()[1]);
  for (let i = 0; i < 40; i++) game.undo();
  return game;
}

const REFERENCE = [
  ['standard start', () => chess.game()],
  ['busy game (en passant, rights partly gone)', busyGame],
  ['both castlings open (Chess960 rooks b/g)', () => chess.game('1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1')],
  ['promotions and ambiguous knights', () => chess.game('4k3/1P6/8/8/8/2N3N1/8/R3K2R w KQ - 0 1')],
  ['a real game from PGN, 40 plies undone', midGameFromPgn],
  ['in check, with castling rights that cannot be used', () => chess.game('4k3/8/8/8/1b6/8/8/R3K2R w KQ - 0 1')],
];

let games; // [{ name, game, before }]
const chess960Perft = readPerftFile('chess960.perft').filter((_, i) => i % 120 === 0);

/** The instance still answers correctly, and no reference game changed. */
function expectHealthy(where) {
  expect(chess.game().perft(3), `perft(3) of the standard start, ${where}`).toBe(8902);
  expect(chess.startFen(518), where).toBe(START);
  for (const position of chess960Perft) expect(chess.game(position.fen).perft(2), `${position.id} ${where}`).toBe(position.perft.get(2));
  for (const { name, game, before } of games) expect(snapshot(game), `${name} ${where}`).toEqual(before);
}

// ---- checking one outcome ----

const show = (value) => {
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}...(${value.length})` : value);
  if (typeof value === 'symbol' || typeof value === 'bigint') return String(value);
  if (typeof value === 'function') return 'a function';
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text.slice(0, 120);
  } catch {
    return Object.prototype.toString.call(value);
  }
};
const label = (kase, index) => `case ${index} (${kase.kind}, ${kase.category}): ${show(kase.input)}`;

const counts = { inputs: 0, accepted: 0, thrown: {} };

/**
 * Checks a thrown error: the documented class (kase.mustFail, else `libraryClass`; TypeError
 * only where the case says so), no wasm abort, and a message that names the problem.
 */
function checkError(error, kase, where, { libraryClass, method, fen }) {
  expect(error, where).toBeInstanceOf(Error);
  expect(error, `${where}: a wasm abort`).not.toBeInstanceOf(WebAssembly.RuntimeError);
  const className = kase.mustFail ?? libraryClass;
  const allowed = Array.isArray(className) ? className : [className];
  expect(allowed.some((name) => error instanceof CLASSES[name]), `${where}: got ${error.name}: ${error.message}`).toBe(true);
  counts.thrown[error.name] = (counts.thrown[error.name] ?? 0) + 1;

  const message = error.message;
  expect(typeof message, where).toBe('string');
  expect(message.length, `${where}: message ${JSON.stringify(message)}`).toBeGreaterThan(10);
  // Bounded, whatever the size of the input: it quotes an excerpt at most.
  expect(message.length, `${where}: message of ${message.length} characters`).toBeLessThan(400);
  for (const word of kase.mentions ?? []) {
    if (word instanceof RegExp) expect(message, where).toMatch(word);
    else expect(message, where).toContain(word);
  }
  if (error instanceof TypeError) {
    expect(error, where).not.toBeInstanceOf(Chess960Error);
    // It names the method, or for a field of a move object, the field.
    expect([].concat(method).some((name) => message.includes(name)), `${where}: ${message}`).toBe(true);
    expect(message, where).toMatch(/got |must be/);
    return;
  }
  expect(error, where).toBeInstanceOf(Chess960Error);
  if (error instanceof InvalidFenError) {
    expect(error.name, where).toBe('InvalidFenError');
    expect(FEN_CODES, where).toContain(error.code);
    expect(FEN_FIELDS, where).toContain(error.field);
    expect(message.startsWith(`Invalid FEN (${error.field}): `), `${where}: ${message}`).toBe(true);
    expect(message.length - `Invalid FEN (${error.field}): `.length, where).toBeGreaterThan(10);
    if (kase.kind === 'fen') expect(error.fen, where).toBe(kase.input);
  } else if (error instanceof IllegalMoveError) {
    expect(error.name, where).toBe('IllegalMoveError');
    expect(MOVE_CODES, where).toContain(error.code);
    expect(error.fen, where).toBe(fen);
    expect(message, where).toContain(fen);
    expect(typeof error.move, where).toBe('string');
    expect(error.move.length, where).toBeLessThanOrEqual(32);
    // The message quotes the move: as given when short and printable, else its length or
    // with '?' for what cannot be printed.
    const text = typeof kase.input === 'string' ? kase.input.trim() : `${kase.input.from}${kase.input.to}`;
    if (text.length > 32) expect(message, where).toContain(`${text.length} characters long`);
    else if (PRINTABLE_ASCII.test(text) && text.length <= 20) expect(message, where).toContain(text);
    else expect(message, where).toMatch(/\?|characters long/);
  } else if (error instanceof InvalidPgnError) {
    expect(error.name, where).toBe('InvalidPgnError');
    expect(error.code, where).toBe('PGN');
    expect(message.startsWith('Invalid PGN: '), where).toBe(true);
  } else if (error instanceof InvalidStartPositionError) {
    expect(error.name, where).toBe('InvalidStartPositionError');
    expect(['POSITION_NUMBER', 'BACK_RANK'], where).toContain(error.code);
  }
}

/** Runs `call`; returns [result, error]. */
function attempt(call) {
  try {
    return [call(), undefined];
  } catch (error) {
    return [undefined, error];
  }
}

function runFen(kase, where) {
  const [game, error] = attempt(() => chess.game(kase.input));
  const [verdict, validateError] = attempt(() => chess.validateFen(kase.input));
  if (error === undefined) {
    expect(kase.mustFail, `${where}: accepted`).toBeNull();
    expect(verdict, where).toBeNull();
    // A FEN the library accepts describes a position it can write and read back.
    expect(chess.isValidFen(game.fen()), where).toBe(true);
    expect(chess.game(game.fen()).fen(), where).toBe(game.fen());
    return true;
  }
  checkError(error, kase, where, { libraryClass: 'InvalidFenError', method: 'game()' });
  if (error instanceof TypeError) {
    checkError(validateError, { ...kase, mentions: ['validateFen()'] }, where, { libraryClass: 'InvalidFenError', method: 'validateFen()' });
  } else {
    // validateFen() returns the error game() throws.
    expect(validateError, where).toBeUndefined();
    expect(verdict, where).toBeInstanceOf(InvalidFenError);
    expect(verdict.message, where).toBe(error.message);
    expect(verdict.code, where).toBe(error.code);
  }
  return false;
}

function runMove(kase, where, entry, index) {
  const { game, before } = entry;
  // Half the time on a clone, whose legal-move cache is cold: move() then takes its slow path.
  const target = index % 2 ? game.clone() : game;
  const [result, error] = attempt(() => target.move(kase.input));
  if (error === undefined) {
    expect(kase.mustFail, `${where}: accepted as ${result?.uci}`).toBeNull();
    expect(before.legalMoves, where).toContain(result.uci);
    expect(target.historyUci(), where).toEqual([...before.historyUci, result.uci]);
    expect(target.undo().uci, where).toBe(result.uci);
    expect(snapshot(target), `${where}: after the undo`).toEqual(before);
    return true;
  }
  checkError(error, kase, where, { libraryClass: 'IllegalMoveError', method: ['move(', 'promotion'], fen: before.fen });
  expect(snapshot(target), `${where}: the game changed`).toEqual(before);
  return false;
}

function runPgn(kase, where) {
  const [game, error] = attempt(() => chess.loadPgn(kase.input));
  if (error === undefined) {
    expect(kase.mustFail, `${where}: accepted`).toBeNull();
    const fen = game.fen();
    expect(chess.isValidFen(fen), where).toBe(true);
    expect(game.historyUci().length, where).toBe(game.history().length);
    return true;
  }
  checkError(error, kase, where, { libraryClass: 'InvalidPgnError', method: 'loadPgn()' });
  return false;
}

/** What startFen/backRank must do with one argument: null (fine), or the class it throws. */
function startVerdict(value) {
  if (typeof value !== 'number' || Number.isNaN(value)) return 'TypeError';
  return Number.isInteger(value) && value >= 0 && value < 960 ? null : 'InvalidStartPositionError';
}

function runStart(kase, where) {
  const args = kase.input;
  const method = kase.category === 'backRank' ? 'backRank' : 'startFen';
  const effective = kase.category === 'startFen2' && args[1] === undefined ? [args[0], args[0]] : args;
  const expected = effective.map(startVerdict).find((v) => v !== null) ?? null;
  const [result, error] = attempt(() => chess[method](...args));
  if (expected === null) {
    expect(error, `${where}: threw ${error?.message}`).toBeUndefined();
    if (method === 'backRank') {
      expect(result, where).toBe(scharnaglBackRank(args[0]));
    } else {
      const ranks = result.split(' ')[0].split('/');
      expect(ranks[7], where).toBe(scharnaglBackRank(effective[0]));
      expect(ranks[0], where).toBe(scharnaglBackRank(effective[effective.length - 1]).toLowerCase());
    }
    return true;
  }
  expect(error, `${where}: accepted`).toBeDefined();
  const bad = effective.find((v) => startVerdict(v) !== null);
  const mentions = expected === 'InvalidStartPositionError' ? ['0 to 959', String(bad)] : [];
  checkError(error, { ...kase, mustFail: expected, mentions }, where, { method: `${method}()` });
  return false;
}

function runPositionNumber(kase, where) {
  const [number, error] = attempt(() => chess.positionNumber(kase.input));
  if (error === undefined) {
    expect(kase.mustFail, `${where}: accepted as ${number}`).toBeNull();
    expect(Number.isInteger(number) && number >= 0 && number < 960, where).toBe(true);
    if (!kase.input.includes('/')) expect(chess.backRank(number), where).toBe(kase.input.toUpperCase());
    else expect(chess.positionNumber(chess.startFen(number)), where).toBe(number);
    return true;
  }
  // A text with '/' is read as a FEN: an unreadable one is an InvalidFenError.
  const libraryClass = typeof kase.input === 'string' && kase.input.includes('/')
    ? ['InvalidStartPositionError', 'InvalidFenError']
    : 'InvalidStartPositionError';
  checkError(error, kase, where, { libraryClass, method: 'positionNumber()' });
  return false;
}

// ---- the inputs ----

function allCases() {
  const cases = [
    ...fenCases(SEED + 1, 3000),
    ...sanCases(SEED + 2, 2000),
    ...pgnCases(SEED + 3, 1600),
    ...startCases(SEED + 4, 700),
    ...positionNumberCases(SEED + 5, 500),
  ];
  games.forEach((entry, i) => {
    for (const kase of moveCases(SEED + 10 + i, 550, entry.before.legalMoves, entry.game.legalMovesSan())) cases.push({ ...kase, game: i });
  });
  return cases;
}

function run(kase, index) {
  const where = label(kase, index);
  counts.inputs++;
  switch (kase.kind) {
    case 'fen':
      return runFen(kase, where);
    case 'move':
      return runMove(kase, where, games[kase.game], index);
    case 'san':
      return runMove(kase, where, games[index % games.length], index);
    case 'pgn':
      return runPgn(kase, where);
    case 'start':
      return runStart(kase, where);
    case 'positionNumber':
      return runPositionNumber(kase, where);
    default:
      throw new Error(`unknown kind ${kase.kind}`);
  }
}

const isBig = (kase) => typeof kase.input === 'string' && kase.input.length > 8192;

describe('hostile input through the JS API', () => {
  let cases;

  beforeAll(() => {
    games = REFERENCE.map(([name, make]) => {
      const game = make();
      return { name, game, before: snapshot(game) };
    });
    cases = allCases();
  });

  /**
   * Runs `list` `warmUps` times to bring the engine's buffers and strings to their high-water
   * mark, then once more with the heap measured. Inputs up to 8 KiB and the big ones are measured
   * apart: memory freed after a 1 MiB input would otherwise hide a leak of the small ones. (The
   * big ones need three rounds: emmalloc does not always fit a 2 MB string into the 2 MB block a
   * previous one freed, and reaches its high-water mark on the third round.)
   */
  function runMeasured(list, name, warmUps) {
    for (let round = 0; round < warmUps; round++) for (const [i, kase] of list.entries()) attempt(() => run(kase, i));
    const heapBefore = chess.heapBytes();
    counts.inputs = 0;
    counts.accepted = 0;
    counts.thrown = {};
    const started = performance.now();
    list.forEach((kase, index) => {
      if (run(kase, index)) counts.accepted++;
      if (index % CHECK_EVERY === CHECK_EVERY - 1) expectHealthy(`after ${label(kase, index)}`);
    });
    expectHealthy('at the end');
    expect(chess.heapBytes(), `${name}: wasm heap bytes after the measured run`).toBe(heapBefore);
    console.log(`hostile input (${name}): ${counts.inputs} inputs, ${counts.accepted} accepted, thrown ${JSON.stringify(counts.thrown)}, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s; wasm heap ${heapBefore} bytes before and after`);
    return counts;
  }

  it('generates at least 10,000 inputs, of every kind', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10_000);
    const kinds = {};
    for (const kase of cases) kinds[kase.kind] = (kinds[kase.kind] ?? 0) + 1;
    for (const kind of ['fen', 'move', 'san', 'pgn', 'start', 'positionNumber']) expect(kinds[kind]).toBeGreaterThanOrEqual(500);
    expect(cases.filter((k) => typeof k.input === 'string' && k.input.length >= MIB).length).toBeGreaterThanOrEqual(8);
    expect(cases.filter((k) => k.mustFail === 'TypeError').length).toBeGreaterThanOrEqual(100);
  });

  it('inputs up to 8 KiB: the documented outcome, games unchanged, the instance answering, the heap flat', () => {
    const small = cases.filter((k) => !isBig(k));
    const result = runMeasured(small, 'up to 8 KiB', 1);
    // Most inputs are broken, but the generators keep some valid ones, so both paths are checked.
    expect(result.inputs).toBe(small.length);
    expect(result.accepted).toBeGreaterThan(200);
    for (const name of Object.keys(CLASSES)) expect(result.thrown[name], name).toBeGreaterThan(50);
  }, 120_000);

  it('inputs over 8 KiB (up to 1 MiB and a little more): the same', () => {
    const big = cases.filter(isBig);
    const result = runMeasured(big, 'over 8 KiB', 3);
    expect(result.inputs).toBe(big.length);
    expect(result.inputs).toBeGreaterThan(30);
  }, 120_000);
});

describe('hostile input: specific cases', () => {
  it('100,000 balanced nested variations are skipped like any other', () => {
    expect(chess.loadPgn(nestedPgn(100_000)).history()).toEqual(['e4', 'e5']);
  });

  it('tag values written by pgn() survive a round trip and cannot add tags', () => {
    const hostile = ['a"] [FEN "8/8/8/8/8/8/8/K6k w - - 0 1', 'back\\slash\\', '\\"', 'é😀中', 'x'.repeat(10_000), '"] 1. d4 [X "'];
    for (const value of hostile) {
      const game = chess.game();
      game.move('e4');
      const read = chess.loadPgn(game.pgn({ tags: { Event: value, Annotator: value } }));
      expect(read.tags().FEN).toBe(START);
      expect(read.history()).toEqual(['e4']);
      expect(read.tags().Event).toBe(value);
      expect(read.tags().Annotator).toBe(value);
      expect(Object.keys(read.tags()).sort()).toEqual(['Annotator', 'Black', 'Date', 'Event', 'FEN', 'Result', 'Round', 'SetUp', 'Site', 'Variant', 'White']);
    }
  });

  it('a getter that throws: its error reaches the caller and the game is unchanged', () => {
    const game = busyGame();
    const before = snapshot(game);
    const boom = new Error('boom');
    const move = {
      get from() {
        throw boom;
      },
      to: 'e4',
    };
    expect(() => game.move(move)).toThrow(boom);
    expect(snapshot(game)).toEqual(before);
    expect(game.move('dxe6').enPassant).toBe(true);
  });
});

// Last in this file: the third case grows the heap by a few MB (20,000 plies are read before the
// cap stops it), which would hide leaks from the tests above in the memory it frees.
describe('hostile input: oversized input is stopped early (regressions)', () => {
  // Regression: FEN text of any length used to be copied into the wasm heap (which never
  // shrinks) before being rejected; the wrapper now refuses FENs over 256 characters first.
  it('a FEN over 256 characters is rejected before it reaches the wasm heap', () => {
    const before = chess.heapBytes();
    const fen = `${START}${' '.repeat(8 * MIB)}`;
    expect(() => chess.game(fen)).toThrow(InvalidFenError);
    expect(chess.validateFen(fen)).toBeInstanceOf(InvalidFenError);
    expect(chess.heapBytes()).toBe(before);
  });

  // Regression: a tag value ending in a lone high surrogate was UTF-8 encoded together with the
  // newline after it, shifting the tag lines so the next value became a tag name (tag and move
  // injection). pgn() now replaces lone surrogates with U+FFFD, and the engine skips bad names.
  it('a lone surrogate in a tag value cannot shift the tags of pgn()', () => {
    const game = chess.game();
    game.move('e4');
    const pgn = game.pgn({ tags: { White: 'Alice\ud800', Black: 'X "y"] 1. d4 [Annotator "injected"] [Z' } });
    const read = chess.loadPgn(pgn);
    expect(read.history()).toEqual(['e4']);
    expect(read.tags().Annotator).toBeUndefined();
    expect(read.tags().White).toBe('Alice\ufffd');
  });

  // Regression: loadPgn() read any number of moves (1 MiB of knight shuffles = 262,144 plies and
  // ~150 MB of heap for good); it now stops at 20,000 plies, longer than any game can last.
  it('1 MiB of legal moves does not leave the wasm heap 16 MiB larger', () => {
    const before = chess.heapBytes();
    const [, error] = attempt(() => chess.loadPgn('Nf3 Nf6 Ng1 Ng8 '.repeat(MIB / 16)));
    if (error !== undefined) expect(error).toBeInstanceOf(InvalidPgnError);
    expect(chess.heapBytes() - before).toBeLessThan(16 * MIB);
  });
});
