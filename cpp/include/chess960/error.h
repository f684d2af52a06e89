// Errors are values: a code a program can switch on and a message a person can read.
// Nothing in the engine throws across its API.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace chess960 {

enum class ErrorCode {
  // FEN syntax
  FEN_FIELD_COUNT,
  FEN_BOARD,
  FEN_TURN,
  FEN_CASTLING,
  FEN_EN_PASSANT,
  FEN_HALFMOVE_CLOCK,
  FEN_FULLMOVE_NUMBER,
  // position validity
  KINGS,
  PAWNS_ON_BACK_RANK,
  OPPOSITE_CHECK,
  CASTLING_RIGHTS,
  EN_PASSANT,
  // moves
  INVALID_UCI,
  INVALID_SAN,
  AMBIGUOUS_SAN,
  ILLEGAL_MOVE,
  // start positions
  POSITION_NUMBER,
  BACK_RANK,
  DIE_ROLLS,  // setups.h: positionFromDice
  CARDS,      // setups.h: positionFromCards
  // PGN
  PGN,
};

// A short stable name for the code ("FEN_BOARD", ...), for bindings and logs.
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
