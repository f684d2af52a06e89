// The tournament draw, chess960-draw-v2 and v1 (cpp/include/chess960/tournament_draw.h), and its
// announcement (draw_announcement.h): the options checked here, so that a mistake gets a message
// naming the option; the draw itself (SHA-256, the pool and its band, the rounds, the commitment),
// the announcement's text and the check of a reveal are worked out by the engine, the same as in
// the native tool. A band's table comes from the caller (chess960/evaluations), never from here.
import { checkDrawSeed, checkDrawText, checkFlag, describeValue, isObject } from './checks.js';
import type { AnnouncementReadingRecord, Engine } from './engine.js';
import { InvalidDrawError, InvalidStartPositionError } from './errors.js';
import type { StartEvaluations } from './evaluation-types.js';
import * as contract from './generated/contract.js';
import { START_SUBSETS, type StartSubset } from './subsets.js';
import { utf8Length } from './utf8.js';

// The engine's StartSubset for each pool name.
const POOLS: Record<StartSubset, contract.StartSubset> = {
  chess960: contract.StartSubset.CHESS960,
  chess18: contract.StartSubset.CHESS18,
  chess90: contract.StartSubset.CHESS90,
  chess870: contract.StartSubset.CHESS870,
};

/** The draw's algorithm: v2 (the default) commits to the seed and every option; v1 to the seed alone. */
export type DrawAlgorithm = 'chess960-draw-v1' | 'chess960-draw-v2';

// The algorithms by their contract.DrawAlgorithm.
const ALGORITHMS: readonly DrawAlgorithm[] = [contract.DRAW_ALGORITHM_V1, contract.DRAW_ALGORITHM_V2];

/** The pool of a draw (drawPool()): the starts of a subset, but the excluded ones and those outside the band. */
export interface DrawPoolOptions {
  /** The pool to draw from; default 'chess960' (all 960). */
  subset?: StartSubset;
  /** Start numbers left out of the pool, such as 518 (standard chess). */
  exclude?: readonly number[];
  /**
   * Engine-balanced starts only: the largest |score| in centipawns (0 to 1000, such as 40) that a
   * start of the pool may have in `evaluations`; a start with a mate found is outside every band.
   * chess960-draw-v2 only.
   */
  maxScore?: number;
  /** The table the band's scores come from: `startEvaluations` of chess960/evaluations. */
  evaluations?: StartEvaluations;
}

/** What drawStarts() draws from and how (the algorithm is under Chess960.drawStarts). */
export interface DrawOptions extends DrawPoolOptions {
  /** The organiser's secret: 1 to 256 bytes of UTF-8. Publish drawAnnouncement(), which holds the commitment, before the event. */
  seed: string;
  /** A value drawn at the venue in front of the players (die rolls, say): at most 256 bytes; '' is none. */
  public?: string;
  /** How many rounds: 1 to 1000. */
  rounds: number;
  /** No start twice (with `double`, for each colour): the pool needs as many starts as rounds; default true. */
  unique?: boolean;
  /** Double Chess960: White's and Black's back ranks drawn separately; default false. */
  double?: boolean;
  /**
   * Where the public value comes from, one line, as the announcement says it ("five die rolls by a
   * player before round 1"): chess960-draw-v2's commitment covers it. None if absent or ''.
   */
  publicSource?: string;
  /** Default 'chess960-draw-v2'; 'chess960-draw-v1' for a draw announced with v1 (no band). */
  algorithm?: DrawAlgorithm;
}

/** One round of a draw: the same start on every board. */
export interface DrawnStart {
  /** The round, from 1. */
  round: number;
  /** The start number (0-959): with `double`, White's back rank. */
  number: number;
  /** With `double` only: the start number of Black's back rank. */
  blackNumber?: number;
  /** The round's start position, as startFen(number, blackNumber) gives it. */
  fen: string;
}

/** What drawStarts() returns: the commitment to check the seed against, and the rounds. */
export interface TournamentDraw {
  algorithm: DrawAlgorithm;
  /** v2: the SHA-256 of the organiser's record without its commitment line; v1: drawCommitment(seed). */
  commitment: string;
  starts: DrawnStart[];
}

/** What drawAnnouncement() takes: the draw's options but its public value, drawn after the announcement. */
export interface DrawAnnouncementOptions extends Omit<DrawOptions, 'public'> {
  /** Write the organiser's record instead: the announcement with the seed, secret until the reveal. */
  record?: boolean;
}

/** What an announcement says (readDrawAnnouncement()): everything drawStarts() needs but the seed and public value. */
export interface DrawAnnouncement {
  algorithm: DrawAlgorithm;
  /** The commitment, in lowercase hex (see TournamentDraw.commitment). */
  commitment: string;
  rounds: number;
  subset: StartSubset;
  /** Ascending, each number once. */
  exclude: number[];
  /** The band's largest |score| in centipawns; null for none (always null in v1). */
  maxScore: number | null;
  /** The SHA-256 of the band's table of start evaluations; null for none. */
  evaluations: string | null;
  unique: boolean;
  double: boolean;
  /** Where the public value will come from; null: the draw has none. */
  publicSource: string | null;
  /** In an organiser's record only: the seed. */
  seed?: string;
}

/** What verifyDraw() takes: the announcement's text and what was revealed. */
export interface DrawVerifyOptions {
  /** The announcement (or the organiser's record) as published before the event. */
  announcement: string;
  /** The seed revealed after the draw. */
  seed: string;
  /** The public value drawn at the venue; absent or '' for none. */
  public?: string;
  /** For an announced band: its table (`startEvaluations` of chess960/evaluations), which must be the one announced. */
  evaluations?: StartEvaluations;
}

/** What verifyDraw() found: each part, and the announced options' rounds. */
export interface DrawVerification {
  announcement: DrawAnnouncement;
  /** The seed gives the announced commitment (v2: with the announced options, so an edited announcement fails here). */
  seedMatches: boolean;
  /** A public value was given exactly when the announcement named where it would come from. */
  publicAsAnnounced: boolean;
  /** Both: these are the rounds the organiser committed to. */
  matches: boolean;
  /** The rounds of the announced options with this seed and public value (as drawStarts() gives them). */
  draw: TournamentDraw;
}

// The engine's pool names by its StartSubset.
const POOL_NAMES = Object.fromEntries(Object.entries(POOLS).map(([name, pool]) => [pool, name])) as Record<
  contract.StartSubset,
  StartSubset
>;

// A refusal by the engine (the pool's size is only checked there).
function engineError(engine: Engine): InvalidDrawError | InvalidStartPositionError {
  const { code, message } = engine.failure();
  return code === 'POSITION_NUMBER'
    ? new InvalidStartPositionError(code, message)
    : new InvalidDrawError(code, message);
}

/** The commitment of a seed: the lowercase hex SHA-256 of its UTF-8 bytes. */
export function drawCommitment(engine: Engine, seed: string): string {
  const commitment = engine.calls.drawCommitment(checkDrawSeed(seed, 'drawCommitment'));
  // The engine refuses only a seed (empty or too long), which checkDrawSeed has already refused.
  if (commitment === null) throw engineError(engine);
  return commitment;
}

// What the engine's drawPool() takes, and its draws begin with: the subset, the excluded starts and
// the band (the largest |score| or NO_BAND, each start's centipawns and whether a mate was found,
// in turn, and the table's SHA-256).
type PoolArgs = [contract.StartSubset, number[], number, number[], string];
// What the engine's drawStarts() and drawAnnouncement() take before the public value or record:
// the pool's, then the seed, rounds, unique, double, algorithm and public source.
type DrawArgs = [...PoolArgs, string, number, boolean, boolean, contract.DrawAlgorithm, string];

// The pool's options (subset, exclude, band) as the engine takes them.
function checkPoolOptions(chosen: Record<string, unknown>, method: string): PoolArgs {
  const subset: unknown = chosen.subset ?? 'chess960';
  if (!START_SUBSETS.includes(subset as StartSubset))
    throw new TypeError(
      `${method}(): subset must be 'chess960', 'chess18', 'chess90' or 'chess870'; got ${describeValue(subset)}`,
    );
  const exclude: unknown = chosen.exclude ?? [];
  if (!Array.isArray(exclude))
    throw new TypeError(`${method}(): exclude must be an array of start numbers; got ${describeValue(exclude)}`);
  const excluded: number[] = [];
  // The length is read once: an array that grows while it is read cannot run on.
  for (let i = 0, count = exclude.length; i < count; i++) {
    const number: unknown = exclude[i];
    if (typeof number !== 'number')
      throw new TypeError(`${method}(): exclude[${i}] is ${describeValue(number)}, not a start number`);
    // A whole number out of range is the engine's to refuse.
    if (!Number.isInteger(number))
      throw new InvalidStartPositionError(
        'POSITION_NUMBER',
        `excluded start number ${number} is not a whole number; use 0 to ${contract.START_POSITION_COUNT - 1}`,
      );
    excluded.push(number);
  }
  return [POOLS[subset as StartSubset], excluded, ...checkBand(chosen.maxScore, chosen.evaluations, method)];
}

// maxScore with the table its scores come from, or neither: the band as the engine takes it.
function checkBand(maxScore: unknown, evaluations: unknown, method: string): [number, number[], string] {
  if (maxScore === undefined && evaluations === undefined) return [contract.NO_BAND, [], ''];
  const scores: unknown = isObject(evaluations) && evaluations.scores;
  if (
    typeof maxScore !== 'number' ||
    !isObject(evaluations) ||
    !/^[0-9a-f]{64}$/.test(String(evaluations.sha256)) ||
    !Array.isArray(scores) ||
    scores.length !== contract.START_POSITION_COUNT ||
    !scores.every((score) => score === null || Number.isInteger(score))
  )
    throw new TypeError(
      `${method}(): a band is maxScore, a number of centipawns, with evaluations, the table of ` +
        `chess960/evaluations; got ${describeValue(maxScore)} with ${describeValue(evaluations)}`,
    );
  if (!(Number.isInteger(maxScore) && maxScore >= 0 && maxScore <= contract.MAX_DRAW_SCORE))
    throw new InvalidDrawError(
      'DRAW_BAND',
      `the band's largest score is ${maxScore}; use 0 to ${contract.MAX_DRAW_SCORE} centipawns`,
    );
  // Each start's centipawns and whether a mate was found, in turn: the engine keeps a mate out of every band.
  const engineScores = (scores as (number | null)[]).flatMap((score) => (score === null ? [0, 1] : [score, 0]));
  return [maxScore, engineScores, evaluations.sha256 as string];
}

// The options of drawStarts() and drawAnnouncement(), checked in the engine's order (seed,
// rounds, exclude, band; the pool's size by the engine).
function checkDrawOptions(options: unknown, method: string) {
  if (!isObject(options) || Array.isArray(options))
    throw new TypeError(`${method}() takes options { seed, rounds, ... }; got ${describeValue(options)}`);
  const seed = checkDrawSeed(options.seed, method);
  const rounds: unknown = options.rounds;
  if (typeof rounds !== 'number')
    throw new TypeError(`${method}(): rounds must be a number; got ${describeValue(rounds)}`);
  if (!(Number.isInteger(rounds) && rounds >= 1 && rounds <= contract.MAX_DRAW_ROUNDS))
    throw new InvalidDrawError(
      'DRAW_ROUNDS',
      `rounds is ${rounds}; a draw has 1 to ${contract.MAX_DRAW_ROUNDS} rounds`,
    );
  const pool = checkPoolOptions(options, method);
  const unique = checkFlag(options.unique, 'unique', true, method);
  const double = checkFlag(options.double, 'double', false, method);
  const algorithm = (options.algorithm ?? contract.DRAW_ALGORITHM_V2) as DrawAlgorithm;
  if (!ALGORITHMS.includes(algorithm))
    throw new TypeError(
      `${method}(): algorithm must be 'chess960-draw-v2' or 'chess960-draw-v1'; got ${describeValue(algorithm)}`,
    );
  const publicSource = options.publicSource ?? '';
  if (typeof publicSource !== 'string')
    throw new TypeError(`${method}(): publicSource must be a string; got ${describeValue(publicSource)}`);
  const version = ALGORITHMS.indexOf(algorithm) as contract.DrawAlgorithm;
  const args: DrawArgs = [...pool, seed, rounds, unique, double, version, publicSource];
  return { options, args, double, algorithm };
}

// The engine's draw of checked options with a public value.
function drawn(
  engine: Engine,
  { args, double, algorithm }: ReturnType<typeof checkDrawOptions>,
  publicValue: string,
): TournamentDraw {
  const draw = engine.calls.drawStarts(...args, publicValue);
  if (draw === null) throw engineError(engine);
  const starts = draw.starts.map(({ round, white: number, black }): DrawnStart => {
    const fen = engine.calls.startFen(number, black);
    if (fen === null) throw engineError(engine);
    return double ? { round, number, blackNumber: black, fen } : { round, number, fen };
  });
  return { algorithm, commitment: draw.commitment, starts };
}

/** The draw of `options` (checked here in the engine's order: seed, public, rounds, exclude, band; the pool's size by the engine). */
export function drawStarts(engine: Engine, options: DrawOptions): TournamentDraw {
  const method = 'drawStarts';
  const draw = checkDrawOptions(options, method);
  return drawn(engine, draw, checkPublic(draw.options.public, method));
}

/** The pool a draw with `options` takes its starts from, ascending. */
export function drawPool(engine: Engine, options: DrawPoolOptions): number[] {
  const method = 'drawPool';
  if (!isObject(options) || Array.isArray(options))
    throw new TypeError(`${method}() takes options { subset?, exclude?, ... }; got ${describeValue(options)}`);
  const pool = engine.calls.drawPool(...checkPoolOptions(options, method));
  if (pool === null) throw engineError(engine);
  return pool;
}

function checkPublic(value: unknown, method: string): string {
  return value === undefined
    ? ''
    : checkDrawText(value, 'the public value', 'public', contract.MAX_DRAW_PUBLIC_BYTES, method);
}

/** The announcement of a draw, or with `record` the organiser's record (draw-announcement's format). */
export function drawAnnouncement(engine: Engine, options: DrawAnnouncementOptions): string {
  const method = 'drawAnnouncement';
  const draw = checkDrawOptions(options, method);
  if (draw.options.public !== undefined)
    throw new TypeError(
      `${method}(): the public value is drawn after the announcement; give publicSource, where it will come from`,
    );
  const text = engine.calls.drawAnnouncement(...draw.args, checkFlag(draw.options.record, 'record', false, method));
  if (text === null) throw engineError(engine);
  return text;
}

// The announcement's text, checked before it is copied into the engine.
function checkAnnouncementText(text: unknown, method: string): string {
  if (typeof text !== 'string')
    throw new TypeError(`${method}() takes the announcement's text; got ${describeValue(text)}`);
  const bytes = text.length > contract.MAX_DRAW_ANNOUNCEMENT_BYTES / 3 ? utf8Length(text) : 0;
  if (bytes > contract.MAX_DRAW_ANNOUNCEMENT_BYTES)
    throw new InvalidDrawError(
      'DRAW_ANNOUNCEMENT',
      `the announcement is ${bytes} bytes; at most ${contract.MAX_DRAW_ANNOUNCEMENT_BYTES} are read`,
      { line: 0, field: '' },
    );
  return text;
}

/** What the announcement (or organiser's record) in `text` says; InvalidDrawError (DRAW_ANNOUNCEMENT) with its line and field if it cannot be read. */
export function readDrawAnnouncement(engine: Engine, text: string): DrawAnnouncement {
  return announcementOf(engine, engine.calls.readDrawAnnouncement(checkAnnouncementText(text, 'readDrawAnnouncement')));
}

function announcementOf(engine: Engine, reading: AnnouncementReadingRecord): DrawAnnouncement {
  const read = reading.announcement;
  if (read === null) throw new InvalidDrawError('DRAW_ANNOUNCEMENT', engine.failure().message, reading.place);
  const announced: DrawAnnouncement = {
    algorithm: ALGORITHMS[read.algorithm],
    commitment: read.commitment,
    rounds: read.rounds,
    subset: POOL_NAMES[read.subset],
    exclude: read.exclude,
    maxScore: read.maxScore === contract.NO_BAND ? null : read.maxScore,
    evaluations: read.evaluations || null,
    unique: read.unique,
    double: read.double,
    publicSource: read.publicSource || null,
  };
  if (read.seed !== '') announced.seed = read.seed;
  return announced;
}

/**
 * A revealed seed and public value checked against an announcement, and the draw its options give
 * (the engine's verifyDraw does the same for C++ and the command line).
 */
export function verifyDraw(engine: Engine, options: DrawVerifyOptions): DrawVerification {
  const method = 'verifyDraw';
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new TypeError(
      `${method}() takes { announcement, seed, public?, evaluations? }; got ${describeValue(options)}`,
    );
  const announcement = readDrawAnnouncement(engine, checkAnnouncementText(options.announcement, method));
  const seed = checkDrawSeed(options.seed, method);
  const publicValue = checkPublic(options.public, method);
  // The band's scores come from the announced table: any other gives other rounds.
  const table = announcement.evaluations;
  const given: unknown = options.evaluations;
  if (table !== null && !(isObject(given) && given.sha256 === table))
    throw new InvalidDrawError(
      'DRAW_BAND',
      `the announcement's band comes from the table of start evaluations ${table}: give that table as ` +
        `evaluations; got ${isObject(given) ? `the table ${String(given.sha256)}` : describeValue(given)}`,
    );
  const announced = checkDrawOptions(
    {
      ...announcement,
      seed,
      maxScore: announcement.maxScore ?? undefined,
      evaluations: table === null ? undefined : given,
      publicSource: announcement.publicSource ?? '',
    },
    method,
  );
  const draw = drawn(engine, announced, publicValue);
  const seedMatches = draw.commitment === announcement.commitment;
  const publicAsAnnounced = (publicValue === '') === (announcement.publicSource === null);
  return { announcement, seedMatches, publicAsAnnounced, matches: seedMatches && publicAsAnnounced, draw };
}
