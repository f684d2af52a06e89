// Errors are values: a code a program can switch on and a message a person can read.
// Nothing in the engine throws across its API.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace chess960 {

// Every error code, once: X(NAME, meaning). The enum, errorCodeName() and the npm package's
// ErrorCode type (npm/scripts/contract.mjs reads this list) all come from here, in this order;
// the package's codes are these positions, so append new codes at the end of their group only
// if you rebuild the package too. The meaning is what a reader of the code needs; each failure's
// message says what exactly is wrong.
#define CHESS960_ERROR_CODES(X)                                                              \
  /* FEN syntax */                                                                           \
  X(FEN_FIELD_COUNT, "the FEN has the wrong number of fields, or is too long")               \
  X(FEN_BOARD, "the board field is not 8 ranks of 8 squares of known pieces")                \
  X(FEN_TURN, "the side-to-move field is not w or b")                                        \
  X(FEN_CASTLING, "the castling field is not -, KQkq or rook files, or repeats one")         \
  X(FEN_EN_PASSANT, "the en-passant field is neither - nor a square")                        \
  X(FEN_HALFMOVE_CLOCK, "the halfmove clock is not a whole number in range")                 \
  X(FEN_FULLMOVE_NUMBER, "the fullmove number is not a whole number in range")               \
  /* position validity */                                                                    \
  X(KINGS, "not exactly one king per side")                                                  \
  X(PAWNS_ON_BACK_RANK, "a pawn stands on the first or last rank")                           \
  X(OPPOSITE_CHECK, "the side not to move is in check")                                      \
  X(CASTLING_RIGHTS, "a castling right that the king and rooks on the board cannot have")    \
  X(EN_PASSANT, "an en-passant square that the position cannot have")                        \
  /* moves */                                                                                \
  X(INVALID_UCI, "not UCI move text")                                                        \
  X(INVALID_SAN, "not SAN move text, or no legal move matches it")                           \
  X(AMBIGUOUS_SAN, "SAN that fits more than one legal move")                                 \
  X(ILLEGAL_MOVE, "a readable move that is not legal here")                                  \
  /* start positions */                                                                      \
  X(POSITION_NUMBER, "a start-position number out of range")                                 \
  X(BACK_RANK, "not a Chess960 back rank")                                                   \
  X(DIE_ROLLS, "die rolls that do not choose a start position (setups.h: positionFromDice)") \
  X(CARDS, "cards that do not choose a start position (setups.h: positionFromCards)")        \
  /* PGN */                                                                                  \
  X(PGN, "PGN text that cannot be read")

enum class ErrorCode {
#define CHESS960_ERROR_ENUMERATOR(name, meaning) name,
  CHESS960_ERROR_CODES(CHESS960_ERROR_ENUMERATOR)
#undef CHESS960_ERROR_ENUMERATOR
};

// How many codes there are (the last one plus one).
inline constexpr int ERROR_CODE_COUNT = int(ErrorCode::PGN) + 1;

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
