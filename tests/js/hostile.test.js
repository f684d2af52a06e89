// Hostile input through the JS API: over 10,000 generated malformed FENs, moves (strings and
// objects), SAN strings, PGN texts, start numbers and back ranks, and some 3,600 die rolls, card
// decks, pool names, random sources and shuffle-chess numbers for the other ways to choose a start
// (tests/js/fixtures/hostile-inputs.js, seeded, so every run sees the same inputs). For each input:
//   - a value of the wrong JS type throws TypeError, naming the method (or the move field, the
//     roll or the card); a random source returning anything but a number in [0, 1), RangeError;
//   - otherwise the call either succeeds (some mutations stay valid: the result is then checked
//     for consistency, or for die rolls, cards, pools and shuffle numbers against the rules as the
//     README states them, read independently below) or throws the documented class
//     (InvalidFenError, IllegalMoveError, InvalidPgnError, InvalidStartPositionError with its
//     code) with a message that names the problem;
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
import { START, busyGame as busy, readPerftFile, scharnaglBackRank, snapshot } from './helpers.js';
import {
  FREE,
  MIB,
  SUBSET_NAMES,
  cardsCases,
  diceCases,
  diceRollsCases,
  fenCases,
  moveCases,
  nestedPgn,
  pgnCases,
  positionNumberCases,
  realGames,
  sanCases,
  startCases,
  subsetCases,
  variantCases,
} from './fixtures/hostile-inputs.js';

const chess = await load();
const SEED = 960_4;
const CHECK_EVERY = 250;

const CLASSES = {
  TypeError,
  RangeError,
  InvalidFenError,
  IllegalMoveError,
  InvalidPgnError,
  InvalidStartPositionError,
};
const FEN_CODES = [
  'FEN_FIELD_COUNT',
  'FEN_BOARD',
  'FEN_TURN',
  'FEN_CASTLING',
  'FEN_EN_PASSANT',
  'FEN_HALFMOVE_CLOCK',
  'FEN_FULLMOVE_NUMBER',
  'KINGS',
  'PAWNS_ON_BACK_RANK',
  'OPPOSITE_CHECK',
  'CASTLING_RIGHTS',
  'EN_PASSANT',
];
const FEN_FIELDS = ['fields', 'board', 'turn', 'castling', 'enPassant', 'halfmoveClock', 'fullmoveNumber'];
const MOVE_CODES = ['INVALID_UCI', 'INVALID_SAN', 'AMBIGUOUS_SAN', 'ILLEGAL_MOVE'];
const START_CODES = ['POSITION_NUMBER', 'BACK_RANK', 'DIE_ROLLS', 'CARDS'];
// The methods for the other ways to choose a start, each given a few hundred inputs.
const SETUP_METHODS = [
  'positionFromDice',
  'diceRolls',
  'positionFromCards',
  'subset',
  'subsetsOf',
  'randomPositionNumberIn',
  'shuffleFen',
  'chess2880Fen',
  'randomShuffleFen',
  'randomChess2880Fen',
];
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

// ---- the games every move is tried on, and the instance's health ----

const busyGame = () => busy(chess);

function midGameFromPgn() {
  const game = chess.loadPgn(realGames()[1]);
  for (let i = 0; i < 40; i++) game.undo();
  return game;
}

/** @type {[string, () => import('chess960').Game][]} */
const REFERENCE = [
  ['standard start', () => chess.game()],
  ['busy game (en passant, rights partly gone)', busyGame],
  [
    'both castlings open (Chess960 rooks b/g)',
    () => chess.game('1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1'),
  ],
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
  expect(chess.positionFromDice([6, 2, 5, 3, 3, 2, 3]), where).toEqual({ number: 518, rollsUsed: 7 });
  expect(chess.positionFromCards('cRfNaQbRdNeRgh'), where).toBe(518);
  expect(chess.shuffleFen(2880), where).toBe('bqbnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BQBNNRKR w - - 0 1');
  for (const position of chess960Perft)
    expect(chess.game(position.fen).perft(2), `${position.id} ${where}`).toBe(position.perft.get(2));
  for (const { name, game, before } of games) expect(snapshot(game), `${name} ${where}`).toEqual(before);
}

// ---- checking one outcome ----

const show = (value) => {
  if (Array.isArray(value) && value.length > 40) return `an array of ${value.length}: ${show(value.slice(0, 8))}...`;
  if (typeof value === 'string')
    return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}...(${value.length})` : value);
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
 * only where the case says so), the code (kase.code, if given), no wasm abort, and a message that
 * names the problem (a TypeError's matches `says`: by default, it says what it got).
 * @param {any} error
 * @param {any} kase
 * @param {string} where
 * @param {{ libraryClass?: string | string[], method: string | string[], fen?: string, says?: RegExp }} expected
 */
function checkError(error, kase, where, { libraryClass, method, fen, says = /got |must be/ }) {
  expect(error, where).toBeInstanceOf(Error);
  expect(error, `${where}: a wasm abort`).not.toBeInstanceOf(WebAssembly.RuntimeError);
  const className = kase.mustFail ?? libraryClass;
  const allowed = Array.isArray(className) ? className : [className];
  expect(
    allowed.some((name) => error instanceof CLASSES[name]),
    `${where}: got ${error.name}: ${error.message}`,
  ).toBe(true);
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
    expect(
      [].concat(method).some((name) => message.includes(name)),
      `${where}: ${message}`,
    ).toBe(true);
    expect(message, where).toMatch(says);
    return;
  }
  if (error instanceof RangeError) {
    // A random source's value out of [0, 1): it names the method and what the source returned.
    expect(error, where).not.toBeInstanceOf(Chess960Error);
    expect(
      [].concat(method).some((name) => message.includes(name)),
      `${where}: ${message}`,
    ).toBe(true);
    expect(message, where).toContain('returned');
    expect(message, where).toContain('[0, 1)');
    return;
  }
  expect(error, where).toBeInstanceOf(Chess960Error);
  if (kase.code !== undefined) expect(error.code, where).toBe(kase.code);
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
    expect(START_CODES, where).toContain(error.code);
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
    checkError(validateError, { ...kase, mentions: ['validateFen()'] }, where, {
      libraryClass: 'InvalidFenError',
      method: 'validateFen()',
    });
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

/** What a start-number argument (0 to count - 1) must do: null (fine), or the class it throws. */
function startVerdict(value, count = 960) {
  if (typeof value !== 'number' || Number.isNaN(value)) return 'TypeError';
  return Number.isInteger(value) && value >= 0 && value < count ? null : 'InvalidStartPositionError';
}

function runStart(kase, where) {
  const args = kase.input;
  const method = kase.category === 'backRank' ? 'backRank' : 'startFen';
  const effective = kase.category === 'startFen2' && args[1] === undefined ? [args[0], args[0]] : args;
  const expected = effective.map((v) => startVerdict(v)).find((v) => v !== null) ?? null;
  const [result, error] = attempt(() => Reflect.apply(chess[method], chess, args)); // args as given, however many
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
  const libraryClass =
    typeof kase.input === 'string' && kase.input.includes('/')
      ? ['InvalidStartPositionError', 'InvalidFenError']
      : 'InvalidStartPositionError';
  checkError(error, kase, where, { libraryClass, method: 'positionNumber()' });
  return false;
}

// ---- the other ways to choose a start, read from the README independently of the library ----

const ALL_STARTS = Array.from({ length: 960 }, (_, n) => n);
const RANK_NUMBER = new Map(ALL_STARTS.map((n) => [scharnaglBackRank(n), n]));
const emptySquares = (rank) => rank.flatMap((piece, i) => (piece === null ? [i] : []));
const KNIGHT_TABLE = [
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

// Althöfer's die: each step, the most its roll may show (higher is a re-roll).
const DIE_STEPS = [
  ['dark-squared bishop', 4],
  ['light-squared bishop', 4],
  ['queen', 6],
  ['first knight', 5],
  ['second knight', 4],
];

/** The procedure on die values 1-6: { rank, rollsUsed }, or { missing: 'queen (1 to 6)' }. */
function readDice(rolls) {
  const rank = new Array(8).fill(null);
  const put = (n, piece) => {
    rank[emptySquares(rank)[n - 1]] = piece;
  };
  let step = 0;
  let used = 0;
  for (let i = 0; i < rolls.length && step < 5; i++) {
    const roll = rolls[i];
    used++;
    if (roll > DIE_STEPS[step][1]) continue; // a re-roll
    if (step === 0)
      rank[2 * (roll - 1)] = 'B'; // a, c, e, g
    else if (step === 1)
      rank[2 * (roll - 1) + 1] = 'B'; // b, d, f, h
    else put(roll, step === 2 ? 'Q' : 'N');
    step++;
  }
  if (step < 5) return { missing: `${DIE_STEPS[step][0]} (1 to ${DIE_STEPS[step][1]})` };
  put(1, 'R');
  put(1, 'K');
  put(1, 'R');
  return { rank: rank.join(''), rollsUsed: used };
}

/** What positionFromDice(rolls) must return ({ number, rollsUsed }) or throw ({ error, code, mentions }). */
function diceVerdict(rolls) {
  const bad = 'InvalidStartPositionError';
  if (!Array.isArray(rolls))
    return { error: 'TypeError', mentions: ['positionFromDice() takes an array of die values'] };
  if (rolls.length > 1000)
    return {
      error: bad,
      code: 'DIE_ROLLS',
      mentions: [`positionFromDice(): ${rolls.length} rolls; at most 1000 are read`],
    };
  for (let i = 0; i < rolls.length; i++) {
    const roll = rolls[i];
    if (typeof roll !== 'number')
      return { error: 'TypeError', mentions: [`positionFromDice(): roll ${i + 1} is `, ', not a number'] };
    if (!(Number.isInteger(roll) && roll >= 1 && roll <= 6))
      return { error: bad, code: 'DIE_ROLLS', mentions: [`die roll ${i + 1} is ${roll}; a die shows 1 to 6`] };
  }
  const reading = readDice(rolls);
  if (reading.missing)
    return {
      error: bad,
      code: 'DIE_ROLLS',
      mentions: [`the die rolls end before the start is complete: roll again for the ${reading.missing}`],
    };
  return { number: RANK_NUMBER.get(reading.rank), rollsUsed: reading.rollsUsed };
}

/** The canonical rolls of start n: no re-rolls, the left-hand knight placed first. */
function canonicalRolls(n) {
  const rank = [...scharnaglBackRank(n)];
  const placed = new Array(8).fill(null);
  const rollFor = (square, piece) => {
    const roll = emptySquares(placed).indexOf(square) + 1;
    placed[square] = piece;
    return roll;
  };
  const dark = [0, 2, 4, 6].find((i) => rank[i] === 'B');
  const light = [1, 3, 5, 7].find((i) => rank[i] === 'B');
  placed[dark] = placed[light] = 'B';
  const queen = rollFor(rank.indexOf('Q'), 'Q');
  const knight1 = rollFor(rank.indexOf('N'), 'N');
  const knight2 = rollFor(rank.lastIndexOf('N'), 'N');
  return [dark / 2 + 1, (light - 1) / 2 + 1, queen, knight1, knight2];
}

const SORTED_DECK = [...'abcdefghNNQRRR'].sort().join('');
const printable = (text) => text.replace(/[^\x20-\x7e]/g, '?');

/** The card rule on a deck of 14 cards (files lower case, pieces upper case): the back rank. */
function dealCards(cards) {
  const rank = new Array(8).fill(null);
  const files = [];
  const pieces = [];
  let dark = -1;
  let light = -1;
  for (const card of cards) {
    if (card >= 'a' && card <= 'h') {
      const file = card.charCodeAt(0) - 97;
      if (file % 2 === 0 && dark < 0) dark = file;
      else if (file % 2 === 1 && light < 0) light = file;
      else files.push(file);
    } else {
      pieces.push(card);
    }
  }
  rank[dark] = rank[light] = 'B';
  files.forEach((file, i) => {
    rank[file] = pieces[i];
  });
  const rooks = files.filter((file) => rank[file] === 'R').sort((a, b) => a - b);
  rank[rooks[1]] = 'K';
  return rank.join('');
}

/** What positionFromCards(cards) must return ({ number }) or throw ({ error, code, mentions }). */
function cardsVerdict(cards) {
  const bad = 'InvalidStartPositionError';
  if ((typeof cards === 'string' || Array.isArray(cards)) && cards.length > 256)
    return { error: bad, code: 'CARDS', mentions: [`positionFromCards(): ${cards.length} cards; a deck has 14`] };
  let text = cards;
  if (Array.isArray(cards)) {
    text = '';
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i];
      if (typeof card !== 'string' || card.length !== 1)
        return { error: 'TypeError', mentions: [`positionFromCards(): card ${i + 1} is `, 'one letter'] };
      text += card;
    }
  }
  if (typeof text !== 'string') return { error: 'TypeError', mentions: ['positionFromCards() takes the 14 cards'] };
  // Files a-h and pieces N, Q, R, in either case.
  const normal = [...text].map((c) =>
    /^[a-h]$/i.test(c) ? c.toLowerCase() : /^[nqr]$/i.test(c) ? c.toUpperCase() : null,
  );
  if (text.length === 14 && normal.every(Boolean) && [...normal].sort().join('') === SORTED_DECK)
    return { number: RANK_NUMBER.get(dealCards(normal)) };
  const wrong = 'is not a deck of the 14 cards a-h, N, N, Q, R, R, R: ';
  // The first thing wrong of: a character that is no card ('?' for what cannot be printed, any
  // non-ASCII one included), the length, the mix.
  const notCard = normal.indexOf(null);
  const why =
    notCard >= 0
      ? `'${printable(text[notCard])}' is not a card`
      : text.length !== 14
        ? `it has ${text.length} cards`
        : 'it needs the files a-h once each, two N, one Q and three R';
  // The engine quotes the deck as UTF-8 bytes: exactly known in ASCII only.
  if (!/^[\0-\x7f]*$/.test(text)) return { error: bad, code: 'CARDS', mentions: [wrong + why] };
  return {
    error: bad,
    code: 'CARDS',
    mentions: [`'${printable(text.length > 20 ? `${text.slice(0, 20)}...` : text)}' ${wrong}${why}`],
  };
}

const matches = (rank, pattern) => [...pattern].every((p, i) => p === 'x' || rank[i] === p);
// The pools as the README's table gives them.
const POOLS = {
  chess960: ALL_STARTS,
  chess18: ALL_STARTS.filter((n) => matches(scharnaglBackRank(n), 'RxxxKxxR')),
  chess90: ALL_STARTS.filter((n) =>
    ['RKRxxxxx', 'RKxRxxxx', 'RxKRxxxx', 'xRKRxxxx', 'xxxxxRKR'].some((p) => matches(scharnaglBackRank(n), p)),
  ),
};
POOLS.chess870 = ALL_STARTS.filter((n) => !POOLS.chess90.includes(n));
const POOL_SETS = Object.fromEntries(Object.entries(POOLS).map(([name, pool]) => [name, new Set(pool)]));
const poolsOf = (n) => ['chess18', 'chess90', 'chess870'].filter((name) => POOL_SETS[name].has(n));

/** Shuffle-chess start n (0-5039) as the README numbers them: the back rank. */
function shuffleBackRank(n) {
  let rank;
  let king; // 0: the middle of the three squares left for K and R, 1: the first, 2: the last
  if (n < 2880) {
    rank = [...scharnaglBackRank(n % 960)].map((piece) => (piece === 'K' || piece === 'R' ? null : piece));
    king = Math.floor(n / 960);
  } else {
    const m = n - 2880;
    const sameColour = [
      [0, 2],
      [0, 4],
      [0, 6],
      [2, 4],
      [2, 6],
      [4, 6],
      [1, 3],
      [1, 5],
      [1, 7],
      [3, 5],
      [3, 7],
      [5, 7],
    ][m % 12];
    rank = new Array(8).fill(null);
    for (const square of sameColour) rank[square] = 'B';
    const r = Math.floor(m / 12);
    rank[emptySquares(rank)[r % 6]] = 'Q';
    const forKnights = emptySquares(rank);
    for (const i of KNIGHT_TABLE[Math.floor(r / 6) % 10]) rank[forKnights[i]] = 'N';
    king = Math.floor(r / 60);
  }
  const three = emptySquares(rank);
  for (const square of three) rank[square] = 'R';
  rank[three[[1, 0, 2][king]]] = 'K';
  return rank.join('');
}
const SHUFFLE_RANKS = Array.from({ length: 5040 }, (_, n) => shuffleBackRank(n));
const SHUFFLE_NUMBER = new Map(SHUFFLE_RANKS.map((rank, n) => [rank, n]));

/** The FEN of shuffle start n: Black mirrors White; castling only with king e1 and rook a1 or h1. */
function shuffleFenOf(n) {
  const rank = SHUFFLE_RANKS[n];
  const sides = rank[4] === 'K' ? `${rank[7] === 'R' ? 'K' : ''}${rank[0] === 'R' ? 'Q' : ''}` : '';
  return `${rank.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${rank} w ${sides ? sides + sides.toLowerCase() : '-'} - 0 1`;
}

/** What a random* method must do with `random` (returning `returns`): null (fine) or the error. */
function drawVerdict(random, returns, method) {
  if (random === undefined) return null;
  if (typeof random !== 'function')
    return { error: 'TypeError', mentions: [`${method}() takes a function returning numbers in [0, 1)`] };
  if (returns === FREE || (typeof returns === 'number' && returns >= 0 && returns < 1)) return null;
  return { error: 'RangeError', mentions: [`${method}(): the random source returned `] };
}

/** Checks the error for a bad start-number argument `bad` of a range of `count`. */
function checkNumberError(error, kase, where, { method, count, expected, bad }) {
  expect(error, `${where}: accepted`).toBeDefined();
  const outOfRange = expected === 'InvalidStartPositionError';
  const mentions = outOfRange
    ? [`0 to ${count - 1}`, String(bad)]
    : [`${method}() takes a start position number (0-${count - 1})`];
  checkError(
    error,
    { ...kase, mustFail: expected, mentions, code: outOfRange ? 'POSITION_NUMBER' : undefined },
    where,
    { method: `${method}()` },
  );
}

/** Checks a failure the reading of the rules predicted (`expected`: { error, code, mentions }). */
function checkPredictedError(error, result, kase, where, expected, options) {
  expect(error, `${where}: accepted as ${show(result)}`).toBeDefined();
  if (kase.mustFail !== null)
    expect(expected.error, `${where}: the generator and the reading of the rules disagree`).toBe(kase.mustFail);
  checkError(
    error,
    {
      ...kase,
      mustFail: expected.error,
      code: expected.code,
      mentions: [...(kase.mentions ?? []), ...expected.mentions],
    },
    where,
    options,
  );
}

const sameZero = (n) => (Object.is(n, -0) ? 0 : n); // -0 is start 0

function runDice(kase, where) {
  const expected = diceVerdict(kase.input);
  const [result, error] = attempt(() => chess.positionFromDice(kase.input));
  if (expected.error === undefined) {
    expect(kase.mustFail, where).toBeNull();
    expect(error, `${where}: threw ${error?.message}`).toBeUndefined();
    expect(result, where).toEqual(expected);
    return true;
  }
  checkPredictedError(error, result, kase, where, expected, { method: 'positionFromDice(', says: /got |not a number/ });
  return false;
}

function runDiceRolls(kase, where) {
  const value = kase.input[0];
  const expected = startVerdict(value);
  const [rolls, error] = attempt(() => Reflect.apply(chess.diceRolls, chess, kase.input)); // args as given
  if (expected !== null) {
    checkNumberError(error, kase, where, { method: 'diceRolls', count: 960, expected, bad: value });
    return false;
  }
  expect(error, `${where}: threw ${error?.message}`).toBeUndefined();
  expect(rolls, where).toEqual(canonicalRolls(value));
  // And they build the start back, without re-rolls.
  expect(chess.positionFromDice(rolls), where).toEqual({ number: sameZero(value), rollsUsed: 5 });
  return true;
}

function runCards(kase, where) {
  const expected = cardsVerdict(kase.input);
  const [number, error] = attempt(() => chess.positionFromCards(kase.input));
  if (expected.error === undefined) {
    expect(kase.mustFail, where).toBeNull();
    expect(error, `${where}: threw ${error?.message}`).toBeUndefined();
    expect(number, where).toBe(expected.number);
    return true;
  }
  checkPredictedError(error, number, kase, where, expected, { method: 'positionFromCards(', says: /got |one letter/ });
  return false;
}

function runSubset(kase, where) {
  const { method, input } = kase;
  const [result, error] = attempt(() => chess[method](...input));
  if (method === 'subsetsOf') {
    const expected = startVerdict(input[0]);
    if (expected !== null) {
      checkNumberError(error, kase, where, { method, count: 960, expected, bad: input[0] });
      return false;
    }
    expect(error, `${where}: threw ${error?.message}`).toBeUndefined();
    expect(result, where).toEqual(poolsOf(sameZero(input[0])));
    return true;
  }
  const [name, random] = input;
  let expected = SUBSET_NAMES.includes(name)
    ? null
    : { error: 'TypeError', mentions: [`${method}() takes 'chess960', 'chess18', 'chess90' or 'chess870'`] };
  if (method === 'randomPositionNumberIn') expected ??= drawVerdict(random, kase.returns, method);
  if (expected !== null) {
    checkPredictedError(error, result, kase, where, expected, { method: `${method}()` });
    return false;
  }
  expect(error, `${where}: threw ${error?.message}`).toBeUndefined();
  const pool = POOLS[name];
  if (method === 'subset') {
    expect(result, where).toEqual(pool);
    result.reverse(); // a copy: the next caller gets the pool as it was
    expect(chess.subset(name), where).toEqual(pool);
  } else if (kase.returns === FREE) {
    expect(POOL_SETS[name].has(result), `${where}: ${result}`).toBe(true);
  } else {
    expect(result, where).toBe(pool[Math.floor(kase.returns * pool.length)]);
  }
  return true;
}

function runVariant(kase, where) {
  const { method, input } = kase;
  const count = method.includes('2880') ? 2880 : 5040;
  const [fen, error] = attempt(() => chess[method](...input));
  let number;
  if (!method.startsWith('random')) {
    const expected = startVerdict(input[0], count);
    if (expected !== null) {
      checkNumberError(error, kase, where, { method, count, expected, bad: input[0] });
      return false;
    }
    number = sameZero(input[0]);
  } else {
    const expected = drawVerdict(input[0], kase.returns, method);
    if (expected !== null) {
      checkPredictedError(error, fen, kase, where, expected, { method: `${method}()` });
      return false;
    }
    if (kase.returns !== FREE) number = sameZero(Math.floor(kase.returns * count));
  }
  expect(error, `${where}: threw ${error?.message}`).toBeUndefined();
  expect(typeof fen, where).toBe('string');
  number ??= SHUFFLE_NUMBER.get(fen.split(' ')[0].split('/')[7]);
  expect(number, `${where}: ${fen}`).toBeLessThan(count);
  expect(fen, where).toBe(shuffleFenOf(number));
  expect(chess.game(fen).fen(), where).toBe(fen);
  // 0-959 are the Chess960 starts of the same numbers; no other is a Chess960 start.
  if (number < 960) {
    expect(chess.positionNumber(fen), where).toBe(number);
  } else {
    const [, notChess960] = attempt(() => chess.positionNumber(fen));
    expect(notChess960, `${where}: ${fen} read as a Chess960 start`).toBeInstanceOf(InvalidStartPositionError);
    expect(notChess960.code, where).toBe('BACK_RANK');
  }
  return true;
}

// ---- the inputs ----

function allCases() {
  const cases = [
    ...fenCases(SEED + 1, 3000),
    ...sanCases(SEED + 2, 2000),
    ...pgnCases(SEED + 3, 1600),
    ...startCases(SEED + 4, 700),
    ...positionNumberCases(SEED + 5, 500),
    ...diceCases(SEED + 6, 600),
    ...diceRollsCases(SEED + 7, 300),
    ...cardsCases(SEED + 8, 600),
    ...subsetCases(SEED + 9, 900),
    ...variantCases(SEED + 20, 1200),
  ];
  games.forEach((entry, i) => {
    for (const kase of moveCases(SEED + 10 + i, 550, entry.before.legalMoves, entry.game.legalMovesSan()))
      cases.push({ ...kase, game: i });
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
    case 'dice':
      return runDice(kase, where);
    case 'diceRolls':
      return runDiceRolls(kase, where);
    case 'cards':
      return runCards(kase, where);
    case 'subset':
      return runSubset(kase, where);
    case 'variant':
      return runVariant(kase, where);
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
    console.log(
      `hostile input (${name}): ${counts.inputs} inputs, ${counts.accepted} accepted, thrown ${JSON.stringify(counts.thrown)}, ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; wasm heap ${heapBefore} bytes before and after`,
    );
    return counts;
  }

  it('generates at least 10,000 inputs, of every kind', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10_000);
    const kinds = {};
    for (const kase of cases) kinds[kase.kind] = (kinds[kase.kind] ?? 0) + 1;
    for (const kind of ['fen', 'move', 'san', 'pgn', 'start', 'positionNumber'])
      expect(kinds[kind]).toBeGreaterThanOrEqual(500);
    for (const kind of ['dice', 'diceRolls', 'cards', 'subset', 'variant'])
      expect(kinds[kind], kind).toBeGreaterThanOrEqual(300);
    // A few hundred for each of the other ways to choose a start.
    const methods = {};
    for (const kase of cases) if (kase.method) methods[kase.method] = (methods[kase.method] ?? 0) + 1;
    for (const method of SETUP_METHODS) expect(methods[method], method).toBeGreaterThanOrEqual(250);
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
    const hostile = [
      'a"] [FEN "8/8/8/8/8/8/8/K6k w - - 0 1',
      'back\\slash\\',
      '\\"',
      'é😀中',
      'x'.repeat(10_000),
      '"] 1. d4 [X "',
    ];
    for (const value of hostile) {
      const game = chess.game();
      game.move('e4');
      const read = chess.loadPgn(game.pgn({ tags: { Event: value, Annotator: value } }));
      expect(read.tags().FEN).toBe(START);
      expect(read.history()).toEqual(['e4']);
      expect(read.tags().Event).toBe(value);
      expect(read.tags().Annotator).toBe(value);
      expect(Object.keys(read.tags()).sort()).toEqual([
        'Annotator',
        'Black',
        'Date',
        'Event',
        'FEN',
        'Result',
        'Round',
        'SetUp',
        'Site',
        'Variant',
        'White',
      ]);
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
    // @ts-expect-error a move whose `from` getter throws
    expect(() => game.move(move)).toThrow(boom);
    expect(snapshot(game)).toEqual(before);
    expect(game.move('dxe6').enPassant).toBe(true);
  });

  it('a random source, a roll or a card that throws: its error reaches the caller, the heap unchanged', () => {
    const before = chess.heapBytes();
    const boom = new Error('boom');
    const thrower = () => {
      throw boom;
    };
    const throwingAt = (list, key) =>
      new Proxy(list, { get: (target, k) => (k === key ? thrower() : Reflect.get(target, k)) });
    expect(() => chess.randomPositionNumberIn('chess90', thrower)).toThrow(boom);
    expect(() => chess.randomShuffleFen(thrower)).toThrow(boom);
    expect(() => chess.randomChess2880Fen(thrower)).toThrow(boom);
    expect(() => chess.positionFromDice(throwingAt([2, 3, 3, 2, 3], '2'))).toThrow(boom);
    expect(() => chess.positionFromDice(throwingAt([2, 3, 3, 2, 3], 'length'))).toThrow(boom);
    expect(() => chess.positionFromCards(throwingAt([...'cRfNaQbRdNeRgh'], '13'))).toThrow(boom);
    expect(() => chess.positionFromCards(throwingAt([...'cRfNaQbRdNeRgh'], 'length'))).toThrow(boom);
    // A revoked Proxy: the TypeError Array.isArray (or the call) throws for it.
    const revoked = (target) => {
      const { proxy, revoke } = Proxy.revocable(target, {});
      revoke();
      return proxy;
    };
    for (const call of [
      () => chess.positionFromDice(revoked([])),
      () => chess.positionFromCards(revoked([])),
      () => chess.subset(revoked([])),
      () => chess.randomShuffleFen(revoked(() => 0)),
    ])
      expect(call).toThrow(TypeError);
    expect(chess.heapBytes()).toBe(before);
    expectHealthy('after throwing rolls, cards and random sources');
  });

  it('a roll or card that changes after it is read: the value checked is the value used', () => {
    const changing = (list, index, first, later) => {
      let reads = 0;
      return Object.defineProperty(list, index, { enumerable: true, get: () => (reads++ === 0 ? first : later) });
    };
    expect(chess.positionFromDice(changing([0, 3, 3, 2, 3], 0, 2, 7))).toEqual({ number: 518, rollsUsed: 5 });
    expect(chess.positionFromCards(changing([...'xRfNaQbRdNeRgh'], 0, 'c', 'K'))).toBe(518);
  });

  // Regression: the engine counted the deck's UTF-8 bytes as cards before looking at them, so a
  // deck of 14 characters, one of them no card, was said to have 15 or 16 cards ("... it has 15
  // cards" for a final 'é'). It now names the first character that is no card first.
  it('a deck of 14 with one non-ASCII character: the message names the card, not a count of bytes', () => {
    const reasons = {};
    for (const card of ['é', '♞', 'ａ', '\u212a' /* Kelvin sign */, '\ud800']) {
      const deck = `cRfNaQbRdNeRg${card}`; // 14 characters: 13 cards and one that is none
      const [, error] = attempt(() => chess.positionFromCards(deck));
      expect(error, deck).toBeInstanceOf(InvalidStartPositionError);
      expect(error.code, deck).toBe('CARDS');
      reasons[deck] = error.message.slice(error.message.indexOf(', R, R, R: ') + 11);
    }
    // As for an ASCII letter that is no card ("'K' is not a card"), '?' for what cannot be printed.
    expect(reasons).toEqual(
      Object.fromEntries(Object.keys(reasons).map((deck) => [deck, expect.stringMatching(/ is not a card$/)])),
    );
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

  // Regression: positionFromDice() and positionFromCards() compared the length with their cap
  // once, then looped re-reading it, so an array that grows while it is read (a Proxy here; a plain
  // array whose first entry is a getter that pushes does the same) got past the 1000-roll and
  // 256-card caps, and all of it was copied into the wasm heap. They now read the length once.
  it('an array that grows while it is read cannot get past the 1000-roll and 256-card caps', () => {
    // Its length is 1 when first read, 100,000 after; every entry is `entry`. Counts the entries read.
    const growing = (entry) => {
      let lengthReads = 0;
      const seen = { entries: 0 };
      const list = new Proxy([], {
        get(target, key) {
          if (key === 'length') return lengthReads++ === 0 ? 1 : 100_000;
          if (typeof key === 'string' && /^\d+$/.test(key)) {
            seen.entries++;
            return entry;
          }
          return Reflect.get(target, key);
        },
      });
      return [list, seen];
    };
    const outcome = (call, entry, cap) => {
      const [list, seen] = growing(entry);
      const [, error] = attempt(() => call(list));
      return {
        documentedClass: error instanceof InvalidStartPositionError || error instanceof TypeError,
        entriesRead: seen.entries <= cap ? `at most ${cap}` : seen.entries,
      };
    };
    const before = chess.heapBytes();
    const dice = outcome((rolls) => chess.positionFromDice(rolls), 6, 1000);
    const cards = outcome((deck) => chess.positionFromCards(deck), 'a', 256);
    expect({ dice, cards, heapGrowth: chess.heapBytes() - before }).toEqual({
      dice: { documentedClass: true, entriesRead: 'at most 1000' },
      cards: { documentedClass: true, entriesRead: 'at most 256' },
      heapGrowth: 0,
    });
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
