// PGN collections: every game of a text or of a stream, as a tree of moves with their comments,
// NAGs and annotations. The engine reads (cpp/src/pgn_reader.cpp) and writes (pgn_writer.cpp);
// this file feeds it bytes and turns each packed game into objects (the layout is described in
// bindings/pgn_reader_bindings.cpp): two calls into wasm per game, none per move.
import { describeValue, type Core } from './core.js';
import { InvalidPgnError } from './errors.js';
import type { Game } from './game.js';
import { SQUARES, uciOf, type Square } from './notation.js';

/** The colours of [%cal] arrows and [%csl] squares, as chessground names its brushes. */
export type PgnMarkColor = 'green' | 'red' | 'yellow' | 'blue';
/** An arrow of [%cal Ge2e4]. */
export interface PgnArrow {
  color: PgnMarkColor;
  from: Square;
  to: Square;
}
/** A highlighted square of [%csl Rd5]. */
export interface PgnSquareMark {
  color: PgnMarkColor;
  square: Square;
}
/** [%eval 0.17] is { cp: 17 }, [%eval #-3,20] is { mate: -3, depth: 20 } (White's point of view). */
export type PgnEval = { cp: number; mate?: undefined; depth?: number } | { mate: number; cp?: undefined; depth?: number };

/** The start of a game (the tree's root) or a move. Read-only: the arrays are shared or frozen. */
export interface PgnNode {
  /** The moves after this one: the first continues the line, the others are its alternatives (variations). */
  readonly children: readonly PgnMoveNode[];
  /** Comments after the move (for the root: before the first move), without their [%...] commands. */
  readonly comments: readonly string[];
  /** [%clk]: the mover's clock after the move, in seconds. */
  readonly clock: number | undefined;
  /** [%emt]: the time the move took, in seconds. */
  readonly emt: number | undefined;
  readonly eval: PgnEval | undefined;
  readonly arrows: readonly PgnArrow[];
  readonly squares: readonly PgnSquareMark[];
}
/** A move of the tree. */
export interface PgnMoveNode extends PgnNode {
  readonly san: string;
  /** UCI; castling as king takes rook ("e1h1"). */
  readonly uci: string;
  readonly parent: PgnNode;
  /** 1 for the game's first move, 2 for the reply, ... (in variations too). */
  readonly ply: number;
  /** Comments before the move (at the start of a variation). */
  readonly commentsBefore: readonly string[];
  /** Numeric Annotation Glyphs: $1 or "!" is 1, "?" 2, "!!" 3, "??" 4, "!?" 5, "?!" 6, ... */
  readonly nags: readonly number[];
}

export interface ReadPgnOptions {
  /**
   * Called with each bad game's InvalidPgnError (which has gameIndex, line, column); reading goes
   * on with the next game. Without it the first bad game throws.
   */
  onError?: (error: InvalidPgnError) => void;
}

/** Text, bytes (UTF-8), or a stream or async iterable of either (a fetch body, a Node stream). */
export type PgnSource =
  | ReadableStream<Uint8Array | string>
  | AsyncIterable<Uint8Array | string>
  | Iterable<Uint8Array | string>;

/** How PgnGame makes a Game from a start FEN and move codes (chess.readPgn passes it in). */
export type GameFactory = (startFen: string, codes: number[], tags: Record<string, string>) => Game;

const EMPTY: readonly never[] = Object.freeze([]);
const COLORS: Record<number, PgnMarkColor> = { 71: 'green', 82: 'red', 89: 'yellow', 66: 'blue' };
const STEP_GAME = 0;
const STEP_ERROR = 1;
const STEP_NEED_INPUT = 2;
// Text is copied into wasm memory in slices of this many UTF-16 units (3 bytes each at most).
const SLICE = 1 << 18;

class TreeNode implements PgnMoveNode {
  children: readonly PgnMoveNode[] = EMPTY;
  comments: readonly string[] = EMPTY;
  commentsBefore: readonly string[] = EMPTY;
  nags: readonly number[] = EMPTY;
  clock: number | undefined = undefined;
  emt: number | undefined = undefined;
  eval: PgnEval | undefined = undefined;
  arrows: readonly PgnArrow[] = EMPTY;
  squares: readonly PgnSquareMark[] = EMPTY;
  constructor(
    readonly san: string,
    /** @internal The engine's move code. */
    readonly code: number,
    readonly parent: PgnNode,
    readonly ply: number,
  ) {}
  get uci(): string {
    return uciOf(this.code);
  }
}

const decoder = new TextDecoder();

/** Reads one packed game or error; `bytes` is the game's own copy. */
class Unpacker {
  at = 0;
  readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  u8(): number {
    return this.bytes[this.at++];
  }
  u16(): number {
    const v = this.view.getUint16(this.at, true);
    this.at += 2;
    return v;
  }
  u32(): number {
    const v = this.view.getUint32(this.at, true);
    this.at += 4;
    return v;
  }
  i32(): number {
    const v = this.view.getInt32(this.at, true);
    this.at += 4;
    return v;
  }
  f64(): number {
    const v = this.view.getFloat64(this.at, true);
    this.at += 8;
    return v;
  }
  text(length: number): string {
    const start = this.at;
    this.at += length;
    const b = this.bytes;
    // SAN and short ASCII words without a TextDecoder round trip.
    if (length <= 8) {
      let s = '';
      for (let i = start; i < start + length; i++) {
        if (b[i] > 127) return decoder.decode(b.subarray(start, start + length));
        s += String.fromCharCode(b[i]);
      }
      return s;
    }
    return decoder.decode(b.subarray(start, start + length));
  }
  comments(): string[] {
    const list: string[] = [];
    for (let n = this.u16(); n > 0; n--) list.push(this.text(this.u32()));
    return Object.freeze(list) as string[];
  }
  marks(): { color: PgnMarkColor; from: Square; to: Square }[] {
    const list = [];
    for (let n = this.u8(); n > 0; n--) list.push({ color: COLORS[this.u8()] ?? 'green', from: SQUARES[this.u8() & 63], to: SQUARES[this.u8() & 63] });
    return list;
  }
  node(target: TreeNode | RootNode): void {
    const has = this.u8();
    if (has === 0) return;
    if (has & 1) (target as TreeNode).commentsBefore = this.comments();
    if (has & 2) target.comments = this.comments();
    if (has & 4) {
      const nags: number[] = [];
      for (let n = this.u8(); n > 0; n--) nags.push(this.u8());
      (target as TreeNode).nags = Object.freeze(nags) as number[];
    }
    if (has & 8) target.clock = this.f64() / 1000;
    if (has & 16) target.emt = this.f64() / 1000;
    if (has & 32) {
      const kind = this.u8();
      const value = this.i32();
      const depth = this.i32();
      const evaluation: PgnEval = kind === 2 ? { mate: value } : { cp: value };
      if (depth >= 0) evaluation.depth = depth;
      target.eval = Object.freeze(evaluation);
    }
    if (has & 64) target.arrows = Object.freeze(this.marks().map((m) => Object.freeze(m)));
    if (has & 128) target.squares = Object.freeze(this.marks().map((m) => Object.freeze({ color: m.color, square: m.from })));
  }
}

class RootNode implements PgnNode {
  children: readonly PgnMoveNode[] = EMPTY;
  comments: readonly string[] = EMPTY;
  clock: number | undefined = undefined;
  emt: number | undefined = undefined;
  eval: PgnEval | undefined = undefined;
  arrows: readonly PgnArrow[] = EMPTY;
  squares: readonly PgnSquareMark[] = EMPTY;
}

function addChild(parent: PgnNode, child: TreeNode): void {
  const p = parent as TreeNode | RootNode;
  if (p.children === EMPTY) p.children = [child];
  else (p.children as PgnMoveNode[]).push(child);
}

/** One game of a PGN text: its tags, start and tree of moves. */
export class PgnGame {
  /** The tags in the order read (Event, Site, ..., FEN, anything else). */
  readonly tags: Readonly<Record<string, string>>;
  /** The start position: the [FEN] tag, or standard chess. */
  readonly startFen: string;
  /** From the [Variant] tag: Chess960 ("Chess960", "fischerandom", "Chess 960", "FRC", ...) or standard chess. */
  readonly variant: 'chess960' | 'standard';
  /** The movetext's result ("*" when missing and no [Result] tag says otherwise). */
  readonly result: '1-0' | '0-1' | '1/2-1/2' | '*';
  /** The start of the tree: comments before the first move, and the first moves. */
  readonly root: PgnNode;
  readonly #packed: Uint8Array;
  readonly #core: Core;
  readonly #makeGame: GameFactory;

  /** @internal Made by chess.readPgn() and chess.streamPgn(). */
  constructor(core: Core, packed: Uint8Array, makeGame: GameFactory) {
    this.#core = core;
    this.#packed = packed;
    this.#makeGame = makeGame;
    const u = new Unpacker(packed);
    u.u8();
    this.variant = u.u8() & 1 ? 'chess960' : 'standard';
    this.result = u.text(u.u16()) as PgnGame['result'];
    this.startFen = u.text(u.u16());
    const tags: Record<string, string> = {};
    for (let n = u.u16(); n > 0; n--) {
      const name = u.text(u.u16());
      const value = u.text(u.u32());
      if (!Object.hasOwn(tags, name)) tags[name] = value; // the first of repeated tags, as the engine reads them
    }
    this.tags = Object.freeze(tags);
    const count = u.u32();
    const root = new RootNode();
    u.node(root);
    const nodes: (TreeNode | RootNode)[] = new Array(count);
    nodes[0] = root;
    for (let i = 1; i < count; i++) {
      const code = u.u16();
      const parent = nodes[u.u32()];
      const san = u.text(u.u8());
      const node = new TreeNode(san, code, parent, parent instanceof TreeNode ? parent.ply + 1 : 1);
      u.node(node);
      addChild(parent, node);
      nodes[i] = node;
    }
    for (const node of nodes) if (node.children !== EMPTY) Object.freeze(node.children);
    this.root = root;
  }

  /** The mainline: the first child of the root, its first child, and so on. */
  mainline(): PgnMoveNode[] {
    const line: PgnMoveNode[] = [];
    for (let node = this.root.children[0]; node !== undefined; node = node.children[0]) line.push(node);
    return line;
  }

  /** A Game at the end of the mainline (with the tags), to play on or analyse. */
  game(): Game {
    const line = this.mainline();
    return this.gameAt(line.length > 0 ? line[line.length - 1] : this.root);
  }

  /** A Game at `node` (after its move; the start for the root), with the moves leading to it. */
  gameAt(node: PgnNode): Game {
    const codes: number[] = [];
    let at: PgnNode = node;
    while (at instanceof TreeNode) {
      codes.push(at.code);
      at = at.parent;
    }
    if (at !== this.root) throw new TypeError(`gameAt() takes a node of this game's tree; got ${describeValue(node)}`);
    return this.#makeGame(this.startFen, codes.reverse(), { ...this.tags });
  }

  /** The game in PGN export format: the Seven Tag Roster first, lines of at most 79 characters, comments, NAGs, annotations and variations kept. */
  toPgn(): string {
    const wasm = this.#core.wasm;
    const address = wasm._chess960_pgn_input(this.#packed.length);
    wasm.HEAPU8.set(this.#packed, address);
    const size = wasm._chess960_pgn_write(this.#packed.length);
    if (size < 0) throw new Error('chess960: a read PGN game could not be written back (please report this)');
    const output = wasm._chess960_pgn_output();
    return decoder.decode(wasm.HEAPU8.subarray(output, output + size));
  }
}

/** One engine reader: feed it text or bytes, take games out. Close it when done. */
export class PgnReading {
  readonly #core: Core;
  readonly #handle: number;
  readonly #makeGame: GameFactory;
  readonly #onError: ((error: InvalidPgnError) => void) | undefined;
  readonly #encoder = new TextEncoder();

  constructor(core: Core, makeGame: GameFactory, options: ReadPgnOptions | undefined, method: string) {
    if (options !== undefined && (options === null || typeof options !== 'object'))
      throw new TypeError(`${method}() options must be an object; got ${describeValue(options)}`);
    const onError = options?.onError;
    if (onError !== undefined && typeof onError !== 'function')
      throw new TypeError(`${method}() options.onError must be a function; got ${describeValue(onError)}`);
    this.#core = core;
    this.#makeGame = makeGame;
    this.#onError = onError;
    this.#handle = core.wasm._chess960_pgn_open(1);
  }

  close(): void {
    this.#core.wasm._chess960_pgn_close(this.#handle);
  }

  /** Feeds UTF-8 bytes; the complete games are pushed to `games`. */
  feedBytes(bytes: Uint8Array, games: PgnGame[]): void {
    const wasm = this.#core.wasm;
    for (let at = 0; at < bytes.length; at += SLICE) {
      const part = bytes.subarray(at, at + SLICE);
      const address = wasm._chess960_pgn_input(part.length);
      wasm.HEAPU8.set(part, address);
      wasm._chess960_pgn_feed(this.#handle, part.length);
      this.take(games);
    }
  }

  /** Feeds text; the complete games are pushed to `games`. */
  feedText(text: string, games: PgnGame[]): void {
    const wasm = this.#core.wasm;
    for (let at = 0; at < text.length; ) {
      let end = Math.min(text.length, at + SLICE);
      // Never cut a surrogate pair in two.
      if (end < text.length && (text.charCodeAt(end - 1) & 0xfc00) === 0xd800) end--;
      const part = text.slice(at, end);
      const capacity = part.length * 3;
      const address = wasm._chess960_pgn_input(capacity);
      const { written } = this.#encoder.encodeInto(part, wasm.HEAPU8.subarray(address, address + capacity));
      wasm._chess960_pgn_feed(this.#handle, written);
      this.take(games);
      at = end;
    }
  }

  /** The input has ended: the last games are pushed to `games`. */
  finish(games: PgnGame[]): void {
    this.#core.wasm._chess960_pgn_feed(this.#handle, -1);
    this.take(games);
  }

  take(games: PgnGame[]): void {
    const wasm = this.#core.wasm;
    for (;;) {
      const step = wasm._chess960_pgn_next(this.#handle);
      if (step !== STEP_GAME && step !== STEP_ERROR) return;
      const address = wasm._chess960_pgn_output();
      const packed = wasm.HEAPU8.slice(address, address + wasm._chess960_pgn_output_size());
      if (step === STEP_GAME) {
        games.push(new PgnGame(this.#core, packed, this.#makeGame));
        continue;
      }
      const u = new Unpacker(packed);
      u.u8();
      const gameIndex = u.u32();
      const line = u.u32();
      const column = u.u32();
      const error = new InvalidPgnError('PGN', `Invalid PGN: ${u.text(u.u32())}`, { gameIndex, line, column });
      if (this.#onError === undefined) throw error;
      this.#onError(error);
    }
  }
}

/** Chunks of any PgnSource, in order. */
async function* chunksOf(source: PgnSource): AsyncGenerator<unknown> {
  const stream = source as ReadableStream<unknown>;
  if (source !== null && typeof source === 'object' && typeof stream.getReader === 'function') {
    const reader = stream.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }
  if (source !== null && typeof source === 'object' && (Symbol.asyncIterator in source || Symbol.iterator in source)) {
    yield* source as AsyncIterable<unknown>;
    return;
  }
  throw new TypeError(`streamPgn() takes a ReadableStream or an (async) iterable of strings or Uint8Arrays; got ${describeValue(source)}`);
}

/** The games of a stream, as they complete. */
export async function* streamGames(reading: PgnReading, source: PgnSource): AsyncGenerator<PgnGame, void, undefined> {
  try {
    const games: PgnGame[] = [];
    for await (const chunk of chunksOf(source)) {
      if (typeof chunk === 'string') reading.feedText(chunk, games);
      else if (chunk instanceof Uint8Array) reading.feedBytes(chunk, games);
      else throw new TypeError(`streamPgn(): a chunk is ${describeValue(chunk)}; chunks must be strings or Uint8Arrays`);
      yield* games;
      games.length = 0;
    }
    reading.finish(games);
    yield* games;
  } finally {
    reading.close();
  }
}

