// A PGN game's tree of PgnNode objects, built in one walk over the events the engine's reader heard
// (bindings/pgn_events.h), as python-chess's GameBuilder builds its game: each move a node under
// the line being read, each note on the line's last move or, before a variation's first move, on
// the move to come.
import type { PgnEvents } from './engine.js';
import { PGN_EVENT_WORDS, PgnEvent as Event } from './generated/contract.js';
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

const decoder = new TextDecoder();
const NONE: readonly never[] = Object.freeze([]);

/** A game's events, their texts read as strings. */
export class GameEvents {
  readonly words: Int32Array;
  readonly #bytes: Uint8Array;
  #ascii: string | null | undefined; // all the texts as one string, when they are ASCII (null: they are not)

  constructor(events: PgnEvents) {
    this.words = events.words;
    this.#bytes = events.text;
  }

  /** The text whose offset and length are the words at `at`. */
  text(at: number): string {
    const from = this.words[at];
    const to = from + this.words[at + Event.TEXT_LENGTH];
    // One decoding for the game's texts (all ASCII, most often: its SANs, tags and comments).
    if (this.#ascii === undefined) {
      const all = decoder.decode(this.#bytes);
      this.#ascii = all.length === this.#bytes.length ? all : null;
    }
    return this.#ascii !== null ? this.#ascii.slice(from, to) : decoder.decode(this.#bytes.subarray(from, to));
  }
}

// What is written around one move (a node without any shares NO_NOTES).
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
const NO_NOTES: Readonly<Notes> = Object.freeze(new Notes());

// `list` with `item` added (NONE is shared and frozen: the first item makes the node's own array).
function add<T>(list: readonly T[], item: T): readonly T[] {
  if (list === NONE) return [item];
  (list as T[]).push(item);
  return list;
}

/**
 * A node as readPgn() makes it: a move and what is written around it (see PgnNode), read from its
 * game's events when asked for: the node itself holds where they are, its parent and its children.
 */
export class ReadNode implements PgnNode {
  readonly #events: GameEvents;
  readonly #at: number; // its MOVE event (the root: its game's START)
  readonly #parent: ReadNode | null;
  // The moves that follow: the first alone until there is a second or `children` is read (most
  // nodes have one child, and an array each, made with the node, would live as long as its game).
  #children: ReadNode | ReadNode[] | undefined;
  // Its notes, or where they start in the events until first read.
  #notes: Notes | number;

  constructor(events: GameEvents, at: number, parent: ReadNode | null, notesAt: number) {
    this.#events = events;
    this.#at = at;
    this.#parent = parent;
    this.#notes = notesAt;
    if (parent === null) return;
    const siblings = parent.#children;
    if (siblings === undefined) parent.#children = this;
    else if (siblings instanceof ReadNode) parent.#children = [siblings, this];
    else siblings.push(this);
  }

  get san(): string {
    return this.#parent === null ? '' : this.#events.text(this.#at + Event.MOVE_TEXT);
  }
  get uci(): string {
    return this.#parent === null ? '' : uciOf(ReadNode.code(this));
  }
  get ply(): number {
    return this.#parent === null ? 0 : this.#events.words[this.#at + Event.MOVE_PLY];
  }
  get parent(): ReadNode | null {
    return this.#parent;
  }
  get children(): ReadNode[] {
    const children = this.#children;
    if (Array.isArray(children)) return children;
    return (this.#children = children === undefined ? [] : [children]);
  }
  get comments(): readonly string[] {
    return ReadNode.#read(this).comments;
  }
  get commentsBefore(): readonly string[] {
    return ReadNode.#read(this).commentsBefore;
  }
  get nags(): readonly number[] {
    return ReadNode.#read(this).nags;
  }
  get clock(): number | undefined {
    return ReadNode.#read(this).clock;
  }
  get emt(): number | undefined {
    return ReadNode.#read(this).emt;
  }
  get eval(): PgnEval | undefined {
    return ReadNode.#read(this).eval;
  }
  get arrows(): readonly PgnArrow[] {
    return ReadNode.#read(this).arrows;
  }
  get squares(): readonly PgnSquare[] {
    return ReadNode.#read(this).squares;
  }

  // What console.log shows in Node, which lists own fields only: a node's are getters.
  [Symbol.for('nodejs.util.inspect.custom')](): object {
    const { san, uci, ply, comments, clock, children } = this;
    return { san, uci, ply, comments, clock, children };
  }

  /** @internal The node's move, as the engine codes it. */
  static code(node: ReadNode): number {
    return node.#events.words[node.#at + Event.FIELD];
  }

  /** @internal The first child (the continuation), without making `children`. */
  static first(node: ReadNode): ReadNode | undefined {
    const children = node.#children;
    return Array.isArray(children) ? children[0] : children;
  }

  // The node's notes, read from its events when first asked for.
  static #read(node: ReadNode): Notes {
    const notes = node.#notes;
    if (typeof notes !== 'number') return notes;
    return (node.#notes = readNotes(node.#events, notes, node.#at));
  }
}

const color = (letter: number): PgnMarkColor => MARK_COLORS[MARK_LETTERS.indexOf(String.fromCharCode(letter))];

// The notes of the move whose event is at `move` (or the root's), from `at` (its event, or a
// variation's start) to the next move of its line: notes before its event (a variation's first
// move) come first, and the variations after it are passed over.
function readNotes(events: GameEvents, at: number, move: number): Notes {
  const words = events.words;
  let notes = NO_NOTES;
  const own = (): Notes => (notes === NO_NOTES ? (notes = new Notes()) : notes);
  for (let depth = 0; ;) {
    const a = words[at + Event.FIELD];
    const code: Event = words[at];
    if (depth > 0 || code === Event.BEGIN_VARIATION) {
      depth += (code === Event.BEGIN_VARIATION ? 1 : 0) - (code === Event.END_VARIATION ? 1 : 0);
      at += PGN_EVENT_WORDS[code];
      continue;
    }
    switch (code) {
      case Event.MOVE:
        if (at !== move) return notes;
        break;
      case Event.COMMENT: {
        const text = events.text(at + Event.FIELD);
        const to = own();
        if (at < move) to.commentsBefore = add(to.commentsBefore, text);
        else to.comments = add(to.comments, text);
        break;
      }
      case Event.NAG: {
        const to = own();
        to.nags = add(to.nags, a);
        break;
      }
      case Event.CLOCK:
        own().clock = a * 1000 + words[at + Event.TIME_MILLISECONDS];
        break;
      case Event.EMT:
        own().emt = a * 1000 + words[at + Event.TIME_MILLISECONDS];
        break;
      case Event.EVAL: {
        const value = words[at + Event.EVAL_VALUE];
        const depth = words[at + Event.EVAL_DEPTH];
        const evaluation: PgnEval = a !== 0 ? { mate: value } : { centipawns: value };
        if (depth >= 0) evaluation.depth = depth;
        own().eval = evaluation;
        break;
      }
      case Event.ARROW: {
        const to = own();
        const arrow = {
          color: color(a),
          from: SQUARES[words[at + Event.MARK_SQUARE]],
          to: SQUARES[words[at + Event.ARROW_TO]],
        };
        to.arrows = add(to.arrows, arrow);
        break;
      }
      case Event.SQUARE: {
        const to = own();
        to.squares = add(to.squares, { color: color(a), square: SQUARES[words[at + Event.MARK_SQUARE]] });
        break;
      }
      default: // the end of its line (of its variation), the result or an error
        return notes;
    }
    at += PGN_EVENT_WORDS[code];
  }
}

/**
 * The tree of a game's events from its movetext's start (the START event at `at`): its root and,
 * for a game read up to an error, the node where reading stopped.
 */
export function buildTree(events: GameEvents, at: number): { root: ReadNode; stoppedAt: ReadNode | undefined } {
  const words = events.words;
  const root = new ReadNode(events, at, null, at + PGN_EVENT_WORDS[Event.START]);
  let node = root; // the line's last move, or the node it branches from
  let variation = -1; // where the variation whose first move is to come starts
  const lines: ReadNode[] = []; // the lines the variations open branch from
  for (at += PGN_EVENT_WORDS[Event.START]; ;) {
    const code: Event = words[at];
    if (code === Event.MOVE) {
      node = new ReadNode(events, at, node, variation >= 0 ? variation : at + PGN_EVENT_WORDS[Event.MOVE]);
      variation = -1;
    } else if (code === Event.BEGIN_VARIATION) {
      lines.push(node);
      node = node.parent!;
      variation = at + PGN_EVENT_WORDS[Event.BEGIN_VARIATION];
    } else if (code === Event.END_VARIATION) {
      node = lines.pop()!;
    } else if (code === Event.RESULT || code === Event.ERROR) {
      // A game read up to an error stops at its line's last move.
      return { root, stoppedAt: code === Event.ERROR ? node : undefined };
    }
    at += PGN_EVENT_WORDS[code];
  }
}
