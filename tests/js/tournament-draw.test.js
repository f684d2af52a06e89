// The tournament draw: drawStarts() and drawCommitment(), their errors, and draws re-derived from
// the algorithm as the reference (Chess960.drawStarts) states it, v2 and v1, bands included, with
// Node's own SHA-256 (node:crypto), not the engine's. Then chess960-draw-v1's announcement as it
// has always been: drawAnnouncement() writes it (or the organiser's record), readDrawAnnouncement()
// reads it back, every malformed text refused with its line and field, and verifyDraw() checks a
// revealed seed and public value against it. engine-balanced-draw.test.js has v2's announcement.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Chess960Error, InvalidDrawError, InvalidStartPositionError, load } from 'chess960';
import { startEvaluation, startEvaluations } from 'chess960/evaluations';
import { LONG, caught } from './helpers.js';

/** @typedef {import('chess960').DrawOptions} DrawOptions */
/** @typedef {import('chess960').TournamentDraw} TournamentDraw */

const chess = await load();

/**
 * The reference's algorithm (Chess960.drawStarts), step by step, on node:crypto.
 * @param {DrawOptions} options
 */
function rederive({
  seed,
  public: publicValue = '',
  rounds,
  subset = 'chess960',
  exclude = [],
  unique = true,
  double = false,
  maxScore,
  evaluations,
  publicSource = '',
  algorithm = 'chess960-draw-v2',
}) {
  const sha256 = (/** @type {string} */ text) => createHash('sha256').update(text, 'utf8').digest();
  const key = publicValue === '' ? seed : `${seed}|${publicValue}`;
  const withinBand = (/** @type {number} */ n) => {
    const { centipawns } = startEvaluation(n);
    return maxScore === undefined || (centipawns !== null && Math.abs(centipawns) <= maxScore);
  };
  const pool = chess.subset(subset).filter((n) => !exclude.includes(n) && withinBand(n));
  // v2's commitment: the organiser's record without its commitment line.
  const record = [
    `algorithm: ${algorithm}`,
    `rounds: ${rounds}`,
    `pool: ${subset}`,
    `excluded: ${[...new Set(exclude)].sort((a, b) => a - b).join(', ') || 'none'}`,
    `max score: ${maxScore ?? 'none'}`,
    `evaluations: ${evaluations?.sha256 ?? 'none'}`,
    `repeats: ${unique ? 'no' : 'yes'}`,
    `double chess960: ${double ? 'yes' : 'no'}`,
    `public value: ${publicSource.trim() || 'none'}`,
    `seed: ${seed}`,
    '',
  ].join('\n');
  const limit = pool.length * Math.floor(2 ** 32 / pool.length);
  /** @type {Record<string, Set<number>>} */
  const drawn = { w: new Set(), b: new Set() };
  const starts = [];
  for (let round = 1; round <= rounds; round++) {
    const numbers = [];
    for (const side of double ? ['w', 'b'] : ['w']) {
      for (let counter = 0; ; counter++) {
        const x = sha256(`${key}|${round}|${side}|${counter}`).readUInt32BE(0);
        if (x >= limit) continue;
        const number = pool[x % pool.length];
        if (unique && drawn[side].has(number)) continue;
        drawn[side].add(number);
        numbers.push(number);
        break;
      }
    }
    starts.push(numbers);
  }
  return { commitment: sha256(algorithm === 'chess960-draw-v1' ? seed : record).toString('hex'), starts };
}

// What drawStarts() gave, in the shape of rederive()'s result.
const numbersOf = (/** @type {TournamentDraw} */ draw) => ({
  commitment: draw.commitment,
  starts: draw.starts.map((s) => (s.blackNumber === undefined ? [s.number] : [s.number, s.blackNumber])),
});

describe('drawStarts() and drawCommitment()', () => {
  it('return the documented shape', () => {
    const draw = chess.drawStarts({ seed: 'Hastings 2026', rounds: 3, algorithm: 'chess960-draw-v1' });
    expect(draw).toEqual({
      algorithm: 'chess960-draw-v1',
      commitment: '98c0b21652bd2ca4d64c6c4968e24ad3c9583b5c890351c4358134466bcc990a',
      starts: [
        { round: 1, number: 377, fen: chess.startFen(377) },
        { round: 2, number: 128, fen: chess.startFen(128) },
        { round: 3, number: 28, fen: chess.startFen(28) },
      ],
    });
    expect(Object.keys(draw.starts[0])).toEqual(['round', 'number', 'fen']);
    expect(chess.drawCommitment('Hastings 2026')).toBe(draw.commitment);
    // v2, the default: the same rounds, a commitment to the seed and the options.
    const v2 = chess.drawStarts({ seed: 'Hastings 2026', rounds: 3 });
    expect(v2.algorithm).toBe('chess960-draw-v2');
    expect(v2.starts).toEqual(draw.starts);
    expect(v2.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(v2.commitment).not.toBe(draw.commitment);
  });

  it('with double, give Black his own back rank and the Double Chess960 FEN', () => {
    const draw = chess.drawStarts({ seed: 'Hastings 2026', rounds: 3, double: true });
    expect(draw.starts.map((s) => [s.number, s.blackNumber])).toEqual([
      [377, 842],
      [128, 345],
      [28, 879],
    ]);
    for (const start of draw.starts) expect(start.fen).toBe(chess.startFen(start.number, start.blackNumber));
    expect(draw.starts[0].fen.split(' ')[0]).toBe(
      `${chess.backRank(842).toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${chess.backRank(377)}`,
    );
  });

  it('never repeat a start unless allowed, and then may', () => {
    const all = chess.drawStarts({ seed: 'a', rounds: 18, subset: 'chess18' });
    expect(all.starts.map((s) => s.number).sort((a, b) => a - b)).toEqual(chess.subset('chess18'));
    const repeats = chess.drawStarts({ seed: 'a', rounds: 6, subset: 'chess18', unique: false });
    expect(repeats.starts.map((s) => s.number)).toEqual([502, 693, 524, 548, 524, 533]);
  });

  it('leave excluded starts out, and the first rounds do not depend on how many follow', () => {
    const exclude = [518, 534];
    const draw = chess.drawStarts({ seed: 'x', rounds: 960 - 2, exclude });
    const numbers = draw.starts.map((s) => s.number);
    expect(new Set(numbers).size).toBe(958);
    for (const n of exclude) expect(numbers).not.toContain(n);
    expect(chess.drawStarts({ seed: 'x', rounds: 5, exclude }).starts.map((s) => s.number)).toEqual(
      numbers.slice(0, 5),
    );
  });

  it('are synchronous and the same every time', () => {
    /** @type {DrawOptions} */
    const options = { seed: 'same', public: '4 4 2', rounds: 50, subset: 'chess870', exclude: [0, 959] };
    expect(chess.drawStarts(options)).toEqual(chess.drawStarts(options));
    expect(chess.drawStarts(options)).not.toBeInstanceOf(Promise);
  });

  it('treat an empty public value as none', () => {
    expect(chess.drawStarts({ seed: 's', public: '', rounds: 4 })).toEqual(chess.drawStarts({ seed: 's', rounds: 4 }));
    expect(chess.drawStarts({ seed: 's', public: '1', rounds: 4 })).not.toEqual(
      chess.drawStarts({ seed: 's', rounds: 4 }),
    );
  });
});

describe('draws re-derived with node:crypto from the documented algorithm', () => {
  /** @type {DrawOptions[]} */
  const cases = [
    { seed: 'Hastings 2026', rounds: 9 },
    { seed: 'Hastings 2026', public: '3-6-1-4-2', rounds: 5 },
    { seed: 'Hastings 2026', rounds: 4, subset: 'chess18', exclude: [518] },
    { seed: 'open', rounds: 90, subset: 'chess90' },
    { seed: 'open', rounds: 200, subset: 'chess870', exclude: [518, 534] },
    { seed: 'open', rounds: 40, subset: 'chess18', unique: false },
    { seed: 'open', rounds: 1000, unique: false, double: true },
    { seed: 'open', rounds: 960, double: true },
    {
      seed: 'Grand Prix · Jerewan — Շախմատ ♞',
      public: '🎲 5 2',
      rounds: 3,
      subset: 'chess90',
      exclude: [0, 1, 2],
      double: true,
    },
    { seed: 'Турнир 𝄞 ü', public: 'ß|é', rounds: 12 },
    { seed: 's'.repeat(256), public: 'é'.repeat(128), rounds: 7 },
    { seed: '|', public: '|', rounds: 3 },
    // 955 starts: 2^32 = 4,497,348 * 955 + 911, and this seed's first value lies in the 911 rejected.
    { seed: 'reject-12696917', rounds: 2, exclude: [0, 1, 2, 3, 4] },
    // v1, and v2 with a source of the public value and with bands of the package's table
    { seed: 'Hastings 2026', public: '3-6-1-4-2', rounds: 5, algorithm: 'chess960-draw-v1' },
    { seed: 'open', rounds: 90, subset: 'chess90', double: true, algorithm: 'chess960-draw-v1' },
    { seed: 'Hastings 2026', public: '3-6-1-4-2', rounds: 5, publicSource: '  five die rolls ' },
    { seed: 'Hastings 2026', rounds: 7, exclude: [534, 518], maxScore: 40, evaluations: startEvaluations },
    { seed: 'b', public: 'p', rounds: 30, subset: 'chess870', maxScore: 20, evaluations: startEvaluations },
    { seed: 'c', rounds: 100, maxScore: 15, evaluations: startEvaluations, unique: false, double: true },
  ];
  for (const options of cases)
    it(JSON.stringify(options).slice(0, 120), () => {
      expect(numbersOf(chess.drawStarts(options))).toEqual(rederive(options));
    });

  it('the rejection case differs from taking x mod N', () => {
    const pool = chess.subset('chess960').slice(5);
    const x = createHash('sha256').update('reject-12696917|1|w|0').digest().readUInt32BE(0);
    expect(x).toBeGreaterThanOrEqual(pool.length * Math.floor(2 ** 32 / pool.length));
    expect(pool[x % pool.length]).toBe(106);
    expect(chess.drawStarts({ seed: 'reject-12696917', rounds: 1, exclude: [0, 1, 2, 3, 4] }).starts[0].number).toBe(
      322,
    );
  });
});

describe('options that give no draw', () => {
  /**
   * @param {DrawOptions} options
   * @param {string} code
   * @param {string} message
   */
  const refused = (options, code, message, errorClass = InvalidDrawError) => {
    const error = caught(() => chess.drawStarts(options));
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toBeInstanceOf(Chess960Error);
    expect(error.name).toBe(errorClass.name);
    expect({ code: error.code, message: error.message }).toEqual({ code, message });
  };

  it('a bad seed or public value: DRAW_SEED', () => {
    refused({ seed: '', rounds: 1 }, 'DRAW_SEED', 'the seed is empty; it needs 1 to 256 bytes of UTF-8');
    refused(
      { seed: 's'.repeat(257), rounds: 1 },
      'DRAW_SEED',
      'the seed is 257 bytes of UTF-8; at most 256 are allowed',
    );
    refused(
      { seed: 'é'.repeat(129), rounds: 1 },
      'DRAW_SEED',
      'the seed is 258 bytes of UTF-8; at most 256 are allowed',
    );
    refused(
      { seed: 'x'.repeat(1e6), rounds: 1 },
      'DRAW_SEED',
      'the seed is 1000000 bytes of UTF-8; at most 256 are allowed',
    );
    refused(
      { seed: 'ok', public: '🎲'.repeat(65), rounds: 1 },
      'DRAW_SEED',
      'the public value is 260 bytes of UTF-8; at most 256 are allowed',
    );
    refused({ seed: 'a\ud800b', rounds: 1 }, 'DRAW_SEED', 'the seed is not UTF-8 text (it holds a lone surrogate)');
    refused(
      { seed: 'ok', public: '\udc00', rounds: 1 },
      'DRAW_SEED',
      'the public value is not UTF-8 text (it holds a lone surrogate)',
    );
    expect(caught(() => chess.drawCommitment('')).code).toBe('DRAW_SEED');
    expect(caught(() => chess.drawCommitment('s'.repeat(257))).message).toBe(
      'the seed is 257 bytes of UTF-8; at most 256 are allowed',
    );
    expect(chess.drawStarts({ seed: 's'.repeat(256), public: '🎲'.repeat(64), rounds: 1 }).starts).toHaveLength(1);
  });

  it('rounds out of range: DRAW_ROUNDS', () => {
    for (const rounds of [0, -1, 1001, 2.5, NaN, Infinity])
      refused({ seed: 's', rounds }, 'DRAW_ROUNDS', `rounds is ${rounds}; a draw has 1 to 1000 rounds`);
  });

  it('an excluded number that is no start: InvalidStartPositionError, POSITION_NUMBER', () => {
    const noStart = (/** @type {number[]} */ exclude, /** @type {string} */ message) =>
      refused({ seed: 's', rounds: 1, exclude }, 'POSITION_NUMBER', message, InvalidStartPositionError);
    noStart([518, 960], 'excluded start number 960 is out of range; use 0 to 959');
    noStart([-1], 'excluded start number -1 is out of range; use 0 to 959');
    noStart([1.5], 'excluded start number 1.5 is not a whole number; use 0 to 959');
  });

  it('a pool too small: DRAW_POOL (from the engine)', () => {
    const chess18 = chess.subset('chess18');
    refused(
      { seed: 's', rounds: 1, subset: 'chess18', exclude: chess18 },
      'DRAW_POOL',
      'the pool is empty: every start of chess18 is excluded',
    );
    refused(
      { seed: 's', rounds: 1000 },
      'DRAW_POOL',
      '1000 rounds without repeats need 1000 starts; the pool holds 960 (allow repeats, or exclude fewer)',
    );
    // 518 twice counts once, and 534 is no Chess18 start: 17 left.
    refused(
      { seed: 's', rounds: 18, subset: 'chess18', exclude: [518, 518, 534] },
      'DRAW_POOL',
      '18 rounds without repeats need 18 starts; the pool holds 17 (allow repeats, or exclude fewer)',
    );
    expect(
      chess.drawStarts({ seed: 's', rounds: 17, subset: 'chess18', exclude: [518, 518, 534] }).starts,
    ).toHaveLength(17);
    expect(chess.drawStarts({ seed: 's', rounds: 1000, unique: false }).starts).toHaveLength(1000);
  });

  it('values of the wrong type: TypeError', () => {
    /** @type {any[]} */
    const typeErrors = [
      undefined,
      null,
      'seed',
      [],
      { rounds: 1 },
      { seed: 5, rounds: 1 },
      { seed: 's' },
      { seed: 's', rounds: '3' },
      { seed: 's', rounds: 1, public: 5 },
      { seed: 's', rounds: 1, public: null },
      { seed: 's', rounds: 1, subset: 'chess961' },
      { seed: 's', rounds: 1, subset: 'toString' },
      { seed: 's', rounds: 1, exclude: 518 },
      { seed: 's', rounds: 1, exclude: ['518'] },
      { seed: 's', rounds: 1, exclude: [, 1] }, // eslint-disable-line no-sparse-arrays
      { seed: 's', rounds: 1, unique: 'no' },
      { seed: 's', rounds: 1, double: 1 },
    ];
    for (const options of typeErrors)
      expect(
        caught(() => chess.drawStarts(options)),
        JSON.stringify(options),
      ).toBeInstanceOf(TypeError);
    // @ts-expect-error no such pool
    expect(caught(() => chess.drawStarts({ seed: 's', rounds: 1, subset: 'chess961' })).message).toBe(
      "drawStarts(): subset must be 'chess960', 'chess18', 'chess90' or 'chess870'; got the string \"chess961\"",
    );
    // @ts-expect-error a number, not a seed
    expect(caught(() => chess.drawCommitment(42))).toBeInstanceOf(TypeError);
  });

  it('read each option once (a getter that changes its value cannot pass the checks)', () => {
    let reads = 0;
    const options = {
      seed: 'Hastings 2026',
      get rounds() {
        reads++;
        return reads === 1 ? 3 : 5000;
      },
    };
    expect(chess.drawStarts(options).starts).toHaveLength(3);
    expect(reads).toBe(1);
    let publicReads = 0;
    const withPublic = {
      seed: 'Hastings 2026',
      rounds: 1,
      get public() {
        publicReads++;
        return publicReads === 1 ? '3-6-1-4-2' : 'x'.repeat(5000);
      },
    };
    expect(chess.drawStarts(withPublic).starts[0].number).toBe(311);
    expect(publicReads).toBe(1);
  });

  // 100 draws of up to 1000 rounds by default, 300 with CHESS960_LONG=1.
  const drawCount = LONG ? 300 : 100;
  it(`keep the heap flat, however many draws are made (${drawCount} and 100 refused)`, () => {
    // The largest input and result, once: the heap grows to its high-water mark here.
    chess.drawStarts({ seed: 's'.repeat(256), public: 'é'.repeat(128), rounds: 1000, unique: false, double: true });
    const heap = chess.heapBytes();
    for (let i = 0; i < drawCount; i++)
      chess.drawStarts({
        seed: `seed ${i}`,
        public: 'é'.repeat(i % 128),
        rounds: 1 + ((i * 37) % 1000),
        unique: false,
        double: i % 2 === 0,
      });
    for (let i = 0; i < 100; i++) caught(() => chess.drawStarts({ seed: 's', rounds: 1000 }));
    expect(chess.heapBytes()).toBe(heap);
  });

  it('leave the instance working', () => {
    caught(() => chess.drawStarts({ seed: 's', rounds: 1000 }));
    expect(chess.drawStarts({ seed: 'Hastings 2026', rounds: 1 }).starts[0].number).toBe(377);
    expect(chess.game().fen()).toBe(chess.startFen(518));
  });
});

// ---- the announcement of a draw ----

const COMMITMENT = '98c0b21652bd2ca4d64c6c4968e24ad3c9583b5c890351c4358134466bcc990a';
const HASTINGS = [
  'algorithm: chess960-draw-v1',
  `commitment: ${COMMITMENT}`,
  'rounds: 7',
  'pool: chess960',
  'excluded: 518, 534',
  'repeats: no',
  'double chess960: no',
  'public value: five die rolls by a player before round 1',
  '',
].join('\n');
const OPTIONS = {
  seed: 'Hastings 2026',
  rounds: 7,
  exclude: [534, 518],
  algorithm: /** @type {const} */ ('chess960-draw-v1'),
};
const SOURCE = 'five die rolls by a player before round 1';

/** HASTINGS with `from` replaced by `to`. */
function edited(from, to) {
  expect(HASTINGS).toContain(from);
  return HASTINGS.replace(from, to);
}

/** The InvalidDrawError that readDrawAnnouncement(text) throws. */
function refusal(text) {
  const error = caught(() => chess.readDrawAnnouncement(text));
  expect(error).toBeInstanceOf(InvalidDrawError);
  return { code: error.code, message: error.message, line: error.line, field: error.field };
}

describe('drawAnnouncement()', () => {
  it('writes every option, the commitment and where the public value comes from', () => {
    expect(chess.drawAnnouncement({ ...OPTIONS, publicSource: SOURCE })).toBe(HASTINGS);
    const record = chess.drawAnnouncement({ ...OPTIONS, record: true });
    expect(record).toBe(edited(`public value: ${SOURCE}\n`, 'public value: none\nseed: Hastings 2026\n'));
    const double = chess.drawAnnouncement({
      ...OPTIONS,
      seed: 'x',
      rounds: 30,
      subset: 'chess18',
      unique: false,
      double: true,
      exclude: [],
    });
    expect(double).toContain('rounds: 30\npool: chess18\nexcluded: none\nrepeats: yes\ndouble chess960: yes\n');
  });

  it('refuses what drawStarts() refuses, a source over one line, a record seed that does not fit a line', () => {
    expect(caught(() => chess.drawAnnouncement({ seed: '', rounds: 3 })).code).toBe('DRAW_SEED');
    expect(caught(() => chess.drawAnnouncement({ seed: 'x', rounds: 0 })).code).toBe('DRAW_ROUNDS');
    expect(caught(() => chess.drawAnnouncement({ seed: 'x', rounds: 19, subset: 'chess18' })).message).toBe(
      '19 rounds without repeats need 19 starts; the pool holds 18 (allow repeats, or exclude fewer)',
    );
    expect(caught(() => chess.drawAnnouncement({ seed: 'x', rounds: 3, exclude: [960] }))).toBeInstanceOf(
      InvalidStartPositionError,
    );
    const twoLines = caught(() => chess.drawAnnouncement({ ...OPTIONS, publicSource: 'a die\nand another' }));
    expect([twoLines.code, twoLines.message]).toEqual([
      'DRAW_ANNOUNCEMENT',
      'where the public value comes from must be one line of at most 256 bytes',
    ]);
    expect(caught(() => chess.drawAnnouncement({ ...OPTIONS, seed: 'spaced ', record: true })).message).toMatch(
      /^a record keeps the seed on one line/,
    );
    expect(chess.drawAnnouncement({ ...OPTIONS, seed: 'spaced ' })).toContain('commitment: ');
    // @ts-expect-error the public value is not known when the announcement is written
    expect(() => chess.drawAnnouncement({ ...OPTIONS, public: '3' })).toThrow(
      'drawAnnouncement(): the public value is drawn after the announcement; give publicSource, where it will come from',
    );
    // @ts-expect-error a number is no source
    expect(() => chess.drawAnnouncement({ ...OPTIONS, publicSource: 5 })).toThrow(TypeError);
    // @ts-expect-error record is a flag
    expect(() => chess.drawAnnouncement({ ...OPTIONS, record: 'yes' })).toThrow(TypeError);
  });
});

describe('readDrawAnnouncement()', () => {
  it('reads back what drawAnnouncement() wrote, every option and the seed of a record', () => {
    expect(chess.readDrawAnnouncement(HASTINGS)).toEqual({
      algorithm: 'chess960-draw-v1',
      commitment: COMMITMENT,
      rounds: 7,
      subset: 'chess960',
      exclude: [518, 534],
      maxScore: null,
      evaluations: null,
      unique: true,
      double: false,
      publicSource: SOURCE,
    });
    for (const subset of /** @type {const} */ (['chess960', 'chess18', 'chess90', 'chess870']))
      for (const unique of [true, false])
        for (const double of [true, false]) {
          const options = { ...OPTIONS, rounds: 12, subset, exclude: [518], unique, double };
          const read = chess.readDrawAnnouncement(chess.drawAnnouncement({ ...options, record: true }));
          expect(read).toEqual({
            algorithm: 'chess960-draw-v1',
            commitment: COMMITMENT,
            rounds: 12,
            subset,
            exclude: [518],
            maxScore: null,
            evaluations: null,
            unique,
            double,
            publicSource: null,
            seed: 'Hastings 2026',
          });
        }
  });

  it('reads a pasted text: comments, CRLF, blank lines, spaces, names and values in any case', () => {
    const pasted = `# The draw of Hastings 2026\r\n  ${HASTINGS.replace('pool: chess960', '# a note\nPOOL :  Chess960 ')
      .replace('repeats: no', 'Repeats: NO')
      .replace(COMMITMENT, COMMITMENT.toUpperCase())
      .replaceAll('\n', '\r\n\r\n')}`;
    expect(chess.readDrawAnnouncement(pasted)).toEqual(chess.readDrawAnnouncement(HASTINGS));
  });

  it('refuses each malformed text with its line and field', () => {
    const cases = [
      ['', 'the announcement ends before its line "algorithm: ..."', 0, 'algorithm'],
      [edited('rounds: 7\n', ''), 'line 3: "pool: chess960" where the announcement has rounds', 3, 'rounds'],
      [
        edited('double chess960: no\n', ''),
        'line 7: "public value: five die rolls by ..." where the announcement has double chess960',
        7,
        'double chess960',
      ],
      [
        edited(`public value: ${SOURCE}\n`, ''),
        'the announcement ends before its line "public value: ..."',
        0,
        'public value',
      ],
      [`Hastings 2026\n${HASTINGS}`, 'line 1: "Hastings 2026" where the announcement has algorithm', 1, 'algorithm'],
      [`${HASTINGS}rounds: 8\n`, 'line 9: "rounds: 8" where the announcement has seed', 9, 'seed'],
      [`${HASTINGS}seed: x\nseed: y\n`, 'line 10: "seed: y" where the announcement has ended', 10, ''],
      [
        edited('v1', 'v3'),
        'line 1: algorithm "chess960-draw-v3" is not chess960-draw-v1 or chess960-draw-v2',
        1,
        'algorithm',
      ],
      [
        edited('repeats: no', 'max score: 40'),
        'line 6: "max score: 40" where the announcement has repeats',
        6,
        'repeats',
      ],
      [edited(COMMITMENT, 'abc'), 'line 2: commitment "abc" is not 64 hex digits', 2, 'commitment'],
      [edited('rounds: 7', 'rounds: 1001'), 'line 3: rounds "1001" is not a number from 1 to 1000', 3, 'rounds'],
      [edited('rounds: 7', 'rounds: seven'), 'line 3: rounds "seven" is not a number from 1 to 1000', 3, 'rounds'],
      [
        edited('chess960\n', 'chess961\n'),
        'line 4: pool "chess961" is not chess960, chess18, chess90 or chess870',
        4,
        'pool',
      ],
      [
        edited('518, 534', '518, 960'),
        'line 5: excluded "518, 960" is not none, or start numbers 0-959 separated by commas',
        5,
        'excluded',
      ],
      [edited('repeats: no', 'repeats: maybe'), 'line 6: repeats "maybe" is not yes or no', 6, 'repeats'],
      [edited('chess960: no', 'chess960: 1'), 'line 7: double chess960 "1" is not yes or no', 7, 'double chess960'],
      [`${HASTINGS}seed:\n`, 'line 9: seed "" is not a seed', 9, 'seed'],
      [
        edited('pool: chess960', 'pool: chess18').replace('rounds: 7', 'rounds: 18'),
        'the options give no draw: 18 rounds without repeats need 18 starts; the pool holds 17 (allow repeats, or exclude fewer)',
        0,
        'rounds',
      ],
      ['\n'.repeat(8193), 'the announcement is 8193 bytes; at most 8192 are read', 0, ''],
    ];
    for (const [text, message, line, field] of cases)
      expect(refusal(String(text))).toEqual({ code: 'DRAW_ANNOUNCEMENT', message, line, field });
    // @ts-expect-error not text
    expect(() => chess.readDrawAnnouncement(7)).toThrow(
      "readDrawAnnouncement() takes the announcement's text; got number 7",
    );
  });
});

describe('verifyDraw()', () => {
  const announcement = HASTINGS;
  const revealed = { seed: 'Hastings 2026', public: '3-6-1-4-2' };

  it('the right seed and public value: a match, and the rounds of the announced options', () => {
    const verification = chess.verifyDraw({ announcement, ...revealed });
    expect([verification.seedMatches, verification.publicAsAnnounced, verification.matches]).toEqual([
      true,
      true,
      true,
    ]);
    expect(verification.draw).toEqual(chess.drawStarts({ ...OPTIONS, ...revealed }));
    expect(verification.draw.starts.map((s) => s.number)).toEqual([729, 511, 56, 733, 519, 676, 291]);
    expect(verification.announcement).toEqual(chess.readDrawAnnouncement(announcement));
  });

  it('a wrong seed, a missing or unexpected public value: no match, and which part failed', () => {
    const wrongSeed = chess.verifyDraw({ announcement, seed: 'Hastings 2027', public: '3-6-1-4-2' });
    expect([wrongSeed.seedMatches, wrongSeed.publicAsAnnounced, wrongSeed.matches]).toEqual([false, true, false]);
    const noPublic = chess.verifyDraw({ announcement, seed: 'Hastings 2026' });
    expect([noPublic.seedMatches, noPublic.publicAsAnnounced, noPublic.matches]).toEqual([true, false, false]);
    const none = edited(SOURCE, 'none');
    const unexpected = chess.verifyDraw({ announcement: none, ...revealed });
    expect([unexpected.seedMatches, unexpected.publicAsAnnounced]).toEqual([true, false]);
    expect(chess.verifyDraw({ announcement: none, seed: 'Hastings 2026', public: '' }).matches).toBe(true);
  });

  it('other options than the announced ones give other rounds: the announcement decides', () => {
    const fewerExcluded = chess.verifyDraw({ announcement: edited('518, 534', '518'), ...revealed });
    const announced = chess.verifyDraw({ announcement, ...revealed });
    expect(fewerExcluded.draw.starts.map((s) => s.number)).not.toEqual(announced.draw.starts.map((s) => s.number));
    expect(fewerExcluded.draw).toEqual(
      chess.drawStarts({ ...revealed, rounds: 7, exclude: [518], algorithm: 'chess960-draw-v1' }),
    );
  });

  it('refuses an unreadable announcement, a bad seed or public value', () => {
    const error = caught(() => chess.verifyDraw({ announcement: 'hello', ...revealed }));
    expect([error.code, error.line, error.field]).toEqual(['DRAW_ANNOUNCEMENT', 1, 'algorithm']);
    expect(caught(() => chess.verifyDraw({ announcement, seed: '' })).code).toBe('DRAW_SEED');
    expect(caught(() => chess.verifyDraw({ announcement, seed: 'x', public: 'p'.repeat(257) })).code).toBe('DRAW_SEED');
    // @ts-expect-error options are an object
    expect(() => chess.verifyDraw('text')).toThrow(TypeError);
  });
});
