// Shared by the libFuzzer harnesses: an independent, deliberately slow model of the rules
// (mailbox board, plain loops, no bitboards or attack tables of the engine) and the invariant
// checks built on it. A broken invariant prints what broke and where to stderr, then aborts,
// so libFuzzer stops and saves the input as a crash file. Nothing is printed otherwise.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess960/error.h"
#include "chess960/position.h"
#include "chess960/types.h"

namespace chess960::fuzz {

// Prints "chess960 fuzz: invariant failed: <what>" with the context lines, then aborts.
[[noreturn]] void fail(const std::string& what, std::initializer_list<std::string> context = {});

#define FUZZ_CHECK(cond, ...)                                                                    \
  do {                                                                                           \
    if (!(cond)) ::chess960::fuzz::fail(#cond, std::initializer_list<std::string>{__VA_ARGS__}); \
  } while (0)

std::string describe(Move m);  // "e1h1 (castling)"

// The rules on a plain 64-square array. Castling rights are kept as the engine reports them:
// a rook square (or NO_SQUARE) per colour and side.
struct SlowBoard {
  std::array<Piece, SQUARE_COUNT> squares;
  Color turn = WHITE;
  Square castling[2][2] = {{NO_SQUARE, NO_SQUARE}, {NO_SQUARE, NO_SQUARE}};
  Square ep = NO_SQUARE;  // only while an en-passant capture is legal (the engine's convention)
  int halfmove = 0;
  int fullmove = 1;
};

SlowBoard slowBoardOf(const Position& pos);
// Is `s` attacked by a piece of colour `by`? Plain ray walks over the array.
bool slowAttacked(const std::array<Piece, SQUARE_COUNT>& squares, Square s, Color by);
// Legal moves: pseudo-legal moves by loops, kept when the mover's king is not attacked after
// them; castling by FIDE's Chess960 rules written out (see checks.cpp).
std::vector<Move> slowLegalMoves(const SlowBoard& board);
std::vector<Move> slowLegalMoves(const SlowBoard& board, bool onlyEnPassant);
// The position after a legal move: pieces, turn, castling rights, en passant, clocks.
SlowBoard slowPlay(const SlowBoard& board, Move m);
// "e2e4", "e7e8q", "e1h1": written here, not by the engine.
std::string slowUci(Move m);

// Every invariant of one position, and of every legal move from it:
//   - the incremental Zobrist key equals the recomputed one; bitboards agree with the mailbox;
//   - toFen (X-FEN and Shredder-FEN) read back gives the same position, key, clocks and text;
//   - attackersTo / isAttackedBy / isCheck agree with slowAttacked on every square;
//   - legalMoves == slowLegalMoves as sets (no duplicates), countLegalMoves and isLegal agree,
//     and the en-passant square is set exactly when an en-passant capture is legal;
//   - for each move: the played copy equals slowPlay (board, turn, castling, ep, clocks) and its
//     key equals the recomputed one; the original copy is untouched (copy-make undo);
//     givesCheck(m) == the copy is in check; toUci / parseUci and toSan / parseSan round-trip,
//     SAN carries '+' or '#' exactly when it should and uses the least disambiguation.
void checkPosition(const Position& pos);

// The cheap part: key, bitboards and FEN round trip (for harnesses that play many moves).
void checkKeyAndFen(const Position& pos);

// Error values: a known code, from the expected set, and a non-empty, printable message of
// bounded length (errors echo hostile input, so they must not echo it raw).
void checkError(const Error& error, std::initializer_list<ErrorCode> allowed, std::string_view input);

// Input helpers: the first line (without '\r') and the rest; whitespace-separated tokens.
std::pair<std::string_view, std::string_view> splitFirstLine(std::string_view data);
std::vector<std::string_view> tokens(std::string_view text, std::size_t limit);
// A start position for inputs whose first line is not a FEN: Chess960 number (hash % 960).
Position fallbackStart(std::string_view seed);

}  // namespace chess960::fuzz
