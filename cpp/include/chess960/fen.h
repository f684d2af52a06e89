// FEN in and out. Reads X-FEN (KQkq, with a file letter for an inner rook) and Shredder-FEN
// (HAha) castling fields and any mixture; writes either, X-FEN by default, which is plain FEN
// in standard chess.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "chess960/error.h"
#include "chess960/position.h"
#include "chess960/unchecked_setup.h"

namespace chess960 {

inline constexpr std::string_view STANDARD_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

enum class CastlingNotation { XFEN, SHREDDER };

// Longest FEN accepted; real ones are under 100 characters.
inline constexpr std::size_t MAX_FEN_LENGTH = 256;

// Syntax only (fields, letters, squares, numbers), plus resolving K/Q to rook squares.
// Fields: board, turn, castling, en passant and optionally the two clocks (default "0 1").
Result<Setup> parseFenSetup(std::string_view fen);
// Syntax and position rules together. The error names the most basic fault: first each
// field's syntax from left to right, then the position's rules in the order of
// Position::fromSetup (kings, pawns on back ranks, side not to move in check, castling rights,
// en passant, clocks).
// With `repairs`, the repair a user asks for to load a sloppy FEN knowingly: castling rights
// whose rook or king is not there and an en-passant square no double step can have left are
// dropped and listed there (cleared first; empty if nothing was dropped or the FEN is refused)
// instead of refused. Anything else that is wrong is refused just the same.
Result<Position> parseFen(std::string_view fen, std::vector<Repair>* repairs = nullptr);

[[nodiscard]] std::string toFen(const Position& pos, CastlingNotation notation = CastlingNotation::XFEN);
// The board field alone ("rnbqkbnr/pppppppp/8/...").
[[nodiscard]] std::string boardFen(const Position& pos);

}  // namespace chess960
