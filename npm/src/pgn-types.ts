// The PGN types several modules share (the reader in pgn.ts, the writer in pgn-writer.ts, Game.pgn()),
// and PGN's own words for results and mark colours.
import type { InvalidPgnError } from './errors.js';
import { PGN_RESULTS } from './generated/contract.js';
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
 * Nodes are read-only (to edit a tree, build plain objects for writePgn()). Read properties by
 * name: to keep large files cheap, every property is a getter of the nodes' class (`san`, `uci`,
 * `children` and the annotations are made when first read), so `Object.keys(node)` and `{ ...node }`
 * list nothing; `console.log(node)` in Node shows its move, comments, clock and children.
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
   * Variant tag given is written as it is and says it itself, as readPgn reads it.
   */
  chess960?: boolean;
  /** "1-0", "0-1", "1/2-1/2" or "*" (default: tags.Result if it is one of them, else "*"). */
  result?: string;
  /** The start of the game: its children are the first moves, its comments come before them. */
  root: Omit<PgnNodeInput, 'san' | 'uci'>;
}

/** Options of readPgn(), streamPgn() and loadPgn(). */
export interface PgnReadOptions {
  /**
   * Called with the InvalidPgnError of each bad game; the game up to its error (if the error comes
   * after its tags) is then in the results, with `error` and `stoppedAt` set, and reading goes on
   * with the next game. Without it, the first bad game throws.
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

/**
 * A game's result as PGN writes it: "1-0" (White won), "0-1" (Black won), "1/2-1/2" (a draw) or
 * "*" (a game going on, or of unknown end).
 */
export type PgnResult = (typeof PGN_RESULTS)[number];

// The results PGN knows (the engine's list, pgn_tags.h), and how an error names them.
export const RESULTS: ReadonlySet<string> = new Set(PGN_RESULTS);
export const RESULTS_NAMED = `one of "${PGN_RESULTS.join('", "')}"`;

// [%cal]/[%csl] colours: PGN's letters and their names, in the same order.
export const MARK_COLORS: readonly PgnMarkColor[] = ['green', 'red', 'yellow', 'blue'];
export const MARK_LETTERS = 'GRYB';
