// The nodes of a PgnGame (pgn.ts): one small object per move (ReadNode), its SAN cut from its game's
// SAN text when read, and the notes of a game (comments, NAGs, [%...] annotations) kept as the
// engine's words until one of them is read.
import { PgnPacked as Packed } from './generated/contract.js';
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
// Two of a node's words (pgn_packed.h's NODE_WORD_*) pack two numbers each: a SAN's place in its
// game's SAN text with its length in the low bits, and the ply above the move code.
const SAN_LENGTH_MASK = (1 << Packed.SAN_LENGTH_BITS) - 1;
const MOVE_CODE_MASK = (1 << Packed.PLY_SHIFT) - 1;
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

// A game's tags and the text its tags and comments point into (the tree's text), read from its
// kept words when asked for: made as strings on reading, a short game's tags took about 5% of
// readPgn, and its text as a string was copied by V8's collector with every game (bench/README,
// "What each tweak buys").
export class GameText {
  // The tags (`tagCount` of them from word `tagsAt` of `words`, a block of copied words, whose
  // bytes are `bytes`) and the text (from word `textAt`).
  constructor(
    readonly words: Int32Array,
    readonly bytes: Uint8Array,
    readonly tagsAt: number,
    readonly tagCount: number,
    readonly textAt: number,
  ) {}

  // `length` bytes of the text from byte `offset`.
  span(offset: number, length: number): string {
    const from = this.textAt * Int32Array.BYTES_PER_ELEMENT + offset;
    return decoder.decode(this.bytes.subarray(from, from + length));
  }

  // The tags, in the order read.
  tags(): Record<string, string> {
    const words = this.words;
    const tags: Record<string, string> = {};
    const span = (at: number) => this.span(words[at], words[at + Packed.SPAN_LENGTH]);
    for (let i = 0, at = this.tagsAt; i < this.tagCount; i++, at += Packed.TAG_SIZE)
      tags[span(at + Packed.TAG_NAME)] = span(at + Packed.TAG_VALUE);
    return tags;
  }
}

// A game's notes as the engine keeps them (pgn_tree.h's PgnNote: node, kind, two words), until one of
// them is read: then every node of the game gets its Notes at once. Made on reading, notes took a
// third of readPgn's time on annotation-dense games (bench/README, "What each tweak buys"), and most
// readers never look at most of them.
export class PackedNotes {
  constructor(
    readonly words: Int32Array, // the notes are words [from, to) of it
    readonly from: number,
    readonly to: number,
    readonly text: GameText,
  ) {}

  // Each node's Notes, by the node's place in its game (undefined for a node without any).
  unpack(count: number): (Notes | undefined)[] {
    const { words, to, text } = this;
    const notes = new Array<Notes | undefined>(count);
    for (let at = this.from; at < to; at += Packed.NOTE_SIZE) {
      const node = words[at + Packed.NOTE_NODE];
      const kind: Packed = words[at + Packed.NOTE_KIND];
      const a = words[at + Packed.NOTE_FIRST];
      const b = words[at + Packed.NOTE_SECOND];
      addNote((notes[node] ??= new Notes()), kind, a, b, kind <= Packed.NOTE_COMMENT ? text.span(a, b) : '');
    }
    return notes;
  }
}

// What the nodes of one game share, so that a node itself holds little (V8's collector copies
// every node that lives on, and readPgn's all do): the game's SANs, its nodes' kept words (NODE_WORDS
// each: move and ply, SAN, parent) and its notes. The nodes are made from their words when first
// asked for (the game's `root`): a reader of tags alone makes none, and nodes made as a game is
// walked are still in the processor's cache (readPgn and a walk of every node about 4% faster).
export class GameNodes {
  #notes: PackedNotes | (Notes | undefined)[] | undefined;
  #nodes: ReadNode[] | undefined;

  // `count` nodes whose words start at word `from` of `words`, their SANs (one space between) and
  // their notes.
  constructor(
    readonly words: Int32Array,
    readonly from: number,
    readonly count: number,
    readonly sans: string,
    notes: PackedNotes | undefined,
  ) {
    this.#notes = notes;
  }

  // Every node, in reading order, made when first asked for. Not only for game(): V8's collector goes
  // through an array of the nodes much faster than along their first-child links (readPgn 15% faster).
  get nodes(): ReadNode[] {
    return (this.#nodes ??= makeNodes(this));
  }

  notesOf(index: number): Notes {
    if (this.#notes instanceof PackedNotes) this.#notes = this.#notes.unpack(this.count);
    return this.#notes?.[index] ?? NO_NOTES;
  }
}

// The nodes of `game`, from their words.
function makeNodes(game: GameNodes): ReadNode[] {
  const { count, words, from } = game;
  const nodes = new Array<ReadNode>(count);
  nodes[0] = new ReadNode(game, 0, null);
  for (let i = 1, at = from + Packed.NODE_WORDS + Packed.NODE_WORD_PARENT; i < count; i++, at += Packed.NODE_WORDS)
    nodes[i] = new ReadNode(game, i, nodes[words[at]]);
  return nodes;
}

// A node as readPgn() makes it: one small object per move, its facts read from the words its game's
// nodes share. The moves that follow are one field (the first alone, an array once there is a
// second or `children` is read); `san` is cut from the game's SAN text when read, `uci` comes from
// the move code, and the notes are made when first read. What is made when read is not kept: it
// is young garbage, which costs V8's collector nothing, where a string kept in every node is
// copied by it twice (bench/README, "What each tweak buys"). Private methods are static: V8 gives
// each instance of a class with private instance methods one field more.
export class ReadNode implements PgnNode {
  // The moves that follow: the first alone until there is a second or `children` is read.
  #children: ReadNode | ReadNode[] | undefined;
  readonly #game: GameNodes;
  readonly #index: number; // the node's place in its game, in reading order

  // Node `index` of `game` (its words written), a child of `parent` (null for the root).
  constructor(game: GameNodes, index: number, parent: ReadNode | null) {
    this.#game = game;
    this.#index = index;
    if (parent === null) return;
    const siblings = parent.#children;
    if (siblings === undefined) parent.#children = this;
    else if (siblings instanceof ReadNode) parent.#children = [siblings, this];
    else siblings.push(this);
  }

  get parent(): ReadNode | null {
    return this.#index === 0 ? null : this.#game.nodes[ReadNode.#word(this, Packed.NODE_WORD_PARENT)];
  }

  get san(): string {
    const san = ReadNode.#word(this, Packed.NODE_WORD_SAN);
    const game = this.#game;
    const at = san >> Packed.SAN_LENGTH_BITS;
    return game.sans.slice(at, at + (san & SAN_LENGTH_MASK));
  }

  get ply(): number {
    return ReadNode.#word(this, Packed.NODE_WORD_MOVE) >>> Packed.PLY_SHIFT;
  }

  get uci(): string {
    return this.parent === null ? '' : uciOf(ReadNode.code(this));
  }

  get children(): ReadNode[] {
    const children = this.#children;
    if (Array.isArray(children)) return children;
    return (this.#children = children === undefined ? [] : [children]);
  }

  get comments(): readonly string[] {
    return ReadNode.#notes(this).comments;
  }
  get commentsBefore(): readonly string[] {
    return ReadNode.#notes(this).commentsBefore;
  }
  get nags(): readonly number[] {
    return ReadNode.#notes(this).nags;
  }
  get clock(): number | undefined {
    return ReadNode.#notes(this).clock;
  }
  get emt(): number | undefined {
    return ReadNode.#notes(this).emt;
  }
  get eval(): PgnEval | undefined {
    return ReadNode.#notes(this).eval;
  }
  get arrows(): readonly PgnArrow[] {
    return ReadNode.#notes(this).arrows;
  }
  get squares(): readonly PgnSquare[] {
    return ReadNode.#notes(this).squares;
  }

  // What console.log shows in Node, which lists own fields only: a node's are getters.
  [Symbol.for('nodejs.util.inspect.custom')](): object {
    const { san, uci, ply, comments, clock, children } = this;
    return { san, uci, ply, comments, clock, children };
  }

  static #notes(node: ReadNode): Notes {
    return node.#game.notesOf(node.#index);
  }

  static #word(node: ReadNode, word: number): number {
    const game = node.#game;
    return game.words[game.from + Packed.NODE_WORDS * node.#index + word];
  }

  /** @internal The first child (the continuation), without making `children`. */
  static first(node: ReadNode): ReadNode | undefined {
    const children = node.#children;
    return Array.isArray(children) ? children[0] : children;
  }

  /** @internal The node's move, as the engine codes it. */
  static code(node: ReadNode): number {
    return ReadNode.#word(node, Packed.NODE_WORD_MOVE) & MOVE_CODE_MASK;
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
