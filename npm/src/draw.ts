// The tournament draw chess960-draw-v1 (cpp/include/chess960/tournament_draw.h): the options
// checked here, so that a mistake gets a message naming the option; the draw itself (SHA-256,
// the pool, the rounds) is worked out by the engine, the same as in the native tool.
import { checkDrawSeed, checkDrawText, checkFlag, describeValue } from './checks.js';
import type { Engine } from './engine.js';
import { InvalidDrawError, InvalidStartPositionError } from './errors.js';
import * as contract from './generated/contract.js';
import { START_SUBSETS, type StartSubset } from './subsets.js';

// The engine's StartSubset for each pool name.
const POOLS: Record<StartSubset, contract.StartSubset> = {
  chess960: contract.StartSubset.CHESS960,
  chess18: contract.StartSubset.CHESS18,
  chess90: contract.StartSubset.CHESS90,
  chess870: contract.StartSubset.CHESS870,
};

/** What drawStarts() draws from and how (the algorithm is in the README, "Tournament draw"). */
export interface DrawOptions {
  /** The organiser's secret: 1 to 256 bytes of UTF-8. Publish drawCommitment(seed) before the event. */
  seed: string;
  /** A value drawn at the venue in front of the players (die rolls, say): at most 256 bytes. */
  public?: string;
  /** How many rounds: 1 to 1000. */
  rounds: number;
  /** The pool to draw from; default 'chess960' (all 960). */
  subset?: StartSubset;
  /** Start numbers left out of the pool, such as 518 (standard chess). */
  exclude?: readonly number[];
  /** No start twice (with `double`, for each colour); default true. */
  unique?: boolean;
  /** Double Chess960: White's and Black's back ranks drawn separately; default false. */
  double?: boolean;
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
  algorithm: 'chess960-draw-v1';
  /** drawCommitment(seed): the lowercase hex SHA-256 of the seed. */
  commitment: string;
  starts: DrawnStart[];
}

// A refusal by the engine (the pool's size is only checked there).
function engineError(engine: Engine, result: number): InvalidDrawError | InvalidStartPositionError {
  const code = engine.errorCode(result);
  return code === 'POSITION_NUMBER'
    ? new InvalidStartPositionError(code, engine.calls.lastError())
    : new InvalidDrawError(code, engine.calls.lastError());
}

/** The commitment of a seed: the lowercase hex SHA-256 of its UTF-8 bytes. */
export function drawCommitment(engine: Engine, seed: string): string {
  const commitment = engine.calls.drawCommitment(checkDrawSeed(seed, 'drawCommitment'));
  // The engine refuses only a seed (empty or too long), which checkDrawSeed has already refused.
  if (commitment === '') throw new InvalidDrawError('DRAW_SEED', engine.calls.lastError());
  return commitment;
}

/** The draw of `options` (checked here in the engine's order: seed, public, rounds, exclude; the pool's size by the engine). */
export function drawStarts(engine: Engine, options: DrawOptions): TournamentDraw {
  const method = 'drawStarts';
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new TypeError(
      `${method}() takes options { seed, rounds, public?, subset?, exclude?, unique?, double? }; got ${describeValue(options)}`,
    );
  const seed = checkDrawSeed(options.seed, method);
  const publicOption: unknown = options.public;
  const publicValue =
    publicOption === undefined
      ? ''
      : checkDrawText(publicOption, 'the public value', 'public', contract.MAX_DRAW_PUBLIC_BYTES, method);
  const rounds: unknown = options.rounds;
  if (typeof rounds !== 'number')
    throw new TypeError(`${method}(): rounds must be a number; got ${describeValue(rounds)}`);
  if (!(Number.isInteger(rounds) && rounds >= 1 && rounds <= contract.MAX_DRAW_ROUNDS))
    throw new InvalidDrawError(
      'DRAW_ROUNDS',
      `rounds is ${rounds}; a draw has 1 to ${contract.MAX_DRAW_ROUNDS} rounds`,
    );
  const subset: unknown = options.subset ?? 'chess960';
  if (!START_SUBSETS.includes(subset as StartSubset))
    throw new TypeError(
      `${method}(): subset must be 'chess960', 'chess18', 'chess90' or 'chess870'; got ${describeValue(subset)}`,
    );
  const exclude: unknown = options.exclude ?? [];
  if (!Array.isArray(exclude))
    throw new TypeError(`${method}(): exclude must be an array of start numbers; got ${describeValue(exclude)}`);
  const excluded: number[] = [];
  // The length is read once: an array that grows while it is read cannot run on.
  for (let i = 0, count = exclude.length; i < count; i++) {
    const number: unknown = exclude[i];
    if (typeof number !== 'number')
      throw new TypeError(`${method}(): exclude[${i}] is ${describeValue(number)}, not a start number`);
    if (!Number.isInteger(number))
      throw new InvalidStartPositionError(
        'POSITION_NUMBER',
        `excluded start number ${number} is not a whole number; use 0 to ${contract.START_POSITION_COUNT - 1}`,
      );
    if (number < 0 || number >= contract.START_POSITION_COUNT)
      throw new InvalidStartPositionError(
        'POSITION_NUMBER',
        `excluded start number ${number} is out of range; use 0 to ${contract.START_POSITION_COUNT - 1}`,
      );
    excluded.push(number);
  }
  const unique = checkFlag(options.unique, 'unique', true, method);
  const double = checkFlag(options.double, 'double', false, method);

  const pool = POOLS[subset as StartSubset];
  const draw = engine.calls.drawStarts(seed, publicValue, rounds, pool, excluded, unique, double);
  if (draw.failed < 0) throw engineError(engine, draw.failed);
  const starts = draw.white.map((number, i): DrawnStart => {
    const round = i + 1;
    const fen = engine.calls.startFen(number, draw.black[i]);
    return double ? { round, number, blackNumber: draw.black[i], fen } : { round, number, fen };
  });
  return { algorithm: contract.DRAW_ALGORITHM, commitment: draw.commitment, starts };
}
