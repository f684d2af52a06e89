// The Move objects of chess.js 1.4 (moves({ verbose: true }), move(), undo(), history()): the same
// fields in the same order, plus the castling rook's squares, kept out of the enumerable fields so
// that a move compares and serialises as chess.js's does.
import type { Color, PieceSymbol, Square } from './constants.js';

/** What the layer knows about a move when it makes its Move object. */
export interface MoveFields {
  color: Color;
  from: Square;
  to: Square;
  piece: PieceSymbol;
  captured: PieceSymbol | undefined;
  promotion: PieceSymbol | undefined;
  flags: string;
  san: string;
  before: string;
  after: string;
  rookFrom?: Square;
  rookTo?: Square;
}

/** A move, as chess.js 1.4 describes it. */
export class Move {
  color: Color;
  /** The moving piece's square (for castling, the king's). */
  from: Square;
  /** Where the moving piece lands (for castling, the king's destination: g1, c1, g8 or c8). */
  to: Square;
  piece: PieceSymbol;
  captured?: PieceSymbol;
  promotion?: PieceSymbol;
  /**
   * chess.js's letters: 'n' normal, 'c' capture, 'b' pawn double step, 'e' en passant,
   * 'p' promotion, 'k' kingside castling, 'q' queenside castling, '-' null move.
   * @deprecated As in chess.js: use isCapture(), isPromotion() and the other descriptors.
   */
  flags: string;
  /** SAN, with + or #. */
  san: string;
  /** from + to (+ promotion letter), e.g. 'e7e8q'; castling as the king's move, e.g. 'e1g1'. */
  lan: string;
  /** FEN before the move. */
  before: string;
  /** FEN after the move. */
  after: string;
  readonly #rookFrom: Square | undefined;
  readonly #rookTo: Square | undefined;

  /** @internal Moves come from Chess. */
  constructor(fields: MoveFields) {
    this.color = fields.color;
    this.from = fields.from;
    this.to = fields.to;
    this.piece = fields.piece;
    this.captured = fields.captured;
    this.promotion = fields.promotion;
    this.flags = fields.flags;
    this.san = fields.san;
    this.lan = fields.promotion === undefined ? fields.from + fields.to : fields.from + fields.to + fields.promotion;
    this.before = fields.before;
    this.after = fields.after;
    this.#rookFrom = fields.rookFrom;
    this.#rookTo = fields.rookTo;
  }

  /** For castling, the square the rook starts on (h1 in standard chess O-O); else undefined. */
  get rookFrom(): Square | undefined {
    return this.#rookFrom;
  }

  /** For castling, the square the rook ends on (f1, d1, f8 or d8); else undefined. */
  get rookTo(): Square | undefined {
    return this.#rookTo;
  }

  /** A capture other than en passant (chess.js counts that one only in isEnPassant()). */
  isCapture(): boolean {
    return this.flags.includes('c');
  }
  /** A promotion. */
  isPromotion(): boolean {
    return this.flags.includes('p');
  }
  /** An en-passant capture. */
  isEnPassant(): boolean {
    return this.flags.includes('e');
  }
  /** Castling on the king's side (O-O). */
  isKingsideCastle(): boolean {
    return this.flags.includes('k');
  }
  /** Castling on the queen's side (O-O-O). */
  isQueensideCastle(): boolean {
    return this.flags.includes('q');
  }
  /** A pawn's two-square first move. */
  isBigPawn(): boolean {
    return this.flags.includes('b');
  }
}
