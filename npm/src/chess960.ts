// The loaded library, as load() gives it: start positions, games, PGN and the tournament draw.
import { checkPositionNumber, describeValue, repairOption } from './checks.js';
import {
  type DrawAnnouncement,
  type DrawAnnouncementOptions,
  type DrawOptions,
  type DrawPoolOptions,
  type DrawVerification,
  type DrawVerifyOptions,
  type TournamentDraw,
  drawAnnouncement,
  drawCommitment,
  drawPool,
  drawStarts,
  readDrawAnnouncement,
  verifyDraw,
} from './draw.js';
import { InvalidFenError, InvalidPgnError, InvalidStartPositionError } from './errors.js';
import { Game } from './game.js';
import type { FenReadOptions } from './game-types.js';
import * as contract from './generated/contract.js';
import { loadPgn, readPgn, streamPgn, type PgnGame } from './pgn.js';
import type { PgnGameInput, PgnReadOptions, PgnSource } from './pgn-types.js';
import { writePgn } from './pgn-writer.js';
import type { SlotPool } from './slot-pool.js';
import {
  CHESS2880_POSITION_COUNT,
  type DiceReading,
  POSITION_COUNT,
  randomBelow,
  SHUFFLE_POSITION_COUNT,
  STANDARD_FEN,
} from './start-positions.js';
import { START_SUBSETS, type StartSubset } from './subsets.js';
import { utf8Length } from './utf8.js';

// The engine's flag for each of START_SUBSETS (every start is in chess960: no flag).
const SUBSET_FLAGS = [
  1 << contract.StartSubset.CHESS18,
  1 << contract.StartSubset.CHESS90,
  1 << contract.StartSubset.CHESS870,
  0,
] as const;
// Most die values positionFromDice() takes (the engine's limit), and most cards positionFromCards() reads.
const MAX_DIE_ROLLS = contract.MAX_DIE_ROLLS;
const MAX_CARDS_LENGTH = 256;
// Longest PGN text the engine reads.
const MAX_PGN_LENGTH = contract.MAX_PGN_LENGTH;
// Longest FEN the engine reads: longer text is refused before it is copied into wasm memory,
// which never shrinks.
const MAX_FEN_LENGTH = contract.MAX_FEN_LENGTH;

function tooLongFen(fen: string): InvalidFenError {
  return new InvalidFenError(
    'FEN_FIELD_COUNT',
    `FEN is ${fen.length} characters long; at most ${MAX_FEN_LENGTH} are accepted`,
    fen,
  );
}

/**
 * The library: start positions, games, PGN and the tournament draw. There is one instance, the
 * package's `chess960` export (`load()` resolves to it); the engine is made on its first use.
 */
export class Chess960 {
  readonly #engineSlots: () => SlotPool;
  #subsets?: number[][]; // the numbers of each of SUBSETS, worked out on first use

  /** @internal Use the `chess960` export. */
  constructor(engineSlots: () => SlotPool) {
    this.#engineSlots = engineSlots;
  }

  // The engine's working slots, the engine made on the first call.
  get #slots(): SlotPool {
    return this.#engineSlots();
  }

  // A start-position call the arguments' checks let through failed: the engine says why.
  #startPositionError(): never {
    throw this.#slots.engine.fenOrStartPositionError('');
  }

  /**
   * FEN of start position `number` (0-959, 518 = standard chess). With two numbers, a Double
   * Chess960 start: White's back rank from the first, Black's from the second.
   */
  startFen(number: number, blackNumber: number = number): string {
    checkPositionNumber(number, 'startFen');
    checkPositionNumber(blackNumber, 'startFen');
    return this.#slots.engine.calls.startFen(number, blackNumber) ?? this.#startPositionError();
  }

  /** White's back rank of start position `number`, e.g. 518 -> "RNBQKBNR". */
  backRank(number: number): string {
    checkPositionNumber(number, 'backRank');
    return this.#slots.engine.calls.backRank(number) ?? this.#startPositionError();
  }

  /**
   * The Scharnagl number (0-959) of a back rank ("bbqnnrkr", either case) or of a FEN whose
   * first and eighth ranks show a mirrored Chess960 start arrangement.
   */
  positionNumber(backRankOrFen: string): number {
    if (typeof backRankOrFen !== 'string')
      throw new TypeError(
        `positionNumber() takes a back rank such as "RNBQKBNR" or a FEN; got ${describeValue(backRankOrFen)}`,
      );
    if (backRankOrFen.length > MAX_FEN_LENGTH)
      throw new InvalidStartPositionError(
        'BACK_RANK',
        `positionNumber(): input is ${backRankOrFen.length} characters long; a back rank has 8 and a FEN at most ${MAX_FEN_LENGTH}`,
      );
    const number = this.#slots.engine.calls.positionNumber(backRankOrFen);
    if (number === null) throw this.#slots.engine.fenOrStartPositionError(backRankOrFen);
    return number;
  }

  /**
   * A uniformly random start number, 0-959. Uses crypto.getRandomValues unless you pass a
   * source of numbers in [0, 1) such as Math.random or a seeded generator.
   */
  randomPositionNumber(random?: () => number): number {
    return randomBelow(POSITION_COUNT, random, 'randomPositionNumber');
  }

  /**
   * Althöfer's one-die procedure: die values (1-6) in the order rolled, re-rolls included, to the
   * start they build. Roll 1 places the dark-squared bishop (a, c, e, g), roll 2 the light-squared
   * one (b, d, f, h), roll 3 the queen on the n-th empty square, rolls 4 and 5 the knights on the
   * n-th empty square (1-6, 1-5, then 1-4 for the second knight); the king takes the middle of the
   * last three squares, the rooks the other two. A roll too high for its step is a re-roll: give
   * the rolls as they fell and the re-rolls are skipped. Rolls after the fifth placement are not
   * read: `rollsUsed` says how many were. Too few rolls throw InvalidStartPositionError (DIE_ROLLS)
   * naming the piece still to place.
   */
  positionFromDice(rolls: readonly number[]): DiceReading {
    if (!Array.isArray(rolls))
      throw new TypeError(`positionFromDice() takes an array of die values; got ${describeValue(rolls)}`);
    // The length is read once: an array that grows while it is read cannot pass the cap.
    const count = rolls.length;
    if (count > MAX_DIE_ROLLS)
      throw new InvalidStartPositionError(
        'DIE_ROLLS',
        `positionFromDice(): ${count} rolls; at most ${MAX_DIE_ROLLS} are read`,
      );
    const values: number[] = [];
    for (let i = 0; i < count; i++) {
      const roll: unknown = rolls[i]; // a hole in a sparse array reads as undefined: a TypeError
      if (typeof roll !== 'number')
        throw new TypeError(`positionFromDice(): roll ${i + 1} is ${describeValue(roll)}, not a number`);
      if (!(Number.isInteger(roll) && roll >= 1 && roll <= 6))
        throw new InvalidStartPositionError('DIE_ROLLS', `die roll ${i + 1} is ${roll}; a die shows 1 to 6`);
      values.push(roll);
    }
    const reading = this.#slots.engine.calls.positionFromDice(values);
    if (reading === null) throw this.#slots.engine.fenOrStartPositionError('');
    return reading;
  }

  /**
   * The five die rolls that build start `number` without re-rolls, the left-hand knight placed
   * first (the smaller of its two sequences): diceRolls(518) is [2, 3, 3, 2, 3].
   */
  diceRolls(number: number): number[] {
    checkPositionNumber(number, 'diceRolls');
    return this.#slots.engine.calls.diceRolls(number);
  }

  /**
   * The card method: the 14 cards a-h, N, N, Q, R, R, R in the order dealt, as one string
   * ("cRfNaQbRdNeRgh") or an array of letters. The first dark-file card (a, c, e, g) takes the
   * dark-squared bishop, the first light-file card the light-squared one; the other six file cards
   * take the piece cards in the order both were dealt (the third file card the first piece card, and
   * so on); the three R cards mark the rooks and the king, the king on the middle one. A
   * well-shuffled deck gives each of the 960 starts with the same chance.
   */
  positionFromCards(cards: string | readonly string[]): number {
    let text: unknown = cards;
    // Longer input is refused before it is copied anywhere (the length is read once: an array
    // that grows while it is read cannot pass the cap).
    const count = typeof cards === 'string' || Array.isArray(cards) ? cards.length : 0;
    if (count > MAX_CARDS_LENGTH)
      throw new InvalidStartPositionError('CARDS', `positionFromCards(): ${count} cards; a deck has 14`);
    if (Array.isArray(cards)) {
      text = '';
      for (let i = 0; i < count; i++) {
        const card: unknown = cards[i];
        if (typeof card !== 'string' || card.length !== 1)
          throw new TypeError(`positionFromCards(): card ${i + 1} is ${describeValue(card)}; each card is one letter`);
        text = (text as string) + card; // a string since the line above the loop
      }
    }
    if (typeof text !== 'string')
      throw new TypeError(
        `positionFromCards() takes the 14 cards as a string or an array of letters; got ${describeValue(cards)}`,
      );
    const number = this.#slots.engine.calls.positionFromCards(text);
    if (number === null) throw this.#slots.engine.fenOrStartPositionError(text);
    return number;
  }

  /** The start numbers of a pool, ascending: subset('chess18') has 18, 'chess90' 90, 'chess870' 870. */
  subset(name: StartSubset): number[] {
    return [...this.#pool(name, 'subset')];
  }

  /** The pools start `number` belongs to, besides chess960: ['chess18', 'chess870'], ['chess90'] or ['chess870']. */
  subsetsOf(number: number): Exclude<StartSubset, 'chess960'>[] {
    checkPositionNumber(number, 'subsetsOf');
    const flags = this.#slots.engine.calls._chess960_start_subsets(number);
    return START_SUBSETS.filter((_, i) => flags & SUBSET_FLAGS[i]) as Exclude<StartSubset, 'chess960'>[];
  }

  /** A uniformly random start of a pool (random as for randomPositionNumber). */
  randomPositionNumberIn(subset: StartSubset, random?: () => number): number {
    const pool = this.#pool(subset, 'randomPositionNumberIn');
    return pool[randomBelow(pool.length, random, 'randomPositionNumberIn')];
  }

  /**
   * A tournament's starts drawn so that no one could have chosen them: publish drawAnnouncement()
   * before the event, draw the public value at the venue, then reveal the seed; anyone can
   * re-derive the rounds (verifyDraw()). Synchronous, and the same on every platform (the SHA-256,
   * FIPS 180-4, and the draw are the engine's). With `maxScore` and `evaluations` (the table of
   * chess960/evaluations), an engine-balanced draw: only starts whose engine score lies within
   * the band.
   *
   * The algorithm, chess960-draw-v2 (the default):
   * - the key `K` is `seed` when `public` is absent or empty, else `seed + "|" + public`;
   * - the pool `P` is the subset's start numbers not in `exclude` and, with `maxScore`, whose row
   *   in `evaluations` has a score `cp` with `|cp| <= maxScore` (a row with a mate is outside every
   *   band), ascending; `N` is its size;
   * - for each round `r = 1, 2, ...`, for each side `s` in `["w"]` (`["w", "b"]` with `double`), for
   *   a counter `c = 0, 1, 2, ...`: `h = SHA-256(UTF-8(K + "|" + r + "|" + s + "|" + c))` (numbers
   *   in decimal, no padding); `x` = the first 4 bytes of `h` as a big-endian unsigned 32-bit
   *   integer; if `x >= N * floor(2^32 / N)` try the next `c` (so that no start is favoured); else
   *   the candidate is `P[x mod N]`: if `unique` and it was already drawn for side `s`, try the
   *   next `c`, otherwise it is round `r`'s number for side `s`;
   * - the commitment is the lowercase hex SHA-256 of the organiser's record
   *   (`drawAnnouncement({ ...options, record: true })`) with its line `commitment: ...` left out:
   *   the lines `algorithm: chess960-draw-v2`, `rounds: R`, `pool: NAME`, `excluded: A, B` (ascending,
   *   `none` for none), `max score: M` (`none`), `evaluations: SHA` (the table's SHA-256, `none`),
   *   `repeats: yes|no`, `double chess960: yes|no`, `public value: SOURCE` (`publicSource` trimmed,
   *   `none` for none) and `seed: SEED`, each `name: value` ended by `"\n"`, in UTF-8. So it covers
   *   the seed and every announced option: an announcement edited after it was published no
   *   longer matches the seed.
   *
   * chess960-draw-v1 (`algorithm: 'chess960-draw-v1'`, for draws announced with it): the same
   * rounds without a band, and the commitment is the lowercase hex SHA-256 of `UTF-8(seed)`
   * (drawCommitment()).
   *
   * The first rounds do not depend on how many follow. Options that give no draw throw
   * InvalidDrawError (DRAW_SEED, DRAW_ROUNDS, DRAW_POOL, DRAW_BAND for a band out of range or with
   * v1, START_EVALUATIONS for rows that are not a table's, DRAW_ANNOUNCEMENT for a publicSource
   * over one line) and draw nothing; an excluded number that is no start throws
   * InvalidStartPositionError (POSITION_NUMBER), a value of the wrong type a TypeError.
   */
  drawStarts(options: DrawOptions): TournamentDraw {
    return drawStarts(this.#slots.engine, options);
  }

  /**
   * The pool a draw with these options takes its starts from, ascending: the subset's starts
   * (default all 960) not in `exclude` and, with `maxScore` and `evaluations`, within the band.
   * `drawPool({ maxScore: 40, evaluations: startEvaluations })` lists the engine-balanced starts.
   * Throws as drawStarts() does for the same options; an empty pool is an empty array.
   */
  drawPool(options: DrawPoolOptions = {}): number[] {
    return drawPool(this.#slots.engine, options);
  }

  /** chess960-draw-v1's commitment: the lowercase hex SHA-256 of the seed's UTF-8 bytes (v2's is drawStarts()'s and the announcement's). */
  drawCommitment(seed: string): string {
    return drawCommitment(this.#slots.engine, seed);
  }

  /**
   * The text an organiser publishes before the event: the algorithm, the commitment, every option
   * of the draw and where the public value will come from (`publicSource`), one "name: value" per
   * line, in this order: algorithm, commitment, rounds, pool, excluded (`none` for none), max score
   * and evaluations (v2 only; `none` without a band), repeats, double chess960, public value
   * (`none` for none). With `record: true`, the organiser's record: the same with the seed, kept
   * secret until the reveal. Throws as drawStarts() does, and InvalidDrawError (DRAW_ANNOUNCEMENT)
   * for a publicSource over one line or 256 bytes, or a record's seed that does not fit one line.
   */
  drawAnnouncement(options: DrawAnnouncementOptions): string {
    return drawAnnouncement(this.#slots.engine, options);
  }

  /**
   * What an announcement (or an organiser's record) says. Names and values are read in any case,
   * with CRLF, blank lines and spaces around them; lines that start with `#` (a title, a note) are
   * skipped. Throws InvalidDrawError with code
   * DRAW_ANNOUNCEMENT, `line` and `field` for a text that is no announcement (a line unreadable, a
   * field missing or given twice, a value out of range, options that give no draw); `line` is 0
   * for the text as a whole.
   */
  readDrawAnnouncement(text: string): DrawAnnouncement {
    return readDrawAnnouncement(this.#slots.engine, text);
  }

  /**
   * A player's check after the reveal: whether the seed matches the announced commitment (v2: the
   * seed with every announced option, so an edited announcement fails), whether a public value was
   * given exactly when one was announced, and the rounds the announced options give with them
   * (never options typed afterwards). An announcement with a band needs `evaluations`, the table
   * it names (InvalidDrawError DRAW_BAND for none or another). Throws as readDrawAnnouncement() does
   * for the text, and as drawStarts() does for the seed and the public value.
   */
  verifyDraw(options: DrawVerifyOptions): DrawVerification {
    return verifyDraw(this.#slots.engine, options);
  }

  /**
   * FEN of shuffle-chess start `number` (0-5039): the pieces in any order, Black mirroring White,
   * castling only with king on e and rook on a or h. The numbering extends Chess960's:
   * - `n` < 2880: Chess960 start `n % 960` with its king on the middle (`floor(n / 960)` = 0), the
   *   first (1) or the last (2) of its three king-and-rook squares, the rooks on the other two. So
   *   0-959 are the Chess960 arrangements of the same numbers, and 0-2879 all of Chess2880 (the
   *   same numbers as chess2880Fen);
   * - 2880-5039 (bishops on one colour): with `m = n - 2880`, `m % 12` puts the bishops on a1+c1,
   *   a1+e1, a1+g1, c1+e1, c1+g1, e1+g1, then b1+d1, b1+f1, b1+h1, d1+f1, d1+h1, f1+h1;
   *   `r = floor(m / 12)` places the rest as Scharnagl does: the queen on the (`r % 6`)-th empty
   *   square, the knights by `floor(r / 6) % 10` in his knight table, and the king on the middle,
   *   first or last of the three squares left by `floor(r / 60)`.
   */
  shuffleFen(number: number): string {
    checkPositionNumber(number, 'shuffleFen', SHUFFLE_POSITION_COUNT);
    return this.#slots.engine.calls.variantStartFen(contract.VARIANT_SHUFFLE, number) ?? this.#startPositionError();
  }

  /**
   * FEN of Chess2880 start `number` (0-2879): bishops on opposite colours, the king anywhere
   * (numbered as shuffleFen numbers them); castling rights only where king and rook stand on e1
   * and a1 or h1.
   */
  chess2880Fen(number: number): string {
    checkPositionNumber(number, 'chess2880Fen', CHESS2880_POSITION_COUNT);
    return this.#slots.engine.calls.variantStartFen(contract.VARIANT_CHESS2880, number) ?? this.#startPositionError();
  }

  /** A uniformly random shuffle-chess start (random as for randomPositionNumber). */
  randomShuffleFen(random?: () => number): string {
    return this.shuffleFen(randomBelow(SHUFFLE_POSITION_COUNT, random, 'randomShuffleFen'));
  }

  /** A uniformly random Chess2880 start. */
  randomChess2880Fen(random?: () => number): string {
    return this.chess2880Fen(randomBelow(CHESS2880_POSITION_COUNT, random, 'randomChess2880Fen'));
  }

  #pool(name: StartSubset, method: string): readonly number[] {
    const index = START_SUBSETS.indexOf(name);
    if (index < 0)
      throw new TypeError(
        `${method}() takes 'chess960', 'chess18', 'chess90' or 'chess870'; got ${describeValue(name)}`,
      );
    if (!this.#subsets) {
      const lists: number[][] = [[], [], [], []];
      for (let n = 0; n < POSITION_COUNT; n++) {
        const flags = this.#slots.engine.calls._chess960_start_subsets(n);
        for (let i = 0; i < START_SUBSETS.length; i++)
          if (SUBSET_FLAGS[i] === 0 || flags & SUBSET_FLAGS[i]) lists[i].push(n);
      }
      this.#subsets = lists;
    }
    return this.#subsets[index];
  }

  /**
   * A new game from a FEN; standard chess by default. Castling fields may be X-FEN (`KQkq`, a file
   * letter for an inner rook), Shredder-FEN (`HAha`) or a mixture; the halfmove clock and move
   * number may be left out. An impossible position throws an InvalidFenError naming the most basic
   * fault: first the syntax of each field, left to right, then the position's rules in this order:
   * kings, pawns on the first or last rank, the side not to move in check, castling rights, en
   * passant, clocks. With `{ repair: true }`, castling rights whose rook or king is not there and
   * an en-passant square no double step can have left are dropped instead (listed by
   * game.repairs()); everything else is refused just the same: repair never changes the board, the
   * side to move or the clocks.
   */
  game(fen: string = STANDARD_FEN, options?: FenReadOptions): Game {
    if (typeof fen !== 'string')
      throw new TypeError(`game() takes a FEN string (or nothing for standard chess); got ${describeValue(fen)}`);
    const repair = repairOption(options, 'game');
    if (fen.length > MAX_FEN_LENGTH) throw tooLongFen(fen);
    const slots = this.#slots;
    const engine = slots.engine;
    const slot = slots.selectFreeSlot();
    if (!engine.newGame(fen, repair)) throw engine.fenOrStartPositionError(fen);
    const repairs = repair ? engine.calls.repairs() : [];
    const game = new Game(slots, engine.saveStart(), [], {}, repairs, slot);
    slots.adopt(slot, game);
    return game;
  }

  /** Whether a FEN is valid (with `{ repair: true }`: whether game() can load it so); `validateFen` says why not. */
  isValidFen(fen: string, options?: FenReadOptions): boolean {
    return this.validateFen(fen, options) === null;
  }

  /** null for a valid FEN, else the InvalidFenError that game(fen, options) would throw. */
  validateFen(fen: string, options?: FenReadOptions): InvalidFenError | null {
    if (typeof fen !== 'string') throw new TypeError(`validateFen() takes a FEN string; got ${describeValue(fen)}`);
    const repair = repairOption(options, 'validateFen');
    if (fen.length > MAX_FEN_LENGTH) return tooLongFen(fen);
    const engine = this.#slots.engine;
    return engine.validateFen(fen, repair) ? null : (engine.fenOrStartPositionError(fen) as InvalidFenError);
  }

  /**
   * The first game of a PGN text (its mainline), with its tags (game.tags()), from its `[FEN]` tag
   * when there is one. It is read by readPgn()'s reader: comments, NAGs and variations are skipped,
   * every move must be legal. A bad game throws an InvalidPgnError; with `options.onError` it is reported there and the game up to the error is
   * returned (a game bad before its moves, in its tags, still throws).
   */
  loadPgn(pgn: string, options?: PgnReadOptions): Game {
    if (typeof pgn !== 'string') throw new TypeError(`loadPgn() takes PGN text; got ${describeValue(pgn)}`);
    if (pgn.length > MAX_PGN_LENGTH)
      throw new InvalidPgnError(
        'PGN',
        `Invalid PGN: the text is ${pgn.length} characters long; at most ${MAX_PGN_LENGTH} are read`,
      );
    const bytes = utf8Length(pgn);
    if (bytes > MAX_PGN_LENGTH)
      throw new InvalidPgnError(
        'PGN',
        `Invalid PGN: the text is ${bytes} bytes of UTF-8; at most ${MAX_PGN_LENGTH} are read`,
      );
    return loadPgn(this.#slots, pgn, options);
  }

  /**
   * Every game of a PGN text: tags, start, result and the whole move tree (variations, comments,
   * NAGs, `[%clk]` `[%emt]` `[%eval]` `[%cal]` `[%csl]`). A bad game throws an InvalidPgnError (with
   * its place, reason and refused move); with `options.onError` it is reported there, the game up
   * to the error is in the results (with `error` and `stoppedAt`), and reading goes on. Reading a
   * game stops at its first error, in a variation too (nothing after a fault can be trusted).
   * Limits against hostile files, each an error for that game only: variations nested 64 deep, a
   * comment of 1 MiB, a tag value of 256 KiB, 20,000 moves (mainline and variations), 8 MiB of
   * text per game.
   */
  readPgn(text: string, options?: PgnReadOptions): PgnGame[] {
    return readPgn(this.#slots, text, options);
  }

  /**
   * The games of a PGN source as they arrive: a ReadableStream or any (async) iterable of UTF-8
   * byte chunks or strings (a Node stream), or a string; chunks may cut the text anywhere, inside a
   * UTF-8 character too. Memory grows with the largest game, not with the input. Errors as readPgn().
   */
  streamPgn(source: PgnSource, options?: PgnReadOptions): AsyncIterable<PgnGame> {
    return streamPgn(this.#slots, source, options);
  }

  /**
   * A game tree as PGN in export format (Seven Tag Roster first, lines of at most 79 characters,
   * comments, NAGs, annotations and variations kept): a PgnGame, or plain objects of the same
   * shape whose nodes need only `san` or `uci`; the Seven Tag Roster is written first ("?" where
   * missing), then the other tags in order. Reading it back gives the same tree. An illegal move
   * throws InvalidPgnError, a value of the wrong type TypeError.
   */
  writePgn(game: PgnGameInput): string {
    return writePgn(this.#slots.engine, game);
  }

  /** Bytes of wasm heap in use (a diagnostic: it stays flat however many games you make). */
  heapBytes(): number {
    return this.#slots.engine.calls.heapTop();
  }
}
