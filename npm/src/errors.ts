// Every error the library throws for bad input is one of these (or a TypeError for a value of
// the wrong JS type). After any of them the game is unchanged and the instance keeps working.
import type { ErrorCode, PgnErrorReason } from './generated/contract.js';
import type { Color } from './squares.js';

// The code names are the engine's (cpp/include/chess960/error.h), generated; so are the reasons a
// PGN game stops (cpp/include/chess960/pgn_visitor.h).
export type { ErrorCode, PgnErrorReason };

/** The FEN field an InvalidFenError is about. */
export type FenField = 'fields' | 'board' | 'turn' | 'castling' | 'enPassant' | 'halfmoveClock' | 'fullmoveNumber';

// A package can be loaded twice in one process (its ESM and CommonJS copies, or two bundles):
// instanceof must not depend on which copy made the error. Each class's prototype carries a
// registered symbol (Symbol.for: the same in every copy), and instanceof asks for it.
const brandOf = (name: string): symbol => Symbol.for(`chess960.error.${name}`);
const BRANDS = new WeakMap<object, symbol>();
function brand(errorClass: { prototype: object }, name: string): void {
  const symbol = brandOf(name);
  BRANDS.set(errorClass, symbol);
  Object.defineProperty(errorClass.prototype, symbol, { value: true });
}

/**
 * Base class of the library's errors; `code` says which rule was broken (stable: match on it, not
 * on message text). An uncaught error in Node prints its class, message and a short stack (the
 * published JS keeps its names, and `dist/*.map` maps it to the TypeScript sources).
 */
export class Chess960Error extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'Chess960Error';
    this.code = code;
  }

  /** True for errors of this class from any copy of the package (ESM, CommonJS, another bundle). */
  static [Symbol.hasInstance](value: unknown): boolean {
    const symbol = BRANDS.get(this);
    // Subclasses written by users keep the ordinary prototype check.
    if (symbol === undefined) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && symbol in value;
  }
}
brand(Chess960Error, 'Chess960Error');

const FEN_FIELD_OF: Partial<Record<ErrorCode, FenField>> = {
  FEN_FIELD_COUNT: 'fields',
  FEN_BOARD: 'board',
  FEN_TURN: 'turn',
  FEN_CASTLING: 'castling',
  FEN_EN_PASSANT: 'enPassant',
  FEN_HALFMOVE_CLOCK: 'halfmoveClock',
  FEN_FULLMOVE_NUMBER: 'fullmoveNumber',
  KINGS: 'board',
  PAWNS_ON_BACK_RANK: 'board',
  OPPOSITE_CHECK: 'turn',
  CASTLING_RIGHTS: 'castling',
  EN_PASSANT: 'enPassant',
};

/** A FEN that cannot be read or describes an impossible position. */
export class InvalidFenError extends Chess960Error {
  /** The offending FEN text. */
  readonly fen: string;
  /** Which field is wrong. */
  readonly field: FenField;
  constructor(code: ErrorCode, detail: string, fen: string) {
    const field = FEN_FIELD_OF[code] ?? 'board';
    super(code, `Invalid FEN (${field}): ${detail}`);
    this.name = 'InvalidFenError';
    this.fen = fen;
    this.field = field;
  }
}
brand(InvalidFenError, 'InvalidFenError');

/** A move that is not legal in the position, or not readable as UCI or SAN. */
export class IllegalMoveError extends Chess960Error {
  /** The move as given (objects are shown as UCI). */
  readonly move: string;
  /** The position it was tried in. */
  readonly fen: string;
  constructor(code: ErrorCode, detail: string, move: string, fen: string) {
    super(code, `${detail.charAt(0).toUpperCase()}${detail.slice(1)}`);
    this.name = 'IllegalMoveError';
    this.move = move;
    this.fen = fen;
  }
}
brand(IllegalMoveError, 'IllegalMoveError');

/** A start-position number out of range, or a back rank that is not a Chess960 arrangement. */
export class InvalidStartPositionError extends Chess960Error {
  constructor(code: ErrorCode, message: string) {
    super(code, message);
    this.name = 'InvalidStartPositionError';
  }
}
brand(InvalidStartPositionError, 'InvalidStartPositionError');

/**
 * Options of the tournament draw (drawStarts(), drawCommitment(), drawAnnouncement()) that give
 * no draw: a seed that is empty, too long or not UTF-8, rounds out of range, a pool too small; or
 * (code DRAW_ANNOUNCEMENT) an announcement that cannot be read. (An excluded number that is no
 * start is an InvalidStartPositionError.)
 */
export class InvalidDrawError extends Chess960Error {
  /** Set by readDrawAnnouncement() and verifyDraw(): the 1-based line of the mistake, 0 for the text as a whole. */
  readonly line?: number;
  /** Set by readDrawAnnouncement() and verifyDraw(): the field as the announcement names it ('rounds'), '' for none. */
  readonly field?: string;

  constructor(code: ErrorCode, message: string, place?: { line: number; field: string }) {
    super(code, message);
    this.name = 'InvalidDrawError';
    if (place) ({ line: this.line, field: this.field } = place);
  }
}
brand(InvalidDrawError, 'InvalidDrawError');

/** Where readPgn() or streamPgn() found a bad game. */
export interface PgnErrorPlace {
  /** The game's place in the input, counting good and bad games (0-based). */
  gameIndex: number;
  /** 1-based line in the whole input. */
  line: number;
  /** 1-based column, in bytes of UTF-8. */
  column: number;
  /** The text around the error (printable ASCII, at most about 50 characters). */
  near: string;
}

/** Why and where the reading of a PGN game stopped: its place, its reason, the move refused there. */
export interface PgnErrorDetails extends PgnErrorPlace {
  /** Why: 'ILLEGAL_MOVE', 'AMBIGUOUS_MOVE', 'UNREADABLE_MOVE', 'MISSING_FEN', 'UNCLOSED_COMMENT', ... */
  reason: PgnErrorReason;
  /** The move refused, as written (without its number and `!`/`?`), if the reason is one of a move. */
  move?: string;
  /** Its ply: plies from the start of the game, 1 for the first move (as PgnNode.ply would be). */
  ply?: number;
  /** The fullmove number of the position it was tried in. */
  moveNumber?: number;
  /** Who was to play it. */
  side?: Color;
  /** A comment or variation never closed: where its `{` or `(` is (the error's own place is where the game's text ends). */
  opened?: { line: number; column: number };
}

/**
 * PGN text that cannot be read (bad syntax, a bad FEN tag, an illegal move). From readPgn(),
 * streamPgn() and loadPgn() it says where and why the reading stopped: its place (gameIndex, line,
 * column, near), its reason, and for a refused move the move as written, its ply, move number and
 * side; for a comment or variation never closed, where it opened.
 */
export class InvalidPgnError extends Chess960Error {
  /** The bad game's place in the input (0-based). */
  declare readonly gameIndex?: number;
  /** The 1-based line where reading stopped. */
  declare readonly line?: number;
  /** The 1-based column where reading stopped, in bytes. */
  declare readonly column?: number;
  /** The text near it. */
  declare readonly near?: string;
  /** Why the game could not be read to its end. */
  declare readonly reason?: PgnErrorReason;
  /** ILLEGAL_MOVE, AMBIGUOUS_MOVE, UNREADABLE_MOVE, MISSING_FEN: the move refused, as written. */
  declare readonly move?: string;
  /** The refused move's ply (1 for the first move of the game). */
  declare readonly ply?: number;
  /** The fullmove number of the position the move was tried in. */
  declare readonly moveNumber?: number;
  /** Who was to play the refused move. */
  declare readonly side?: Color;
  /** UNCLOSED_COMMENT, UNCLOSED_VARIATION: where the `{` or `(` that is never closed is. */
  declare readonly opened?: { line: number; column: number };
  constructor(code: ErrorCode, message: string, details?: PgnErrorPlace | PgnErrorDetails) {
    super(code, message);
    this.name = 'InvalidPgnError';
    if (details) Object.assign(this, details);
  }
}
brand(InvalidPgnError, 'InvalidPgnError');
