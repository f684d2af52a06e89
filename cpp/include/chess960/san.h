// Standard Algebraic Notation: "Nf3", "exd5", "e8=Q+", "O-O", "O-O-O#", with the least
// disambiguation needed (file, then rank, then both).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "chess960/error.h"
#include "chess960/position.h"

namespace chess960 {

// SAN of a legal move, with "+" or "#" when it checks or mates.
[[nodiscard]] std::string toSan(const Position& pos, Move m);

// Longest SAN: "Qa1xb2+", "exd8=Q#".
inline constexpr std::size_t MAX_SAN_LENGTH = 7;

// What a move does to the other king, as SAN marks it: nothing, check ("+") or mate ("#").
enum class CheckMark : std::uint8_t { NONE, CHECK, MATE };
// The mark of the move that led to `after`.
[[nodiscard]] CheckMark checkMarkOf(const Position& after);
// The mark of the legal move `m` from `before` (played out on a copy only when it checks).
[[nodiscard]] CheckMark checkMarkOf(const Position& before, Move m);

// toSan into `out` (MAX_SAN_LENGTH bytes of room), for a move from `before` whose mark is known;
// returns the length.
std::size_t writeSan(char* out, const Position& before, Move m, CheckMark mark);
// The same for a move from `before` to `after` already played (cheaper: the check mark comes from
// `after`).
std::size_t writeSan(char* out, const Position& before, Move m, const Position& after);

// A legal move from SAN. Lenient where nothing is lost: check marks and annotations (+ # ! ?)
// are optional, "0-0" works like "O-O", "e8Q" like "e8=Q", the promoted piece in either case, and
// extra disambiguation is allowed. Long algebraic ("e2-e4", "Ng1-f3", "Nb1xc3", "e7-e8=Q", "e7e8q")
// names its from-square, so it is resolved like UCI; a piece letter that does not match the piece
// on that square is refused. Never picks one of two legal moves: ambiguous text is an error.
Result<Move> parseSan(const Position& pos, std::string_view san);

// parseSan and play in one step (cheaper: the legality check already plays the move): `after`
// becomes the position after the move. On an error `after` is unspecified.
Result<Move> playSan(const Position& pos, std::string_view san, Position& after);

// playSan in place. On an error `pos` is unchanged.
Result<Move> applySan(Position& pos, std::string_view san);

}  // namespace chess960
