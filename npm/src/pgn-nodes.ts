// The nodes of a PgnGame (pgn.ts): one small object per move (ReadNode), its SAN cut from its game's
// SAN text when read, and the notes of a game (comments, NAGs, [%...] annotations) kept as the
// engine's words until one of them is read.
import { MOVE_CODE_BITS, PgnPacked as Packed } from './generated/contract.js';
import { SQUARES, uciOf } from './notation.js';
import {
  MARK_COLORS,
  MARK_LETTERS,
  type PgnArrow,
  type PgnEval,
  type PgnMarkColor,
  type PgnNode,
  type PgnSquare,
} from './pgn-types.js';

const MARK_FROM_MASK = (1 << Packed.MARK_TO_SHIFT) - 1;
// Two numbers a ReadNode packs: a SAN's place in its game's SAN text with its length in the low
// bits, and the ply above the move code (MAX_PLY << MOVE_CODE_BITS is below 2 ** 31: an int).
export const SAN_LENGTH_BITS = 32 - Math.clz32(Packed.MAX_SAN_LENGTH);
const SAN_LENGTH_MASK = (1 << SAN_LENGTH_BITS) - 1;
export const PLY_SHIFT = MOVE_CODE_BITS;
const MOVE_CODE_MASK = (1 << PLY_SHIFT) - 1;
const NONE: readonly never[] = Object.freeze([]);
const decoder = new TextDecoder();

// What is written around one move: a node's comments, NAGs and [%...] annotations.
export class Notes {
  comments: readonly string[] = NONE;
  commentsBefore: readonly string[] = NONE;
  nags: readonly number[] = NONE;
  clock: number | undefined;
  emt: number | undefined;
  eval: PgnEval | undefined;
  arrows: readonly PgnArrow[] = NONE;
  squares: readonly PgnSquare[] = NONE;
}
export const NO_NOTES = Object.freeze(new Notes());

// A packed game's text, read by (offset, length) spans: decoded once if it is ASCII (FLAG_ASCII:
// byte offsets are then string indexes), else span by span.
export class PackedText {
  constructor(readonly text: string | Uint8Array) {}

  static of(bytes: Uint8Array, ascii: boolean): PackedText {
    return new PackedText(ascii ? decoder.decode(bytes) : bytes);
  }

  span(offset: number, length: number): string {
    const text = this.text;
    if (typeof text === 'string') return text.slice(offset, offset + length);
    return decoder.decode(text.subarray(offset, offset + length));
  }

  // The text to keep past the next call into the engine: bytes are copied out of its memory.
  kept(): PackedText {
    return typeof this.text === 'string' ? this : new PackedText(this.text.slice());
  }
}

// Engine words a game keeps past the next call into the engine (its start position, its notes),
// copied into blocks shared by many games: a typed array of its own per game (slice()) cost more
// than the rest of a short game's JavaScript (bench/pgn-tweaks.md). A block lives as long as a
// game that keeps words in it.
const BLOCK_WORDS = 1 << 14;
let used = 0;
/** The block keepWords() copies into (a live binding: read it right after the call). */
export let keptWords = new Int32Array(BLOCK_WORDS);

// Copies `count` words of `heap32` from `from` into keptWords; returns where they start there.
export function keepWords(heap32: Int32Array, from: number, count: number): number {
  if (used + count > keptWords.length) [keptWords, used] = [new Int32Array(Math.max(BLOCK_WORDS, count)), 0];
  const at = used;
  keptWords.set(heap32.subarray(from, from + count), at);
  used += count;
  return at;
}

// A game's notes as the engine keeps them (pgn_tree.h's PgnNote: node, kind, two words), until one of
// them is read: then every node of the game gets its Notes at once. Made on reading, notes took a
// third of readPgn's time on annotation-dense games (bench/README, "What each tweak buys"), and most readers never look
// at most of them.
export class PackedNotes {
  constructor(
    readonly nodes: readonly ReadNode[],
    readonly words: Int32Array, // the notes are words [from, to) of it
    readonly from: number,
    readonly to: number,
    readonly text: PackedText,
  ) {}
}

// A node as readPgn() makes it: one object per move. The moves that follow are one field (the
// first alone, an array once there is a second or `children` is read), `san` is cut from the
// game's SAN text when read, `uci` comes from the move code, and the notes are made when first
// read. What is made when read is not kept: it is young garbage, which costs V8's collector
// nothing, where a string kept in every node is copied by it twice (bench/README, "What each tweak buys").
export class ReadNode implements PgnNode {
  // The moves that follow: the first alone until there is a second or `children` is read.
  #children: ReadNode | ReadNode[] | undefined;
  readonly #move: number; // the move code (pgn_tree.h's PgnNode.move) | ply << PLY_SHIFT
  readonly #sans: string; // the game's SANs, one space between
  readonly #san: number; // where this node's is in #sans: offset << SAN_LENGTH_BITS | length
  #notes: Notes | PackedNotes;

  constructor(
    readonly parent: ReadNode | null,
    move: number,
    sans: string,
    san: number,
    notes: Notes | PackedNotes,
  ) {
    this.#move = move;
    this.#sans = sans;
    this.#san = san;
    this.#notes = notes;
    if (parent === null) return;
    const siblings = parent.#children;
    if (siblings === undefined) parent.#children = this;
    else if (siblings instanceof ReadNode) parent.#children = [siblings, this];
    else siblings.push(this);
  }

  get san(): string {
    const at = this.#san >> SAN_LENGTH_BITS;
    return this.#sans.slice(at, at + (this.#san & SAN_LENGTH_MASK));
  }

  get ply(): number {
    return this.#move >>> PLY_SHIFT;
  }

  get uci(): string {
    return this.parent === null ? '' : uciOf(this.#move & MOVE_CODE_MASK);
  }

  get children(): ReadNode[] {
    const children = this.#children;
    if (Array.isArray(children)) return children;
    return (this.#children = children === undefined ? [] : [children]);
  }

  get comments(): readonly string[] {
    return this.#read().comments;
  }
  get commentsBefore(): readonly string[] {
    return this.#read().commentsBefore;
  }
  get nags(): readonly number[] {
    return this.#read().nags;
  }
  get clock(): number | undefined {
    return this.#read().clock;
  }
  get emt(): number | undefined {
    return this.#read().emt;
  }
  get eval(): PgnEval | undefined {
    return this.#read().eval;
  }
  get arrows(): readonly PgnArrow[] {
    return this.#read().arrows;
  }
  get squares(): readonly PgnSquare[] {
    return this.#read().squares;
  }

  // What console.log shows in Node, which lists own fields only: a node's are getters.
  [Symbol.for('nodejs.util.inspect.custom')](): object {
    const { san, uci, ply, comments, clock, children } = this;
    return { san, uci, ply, comments, clock, children };
  }

  #read(): Notes {
    if (this.#notes instanceof PackedNotes) ReadNode.#unpack(this.#notes);
    return this.#notes as Notes;
  }

  // Gives every node of the game its Notes (NO_NOTES for a node without any).
  static #unpack(packed: PackedNotes): void {
    const { nodes, words, to, text } = packed;
    for (const node of nodes) node.#notes = NO_NOTES;
    for (let at = packed.from; at < to; at += Packed.NOTE_SIZE) {
      const node = nodes[words[at + Packed.NOTE_NODE]];
      const kind: Packed = words[at + Packed.NOTE_KIND];
      const a = words[at + Packed.NOTE_FIRST];
      const b = words[at + Packed.NOTE_SECOND];
      if (node.#notes === NO_NOTES) node.#notes = new Notes();
      addNote(node.#notes as Notes, kind, a, b, kind <= Packed.NOTE_COMMENT ? text.span(a, b) : '');
    }
  }

  /** @internal The first child (the continuation), without making `children`. */
  static first(node: ReadNode): ReadNode | undefined {
    const children = node.#children;
    return Array.isArray(children) ? children[0] : children;
  }

  /** @internal The node's move, as the engine codes it. */
  static code(node: ReadNode): number {
    return node.#move & MOVE_CODE_MASK;
  }
}

// `list` with `item` added (NONE is shared and frozen: the first item makes the node's own array).
function add<T>(list: readonly T[], item: T): readonly T[] {
  if (list === NONE) return [item];
  (list as T[]).push(item);
  return list;
}

// Adds a note of the game (pgn_tree.h's PgnNote: kind, its two words a and b) to its node's.
function addNote(node: Notes, kind: Packed, a: number, b: number, comment: string): void {
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
