// chess960: the Chess960 (Fischer Random) rules, compiled from C++ to WebAssembly.
//
//   import { load } from 'chess960';
//   const chess = await load();
//   const game = chess.game(chess.startFen(chess.randomPositionNumber()));
import { Core, describeValue } from './core.js';
import { InvalidFenError, InvalidPgnError, InvalidStartPositionError } from './errors.js';
import { Game } from './game.js';
import { instantiate } from './wasm.js';

export * from './errors.js';
export { Game } from './game.js';
export type { DestsOptions, DrawReason, FenOptions, MoveInput, MoveResult, Outcome, PgnOptions, PieceOnSquare } from './game.js';
export type { Color, PieceSymbol, Square } from './notation.js';

/** The FEN of standard chess (Chess960 start position 518). */
export const STANDARD_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
/** Number of Chess960 start positions. */
export const POSITION_COUNT = 960;
/** Scharnagl number of standard chess. */
export const STANDARD_POSITION_NUMBER = 518;
// Longest PGN text the engine reads.
const MAX_PGN_LENGTH = 1 << 20;
// Longest FEN the engine reads (cpp/include/chess960/fen.h): longer text is refused before it is
// copied into wasm memory, which never shrinks.
const MAX_FEN_LENGTH = 256;

function tooLongFen(fen: string): InvalidFenError {
  return new InvalidFenError('FEN_FIELD_COUNT', `FEN is ${fen.length} characters long; at most ${MAX_FEN_LENGTH} are accepted`, fen);
}

/** The loaded library: start positions and games. Obtain it with `await load()`. */
export class Chess960 {
  readonly #core: Core;

  /** @internal Use load(). */
  constructor(core: Core) {
    this.#core = core;
  }

  /**
   * FEN of start position `number` (0-959, 518 = standard chess). With two numbers, a Double
   * Chess960 start: White's back rank from the first, Black's from the second.
   */
  startFen(number: number, blackNumber: number = number): string {
    checkPositionNumber(number, 'startFen');
    checkPositionNumber(blackNumber, 'startFen');
    return this.#core.wasm.startFen(number, blackNumber);
  }

  /** White's back rank of start position `number`, e.g. 518 -> "RNBQKBNR". */
  backRank(number: number): string {
    checkPositionNumber(number, 'backRank');
    return this.#core.wasm.backRank(number);
  }

  /**
   * The Scharnagl number (0-959) of a back rank ("bbqnnrkr", either case) or of a FEN whose
   * first and eighth ranks show a mirrored Chess960 start arrangement.
   */
  positionNumber(backRankOrFen: string): number {
    if (typeof backRankOrFen !== 'string')
      throw new TypeError(`positionNumber() takes a back rank such as "RNBQKBNR" or a FEN; got ${describeValue(backRankOrFen)}`);
    if (backRankOrFen.length > 256) throw new InvalidStartPositionError('BACK_RANK', `positionNumber(): input is ${backRankOrFen.length} characters long; a back rank has 8 and a FEN at most 256`);
    const result = this.#core.wasm.positionNumber(backRankOrFen);
    if (result < 0) throw this.#core.fenError(result, backRankOrFen);
    return result;
  }

  /**
   * A uniformly random start number, 0-959. Uses crypto.getRandomValues unless you pass a
   * source of numbers in [0, 1) such as Math.random or a seeded generator.
   */
  randomPositionNumber(random?: () => number): number {
    if (random === undefined) {
      // Rejection sampling keeps every number equally likely.
      const limit = 2 ** 32 - (2 ** 32 % POSITION_COUNT);
      const buffer = new Uint32Array(1);
      for (;;) {
        crypto.getRandomValues(buffer);
        if (buffer[0] < limit) return buffer[0] % POSITION_COUNT;
      }
    }
    if (typeof random !== 'function') throw new TypeError(`randomPositionNumber() takes a function returning numbers in [0, 1); got ${describeValue(random)}`);
    const value = random();
    if (typeof value !== 'number' || !(value >= 0 && value < 1))
      throw new RangeError(`randomPositionNumber(): the random source returned ${describeValue(value)}; it must return numbers in [0, 1)`);
    return Math.floor(value * POSITION_COUNT);
  }

  /** A new game from a FEN (X-FEN or Shredder-FEN castling); standard chess by default. */
  game(fen: string = STANDARD_FEN): Game {
    if (typeof fen !== 'string') throw new TypeError(`game() takes a FEN string (or nothing for standard chess); got ${describeValue(fen)}`);
    if (fen.length > MAX_FEN_LENGTH) throw tooLongFen(fen);
    const core = this.#core;
    const result = core.wasm.newGameFromFen(fen);
    if (result < 0) {
      core.active = null;
      throw core.fenError(result, fen);
    }
    const game = new Game(core, core.saveStart(), []);
    core.active = game;
    return game;
  }

  /** Whether a FEN is valid; `validateFen` says why not. */
  isValidFen(fen: string): boolean {
    return this.validateFen(fen) === null;
  }

  /** null for a valid FEN, else the InvalidFenError that game(fen) would throw. */
  validateFen(fen: string): InvalidFenError | null {
    if (typeof fen !== 'string') throw new TypeError(`validateFen() takes a FEN string; got ${describeValue(fen)}`);
    if (fen.length > MAX_FEN_LENGTH) return tooLongFen(fen);
    const result = this.#core.wasm.validateFen(fen);
    return result < 0 ? (this.#core.fenError(result, fen) as InvalidFenError) : null;
  }

  /** The first game of a PGN text, with its tags (game.tags()). Throws InvalidPgnError. */
  loadPgn(pgn: string): Game {
    if (typeof pgn !== 'string') throw new TypeError(`loadPgn() takes PGN text; got ${describeValue(pgn)}`);
    const core = this.#core;
    if (pgn.length > MAX_PGN_LENGTH)
      throw new InvalidPgnError('PGN', `Invalid PGN: the text is ${pgn.length} characters long; at most ${MAX_PGN_LENGTH} are read`);
    const result = core.wasm.loadPgn(pgn);
    core.active = null;
    if (result < 0) throw core.pgnError(result);
    const tags: Record<string, string> = {};
    const lines = core.wasm.loadedPgnTags().split('\n');
    for (let i = 0; i + 1 < lines.length; i += 2) tags[lines[i]] = lines[i + 1];
    const moveCount = core.wasm.ply();
    const moves = Array.from({ length: moveCount }, (_, i) => core.wasm.moveCode(i));
    const game = new Game(core, core.saveStart(), moves, tags);
    core.active = game;
    return game;
  }

  /** Bytes of wasm heap in use (a diagnostic: it stays flat however many games you make). */
  heapBytes(): number {
    return this.#core.wasm.heapTop();
  }
}

function checkPositionNumber(number: unknown, method: string): asserts number is number {
  if (typeof number !== 'number' || Number.isNaN(number))
    throw new TypeError(`${method}() takes a start position number (0-959); got ${describeValue(number)}`);
  if (!Number.isInteger(number))
    throw new InvalidStartPositionError('POSITION_NUMBER', `start position number ${number} is not a whole number; use 0 to 959`);
  if (number < 0 || number >= POSITION_COUNT)
    throw new InvalidStartPositionError('POSITION_NUMBER', `start position number ${number} is out of range; use a whole number from 0 to 959`);
}

let instance: Promise<Chess960> | undefined;

/** Instantiates the engine once; later calls return the same instance. */
export function load(): Promise<Chess960> {
  instance ??= instantiate().then(
    (wasm) => new Chess960(new Core(wasm)),
    (error: unknown) => {
      instance = undefined; // allow a retry
      throw error;
    },
  );
  return instance;
}

export default load;
