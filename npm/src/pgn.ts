// Reading PGN collections: readPgn, streamPgn, loadPgn and the PgnGame they read. The engine
// reads (cpp/include/chess960/pgn_reader.h); a game crosses in one packed buffer (pgn_packed.h,
// as generated/contract.ts names it), and its nodes are made here, one small object per move
// (ReadNode).
import { checkOnError, describeValue } from './checks.js';
import { InvalidPgnError } from './errors.js';
import { Game } from './game.js';
import { SQUARES, uciOf } from './notation.js';
import { PGN_STEP_ERROR, PGN_STEP_GAME, PgnPacked as Packed } from './generated/contract.js';
import { writePgn } from './pgn-writer.js';
import {
  MARK_COLORS,
  MARK_LETTERS,
  type PgnArrow,
  type PgnEval,
  type PgnMarkColor,
  type PgnNode,
  type PgnReadableStream,
  type PgnReadOptions,
  type PgnSource,
  type PgnSquare,
} from './pgn-types.js';
import type { SlotPool } from './slot-pool.js';
import { isHighSurrogate } from './utf8.js';

const MARK_FROM_MASK = (1 << Packed.MARK_TO_SHIFT) - 1;
const NONE: readonly never[] = Object.freeze([]);
const decoder = new TextDecoder();
// Text is handed to the engine in pieces of this many UTF-16 units: the input buffer takes three
// bytes for each (UTF-8 at worst), and wasm memory never shrinks; smaller pieces cut more games in
// two (read again when the rest comes): 64 K made readPgn about 10% slower than 256 K.
const CHUNK = 1 << 17;

// A node as readPgn() makes it: one object per move. The moves that follow are one field (the
// first alone, an array once there is a second or `children` is read), `uci` comes from the move
// code, and what most moves lack (comments, clocks, arrows...) is read from the prototype until a
// note sets it on the node. Reading a large file then makes a third of the objects plain ones
// would, and the garbage collector (with plain objects, a large share of readPgn's time) has that
// much less to move.
class ReadNode implements PgnNode {
  declare comments: readonly string[];
  declare commentsBefore: readonly string[];
  declare nags: readonly number[];
  declare clock: number | undefined;
  declare emt: number | undefined;
  declare eval: PgnEval | undefined;
  declare arrows: readonly PgnArrow[];
  declare squares: readonly PgnSquare[];
  // The moves that follow: the first alone until there is a second or `children` is read.
  #children: ReadNode | ReadNode[] | undefined;
  readonly #code: number; // the move (pgn_tree.h's PgnNode.move), for game()

  constructor(
    readonly san: string,
    readonly ply: number,
    readonly parent: ReadNode | null,
    code: number,
  ) {
    this.#code = code;
    if (parent === null) return;
    const siblings = parent.#children;
    if (siblings === undefined) parent.#children = this;
    else if (siblings instanceof ReadNode) parent.#children = [siblings, this];
    else siblings.push(this);
  }

  get uci(): string {
    return this.parent === null ? '' : uciOf(this.#code);
  }

  get children(): ReadNode[] {
    const children = this.#children;
    if (Array.isArray(children)) return children;
    return (this.#children = children === undefined ? [] : [children]);
  }

  /** @internal The first child (the continuation), without making `children`. */
  static first(node: ReadNode): ReadNode | undefined {
    const children = node.#children;
    return Array.isArray(children) ? children[0] : children;
  }

  /** @internal The node's move, as the engine codes it. */
  static code(node: ReadNode): number {
    return node.#code;
  }
}
Object.assign(ReadNode.prototype, {
  comments: NONE,
  commentsBefore: NONE,
  nags: NONE,
  clock: undefined,
  emt: undefined,
  eval: undefined,
  arrows: NONE,
  squares: NONE,
});

/** One game of a PGN text: tags, start, result and the move tree. Read-only; see writePgn() to write a tree of your own. */
export class PgnGame {
  /** The tags in the order read. */
  readonly tags: Record<string, string>;
  /** FEN of the start (from the FEN tag, else standard chess). */
  readonly startFen: string;
  /** Whether the Variant tag says Chess960. */
  readonly chess960: boolean;
  /** The result at the end of the movetext: "1-0", "0-1", "1/2-1/2" or "*". */
  readonly result: string;
  /** The start of the game: `root.children[0]` is the first move; its comments precede the first move. */
  readonly root: PgnNode;
  /** The game's place in its input, counting bad games too (0-based). */
  readonly index: number;
  readonly #slots: SlotPool;
  readonly #start: Uint8Array;
  // Every node, in reading order. Not only for game(): V8's garbage collector goes through an
  // array of the nodes much faster than along their first-child links (readPgn 15% faster).
  readonly #nodes: ReadNode[];

  /** @internal Read with chess.readPgn() or chess.streamPgn(). */
  constructor(slots: SlotPool, words: Int32Array, bytes: Uint8Array) {
    this.#slots = slots;
    const positionAt = words[Packed.START_POSITION];
    this.#start = bytes.slice(positionAt, positionAt + words[Packed.START_POSITION + 1]);
    const text = textReader(words, bytes, positionAt);
    this.index = words[Packed.GAME_INDEX];
    this.chess960 = (words[Packed.FLAGS] & Packed.FLAG_CHESS960) !== 0;
    this.result = text(Packed.RESULT);
    this.startFen = text(Packed.START_FEN);
    const tags: Record<string, string> = {};
    let at: number = Packed.HEADER_SIZE;
    for (let i = words[Packed.TAG_COUNT]; i > 0; i--, at += Packed.TAG_SIZE) tags[text(at)] = text(at + 2);
    this.tags = tags;

    const count = words[Packed.NODE_COUNT];
    const sans = count > 1 ? text(Packed.MOVES).split(' ') : [];
    const nodes = new Array<ReadNode>(count);
    for (let i = 0; i < count; i++, at += Packed.NODE_SIZE) {
      const parent = i === 0 ? null : nodes[words[at + Packed.NODE_PARENT]];
      const code = words[at + Packed.NODE_MOVE];
      if (parent === null) {
        nodes[i] = new ReadNode('', 0, null, code);
        continue;
      }
      nodes[i] = new ReadNode(sans[i - 1], parent.ply + 1, parent, code);
    }
    for (let i = words[Packed.NOTE_COUNT]; i > 0; i--, at += Packed.NOTE_SIZE) {
      const kind: Packed = words[at + Packed.NOTE_KIND];
      const comment = kind <= Packed.NOTE_COMMENT ? text(at + Packed.NOTE_A) : '';
      addNote(nodes[words[at + Packed.NOTE_NODE]], kind, words[at + Packed.NOTE_A], words[at + Packed.NOTE_B], comment);
    }
    this.root = nodes[0];
    this.#nodes = nodes;
  }

  /** The moves of the mainline (the first child of each node), in order. */
  mainline(): PgnNode[] {
    const line: PgnNode[] = [];
    for (let node = ReadNode.first(this.#nodes[0]); node !== undefined; node = ReadNode.first(node)) line.push(node);
    return line;
  }

  /** A Game at `node` (default: the end of the mainline), with this game's tags. */
  game(node?: PgnNode): Game {
    let target = this.#nodes[0];
    if (node === undefined) {
      for (let next = ReadNode.first(target); next !== undefined; next = ReadNode.first(next)) target = next;
    } else if (node instanceof ReadNode) {
      target = node;
    }
    const moves: number[] = [];
    let at = target;
    for (; at.parent !== null; at = at.parent) moves.push(ReadNode.code(at));
    if (at !== this.#nodes[0] || (node !== undefined && target !== node))
      throw new TypeError(`game() takes a node of this game; got ${describeValue(node)}`);
    return new Game(this.#slots, this.#start, moves.reverse(), { ...this.tags });
  }

  /** The game as PGN in export format (writePgn of this game). */
  toPgn(): string {
    return writePgn(this.#slots.engine, this);
  }
}

// Reads the strings of a packed buffer: (offset, length) word pairs into its text.
function textReader(words: Int32Array, bytes: Uint8Array, end: number): (word: number) => string {
  if (words[Packed.FLAGS] & Packed.FLAG_ASCII) {
    const all = decoder.decode(bytes.subarray(0, end)); // ASCII: byte offsets are string indexes
    return (word) => all.slice(words[word], words[word] + words[word + 1]);
  }
  return (word) => decoder.decode(bytes.subarray(words[word], words[word] + words[word + 1]));
}

// `list` with `item` added (NONE is shared and frozen: the first item makes the node's own array).
function add<T>(list: readonly T[], item: T): readonly T[] {
  if (list === NONE) return [item];
  (list as T[]).push(item);
  return list;
}

// Puts a note of the packed game (pgn_tree.h's PgnNote: kind, a, b) on its node.
function addNote(node: PgnNode, kind: Packed, a: number, b: number, comment: string): void {
  const color = (): PgnMarkColor => MARK_COLORS[MARK_LETTERS.indexOf(String.fromCharCode(a))];
  if (kind === Packed.NOTE_COMMENT_BEFORE) node.commentsBefore = add(node.commentsBefore, comment);
  else if (kind === Packed.NOTE_COMMENT) node.comments = add(node.comments, comment);
  else if (kind === Packed.NOTE_NAG) node.nags = add(node.nags, a);
  else if (kind === Packed.NOTE_CLOCK) node.clock = a * 1000 + b;
  else if (kind === Packed.NOTE_EMT) node.emt = a * 1000 + b;
  else if (kind === Packed.NOTE_ARROW)
    node.arrows = add(node.arrows, {
      color: color(),
      from: SQUARES[b & MARK_FROM_MASK],
      to: SQUARES[b >> Packed.MARK_TO_SHIFT],
    });
  else if (kind === Packed.NOTE_SQUARE) node.squares = add(node.squares, { color: color(), square: SQUARES[b] });
  else {
    // NOTE_EVAL_CENTIPAWNS or NOTE_EVAL_MATE
    const evaluation: PgnEval = kind === Packed.NOTE_EVAL_MATE ? { mate: a } : { centipawns: a };
    if (b >= 0) evaluation.depth = b;
    node.eval = evaluation;
  }
}

// ---- reading ----

// The engine's next game or error of reader `handle`, or null when it needs input (or is done).
type Next = { game: PgnGame } | { error: InvalidPgnError } | null;
function next(slots: SlotPool, handle: number): Next {
  const step = slots.engine.pgnNext(handle);
  if (step !== PGN_STEP_GAME && step !== PGN_STEP_ERROR) return null;
  const { words, bytes } = slots.engine.pgnOutput();
  if (step === PGN_STEP_GAME) return { game: new PgnGame(slots, words, bytes) };
  const text = textReader(words, bytes, bytes.length);
  const what = text(Packed.ERROR_WHAT);
  const near = text(Packed.ERROR_NEAR);
  const place = {
    gameIndex: words[Packed.GAME_INDEX],
    line: words[Packed.ERROR_LINE],
    column: words[Packed.ERROR_COLUMN],
    near,
  };
  const message = `Invalid PGN: game ${place.gameIndex + 1}, line ${place.line}, column ${place.column}: ${what}${near ? ` (near "${near}")` : ''}`;
  return { error: new InvalidPgnError('PGN', message, place) };
}

// Where to cut `text` at or before `end` without splitting a surrogate pair.
function cutAt(text: string, end: number): number {
  return end >= text.length ? text.length : isHighSurrogate(text.charCodeAt(end - 1)) ? end - 1 : end;
}

// Feeds `input` (null: the input has ended) to reader `handle` and yields the games it completes.
// Text goes in pieces, each read before the next, so that the engine holds about one game and
// one piece; bad games go to onError, or throw.
function* read(
  slots: SlotPool,
  handle: number,
  input: string | Uint8Array | null,
  onError: PgnReadOptions['onError'],
): Generator<PgnGame, void, undefined> {
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
    for (let step = next(slots, handle); step !== null; step = next(slots, handle)) {
      if ('game' in step) yield step.game;
      else if (onError) onError(step.error);
      else throw step.error;
    }
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

/** The first game's mainline as a Game (chess.loadPgn): variations are skipped unread. */
export function loadPgn(slots: SlotPool, text: string): Game {
  const handle = slots.engine.pgnOpen(false);
  try {
    const first =
      read(slots, handle, text, undefined).next().value ?? read(slots, handle, null, undefined).next().value;
    if (first) return first.game();
    throw new InvalidPgnError('PGN', 'Invalid PGN: no game found: the text has neither tags nor moves');
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
