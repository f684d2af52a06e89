// The constants and types chess.js 1.4 exports, with the same names and values.

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

/** A side: 'w' or 'b'. */
export type Color = 'w' | 'b';
/** A piece type: pawn, knight, bishop, rook, queen, king. */
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';
/** A square name, 'a8' to 'h1'. */
export type Square = `${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;
/** A piece: its colour and type (get(), put(), remove(), findPiece()). */
export type Piece = { color: Color; type: PieceSymbol };

/** The FEN of the standard chess start. */
export const DEFAULT_POSITION = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** The 64 squares in chess.js's order: a8, b8, ... h8, a7, ... h1. */
export const SQUARES: Square[] = Array.from(
  { length: 64 },
  (_, i) => `${'abcdefgh'[i % 8]}${8 - Math.floor(i / 8)}` as Square,
);

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

/** Index of a square in SQUARES (a8 = 0, h1 = 63), or -1 for anything that is not a square name. */
export function squareIndex(square: unknown): number {
  if (typeof square !== 'string' || square.length !== 2) return -1;
  const file = square.charCodeAt(0) - 97;
  const rank = square.charCodeAt(1) - 49;
  return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? (7 - rank) * 8 + file : -1;
}
