// The constants and types chess.js 1.4 exports, with the same names and values: the notation
// types and the square names are the package's (squares.ts), SQUARES in chess.js's order.
import type { PieceOnSquare, Square } from '../index.js';
import { SQUARES as BOARD_SQUARES, flipRank, squareIndex } from '../squares.js';

/** White, as `turn()` and `Piece.color` name it. */
export const WHITE = 'w';
/** Black, as `turn()` and `Piece.color` name it. */
export const BLACK = 'b';
/** A pawn's type letter. */
export const PAWN = 'p';
/** A knight's type letter. */
export const KNIGHT = 'n';
/** A bishop's type letter. */
export const BISHOP = 'b';
/** A rook's type letter. */
export const ROOK = 'r';
/** A queen's type letter. */
export const QUEEN = 'q';
/** A king's type letter. */
export const KING = 'k';

export type { Color, PieceSymbol, Square } from '../index.js';
/** A piece: its colour and type (get(), put(), remove(), findPiece()); the package's PieceOnSquare. */
export type Piece = PieceOnSquare;

/** The FEN of the standard chess start. */
export const DEFAULT_POSITION = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** The 64 squares in chess.js's order: a8, b8, ... h8, a7, ... h1. */
export const SQUARES: Square[] = BOARD_SQUARES.map((_, i) => BOARD_SQUARES[flipRank(i)]);

/** The PGN tags every game has (PGN standard 8.1.1), with their values when unknown. */
export const SEVEN_TAG_ROSTER: Record<string, string> = {
  Event: '?',
  Site: '?',
  Date: '????.??.??',
  Round: '?',
  White: '?',
  Black: '?',
  Result: '*',
};

// The tags a new game's header holds, in the order pgn() writes them: the roster, then the PGN
// standard's supplemental tags (null until set); other tags follow in the order they are set.
export const HEADER_TEMPLATE_KEYS: readonly string[] = [
  ...Object.keys(SEVEN_TAG_ROSTER),
  'WhiteTitle',
  'BlackTitle',
  'WhiteElo',
  'BlackElo',
  'WhiteUSCF',
  'BlackUSCF',
  'WhiteNA',
  'BlackNA',
  'WhiteType',
  'BlackType',
  'EventDate',
  'EventSponsor',
  'Section',
  'Stage',
  'Board',
  'Opening',
  'Variation',
  'SubVariation',
  'ECO',
  'NIC',
  'Time',
  'UTCTime',
  'UTCDate',
  'TimeControl',
  'SetUp',
  'FEN',
  'Termination',
  'Annotator',
  'Mode',
  'PlyCount',
];

/**
 * Index of a square in chess.js's SQUARES (a8 = 0, h1 = 63), or -1 for anything that is not a
 * square name; the engine's own index (squares.ts's squareIndex) counts from a1.
 */
export function chessJsSquareIndex(square: unknown): number {
  const index = squareIndex(square);
  return index < 0 ? -1 : flipRank(index);
}
