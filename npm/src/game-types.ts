// The types of the Game API: what its methods take and return. Their own module, so that the
// modules that make these values (move-result.ts, legal-moves-verbose.ts, drop.ts) need not import game.ts.
import type { CastlingReason } from './castling.js';
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
   * chessground's Chess960 mode expects); 'king' only the destination where it differs; 'fide'
   * every square FIDE's guideline for screens castles with (Guidelines II, Chess960): the rook
   * square, the castling square, and the squares two or more files toward it, the squares
   * moveForDrop() castles on.
   */
  castling?: 'both' | 'rook' | 'king' | 'fide';
}

/** moveForDrop(): the gesture makes one legal move. */
export interface DropMove {
  kind: 'move';
  /**
   * The move: play it with `game.move(move.uci)` (castling as king takes rook). For a
   * promotion the piece is not chosen yet: `promotion` is undefined, `uci` and `san` name no
   * piece ('e7e8', 'e8') and `check` and `checkmate` are false; ask for the piece and play
   * `move({ from, to, promotion })`.
   */
  move: MoveResult;
}

/**
 * moveForDrop(): the king stepped onto its castling square next to it (king b1 to c1 with
 * O-O-O legal): a plain king move and a castling at once. Ask which is meant.
 */
export interface DropChoice {
  kind: 'choice';
  /** The king's plain move first, then the castling; both legal. */
  moves: [MoveResult, MoveResult];
}

/** moveForDrop(): the king's gesture asks for a castling that is not legal now. */
export interface DropRefused {
  kind: 'refused';
  side: 'kingside' | 'queenside';
  /** Why not, as castlingStatus() gives them, each with its message. */
  reasons: CastlingReason[];
}

/** moveForDrop(): no legal move and no castling; a board puts the piece back. */
export interface DropNone {
  kind: 'none';
}

/** What a drag, or two clicks, from one square to another means: `game.moveForDrop(from, to)`. */
export type DropResult = DropMove | DropChoice | DropRefused | DropNone;

/** Options of playPremove(). */
export interface PremoveOptions {
  /** The piece a pawn promotes to when its premove reaches the last rank: 'q' by default. */
  promotion?: 'q' | 'r' | 'b' | 'n' | 'queen' | 'rook' | 'bishop' | 'knight';
  /**
   * A premove that is both the king's step and a castling (moveForDrop()'s 'choice'): 'move'
   * by default, since FIDE's guideline for screens castles only with the king onto its rook or
   * two or more squares toward its castling square; or 'castling'.
   */
  choice?: 'move' | 'castling';
}

/** playPremove(): the premove was legal and is played. */
export interface PremovePlayed {
  played: true;
  move: MoveResult;
}

/** playPremove(): the premove is not legal now and is dropped; the game is unchanged. */
export interface PremoveDropped {
  played: false;
  /**
   * Why, in plain words: "Bc1-g5 is not legal: d2 is occupied by the pawn", "O-O is not legal:
   * f1 is attacked by the bishop on b5", "the knight on e4 was taken (12... Bd5xe4)".
   */
  reason: string;
}

/** What `game.playPremove(from, to)` did. */
export type PremoveResult = PremovePlayed | PremoveDropped;

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
