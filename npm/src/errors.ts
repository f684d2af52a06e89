// Every error the library throws for bad input is one of these (or a TypeError for a value of
// the wrong JS type). After any of them the game is unchanged and the instance keeps working.

/** The engine's error codes, as names. */
export type ErrorCode =
  | 'FEN_FIELD_COUNT'
  | 'FEN_BOARD'
  | 'FEN_TURN'
  | 'FEN_CASTLING'
  | 'FEN_EN_PASSANT'
  | 'FEN_HALFMOVE_CLOCK'
  | 'FEN_FULLMOVE_NUMBER'
  | 'KINGS'
  | 'PAWNS_ON_BACK_RANK'
  | 'OPPOSITE_CHECK'
  | 'CASTLING_RIGHTS'
  | 'EN_PASSANT'
  | 'INVALID_UCI'
  | 'INVALID_SAN'
  | 'AMBIGUOUS_SAN'
  | 'ILLEGAL_MOVE'
  | 'POSITION_NUMBER'
  | 'BACK_RANK'
  | 'DIE_ROLLS'
  | 'CARDS'
  | 'PGN';

/** The FEN field an InvalidFenError is about. */
export type FenField =
  | 'fields'
  | 'board'
  | 'turn'
  | 'castling'
  | 'enPassant'
  | 'halfmoveClock'
  | 'fullmoveNumber';

/** Base class of the library's errors; `code` says which rule was broken. */
export class Chess960Error extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'Chess960Error';
    this.code = code;
  }
}

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

/** A start-position number out of range, or a back rank that is not a Chess960 arrangement. */
export class InvalidStartPositionError extends Chess960Error {
  constructor(code: ErrorCode, message: string) {
    super(code, message);
    this.name = 'InvalidStartPositionError';
  }
}

/** Where in a PGN text a bad game is (readPgn / streamPgn). */
export interface PgnErrorPlace {
  /** 0-based, counting every game of the input, good or bad. */
  gameIndex: number;
  /** 1-based line and column (in UTF-8 bytes) of the problem in the whole input. */
  line: number;
  column: number;
}

/** PGN text that cannot be read (bad syntax, an illegal move, a bad FEN tag). */
export class InvalidPgnError extends Chess960Error {
  /** For readPgn / streamPgn: which game (0-based) and where; undefined for loadPgn. */
  readonly gameIndex: number | undefined;
  readonly line: number | undefined;
  readonly column: number | undefined;
  constructor(code: ErrorCode, message: string, place?: PgnErrorPlace) {
    super(code, message);
    this.name = 'InvalidPgnError';
    this.gameIndex = place?.gameIndex;
    this.line = place?.line;
    this.column = place?.column;
  }
}
