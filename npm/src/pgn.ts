// Reading PGN collections: readPgn, streamPgn, loadPgn and the PgnGame they read. The engine
// reads (cpp/include/chess960/pgn_reader.h) into its tree (pgn_tree.h); the bindings hand over
// what the package keeps of it in one piece, through a header of words (bindings/pgn_packed.h, as
// generated/contract.ts names it); its nodes are one small object per move (ReadNode, made from
// their words by GameNodes when first asked for: pgn-nodes.ts).
import { checkOnError, describeValue } from './checks.js';
import { InvalidPgnError, type PgnErrorDetails } from './errors.js';
import { Game } from './game.js';
import {
  PGN_ERROR_REASONS,
  PGN_RESULTS,
  PGN_STEP_ERROR,
  PGN_STEP_GAME,
  PgnPacked as Packed,
} from './generated/contract.js';
import type { PgnErrorCopy, PgnStepCopy } from './engine.js';
import { GameNodes, GameText, PackedNotes, ReadNode } from './pgn-nodes.js';
import { writePgn } from './pgn-writer.js';
import type { PgnNode, PgnReadableStream, PgnReadOptions, PgnResult, PgnSource } from './pgn-types.js';
import type { SlotPool } from './slot-pool.js';
import { isHighSurrogate } from './utf8.js';

// Text is handed to the engine in pieces of this many UTF-16 units: the input buffer takes three
// bytes for each (UTF-8 at worst), and wasm memory never shrinks; a game cut in two by a piece is
// scanned on from where the scan stopped, so the size costs little speed.
const CHUNK = 1 << 17;

/**
 * One game of a PGN text: tags, start, result and the move tree. Read-only; see writePgn() to write
 * a tree of your own. A game read up to an error (a refused move, a comment never closed) has that
 * `error` and the node where reading stopped, `stoppedAt`.
 */
export class PgnGame {
  /** The tags in the order read. */
  get tags(): Record<string, string> {
    return (this.#tags ??= this.#text.tags());
  }

  /**
   * Whether the Variant tag says Chess960: "Chess960", "chess 960", "960", "Fischerandom (Chess)",
   * "Fischer Random (Chess)", "FRC", "Freestyle (Chess)", "Double Chess960", "chess960 (Fischer
   * Random)", in any case. "Standard", "Normal", "Chess", "From Position" or no tag is standard
   * chess; another variant is an InvalidPgnError (reason `VARIANT`).
   */
  readonly chess960: boolean;
  /** The result at the end of the movetext: "1-0", "0-1", "1/2-1/2" or "*" ("*" for a game cut short). */
  readonly result: PgnResult;
  /** The start of the game: `root.children[0]` is the first move; its comments precede the first move. */
  get root(): PgnNode {
    return this.#game.nodes[0];
  }
  /** The game's place in its input, counting bad games too (0-based). */
  readonly index: number;
  /** Why the game was read only up to a point (readPgn() and streamPgn() with `onError`, loadPgn()), else undefined. */
  readonly error: InvalidPgnError | undefined;
  /** A game cut short: the node where reading stopped (the refused move would have followed it), else undefined. */
  readonly stoppedAt: PgnNode | undefined;
  readonly #slots: SlotPool;
  readonly #text: GameText; // the tags and comments, kept as the engine's words and bytes
  #tags: Record<string, string> | undefined; // made when first read
  // The start's position bytes: START_WORDS words from word #startAt of #kept (a block of copied words).
  readonly #kept: Int32Array;
  readonly #startAt: number;
  #startFen: string | undefined; // made when first read
  // The nodes (made when first asked for) and what they share.
  readonly #game: GameNodes;

  /** @internal Read with chess.readPgn(), chess.streamPgn() or chess.loadPgn(). */
  constructor(slots: SlotPool, step: PgnStepCopy, error?: InvalidPgnError) {
    // What the engine copied out: the words the game keeps in one piece (pgn_packed.h: the start,
    // tags, nodes and text, in this order), its notes apart, and its SANs.
    const { words: kept, bytes: keptBytes, at: keptAt } = step.kept!;
    const { tagCount, noteCount, nodeCount: count } = step;
    this.#slots = slots;
    this.index = step.gameIndex;
    this.chess960 = step.chess960;
    this.result = PGN_RESULTS[step.result];
    this.error = error;
    const tagsAt = keptAt + Packed.START_WORDS;
    const nodesAt = tagsAt + tagCount * Packed.TAG_SIZE;
    this.#kept = kept;
    this.#startAt = keptAt;
    const text = new GameText(kept, keptBytes, tagsAt, tagCount, nodesAt + count * Packed.NODE_WORDS);
    this.#text = text;
    const notesCopy = step.notes;
    const notes = notesCopy
      ? new PackedNotes(notesCopy.words, notesCopy.at, notesCopy.at + noteCount * Packed.NOTE_SIZE, text)
      : undefined;
    const game = new GameNodes(kept, nodesAt, count, step.sans, notes);
    this.#game = game;
    this.stoppedAt = step.stoppedAt >= 0 ? game.nodes[step.stoppedAt] : undefined;
  }

  /** FEN of the start (from the FEN tag, else standard chess), as the engine writes it. */
  get startFen(): string {
    return (this.#startFen ??= this.game(this.root).fen());
  }

  /** The moves of the mainline (the first child of each node), in order. */
  mainline(): PgnNode[] {
    const line: PgnNode[] = [];
    for (let node = ReadNode.first(this.#game.nodes[0]); node !== undefined; node = ReadNode.first(node))
      line.push(node);
    return line;
  }

  /** A Game at `node` (default: the end of the mainline), with this game's tags. */
  game(node?: PgnNode): Game {
    let target = this.#game.nodes[0];
    if (node === undefined) {
      for (let next = ReadNode.first(target); next !== undefined; next = ReadNode.first(next)) target = next;
    } else if (node instanceof ReadNode) {
      target = node;
    }
    const moves: number[] = [];
    let at = target;
    for (; at.parent !== null; at = at.parent) moves.push(ReadNode.code(at));
    if (at !== this.#game.nodes[0] || (node !== undefined && target !== node))
      throw new TypeError(`game() takes a node of this game; got ${describeValue(node)}`);
    const start = new Uint8Array(
      this.#kept.buffer,
      this.#startAt * Int32Array.BYTES_PER_ELEMENT,
      Packed.START_WORDS * Int32Array.BYTES_PER_ELEMENT,
    );
    return new Game(this.#slots, start, moves.reverse(), { ...this.tags });
  }

  /** The game as PGN in export format (writePgn of this game). */
  toPgn(): string {
    return writePgn(this.#slots.engine, this);
  }
}

// ---- reading ----

// The error of a step, with its place, reason and move.
function errorOf(gameIndex: number, copy: PgnErrorCopy): InvalidPgnError {
  const { line, column, near, what } = copy;
  const details: PgnErrorDetails = { gameIndex, line, column, near, reason: PGN_ERROR_REASONS[copy.reason] };
  if (copy.move !== '') details.move = copy.move;
  if (copy.ply > 0)
    Object.assign(details, { ply: copy.ply, moveNumber: copy.moveNumber, side: copy.side === 0 ? 'w' : 'b' });
  if (copy.openedLine > 0) details.opened = { line: copy.openedLine, column: copy.openedColumn };
  const message = `Invalid PGN: game ${gameIndex + 1}, line ${line}, column ${column}: ${what}${near ? ` (near "${near}")` : ''}`;
  return new InvalidPgnError('PGN', message, details);
}

// What the engine's next step gave: a game, an error with the game up to it (or none, for an error
// before the moves), or null when it needs input (or is done).
type Step = { game: PgnGame; error?: undefined } | { error: InvalidPgnError; game: PgnGame | undefined } | null;
function next(slots: SlotPool, handle: number): Step {
  const step = slots.engine.pgnNext(handle);
  if (step !== PGN_STEP_GAME && step !== PGN_STEP_ERROR) return null;
  const copy = slots.engine.pgnStep();
  const error = copy.error ? errorOf(copy.gameIndex, copy.error) : undefined;
  const game = copy.kept ? new PgnGame(slots, copy, error) : undefined;
  return error ? { error, game } : { game: game! };
}

// Where to cut `text` at or before `end` without splitting a surrogate pair.
function cutAt(text: string, end: number): number {
  return end >= text.length ? text.length : isHighSurrogate(text.charCodeAt(end - 1)) ? end - 1 : end;
}

// Feeds `input` (null: the input has ended) to reader `handle` and yields the steps it completes.
// Text goes in pieces, each read before the next, so that the engine holds about one game and
// one piece.
function* steps(
  slots: SlotPool,
  handle: number,
  input: string | Uint8Array | null,
): Generator<NonNullable<Step>, void, undefined> {
  const engine = slots.engine;
  const end = input === null ? 0 : input.length;
  // A whole text: the engine makes room for it once (up to the longest game) instead of doubling its
  // buffer. Its length in UTF-16 units is a lower bound of its UTF-8 bytes, and counting them exactly
  // took 5% of readPgn on a 4 MB text.
  if (typeof input === 'string' && end > CHUNK) engine.pgnReserve(handle, end);
  for (let at = 0, last = false; !last;) {
    if (input === null) {
      engine.pgnEndInput(handle);
      last = true;
    } else if (typeof input === 'string') {
      const cut = cutAt(input, at + CHUNK);
      engine.pgnFeedText(handle, input.slice(at, cut));
      at = cut;
      last = at >= end;
    } else {
      engine.pgnFeedBytes(handle, input.subarray(at, (at += 4 * CHUNK)));
      last = at >= end;
    }
    for (let step = next(slots, handle); step !== null; step = next(slots, handle)) yield step;
  }
}

// The games of `input`: a bad game goes to onError, then the game up to its error (if it has moves
// to keep: an error in the tags has none) is yielded with it; without onError it throws.
function* read(
  slots: SlotPool,
  handle: number,
  input: string | Uint8Array | null,
  onError: PgnReadOptions['onError'],
): Generator<PgnGame, void, undefined> {
  for (const step of steps(slots, handle, input)) {
    if (step.error) {
      if (!onError) throw step.error;
      onError(step.error);
    }
    if (step.game) yield step.game;
  }
}

export function readPgn(slots: SlotPool, text: string, options?: PgnReadOptions): PgnGame[] {
  if (typeof text !== 'string') throw new TypeError(`readPgn() takes PGN text; got ${describeValue(text)}`);
  const onError = checkOnError(options, 'readPgn');
  const handle = slots.engine.pgnOpen(true);
  try {
    return [...read(slots, handle, text, onError), ...read(slots, handle, null, onError)];
  } finally {
    slots.engine.pgnClose(handle);
  }
}

/**
 * The first game's mainline as a Game (chess.loadPgn): variations are skipped unread. A bad first
 * game throws; with onError, it is reported there and its mainline up to the error is returned
 * (an error in its tags still throws: there is no game to return).
 */
export function loadPgn(slots: SlotPool, text: string, options?: PgnReadOptions): Game {
  const onError = checkOnError(options, 'loadPgn');
  const handle = slots.engine.pgnOpen(false);
  try {
    const first = steps(slots, handle, text).next().value ?? steps(slots, handle, null).next().value;
    if (!first) throw new InvalidPgnError('PGN', 'Invalid PGN: no game found: the text has neither tags nor moves');
    if (first.error && (!onError || !first.game)) throw first.error;
    if (first.error) onError!(first.error);
    return first.game!.game();
  } finally {
    slots.engine.pgnClose(handle);
  }
}

// The chunks of a source, whatever its kind.
async function* chunksOf(source: PgnSource): AsyncIterable<unknown> {
  if (typeof source === 'string') {
    yield source;
  } else if (typeof (source as PgnReadableStream | null)?.getReader === 'function') {
    const reader = (source as PgnReadableStream).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  } else if (
    source !== null &&
    typeof source === 'object' &&
    (Symbol.asyncIterator in source || Symbol.iterator in source)
  ) {
    yield* source as AsyncIterable<unknown>;
  } else {
    throw new TypeError(
      `streamPgn() takes a ReadableStream, an async iterable of chunks or a string; got ${describeValue(source)}`,
    );
  }
}

export async function* streamPgn(
  slots: SlotPool,
  source: PgnSource,
  options?: PgnReadOptions,
): AsyncGenerator<PgnGame, void, undefined> {
  const onError = checkOnError(options, 'streamPgn');
  const chunks = chunksOf(source);
  const handle = slots.engine.pgnOpen(true);
  try {
    let carry = ''; // a high surrogate that ended the last text chunk
    for await (const chunk of chunks) {
      let input: string | Uint8Array;
      if (typeof chunk === 'string') {
        input = carry + chunk;
        carry = isHighSurrogate(input.charCodeAt(input.length - 1)) ? input.slice(-1) : '';
        input = input.slice(0, input.length - carry.length);
      } else if (chunk instanceof Uint8Array) {
        input = chunk;
      } else if (chunk instanceof ArrayBuffer) {
        input = new Uint8Array(chunk);
      } else {
        throw new TypeError(`streamPgn(): a chunk must be a Uint8Array or a string; got ${describeValue(chunk)}`);
      }
      yield* read(slots, handle, input, onError);
    }
    yield* read(slots, handle, carry, onError);
    yield* read(slots, handle, null, onError);
  } finally {
    slots.engine.pgnClose(handle);
  }
}
