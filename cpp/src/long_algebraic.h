// Long algebraic move text, as people type it besides SAN (internal, not installed): read by
// parseSan (san.h); kept apart from the SAN reader because it is rare, and built for size in wasm.
#pragma once

#include <string_view>

#include "chess960/error.h"
#include "chess960/position.h"

namespace chess960 {

// [piece] from-square ['-' | 'x' | ':'] to-square [[=]promotion]: "e2-e4", "Ng1-f3", "Nb1xc3",
// "e7-e8=Q", "e7e8q", as read from the text (check marks already removed).
struct LongAlgebraic {
  PieceType piece = NO_PIECE_TYPE;  // the letter given, if any
  Square from = NO_SQUARE, to = NO_SQUARE;
  PieceType promotion = NO_PIECE_TYPE;
};

// Whether the text has that form; fills `move` if so.
[[nodiscard]] bool readLongAlgebraic(std::string_view text, LongAlgebraic& move);

// The legal move it names. It names its from-square, so it is resolved exactly as the UCI text it
// spells ("e7e8q"), castling included ("Ke1-g1", "e1h1"); a piece letter must match the piece on
// that square. `shown` is the input as error messages quote it.
Result<Move> resolveLongAlgebraic(const Position& pos, const LongAlgebraic& move, std::string_view shown);

}  // namespace chess960
