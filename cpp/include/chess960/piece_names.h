// Piece letters and names, written once for FEN, SAN, UCI and the messages.
#pragma once

#include "chess960/types.h"

namespace chess960 {

// Indexed by PieceType: the capitals of SAN and of White's pieces in FEN.
inline constexpr char PIECE_LETTERS[] = "PNBRQK";
// Indexed by PieceType: the words the error messages use.
inline constexpr const char* PIECE_NAMES[PIECE_TYPE_COUNT] = {"pawn", "knight", "bishop",
                                                              "rook", "queen",  "king"};

// KNIGHT -> 'N'.
[[nodiscard]] constexpr char pieceLetter(PieceType t) { return PIECE_LETTERS[t]; }
// KNIGHT -> 'n': UCI promotions, Black's pieces in FEN.
[[nodiscard]] constexpr char lowerPieceLetter(PieceType t) { return char(PIECE_LETTERS[t] | 0x20); }
// FEN's letter: White in capitals, Black in lower case.
[[nodiscard]] constexpr char fenLetter(Piece p) {
  return colorOf(p) == WHITE ? pieceLetter(typeOf(p)) : lowerPieceLetter(typeOf(p));
}
// The piece type of each capital from 'A' (NO_PIECE_TYPE for most): a lookup rather than a
// walk through PIECE_LETTERS, which SAN reading did several times per move.
struct PieceTypesOfCapitals {
  PieceType of[26];
  constexpr PieceTypesOfCapitals() : of() {
    for (PieceType& t : of) t = NO_PIECE_TYPE;
    for (int t = 0; t < PIECE_TYPE_COUNT; ++t) of[PIECE_LETTERS[t] - 'A'] = PieceType(t);
  }
};
inline constexpr PieceTypesOfCapitals PIECE_TYPES_OF_CAPITALS;
// 'N' -> KNIGHT (capitals only); anything else -> NO_PIECE_TYPE.
[[nodiscard]] constexpr PieceType pieceTypeFromLetter(char c) {
  return c >= 'A' && c <= 'Z' ? PIECE_TYPES_OF_CAPITALS.of[c - 'A'] : NO_PIECE_TYPE;
}
// 'n' or 'N' -> KNIGHT.
[[nodiscard]] constexpr PieceType pieceTypeFromEitherCase(char c) {
  return pieceTypeFromLetter(c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c);
}
// The promotion piece of a letter in either case ('q' or 'Q'), else NO_PIECE_TYPE; never the king.
[[nodiscard]] constexpr PieceType promotionFromLetter(char c) {
  const PieceType t = pieceTypeFromEitherCase(c);
  return t >= KNIGHT && t <= QUEEN ? t : NO_PIECE_TYPE;
}
// KNIGHT -> "knight".
[[nodiscard]] constexpr const char* pieceName(PieceType t) { return PIECE_NAMES[t]; }

}  // namespace chess960
