// Other ways to choose a start, through the package: Althöfer's one-die procedure and the card
// deck (checked against the independent readings of fixtures/start-rules.js, on the Scharnagl
// reference of helpers.js), the Chess18 /
// Chess90 / Chess870 pools (checked with the package's own castling rules), and the shuffle chess
// and Chess2880 generators (counts, castling rights, uniformity).
import { describe, expect, it } from 'vitest';
import { CHESS2880_POSITION_COUNT, InvalidStartPositionError, SHUFFLE_POSITION_COUNT, load } from 'chess960';
import { START, caught, mulberry32, scharnaglBackRank } from './helpers.js';
import { POOLS, matches, readDice } from './fixtures/start-rules.js';

const chess = await load();
const ALL = Array.from({ length: 960 }, (_, n) => n);
const backRankOfFen = (fen) => fen.split('/')[7].split(' ')[0];

/** The back rank the die procedure as published gives for `rolls` (fixtures/start-rules.js). */
const followDie = (rolls) => readDice(rolls).rank;

/** Every five-roll sequence without re-rolls: 4 * 4 * 6 * 5 * 4 = 1920. */
function allFiveRolls() {
  const out = [];
  for (let a = 1; a <= 4; a++)
    for (let b = 1; b <= 4; b++)
      for (let q = 1; q <= 6; q++)
        for (let n1 = 1; n1 <= 5; n1++) for (let n2 = 1; n2 <= 4; n2++) out.push([a, b, q, n1, n2]);
  return out;
}

/** Pearson's chi-square against a uniform spread, with a bound ~6 standard deviations out. */
function expectUniform(counts, draws) {
  const expected = draws / counts.length;
  const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
  const df = counts.length - 1;
  expect(chiSquare).toBeLessThan(df + 6 * Math.sqrt(2 * df));
  expect(chiSquare).toBeGreaterThan(df - 6 * Math.sqrt(2 * df));
}

describe("Althöfer's one-die procedure", () => {
  it('gives 518 for both published examples (the knights in either order)', () => {
    // 2: dark bishop c1; 3: light bishop f1; 3: queen on the 3rd of a b d e g h = d1;
    // 2: knight on the 2nd of a b e g h = b1; 3: knight on the 3rd of a e g h = g1; R K R on a e h.
    expect(chess.positionFromDice([2, 3, 3, 2, 3])).toEqual({ number: 518, rollsUsed: 5 });
    // 4: knight on the 4th of a b e g h = g1; 2: knight on the 2nd of a b e h = b1.
    expect(chess.positionFromDice([2, 3, 3, 4, 2])).toEqual({ number: 518, rollsUsed: 5 });
    expect(followDie([2, 3, 3, 2, 3])).toBe('RNBQKBNR');
  });

  it('skips re-rolls (5 and 6 for a bishop, 6 for the first knight, 5 and 6 for the second)', () => {
    expect(chess.positionFromDice([5, 2, 6, 5, 3, 3, 6, 2, 5, 6, 3])).toEqual({ number: 518, rollsUsed: 11 });
    expect(chess.backRank(chess.positionFromDice([1, 1, 6, 5, 4]).number)).toBe(followDie([1, 1, 6, 5, 4]));
  });

  it('does not read rolls after the fifth placement', () => {
    expect(chess.positionFromDice([2, 3, 3, 2, 3, 1, 6])).toEqual({ number: 518, rollsUsed: 5 });
  });

  it('matches the Scharnagl numbering for all 1920 five-roll sequences, each start twice', () => {
    const reached = new Array(960).fill(0);
    for (const rolls of allFiveRolls()) {
      const { number, rollsUsed } = chess.positionFromDice(rolls);
      expect(rollsUsed).toBe(5);
      expect(scharnaglBackRank(number)).toBe(followDie(rolls));
      reached[number]++;
    }
    expect(reached.every((count) => count === 2)).toBe(true);
  });

  it('diceRolls(n) round-trips for all 960 and is the smaller of the two sequences', () => {
    const smallest = new Map();
    for (const rolls of allFiveRolls()) {
      const { number } = chess.positionFromDice(rolls);
      if (!smallest.has(number)) smallest.set(number, rolls); // allFiveRolls() is in lexicographic order
    }
    for (const n of ALL) {
      const rolls = chess.diceRolls(n);
      expect(rolls).toEqual(smallest.get(n));
      expect(chess.positionFromDice(rolls)).toEqual({ number: n, rollsUsed: 5 });
    }
    expect(chess.diceRolls(518)).toEqual([2, 3, 3, 2, 3]);
    expect(chess.diceRolls(0)).toEqual([1, 1, 1, 1, 1]);
  });

  it('says what is missing when the rolls end too early', () => {
    /** @type {[number[], string][]} */
    const cases = [
      [[], 'dark-squared bishop (1 to 4)'],
      [[5, 6, 5], 'dark-squared bishop (1 to 4)'],
      [[2], 'light-squared bishop (1 to 4)'],
      [[2, 3], 'queen (1 to 6)'],
      [[2, 3, 3, 6], 'first knight (1 to 5)'],
      [[2, 3, 3, 2, 5, 6], 'second knight (1 to 4)'],
    ];
    for (const [rolls, next] of cases) {
      const error = caught(() => chess.positionFromDice(rolls));
      expect(error).toBeInstanceOf(InvalidStartPositionError);
      expect(error.code).toBe('DIE_ROLLS');
      expect(error.message).toBe(`the die rolls end before the start is complete: roll again for the ${next}`);
    }
  });

  it('rejects values a die cannot show and values of the wrong type', () => {
    for (const [rolls, message] of /** @type {[number[], string][]} */ ([
      [[2, 7, 3, 2, 3], 'die roll 2 is 7; a die shows 1 to 6'],
      [[0], 'die roll 1 is 0; a die shows 1 to 6'],
      [[2, 3, 3, 2, 3, 2.5], 'die roll 6 is 2.5; a die shows 1 to 6'],
      [[Number.NaN], 'die roll 1 is NaN; a die shows 1 to 6'],
    ])) {
      const error = caught(() => chess.positionFromDice(rolls));
      expect(error).toBeInstanceOf(InvalidStartPositionError);
      expect(error.code).toBe('DIE_ROLLS');
      expect(error.message).toBe(message);
    }
    // @ts-expect-error a string, not an array of rolls
    expect(() => chess.positionFromDice('23323')).toThrow(TypeError);
    // @ts-expect-error a string among the rolls
    expect(() => chess.positionFromDice([2, '3', 3, 2, 3])).toThrow(TypeError);
    // A hole is not skipped: it is a missing roll.
    // eslint-disable-next-line no-sparse-arrays
    expect(() => chess.positionFromDice([2, , 3, 2, 3, 3])).toThrow(
      'positionFromDice(): roll 2 is undefined, not a number',
    );
    // @ts-expect-error no rolls at all
    expect(() => chess.positionFromDice()).toThrow(TypeError);
    expect(caught(() => chess.positionFromDice(new Array(1001).fill(5))).code).toBe('DIE_ROLLS');
    for (const bad of [-1, 960, 1.5])
      expect(caught(() => chess.diceRolls(bad))).toBeInstanceOf(InvalidStartPositionError);
    // @ts-expect-error a numeric string
    expect(() => chess.diceRolls('518')).toThrow(TypeError);
  });
});

describe('the card method', () => {
  it('deals bishops to the first dark and light file cards, then files and pieces in order', () => {
    // c (dark): bishop; f (light): bishop; a b d e g h take R N Q R N R; the middle R (e) is the king.
    expect(chess.positionFromCards('cRfNaQbRdNeRgh')).toBe(518);
    expect(chess.positionFromCards([...'cfabdeghRNQRNR'])).toBe(518);
    expect(chess.positionFromCards('CrFnAqBrDnErGH')).toBe(518);
    expect(chess.backRank(chess.positionFromCards('abQNNRRRcdefgh'))).toBe('BBQNNRKR');
  });

  it('gives every start with the same chance from a shuffled deck (chi-square over 96,000 deals)', () => {
    const random = mulberry32(14);
    const deck = [...'abcdefghNNQRRR'];
    const counts = new Array(960).fill(0);
    const draws = 96_000;
    for (let i = 0; i < draws; i++) {
      for (let j = deck.length - 1; j > 0; j--) {
        const k = Math.floor(random() * (j + 1));
        [deck[j], deck[k]] = [deck[k], deck[j]];
      }
      counts[chess.positionFromCards(deck)]++;
    }
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expectUniform(counts, draws);
  });

  it('rejects a wrong deck and says why', () => {
    const prefix = (deck) => `'${deck}' is not a deck of the 14 cards a-h, N, N, Q, R, R, R: `;
    for (const [deck, why] of [
      ['abcdefgh', 'it has 8 cards'],
      ['abcdefghNNQRRK', "'K' is not a card"],
      ['abcdefgaNNQRRR', 'it needs the files a-h once each, two N, one Q and three R'],
    ]) {
      const error = caught(() => chess.positionFromCards(deck));
      expect(error).toBeInstanceOf(InvalidStartPositionError);
      expect(error.code).toBe('CARDS');
      expect(error.message).toBe(prefix(deck) + why);
    }
    // @ts-expect-error a number, not cards
    expect(() => chess.positionFromCards(14)).toThrow(TypeError);
    // @ts-expect-error a number among the cards
    expect(() => chess.positionFromCards(['a', 1])).toThrow(TypeError);
    // Each array entry is one card: 'cR' is two.
    expect(() => chess.positionFromCards(['cR', 'f', 'N', 'a', 'Q', 'b', 'R', 'd', 'N', 'e', 'R', 'g', 'h'])).toThrow(
      'positionFromCards(): card 1 is the string "cR"; each card is one letter',
    );
    const long = caught(() => chess.positionFromCards('a'.repeat(100_000)));
    expect([long.constructor, long.code, long.message]).toEqual([
      InvalidStartPositionError,
      'CARDS',
      'positionFromCards(): 100000 cards; a deck has 14',
    ]);
  });
});

describe('Chess18, Chess90 and Chess870', () => {
  it('have 18, 90 and 870 starts; Chess90 and Chess870 split the 960', () => {
    const [all, c18, c90, c870] = /** @type {const} */ (['chess960', 'chess18', 'chess90', 'chess870']).map((name) =>
      chess.subset(name),
    );
    expect([all.length, c18.length, c90.length, c870.length]).toEqual([960, 18, 90, 870]);
    expect(all).toEqual(ALL);
    expect([...c90, ...c870].sort((a, b) => a - b)).toEqual(ALL);
    expect(c18.every((n) => c870.includes(n))).toBe(true);
    expect(c18).toContain(518);
    for (const n of ALL) {
      const expected = [...(c18.includes(n) ? ['chess18'] : []), c90.includes(n) ? 'chess90' : 'chess870'];
      expect(chess.subsetsOf(n)).toEqual(expected);
    }
  });

  it('Chess18 is king on e, rooks on a and h', () => {
    expect(chess.subset('chess18')).toEqual(POOLS.chess18); // the reference's pattern RxxxKxxR
  });

  it('Chess90 is the five patterns, 18 each; the mirrors of the other three are not in it', () => {
    const c90 = chess.subset('chess90');
    for (const pattern of ['RKRxxxxx', 'RKxRxxxx', 'xRKRxxxx', 'xxxxxRKR', 'RxKRxxxx'])
      expect(c90.filter((n) => matches(scharnaglBackRank(n), pattern))).toHaveLength(18);
    // O-O-O ends on c and d, O-O on g and f: the two castlings are not mirror images.
    for (const mirror of ['xxxxRxKR', 'xxxxRKRx', 'xxxxRKxR'])
      expect(c90.filter((n) => matches(scharnaglBackRank(n), mirror))).toEqual([]);
  });

  it("Chess90 is exactly where a castling is blocked by the other rook (by the package's own rules)", () => {
    // Only kings, rooks and pawns: nothing but the other rook can stand in the way.
    const c90 = new Set(chess.subset('chess90'));
    for (const n of ALL) {
      const bare = scharnaglBackRank(n).replace(/[BNQ]/g, '1');
      const fen = `${bare.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${bare} w KQkq - 0 1`;
      const castlings = chess
        .game(fen)
        .legalMovesSan()
        .filter((san) => san.startsWith('O-O'));
      expect(castlings.length < 2).toBe(c90.has(n));
    }
  });

  it('randomPositionNumberIn() draws uniformly from the pool and is reproducible with a seed', () => {
    for (const name of /** @type {const} */ (['chess18', 'chess90', 'chess870', 'chess960'])) {
      const pool = chess.subset(name);
      const index = new Map(pool.map((n, i) => [n, i]));
      const counts = new Array(pool.length).fill(0);
      const draws = pool.length * 40;
      for (let i = 0; i < draws; i++) counts[index.get(chess.randomPositionNumberIn(name))]++;
      expectUniform(counts, draws);
      const seeded = Array.from(
        { length: 50 },
        (
          (r) => () =>
            chess.randomPositionNumberIn(name, r)
        )(mulberry32(9)),
      );
      const again = Array.from(
        { length: 50 },
        (
          (r) => () =>
            chess.randomPositionNumberIn(name, r)
        )(mulberry32(9)),
      );
      expect(again).toEqual(seeded);
      expect(seeded.every((n) => index.has(n))).toBe(true);
    }
    expect(chess.randomPositionNumberIn('chess18', () => 0)).toBe(chess.subset('chess18')[0]);
  });

  it('rejects unknown pools and bad numbers', () => {
    for (const bad of /** @type {any[]} */ (['chess91', undefined, 18])) {
      expect(() => chess.subset(bad)).toThrow(TypeError);
      expect(() => chess.randomPositionNumberIn(bad)).toThrow(TypeError);
    }
    // @ts-expect-error not a function
    expect(() => chess.randomPositionNumberIn('chess90', 5)).toThrow(TypeError);
    expect(() => chess.randomPositionNumberIn('chess90', () => 1)).toThrow(RangeError);
    expect(caught(() => chess.subsetsOf(960)).code).toBe('POSITION_NUMBER');
    // The lists handed out are copies.
    chess.subset('chess18').length = 0;
    expect(chess.subset('chess18')).toHaveLength(18);
  });
});

describe('shuffle chess and Chess2880', () => {
  const permutations = (() => {
    const out = new Set();
    const walk = (rest, prefix) => {
      if (rest.length === 0) return void out.add(prefix);
      for (let i = 0; i < rest.length; i++) walk(rest.slice(0, i) + rest.slice(i + 1), prefix + rest[i]);
    };
    walk('RNBQKBNR', '');
    return out;
  })();
  const opposite = (rank) => (rank.indexOf('B') + rank.lastIndexOf('B')) % 2 === 1;

  it('number every arrangement of the eight pieces once (5040), the first 2880 with opposite bishops', () => {
    expect(SHUFFLE_POSITION_COUNT).toBe(5040);
    expect(CHESS2880_POSITION_COUNT).toBe(2880);
    expect(permutations.size).toBe(5040);
    expect([...permutations].filter(opposite)).toHaveLength(2880);
    const seen = new Set();
    for (let n = 0; n < 5040; n++) {
      const rank = backRankOfFen(chess.shuffleFen(n));
      expect(permutations.has(rank)).toBe(true);
      expect(opposite(rank)).toBe(n < 2880);
      seen.add(rank);
      if (n < 2880) expect(chess.chess2880Fen(n)).toBe(chess.shuffleFen(n));
      if (n < 960) expect(rank).toBe(scharnaglBackRank(n));
    }
    expect(seen.size).toBe(5040);
  });

  it('mirror Black, load as games, and castle only with king on e and rook on a or h', () => {
    for (let n = 0; n < 5040; n += 7) {
      const fen = chess.shuffleFen(n);
      const [placement, turn, castling, ep, half, full] = fen.split(' ');
      const ranks = placement.split('/');
      expect(ranks[0]).toBe(ranks[7].toLowerCase());
      expect([turn, ep, half, full]).toEqual(['w', '-', '0', '1']);
      const rank = ranks[7];
      const expected = rank[4] === 'K' ? `${rank[7] === 'R' ? 'K' : ''}${rank[0] === 'R' ? 'Q' : ''}` : '';
      expect(castling).toBe(expected ? expected + expected.toLowerCase() : '-');
      expect(chess.game(fen).fen()).toBe(fen);
    }
    expect(chess.shuffleFen(518)).toBe(START);
    expect(chess.chess2880Fen(0)).toBe('bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1');
    expect(chess.shuffleFen(2880)).toBe('bqbnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BQBNNRKR w - - 0 1');
  });

  it('random generators are uniform (chi-square, ten draws a start) and take a seeded source', () => {
    const index = new Map();
    for (let n = 0; n < 5040; n++) index.set(backRankOfFen(chess.shuffleFen(n)), n);
    const shuffle = new Array(5040).fill(0);
    const c2880 = new Array(2880).fill(0);
    // Ten draws a start on average.
    for (let i = 0; i < 50_400; i++) shuffle[index.get(backRankOfFen(chess.randomShuffleFen()))]++;
    for (let i = 0; i < 28_800; i++) c2880[index.get(backRankOfFen(chess.randomChess2880Fen()))]++;
    expectUniform(shuffle, 50_400);
    expectUniform(c2880, 28_800);
    expect(chess.randomShuffleFen(() => 0.5)).toBe(chess.shuffleFen(2520));
    expect(chess.randomChess2880Fen(() => 0.5)).toBe(chess.chess2880Fen(1440));
  });

  it('reject numbers out of range', () => {
    for (const [call, bad, range] of /** @type {[(n: any) => string, number, string][]} */ ([
      [(n) => chess.shuffleFen(n), 5040, '0 to 5039'],
      [(n) => chess.chess2880Fen(n), 2880, '0 to 2879'],
    ])) {
      const error = caught(() => call(bad));
      expect(error).toBeInstanceOf(InvalidStartPositionError);
      expect(error.code).toBe('POSITION_NUMBER');
      expect(error.message).toContain(range);
      expect(caught(() => call(-1)).code).toBe('POSITION_NUMBER');
      expect(caught(() => call(1.5)).code).toBe('POSITION_NUMBER');
      expect(() => call('1')).toThrow(TypeError);
    }
    expect(() => chess.randomShuffleFen(null)).toThrow(TypeError);
  });
});
