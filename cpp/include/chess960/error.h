// Errors are values: a code a program can switch on and a message a person can read.
// Nothing in the engine throws across its API.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace chess960 {

// Every error code, once: X(NAME, meaning). The enum, errorCodeName() and the npm package's
// ErrorCode type (bindings/contract_writer.cpp expands this list) come from here, in this order;
// the package's codes are these positions, so append new codes at the end of their group only
// if you rebuild the package too. The meaning is the one npm/README.md's error table shows (a test
// compares them); each failure's message says what exactly is wrong.
#define CHESS960_ERROR_CODES(X)                                                                    \
  /* FEN syntax */                                                                                 \
  X(FEN_FIELD_COUNT, "not 4 to 6 space-separated fields (or longer than 256 characters)")          \
  X(FEN_BOARD, "the board field is unreadable: not 8 ranks of 8 squares, an unknown piece letter") \
  X(FEN_TURN, "the side to move is not `w` or `b`")                                                \
  X(FEN_CASTLING, "the castling field is unreadable")                                              \
  X(FEN_EN_PASSANT, "the en-passant field is not `-` or a square")                                 \
  X(FEN_HALFMOVE_CLOCK, "the halfmove clock is not a number in range")                             \
  X(FEN_FULLMOVE_NUMBER, "the fullmove number is not a number in range")                           \
  /* position validity */                                                                          \
  X(KINGS, "a side does not have exactly one king")                                                \
  X(PAWNS_ON_BACK_RANK, "a pawn on the first or eighth rank")                                      \
  X(OPPOSITE_CHECK, "the side not to move is in check")                                            \
  X(CASTLING_RIGHTS, "a castling right without its king and rook where it needs them")             \
  X(EN_PASSANT, "an en-passant square no double pawn push can have made")                          \
  /* moves */                                                                                      \
  X(INVALID_UCI, "the move object or UCI text is not two squares (and a promotion letter)")        \
  X(INVALID_SAN, "the text is not a move in SAN or long algebraic notation")                       \
  X(AMBIGUOUS_SAN, "the SAN fits more than one legal move (add the file or rank)")                 \
  X(ILLEGAL_MOVE, "readable, but not a legal move here")                                           \
  /* start positions */                                                                            \
  X(POSITION_NUMBER, "a start number out of range or not whole")                                   \
  X(BACK_RANK, "a back rank or FEN that is not a Chess960 arrangement")                            \
  X(DIE_ROLLS, "die rolls too few, or not 1 to 6")                                                 \
  X(CARDS, "not the 14 cards a-h, N, N, Q, R, R, R")                                               \
  /* PGN */                                                                                        \
  X(PGN, "PGN that cannot be read: syntax, a bad tag, an illegal move, too long")                  \
  /* engine evaluations of the starts */                                                           \
  X(START_EVALUATIONS, "a table of start evaluations unreadable, or not its stated SHA-256")       \
  /* tournament draw */                                                                            \
  X(DRAW_SEED, "a draw's seed empty, or the seed or public value over 256 bytes or not UTF-8")     \
  X(DRAW_ROUNDS, "a draw's rounds not 1 to 1000")                                                  \
  X(DRAW_POOL, "a draw's pool empty, or smaller than the rounds without repeats")                  \
  X(DRAW_BAND, "a draw's band: a score limit out of range, no table, or not the announced table")  \
  X(DRAW_ANNOUNCEMENT, "a draw's announcement unreadable: a line missing or misplaced, a bad value")

enum class ErrorCode {
#define CHESS960_ERROR_ENUMERATOR(name, meaning) name,
  CHESS960_ERROR_CODES(CHESS960_ERROR_ENUMERATOR)
#undef CHESS960_ERROR_ENUMERATOR
};

// How many codes there are (the last one plus one).
inline constexpr int ERROR_CODE_COUNT = int(ErrorCode::DRAW_ANNOUNCEMENT) + 1;

// The code's name as written above ("FEN_BOARD", ...), for bindings and logs.
const char* errorCodeName(ErrorCode code);

struct Error {
  ErrorCode code;
  std::string message;
};

// Either a value or an Error; a minimal stand-in for C++23's std::expected.
template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : state_(std::move(value)) {}
  Result(Error error) : state_(std::move(error)) {}

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return std::get<0>(state_); }
  T& value() & { return std::get<0>(state_); }
  T&& value() && { return std::get<0>(std::move(state_)); }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const { return std::get<1>(state_); }

 private:
  std::variant<T, Error> state_;
};

}  // namespace chess960
