// The engine-balanced draw and chess960-draw-v2's announcement: the band's pool (drawPool()), an
// announcement that names the band and its table, read back and verified after the reveal; an
// announcement with any one option changed no longer verifies; the table must be the announced
// one; options that give no band are refused. (tournament-draw.test.js re-derives banded draws
// from the reference's steps, and keeps v1's announcement as it was.)
import { describe, expect, it } from 'vitest';
import { InvalidDrawError, load } from 'chess960';
import { startEvaluation, startEvaluations } from 'chess960/evaluations';
import { caught } from './helpers.js';

const chess = await load();

/** The starts of `numbers` whose score lies within `maxScore` (a mate lies within no band). */
const withinBand = (numbers, maxScore) =>
  numbers.filter((n) => {
    const { centipawns } = startEvaluation(n);
    return centipawns !== null && Math.abs(centipawns) <= maxScore;
  });

const OPTIONS = {
  seed: 'Hastings 2026',
  rounds: 7,
  exclude: [534, 518],
  maxScore: 40,
  evaluations: startEvaluations,
  publicSource: 'five die rolls by a player before round 1',
};
const REVEALED = { seed: 'Hastings 2026', public: '3-6-1-4-2' };
const ANNOUNCEMENT = chess.drawAnnouncement(OPTIONS);

describe('drawPool()', () => {
  it('is the subset, without the exclusions, within the band', () => {
    const all = chess.subset('chess960');
    expect(chess.drawPool()).toEqual(all);
    for (const maxScore of [0, 10, 25, 40, 50, 1000])
      expect(chess.drawPool({ maxScore, evaluations: startEvaluations })).toEqual(withinBand(all, maxScore));
    const chess870 = chess.subset('chess870').filter((n) => n !== 0);
    expect(chess.drawPool({ subset: 'chess870', exclude: [0], maxScore: 30, evaluations: startEvaluations })).toEqual(
      withinBand(chess870, 30),
    );
  });

  it('is where a banded draw takes its starts from', () => {
    const pool = chess.drawPool(OPTIONS);
    const draw = chess.drawStarts({ ...OPTIONS, rounds: 100 });
    for (const { number } of draw.starts) expect(pool).toContain(number);
  });
});

describe('an engine-balanced draw announced with chess960-draw-v2', () => {
  it('names the band and its table, and reads back', () => {
    const lines = ANNOUNCEMENT.split('\n');
    expect(lines[0]).toBe('algorithm: chess960-draw-v2');
    expect(lines.slice(2)).toEqual([
      'rounds: 7',
      'pool: chess960',
      'excluded: 518, 534',
      'max score: 40',
      `evaluations: ${startEvaluations.sha256}`,
      'repeats: no',
      'double chess960: no',
      'public value: five die rolls by a player before round 1',
      '',
    ]);
    expect(chess.readDrawAnnouncement(ANNOUNCEMENT)).toEqual({
      algorithm: 'chess960-draw-v2',
      commitment: lines[1].slice('commitment: '.length),
      rounds: 7,
      subset: 'chess960',
      exclude: [518, 534],
      maxScore: 40,
      evaluations: startEvaluations.sha256,
      unique: true,
      double: false,
      publicSource: OPTIONS.publicSource,
    });
    const record = chess.drawAnnouncement({ ...OPTIONS, record: true });
    expect(record).toBe(`${ANNOUNCEMENT}seed: Hastings 2026\n`);
    const unbanded = chess.drawAnnouncement({ seed: 'x', rounds: 3 });
    expect(unbanded).toContain('max score: none\nevaluations: none\n');
  });

  it('verifies after the reveal: the rounds drawStarts() gives with the same options and table', () => {
    const verification = chess.verifyDraw({ announcement: ANNOUNCEMENT, ...REVEALED, evaluations: startEvaluations });
    expect([verification.seedMatches, verification.publicAsAnnounced, verification.matches]).toEqual([
      true,
      true,
      true,
    ]);
    expect(verification.draw).toEqual(chess.drawStarts({ ...OPTIONS, ...REVEALED }));
    expect(`commitment: ${verification.draw.commitment}`).toBe(ANNOUNCEMENT.split('\n')[1]);
    for (const { number } of verification.draw.starts)
      expect(Math.abs(startEvaluation(number).centipawns)).toBeLessThanOrEqual(40);
  });

  // A player handed an edited announcement: each option changed in turn. The seed no longer
  // matches, whatever rounds the edited options give.
  const edits = [
    ['rounds: 7', 'rounds: 6'],
    ['pool: chess960', 'pool: chess870'],
    ['excluded: 518, 534', 'excluded: 518'],
    ['excluded: 518, 534', 'excluded: none'],
    ['max score: 40', 'max score: 45'],
    ['repeats: no', 'repeats: yes'],
    ['double chess960: no', 'double chess960: yes'],
    ['public value: five die rolls by a player before round 1', 'public value: six die rolls'],
  ];
  it.each(edits)('an announcement edited from "%s" to "%s" does not verify', (from, to) => {
    const edited = ANNOUNCEMENT.replace(from, to);
    expect(edited).not.toBe(ANNOUNCEMENT);
    const verification = chess.verifyDraw({ announcement: edited, ...REVEALED, evaluations: startEvaluations });
    expect([verification.seedMatches, verification.matches]).toEqual([false, false]);
  });

  it('an announcement edited to no band, to no public value, or to v1 does not verify', () => {
    const noBand = ANNOUNCEMENT.replace('max score: 40', 'max score: none').replace(
      `evaluations: ${startEvaluations.sha256}`,
      'evaluations: none',
    );
    expect(chess.verifyDraw({ announcement: noBand, ...REVEALED }).seedMatches).toBe(false);
    const noPublic = ANNOUNCEMENT.replace(OPTIONS.publicSource, 'none');
    const check = chess.verifyDraw({ announcement: noPublic, seed: REVEALED.seed, evaluations: startEvaluations });
    expect([check.seedMatches, check.publicAsAnnounced]).toEqual([false, true]);
    const v1 = caught(() => chess.verifyDraw({ announcement: ANNOUNCEMENT.replace('-v2', '-v1'), ...REVEALED }));
    expect([v1.code, v1.line, v1.field]).toEqual(['DRAW_ANNOUNCEMENT', 6, 'repeats']);
  });

  it('needs the announced table: none or another is refused, and scores for every start', () => {
    const none = caught(() => chess.verifyDraw({ announcement: ANNOUNCEMENT, ...REVEALED }));
    expect(none).toBeInstanceOf(InvalidDrawError);
    expect([none.code, none.message]).toEqual([
      'DRAW_BAND',
      `the announcement's band comes from the table of start evaluations ${startEvaluations.sha256}: give that ` +
        'table as evaluations; got undefined',
    ]);
    const otherSha = 'a'.repeat(64);
    const another = caught(() =>
      chess.verifyDraw({
        announcement: ANNOUNCEMENT.replace(startEvaluations.sha256, otherSha),
        ...REVEALED,
        evaluations: startEvaluations,
      }),
    );
    expect([another.code, another.message]).toEqual([
      'DRAW_BAND',
      `the announcement's band comes from the table of start evaluations ${otherSha}: give that table as ` +
        `evaluations; got the table ${startEvaluations.sha256}`,
    ]);
    // Scores that are not one whole number or null for each start: not a table.
    for (const scores of [startEvaluations.scores.slice(1), [...startEvaluations.scores.slice(1), 2.5], 'x']) {
      const evaluations = /** @type {any} */ ({ ...startEvaluations, scores });
      for (const call of [
        () => chess.verifyDraw({ announcement: ANNOUNCEMENT, ...REVEALED, evaluations }),
        () => chess.drawStarts({ ...OPTIONS, evaluations }),
        () => chess.drawPool({ maxScore: 40, evaluations }),
      ])
        expect(call).toThrow(TypeError);
    }
    // A table whose scores were changed under the shipped SHA-256 gives other rounds: a player who
    // checks with the shipped table sees that they are not the ones the organiser drew.
    const edited = startEvaluations.scores.map((score) => (score !== null && score > 40 ? 0 : score));
    const forged = chess.drawStarts({ ...OPTIONS, ...REVEALED, evaluations: { ...startEvaluations, scores: edited } });
    const check = chess.verifyDraw({ announcement: ANNOUNCEMENT, ...REVEALED, evaluations: startEvaluations });
    expect(check.matches).toBe(true);
    expect(check.draw.starts.map((start) => start.number)).not.toEqual(forged.starts.map((start) => start.number));
  });
});

describe('options that give no band', () => {
  it('are refused with what is wrong', () => {
    const base = { seed: 'x', rounds: 3 };
    for (const maxScore of [-1, 1001, 2.5]) {
      const error = caught(() => chess.drawStarts({ ...base, maxScore, evaluations: startEvaluations }));
      expect([error.code, error.message]).toEqual([
        'DRAW_BAND',
        `the band's largest score is ${maxScore}; use 0 to 1000 centipawns`,
      ]);
    }
    expect(() => chess.drawStarts({ ...base, maxScore: 40 })).toThrow(
      'drawStarts(): a band is maxScore, a number of centipawns, with evaluations, the table of ' +
        'chess960/evaluations; got number 40 with undefined',
    );
    expect(() => chess.drawAnnouncement({ ...base, evaluations: startEvaluations })).toThrow(
      /^drawAnnouncement\(\): a band is maxScore, .* got undefined with an object$/,
    );
    // @ts-expect-error maxScore is a number
    expect(() => chess.drawPool({ maxScore: '40', evaluations: startEvaluations })).toThrow(TypeError);
    // @ts-expect-error evaluations is the table of chess960/evaluations
    expect(() => chess.drawStarts({ ...base, maxScore: 40, evaluations: 'table' })).toThrow(TypeError);
    // @ts-expect-error no such algorithm
    expect(() => chess.drawStarts({ ...base, algorithm: 'chess960-draw-v3' })).toThrow(TypeError);
    const v1 = caught(() =>
      chess.drawAnnouncement({ ...base, maxScore: 40, evaluations: startEvaluations, algorithm: 'chess960-draw-v1' }),
    );
    expect([v1.code, v1.message]).toEqual([
      'DRAW_BAND',
      'a band needs chess960-draw-v2 and the table of start evaluations its scores come from',
    ]);
    const tooFew = chess.drawPool({ maxScore: 10, evaluations: startEvaluations }).length;
    expect(tooFew).toBeGreaterThan(0);
    const small = caught(() =>
      chess.drawStarts({ ...base, rounds: tooFew + 1, maxScore: 10, evaluations: startEvaluations }),
    );
    expect([small.code, small.message]).toEqual([
      'DRAW_POOL',
      `${tooFew + 1} rounds without repeats need ${tooFew + 1} starts; the pool holds ${tooFew} (allow repeats, or exclude fewer, or widen the band)`,
    ]);
    // A band no start lies within (White is better in every start of the table, by 1 cp at least).
    expect(chess.drawPool({ maxScore: 0, evaluations: startEvaluations })).toEqual([]);
    const empty = caught(() => chess.drawStarts({ ...base, maxScore: 0, evaluations: startEvaluations }));
    expect([empty.code, empty.message]).toEqual([
      'DRAW_POOL',
      'the pool is empty: every start of chess960 is excluded or outside the band',
    ]);
  });
});
