// Hostile input through the JS API: over 10,000 generated malformed FENs, moves (strings and
// objects), SAN strings, PGN texts, start numbers and back ranks, and some 3,600 die rolls, card
// decks, pool names, random sources and shuffle-chess numbers for the other ways to choose a start
// (tests/js/fixtures/hostile-inputs.js, seeded, so every run sees the same inputs). For each input:
//   - a value of the wrong JS type throws TypeError, naming the method (or the move field, the
//     roll or the card); a random source returning anything but a number in [0, 1), RangeError;
//   - otherwise the call either succeeds (some mutations stay valid: the result is then checked
//     for consistency, or for die rolls, cards, pools and shuffle numbers against the rules as the
//     reference states them, read independently in fixtures/start-rules.js) or throws the
//     documented class (InvalidFenError, IllegalMoveError, InvalidPgnError,
//     InvalidStartPositionError with its code) with a message that names the problem
//     (fixtures/hostile-checks.js judges each outcome);
//     inputs that can never be valid (oversized, non-ASCII, ...) must throw;
//   - the game the call was made on is unchanged (fen, history, legal moves, clocks, rights...);
//   - never a wasm RuntimeError (an abort of the instance).
// Every 250 inputs the instance must still answer correctly (perft, start FENs, the reference
// games). The inputs run once more after a warm-up, with the wasm heap measured: it must not
// grow (inputs up to 8 KiB and larger ones apart, so that memory freed after a 1 MiB input
// cannot hide a leak of the small ones). Regression tests for oversized input come last.
import { beforeAll, describe, expect, it } from 'vitest';
import { InvalidFenError, InvalidPgnError, InvalidStartPositionError, load } from 'chess960';
import { START, busyGame as busy, readPerftFile, snapshot } from './helpers.js';
import {
  CLASSES,
  attempt,
  counts,
  label,
  runCards,
  runDice,
  runDiceRolls,
  runFen,
  runMove,
  runPgn,
  runPositionNumber,
  runStart,
  runSubset,
  runVariant,
} from './fixtures/hostile-checks.js';
import {
  MIB,
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
    expect(error).toBeInstanceOf(InvalidPgnError);
    expect(error.reason).toBe('LIMIT');
    expect(error.message).toContain('more than 20000 moves in one game');
    expect(chess.heapBytes() - before).toBeLessThan(16 * MIB);
  });
});
