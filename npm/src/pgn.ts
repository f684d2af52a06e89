// Reading PGN collections: readPgn, streamPgn, loadPgn and the PgnGame they read. The engine reads
// (cpp/include/chess960/pgn_reader.h) and its visitor writes each game's events into one buffer
// (bindings/pgn_events.h); a PgnGame keeps a copy of them and builds its nodes from them when its
// `root` is first read (pgn-nodes.ts).
import { checkOnError, describeValue } from './checks.js';
import type { PgnEvents } from './engine.js';
import { InvalidPgnError, type PgnErrorDetails } from './errors.js';
import { Game } from './game.js';
import {
  PGN_ERROR_REASONS,
  PGN_EVENT_WORDS,
  PGN_RESULTS,
  PGN_STEP_ERROR,
  PGN_STEP_GAME,
  PgnEvent as Event,
} from './generated/contract.js';
import { GameEvents, ReadNode, buildTree } from './pgn-nodes.js';
import { writePgn } from './pgn-writer.js';
import type { PgnNode, PgnReadableStream, PgnReadOptions, PgnResult, PgnSource } from './pgn-types.js';
import type { SlotPool } from './slot-pool.js';
import { isHighSurrogate } from './utf8.js';

// Text is handed to the engine in pieces of this many UTF-16 units (the input buffer takes three
// bytes for each, UTF-8 at worst), each read before the next.
const CHUNK = 1 << 17;

/**
 * One game of a PGN text: tags, start, result and the move tree. Read-only; see writePgn() to write
 * a tree of your own. A game read up to an error (a refused move, a comment never closed) has that
 * `error` and the node where reading stopped, `stoppedAt`.
 */
export class PgnGame {
  /** The tags in the order read. */
  get tags(): Record<string, string> {
    if (this.#tags === undefined) {
      const tags: Record<string, string> = {};
      const events = this.#events;
      for (let at: number = PGN_EVENT_WORDS[Event.GAME]; at < this.#start; at += PGN_EVENT_WORDS[Event.TAG])
        tags[events.text(at + Event.FIELD)] = events.text(at + Event.TAG_VALUE);
      this.#tags = tags;
    }
    return this.#tags;
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
    return this.#tree().root;
  }
  /** The game's place in its input, counting bad games too (0-based). */
  readonly index: number;
  /** Why the game was read only up to a point (readPgn() and streamPgn() with `onError`, loadPgn()), else undefined. */
  readonly error: InvalidPgnError | undefined;
  /** A game cut short: the node where reading stopped (the refused move would have followed it), else undefined. */
  get stoppedAt(): PgnNode | undefined {
    return this.#tree().stoppedAt;
  }
  readonly #slots: SlotPool;
  readonly #events: GameEvents; // the game's events, copied
  readonly #start: number; // where its START event is (after its tags)
  #tags: Record<string, string> | undefined; // made when first read
  #built: ReturnType<typeof buildTree> | undefined; // made when first read

  /** @internal Read with chess.readPgn(), chess.streamPgn() or chess.loadPgn(). */
  constructor(slots: SlotPool, events: PgnEvents, error?: InvalidPgnError) {
    const words = events.words;
    this.#slots = slots;
    this.#events = new GameEvents(events);
    this.index = words[Event.FIELD];
    let start: number = PGN_EVENT_WORDS[Event.GAME];
    while ((words[start] as Event) === Event.TAG) start += PGN_EVENT_WORDS[Event.TAG];
    this.#start = start;
    this.chess960 = words[start + Event.FIELD] !== 0;
    // A game read to its end ends with its RESULT.
    this.result = error ? '*' : PGN_RESULTS[words[words.length - PGN_EVENT_WORDS[Event.RESULT] + Event.FIELD]];
    this.error = error;
  }

  /** FEN of the start (from the FEN tag, else standard chess), as the engine writes it. */
  get startFen(): string {
    return this.#events.text(this.#start + Event.START_FEN);
  }

  /** The moves of the mainline (the first child of each node), in order. */
  mainline(): PgnNode[] {
    const line: PgnNode[] = [];
    for (let node = ReadNode.first(this.#tree().root); node !== undefined; node = ReadNode.first(node)) line.push(node);
    return line;
  }

  /** A Game at `node` (default: the end of the mainline), with this game's tags. */
  game(node?: PgnNode): Game {
    const root = this.#tree().root;
    let target = root;
    if (node === undefined) {
      for (let next = ReadNode.first(target); next !== undefined; next = ReadNode.first(next)) target = next;
    } else if (node instanceof ReadNode) {
      target = node;
    }
    const moves: number[] = [];
    let at = target;
    for (; at.parent !== null; at = at.parent) moves.push(ReadNode.code(at));
    if (at !== root || (node !== undefined && target !== node))
      throw new TypeError(`game() takes a node of this game; got ${describeValue(node)}`);
    return gameAt(this.#slots, this.startFen, moves.reverse(), { ...this.tags });
  }

  /** The game as PGN in export format (writePgn of this game). */
  toPgn(): string {
    return writePgn(this.#slots.engine, this);
  }

  #tree(): ReturnType<typeof buildTree> {
    return (this.#built ??= buildTree(this.#events, this.#start));
  }
}

// A Game from a FEN the engine wrote, with `moves` played. The engine reads the FEN into a free
// slot, which a game at the start keeps; the moves are played when the game is first used.
function gameAt(slots: SlotPool, fen: string, moves: number[], tags: Record<string, string>): Game {
  const slot = slots.selectFreeSlot();
  slots.engine.newGame(fen, false);
  const start = slots.engine.saveStart();
  slots.adopt(slot, new Game(slots, start, [], {}, [], slot));
  return new Game(slots, start, moves, tags);
}

// ---- reading ----

// The error of a bad game, from its events' last, with its place, reason and move.
function errorOf(events: PgnEvents): InvalidPgnError {
  const words = events.words;
  const at = words.length - PGN_EVENT_WORDS[Event.ERROR];
  const text = new GameEvents(events);
  const word = (field: number) => words[at + field];
  const [gameIndex, line, column, near, what] = [
    words[Event.FIELD],
    word(Event.ERROR_LINE),
    word(Event.ERROR_COLUMN),
    text.text(at + Event.ERROR_NEAR),
    text.text(at + Event.ERROR_WHAT),
  ];
  const details: PgnErrorDetails = { gameIndex, line, column, near, reason: PGN_ERROR_REASONS[word(Event.FIELD)] };
  if (word(Event.ERROR_MOVE + Event.TEXT_LENGTH) > 0) details.move = text.text(at + Event.ERROR_MOVE);
  if (word(Event.ERROR_PLY) > 0)
    Object.assign(details, {
      ply: word(Event.ERROR_PLY),
      moveNumber: word(Event.ERROR_MOVE_NUMBER),
      side: word(Event.ERROR_SIDE) === 0 ? 'w' : 'b',
    });
  if (word(Event.ERROR_OPENED_LINE) > 0)
    details.opened = { line: word(Event.ERROR_OPENED_LINE), column: word(Event.ERROR_OPENED_COLUMN) };
  const message = `Invalid PGN: game ${gameIndex + 1}, line ${line}, column ${column}: ${what}${near ? ` (near "${near}")` : ''}`;
  return new InvalidPgnError('PGN', message, details);
}

// What the engine's next step gave: a game, an error with the game up to it (or none, for an error
// before the moves), or null when it needs input (or is done).
type Step = { game: PgnGame; error?: undefined } | { error: InvalidPgnError; game: PgnGame | undefined } | null;
function next(slots: SlotPool, handle: number): Step {
  const step = slots.engine.pgnNext(handle);
  if (step !== PGN_STEP_GAME && step !== PGN_STEP_ERROR) return null;
  const events = slots.engine.pgnEvents(handle);
  if (step === PGN_STEP_GAME) return { game: new PgnGame(slots, events) };
  const error = errorOf(events);
  const readUpToIt = events.words[events.words.length - PGN_EVENT_WORDS[Event.ERROR] + Event.ERROR_IN_MOVETEXT] !== 0;
  return { error, game: readUpToIt ? new PgnGame(slots, events, error) : undefined };
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
  for (let at = 0, last = false; !last;) {
    if (input === null) {
      engine.pgnFinish(handle);
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
