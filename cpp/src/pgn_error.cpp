// PgnError: its message, and the names of its reasons.
#include <string>

#include "chess960/pgn_visitor.h"
#include "text.h"

namespace chess960 {

std::string PgnError::message() const {
  std::string out = text::say({"game ", gameIndex + 1, ", line ", line, ", column ", column, ": ", what});
  if (!near.empty()) out += text::say({" (near \"", near, "\")"});
  return out;
}

std::string_view pgnErrorReasonName(PgnErrorReason reason) {
  static constexpr std::string_view NAMES[] = {
#define CHESS960_PGN_REASON_NAME(name, meaning) #name,
      CHESS960_PGN_ERROR_REASONS(CHESS960_PGN_REASON_NAME)
#undef CHESS960_PGN_REASON_NAME
  };
  return NAMES[std::size_t(reason)];
}

}  // namespace chess960
