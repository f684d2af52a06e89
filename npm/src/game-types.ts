// The types of the Game API: what its methods take and return. Their own module, so that the
// modules that make these values (move-result.ts, legal-moves-verbose.ts) need not import game.ts.
import type { PgnResult } from './pgn-types.js';
import type { Color, PieceSymbol, Square } from './squares.js';

/** A move as `move()` accepts it besides SAN and UCI text. */
export interface MoveInput {
  from: SquareInput;
  /** For castling: the king's own rook square (king takes rook), or its destination (g1/c1...). */
  to: SquareInput;
  promotion?: 'q' | 'r' | 'b' | 'n' | 'queen' | 'rook' | 'bishop' | 'knight';
}

/**
 * A square name; editors offer the 64 names, and any string is accepted (and checked at run time).
 */
export type SquareInput = Square | (string & {});

/** Options of legalMoves(). */
export interface LegalMovesOptions {
  /** true: move objects (like move() returns) instead of UCI strings. */
  verbose?: boolean;
}

/**
 * A move (returned by move(), undo(), history({ verbose: true }) and
 * legalMoves({ verbose: true })): a plain object (JSON.stringify gives all of it).
 */
export interface MoveResult {
  /** UCI; castling as king takes rook, e.g. "e1h1". */
  uci: string;
  /** SAN, with + or # when it checks or mates. */
  san: string;
  color: Color;
  piece: PieceSymbol;
  from: Square;
  /** For castling, the castling rook's square. */
  to: Square;
  /** The piece taken, if any (a pawn for en passant). */
  captured: PieceSymbol | undefined;
  promotion: PieceSymbol | undefined;
  castling: 'kingside' | 'queenside' | undefined;
  /** For castling, where the king ends: g1, c1, g8 or c8 (`from` to `kingTo` animates it). */
  kingTo: Square | undefined;
  /** For castling, where the rook ends: f1, d1, f8 or d8 (it starts on `to`). */
  rookTo: Square | undefined;
  /** An en-passant capture. */
  enPassant: boolean;
  /**
   * For a pawn's two-square step, the square it passed over (e3 after e2e4): where an enemy pawn
   * may take it en passant next move (python-chess's `ep_square`). fen() names it only when such a
   * capture is legal.
   */
  enPassantSquare: Square | undefined;
  check: boolean;
  checkmate: boolean;
}

/** Why a game was drawn by rule. */
export type DrawReason = 'stalemate' | 'insufficient-material' | 'seventy-five-moves' | 'fivefold-repetition';
/** A draw a player must claim (FIDE 9.2 threefold repetition, 9.3 the fifty-move rule). */
export type DrawClaim = 'threefold-repetition' | 'fifty-moves';

/** What the rules say about the game now. */
export interface Outcome {
  /** True when the game ended by rule (mate or an automatic draw). */
  over: boolean;
  /** The winner after checkmate, else null. */
  winner: Color | null;
  /**
   * Why the game is over; when several hold, the first of checkmate, stalemate,
   * insufficient-material, seventy-five-moves, fivefold-repetition.
   */
  reason: 'checkmate' | DrawReason | null;
  /** Draws the player to move may claim now, on the position on the board (FIDE 9.2.1.2, 9.3.2). Empty once over. */
  claimable: DrawClaim[];
  /** Draws the player to move may claim by writing down a move (FIDE 9.2.1.1, 9.3.1); the moves: drawClaimMoves(). Empty once over. */
  claimableByMove: DrawClaim[];
}

/** A legal move that lets the player to move claim a draw by announcing it instead of playing it. */
export interface DrawClaimMove {
  uci: string;
  san: string;
  /** The claims the position after the move allows. */
  reasons: DrawClaim[];
}

/** Options of fen() and startFen(). */
export interface FenOptions {
  /** 'xfen' (default: KQkq, a file letter only for an inner rook) or 'shredder' (HAha). */
  castling?: 'xfen' | 'shredder';
}

/** Options of dests(). */
export interface DestsOptions {
  /**
   * How castling appears: 'both' (default) lists the king's own rook square and, when the king
   * moves two or more files, its destination square too; 'rook' only the rook square (what
   * chessground's Chess960 mode expects); 'king' only the destination where it differs.
   */
  castling?: 'both' | 'rook' | 'king';
}

/** Options of pgn(). */
export interface PgnOptions {
  /** Tags to write; the seven-tag roster is filled with "?" where missing. */
  tags?: Record<string, string>;
  /** The result to write; by default the game's, result(). */
  result?: PgnResult;
}

/** Options of divide(). */
export interface DivideOptions {
  /** Key the Map by SAN ("O-O", "exd6") instead of UCI ("e1h1", "e5d6"). */
  san?: boolean;
}

/** A piece: its type and colour (get(), board()). */
export interface PieceOnSquare {
  type: PieceSymbol;
  color: Color;
}

/** How game(), validateFen() and isValidFen() read a FEN. */
export interface FenReadOptions {
  /**
   * Drop castling rights whose rook or king is not there and an en-passant square no double step
   * can have left, instead of refusing the FEN; game.repairs() lists what was dropped. Every
   * other fault is refused as without it. Default false.
   */
  repair?: boolean;
}
