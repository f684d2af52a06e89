// PGN collections: readPgn, streamPgn, writePgn and the PgnGame they read or write. The engine
// reads and writes (cpp/include/chess960/pgn_reader.h, pgn_writer.h); a game crosses in one
// packed buffer (pgn_packed.h, as generated/contract.ts names it), and its nodes are made here,
// one small object per move (ReadNode).
import { type Core, describeValue } from './core.js';
import { InvalidPgnError } from './errors.js';
import { Game } from './game.js';
import { SQUARES, uciOf } from './notation.js';
import { PGN_STEP_ERROR, PGN_STEP_GAME, PgnPacked as Packed } from './generated/contract.js';
import type { Square } from './notation.js';

/**
 * `[%eval]`: centipawns from White's view, or mate in `mate` moves (negative: Black mates); what
 * PGN can carry: centipawns within ±99,999,999, mate within ±999,999, depth up to 9,999.
 */
export type PgnEval = { centipawns: number; depth?: number } | { mate: number; depth?: number };
/** A colour of `[%cal]` arrows and `[%csl]` squares (G, R, Y, B in PGN), as chessground names its brushes. */
export type PgnMarkColor = 'green' | 'red' | 'yellow' | 'blue';
/** An arrow drawn by `[%cal Ge2e4]`. */
export interface PgnArrow {
  color: PgnMarkColor;
  from: Square;
  to: Square;
}
/** A square highlighted by `[%csl Rd5]`. */
export interface PgnSquare {
  color: PgnMarkColor;
  square: Square;
}

/**
 * A node of a PGN game tree: a move and what is written around it. The root (game.root) is the
 * start of the game: no move (san and uci are ''), ply 0, its comments are those before the first move.
 */
export interface PgnNode {
  /** The move in SAN, as the engine writes it (check marks included, annotations not). */
  san: string;
  /** The move in UCI, castling as king takes rook ("e1h1"). */
  uci: string;
  /** Plies from the start of the game: 1 for the first move. */
  ply: number;
  /** The node before (null for the root). */
  parent: PgnNode | null;
  /** The moves that can follow: the first is the continuation, the others are variations. */
  children: PgnNode[];
  /** Comments after the move, command annotations (`[%clk]` ...) taken out. */
  comments: readonly string[];
  /** Comments before the move (only the first move of a variation has these). */
  commentsBefore: readonly string[];
  /** Numeric annotation glyphs: $1 (or "!") is 1, "?" 2, "!!" 3, "??" 4, "!?" 5, "?!" 6. */
  nags: readonly number[];
  /** `[%clk]`: the mover's clock after the move, in milliseconds. */
  clock: number | undefined;
  /** `[%emt]`: the time the move took, in milliseconds. */
  emt: number | undefined;
  /** `[%eval]`: the evaluation after the move. */
  eval: PgnEval | undefined;
  /** `[%cal]`: arrows. */
  arrows: readonly PgnArrow[];
  /** `[%csl]`: highlighted squares. */
  squares: readonly PgnSquare[];
}

/**
 * What writePgn() takes for a node: a move as `san` or `uci` (checked in the position after the
 * parent), everything else optional.
 */
export interface PgnNodeInput {
  san?: string;
  uci?: string;
  children?: readonly PgnNodeInput[];
  comments?: readonly string[];
  commentsBefore?: readonly string[];
  nags?: readonly number[];
  clock?: number;
  emt?: number;
  eval?: PgnEval;
  arrows?: readonly PgnArrow[];
  squares?: readonly PgnSquare[];
}

/** What writePgn() takes: a PgnGame, or a tree of plain objects of the same shape. */
export interface PgnGameInput {
  /** Tag pairs in the order to write them (the Seven Tag Roster goes first anyway). */
  tags?: Readonly<Record<string, string>>;
  /** The start; default: tags.FEN, else standard chess. */
  startFen?: string;
  /**
   * Whether the game is Chess960: true adds `[Variant "Chess960"]` when tags has no Variant. A
   * Variant tag given is written as it is and says it itself, as readPgn reads it ("Chess960",
   * "chess 960", "chess-960", "960", "Fischerandom", "FRC"... in any case).
   */
  chess960?: boolean;
  /** "1-0", "0-1", "1/2-1/2" or "*" (default: tags.Result, else "*"). */
  result?: string;
  /** The start of the game: its children are the first moves, its comments come before them. */
  root: Omit<PgnNodeInput, 'san' | 'uci'>;
}

/** Options of readPgn() and streamPgn(). */
export interface PgnReadOptions {
  /**
   * Called with the InvalidPgnError of each bad game, which is then skipped (reading goes on with
   * the next game). Without it, the first bad game throws.
   */
  onError?: (error: InvalidPgnError) => void;
}

/**
 * A web `ReadableStream` as streamPgn() uses it (declared here so that the types need no DOM
 * library): `response.body`, `file.stream()`, `new ReadableStream(...)`.
 */
export interface PgnReadableStream {
  /** Locks the stream to a reader of its chunks (streamPgn() releases it when done). */
  getReader(): PgnStreamReader;
}

/** The reader a PgnReadableStream gives (the part of a ReadableStreamDefaultReader streamPgn() uses). */
export interface PgnStreamReader {
  /** The next chunk, or `done` at the end of the stream. */
  read(): Promise<{ done: boolean; value?: Uint8Array | string }>;
  /** Unlocks the stream. */
  releaseLock(): void;
}

/** Chunks streamPgn() reads: UTF-8 bytes or text, as a ReadableStream or any (async) iterable. */
export type PgnSource = string | PgnReadableStream | AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

/** The results PGN knows. */
export const RESULTS: ReadonlySet<string> = new Set(['1-0', '0-1', '1/2-1/2', '*']);

// [%cal]/[%csl] colours: PGN's letters and their names, in the same order.
const MARK_COLORS: readonly PgnMarkColor[] = ['green', 'red', 'yellow', 'blue'];
const MARK_LETTERS = 'GRYB';
const MARK_FROM_MASK = (1 << Packed.MARK_TO_SHIFT) - 1;
const NONE: readonly never[] = Object.freeze([]);
const decoder = new TextDecoder();
const encoder = new TextEncoder();
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
  readonly #core: Core;
  readonly #start: Uint8Array;
  // Every node, in reading order. Not only for game(): V8's garbage collector goes through an
  // array of the nodes much faster than along their first-child links (readPgn 15% faster).
  readonly #nodes: ReadNode[];

  /** @internal Read with chess.readPgn() or chess.streamPgn(). */
  constructor(core: Core, words: Int32Array, bytes: Uint8Array) {
    this.#core = core;
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
    return new Game(this.#core, this.#start, moves.reverse(), { ...this.tags });
  }

  /** The game as PGN in export format (writePgn of this game). */
  toPgn(): string {
    return writePgn(this.#core, this);
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
function next(core: Core, handle: number): Next {
  const wasm = core.wasm;
  const step = wasm._chess960_pgn_next(handle);
  if (step !== PGN_STEP_GAME && step !== PGN_STEP_ERROR) return null;
  const address = wasm._chess960_pgn_output();
  const first = address / Int32Array.BYTES_PER_ELEMENT;
  const count = wasm.HEAP32[first + Packed.WORDS];
  const words = wasm.HEAP32.slice(first, first + count);
  const bytes = wasm.HEAPU8.slice(address + 4 * count, address + 4 * count + words[Packed.BYTES]);
  if (step === PGN_STEP_GAME) return { game: new PgnGame(core, words, bytes) };
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

function onErrorOption(options: PgnReadOptions | undefined, method: string): PgnReadOptions['onError'] {
  if (options === undefined) return undefined;
  if (options === null || typeof options !== 'object')
    throw new TypeError(`${method}() options must be an object; got ${describeValue(options)}`);
  const onError = options.onError;
  if (onError !== undefined && typeof onError !== 'function')
    throw new TypeError(`${method}() option onError must be a function; got ${describeValue(onError)}`);
  return onError;
}

// Whether UTF-16 `unit` is the first half of a surrogate pair.
function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

// Where to cut `text` at or before `end` without splitting a surrogate pair.
function cutAt(text: string, end: number): number {
  return end >= text.length ? text.length : isHighSurrogate(text.charCodeAt(end - 1)) ? end - 1 : end;
}

// Feeds `input` (null: the input has ended) to reader `handle` and yields the games it completes.
// Text goes in pieces, each read before the next, so that the engine holds about one game and
// one piece; bad games go to onError, or throw.
function* read(
  core: Core,
  handle: number,
  input: string | Uint8Array | null,
  onError: PgnReadOptions['onError'],
): Generator<PgnGame, void, undefined> {
  const wasm = core.wasm;
  const end = input === null ? 0 : input.length;
  // A whole text: the engine makes room for it once (up to the longest game) instead of doubling its buffer.
  if (typeof input === 'string' && end > CHUNK) wasm._chess960_pgn_feed(handle, -2 - utf8Length(input));
  for (let at = 0, last = false; !last;) {
    if (input === null) {
      wasm._chess960_pgn_feed(handle, -1);
      last = true;
    } else if (typeof input === 'string') {
      const cut = cutAt(input, at + CHUNK);
      const room = 3 * (cut - at);
      const address = wasm._chess960_pgn_input(room); // may grow memory: views after it
      wasm._chess960_pgn_feed(
        handle,
        encoder.encodeInto(input.slice(at, cut), wasm.HEAPU8.subarray(address, address + room)).written,
      );
      at = cut;
      last = at >= end;
    } else {
      const piece = input.subarray(at, (at += 4 * CHUNK));
      const address = wasm._chess960_pgn_input(piece.length);
      wasm.HEAPU8.set(piece, address);
      wasm._chess960_pgn_feed(handle, piece.length);
      last = at >= end;
    }
    for (let step = next(core, handle); step !== null; step = next(core, handle)) {
      if ('game' in step) yield step.game;
      else if (onError) onError(step.error);
      else throw step.error;
    }
  }
}

export function readPgn(core: Core, text: string, options?: PgnReadOptions): PgnGame[] {
  if (typeof text !== 'string') throw new TypeError(`readPgn() takes PGN text; got ${describeValue(text)}`);
  const onError = onErrorOption(options, 'readPgn');
  const handle = core.wasm._chess960_pgn_open(1);
  try {
    return [...read(core, handle, text, onError), ...read(core, handle, null, onError)];
  } finally {
    core.wasm._chess960_pgn_close(handle);
  }
}

/** The first game's mainline as a Game (chess.loadPgn): variations are skipped unread. */
export function loadPgn(core: Core, text: string): Game {
  const handle = core.wasm._chess960_pgn_open(0);
  try {
    const first = read(core, handle, text, undefined).next().value ?? read(core, handle, null, undefined).next().value;
    if (first) return first.game();
    throw new InvalidPgnError('PGN', 'Invalid PGN: no game found: the text has neither tags nor moves');
  } finally {
    core.wasm._chess960_pgn_close(handle);
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
  core: Core,
  source: PgnSource,
  options?: PgnReadOptions,
): AsyncGenerator<PgnGame, void, undefined> {
  const onError = onErrorOption(options, 'streamPgn');
  const chunks = chunksOf(source);
  const handle = core.wasm._chess960_pgn_open(1);
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
      yield* read(core, handle, input, onError);
    }
    yield* read(core, handle, carry, onError);
    yield* read(core, handle, null, onError);
  } finally {
    core.wasm._chess960_pgn_close(handle);
  }
}

// ---- writing ----

// UTF-8 length of a string as TextEncoder writes it (a lone surrogate becomes 3 bytes).
export function utf8Length(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) n += 1;
    else if (isHighSurrogate(c) && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 2; // 2 units, 4 bytes
      i++;
    } else n += 2;
  }
  return n;
}

// What writePgn() throws for input of the wrong shape.
function badInput(what: string, expected: string, value: unknown): TypeError {
  return new TypeError(`writePgn(): ${what} must be ${expected}; got ${describeValue(value)}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

// Whether `value` fits a word of the packed game.
function isInt32(value: unknown): value is number {
  return typeof value === 'number' && (value | 0) === value;
}

// An optional array field, every item checked.
function listOf(value: unknown, what: string, expected: string, valid: (item: unknown) => boolean): readonly unknown[] {
  if (value === undefined) return NONE;
  if (!Array.isArray(value) || !value.every(valid)) throw badInput(what, expected, value);
  return value;
}

type NoteWriter = (kind: number, a: number, b?: number) => void;

// A node's notes, in the order the engine writes them: comments before, NAGs, then the command
// annotations ([%eval] [%clk] [%emt] [%csl] [%cal]) ahead of the comments after the move.
function packNotes(
  node: Record<string, unknown>,
  where: string,
  note: NoteWriter,
  span: (s: string) => [number, number],
): void {
  const isString = (s: unknown) => typeof s === 'string';
  const before = listOf(node.commentsBefore, `${where}.commentsBefore`, 'an array of strings', isString);
  const comments = listOf(node.comments, `${where}.comments`, 'an array of strings', isString);
  for (const s of before) note(Packed.NOTE_COMMENT_BEFORE, ...span(s as string));
  for (const nag of listOf(
    node.nags,
    `${where}.nags`,
    'an array of numbers 0-255',
    (n) => isInt32(n) && n >= 0 && n <= 255,
  ))
    note(Packed.NOTE_NAG, nag as number);
  if (node.eval !== undefined) {
    const e = isObject(node.eval) ? node.eval : {};
    const mate = typeof e.centipawns !== 'number';
    const value = mate ? e.mate : e.centipawns;
    const depth = e.depth ?? -1;
    const most: number = mate ? Packed.MAX_MATE : Packed.MAX_CENTIPAWNS;
    const deepest: number = Packed.MAX_EVAL_DEPTH;
    if (!isInt32(value) || Math.abs(value) > most || !isInt32(depth) || depth < -1 || depth > deepest)
      throw badInput(
        `${where}.eval`,
        `{ centipawns } (whole, within ±${Packed.MAX_CENTIPAWNS}) or { mate } (within ±${Packed.MAX_MATE}), ` +
          `with an optional depth up to ${Packed.MAX_EVAL_DEPTH}`,
        node.eval,
      );
    note(mate ? Packed.NOTE_EVAL_MATE : Packed.NOTE_EVAL_CENTIPAWNS, value, depth);
  }
  for (const kind of [Packed.NOTE_CLOCK, Packed.NOTE_EMT]) {
    const field = kind === Packed.NOTE_CLOCK ? 'clock' : 'emt';
    const ms = node[field];
    if (ms === undefined) continue;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || !isInt32(Math.floor(ms / 1000)))
      throw badInput(`${where}.${field}`, 'a whole number of milliseconds (0 or more, under 2^31 seconds)', ms);
    note(kind, Math.floor(ms / 1000), ms % 1000);
  }
  for (const kind of [Packed.NOTE_SQUARE, Packed.NOTE_ARROW]) {
    const arrow = kind === Packed.NOTE_ARROW;
    const what = `${where}.${arrow ? 'arrows' : 'squares'}`;
    for (const mark of listOf(node[arrow ? 'arrows' : 'squares'], what, 'an array', () => true)) {
      const m = isObject(mark) ? mark : {};
      const color = MARK_COLORS.indexOf(m.color as PgnMarkColor);
      const from = SQUARES.indexOf((arrow ? m.from : m.square) as Square);
      const to = arrow ? SQUARES.indexOf(m.to as Square) : 0;
      if (color < 0 || from < 0 || to < 0)
        throw badInput(
          what,
          `${arrow ? '{ color, from, to }' : '{ color, square }'} with color 'green', 'red', 'yellow' or 'blue'`,
          mark,
        );
      note(kind, MARK_LETTERS.charCodeAt(color), from | (to << Packed.MARK_TO_SHIFT));
    }
  }
  for (const s of comments) note(Packed.NOTE_COMMENT, ...span(s as string));
}

export function writePgn(core: Core, input: PgnGameInput): string {
  if (!isObject(input) || !isObject(input.root))
    throw new TypeError(`writePgn() takes a game { tags, startFen, result, root }; got ${describeValue(input)}`);
  const tags = input.tags ?? {};
  if (!isObject(tags)) throw badInput('tags', 'an object of strings', tags);
  const startFen = input.startFen ?? tags.FEN ?? '';
  if (typeof startFen !== 'string') throw badInput('startFen', 'a FEN string', startFen);
  const result = input.result ?? (RESULTS.has(tags.Result) ? tags.Result : '*');
  if (!RESULTS.has(result)) throw badInput('result', '"1-0", "0-1", "1/2-1/2" or "*"', result);
  // A Variant tag given is written as it is, and the engine's reader decides what it says ("chess-960"
  // and "960" are Chess960 too); chess960: true writes [Variant "Chess960"] where there is none.
  const chess960 = input.chess960 ?? false;

  // The text, as (byte offset, byte length) spans into the strings joined.
  const texts: string[] = [];
  let bytes = 0;
  const span = (s: string): [number, number] => {
    const length = utf8Length(s);
    texts.push(s);
    bytes += length;
    return [bytes - length, length];
  };
  const words = new Array<number>(Packed.HEADER_SIZE).fill(0);
  const tagEntries = Object.entries(tags);
  for (const [name, value] of tagEntries) {
    if (typeof value !== 'string') throw badInput(`tag ${name}`, 'a string', value);
    words.push(...span(name), ...span(value)); // TAG_SIZE words
  }
  // The nodes in preorder (a parent before its children), without recursion: any depth is fine.
  const notes: number[] = [];
  const moves: string[] = [];
  const pending: [unknown, number, string][] = [[input.root, -1, 'root']];
  let count = 0;
  while (pending.length > 0) {
    const [node, parent, where] = pending.pop()!;
    if (!isObject(node)) throw badInput(where, 'a node object', node);
    const index = count++;
    words.push(parent, 0); // NODE_PARENT, NODE_MOVE: the engine reads the moves from MOVES
    if (parent >= 0) {
      const move = node.san ?? node.uci;
      if (typeof move !== 'string' || move === '' || /\s/.test(move))
        throw badInput(`${where}.san or .uci`, 'its move as text', move);
      moves.push(move);
    }
    packNotes(node, where, (kind, a, b = 0) => notes.push(index, kind, a, b), span);
    const children = listOf(node.children, `${where}.children`, 'an array', () => true);
    for (let k = children.length - 1; k >= 0; k--) pending.push([children[k], index, `${where}.children[${k}]`]);
  }
  words[Packed.TAG_COUNT] = tagEntries.length;
  words[Packed.NODE_COUNT] = count;
  words[Packed.NOTE_COUNT] = notes.length / Packed.NOTE_SIZE;
  words[Packed.FLAGS] = chess960 ? Packed.FLAG_CHESS960 : 0;
  [words[Packed.RESULT], words[Packed.RESULT + 1]] = span(result);
  [words[Packed.START_FEN], words[Packed.START_FEN + 1]] = span(startFen);
  [words[Packed.MOVES], words[Packed.MOVES + 1]] = span(moves.join(' '));
  const packed = words.concat(notes);
  packed[Packed.WORDS] = packed.length;
  packed[Packed.BYTES] = bytes;

  const wasm = core.wasm;
  const text = texts.join('');
  const size = 4 * packed.length + bytes;
  const address = wasm._chess960_pgn_input(size);
  wasm.HEAP32.set(packed, address / Int32Array.BYTES_PER_ELEMENT);
  encoder.encodeInto(text, wasm.HEAPU8.subarray(address + 4 * packed.length, address + size));
  const length = wasm._chess960_pgn_write(size);
  const out = wasm._chess960_pgn_output();
  const written = decoder.decode(wasm.HEAPU8.subarray(out, out + (length < 0 ? ~length : length)));
  if (length < 0) throw new InvalidPgnError('PGN', `writePgn(): ${written}`);
  return written;
}
