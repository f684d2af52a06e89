// The announcement of a tournament draw: drawAnnouncement() writes it (or the organiser's record),
// readDrawAnnouncement() reads it back, every malformed text refused with its line and field, and
// verifyDraw() checks a revealed seed and public value against it.
import { describe, expect, it } from 'vitest';
import { InvalidDrawError, InvalidStartPositionError, load } from 'chess960';
import { caught } from './helpers.js';

const chess = await load();

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
const OPTIONS = { seed: 'Hastings 2026', rounds: 7, exclude: [534, 518] };
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
    const double = chess.drawAnnouncement({ seed: 'x', rounds: 30, subset: 'chess18', unique: false, double: true });
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
      unique: true,
      double: false,
      publicSource: SOURCE,
    });
    for (const subset of /** @type {const} */ (['chess960', 'chess18', 'chess90', 'chess870']))
      for (const unique of [true, false])
        for (const double of [true, false]) {
          const options = { seed: 'Hastings 2026', rounds: 12, subset, exclude: [518], unique, double };
          const read = chess.readDrawAnnouncement(chess.drawAnnouncement({ ...options, record: true }));
          expect(read).toEqual({
            algorithm: 'chess960-draw-v1',
            commitment: COMMITMENT,
            rounds: 12,
            subset,
            exclude: [518],
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
      [edited('v1', 'v2'), 'line 1: algorithm "chess960-draw-v2" is not chess960-draw-v1', 1, 'algorithm'],
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
    expect(fewerExcluded.draw).toEqual(chess.drawStarts({ ...revealed, rounds: 7, exclude: [518] }));
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
