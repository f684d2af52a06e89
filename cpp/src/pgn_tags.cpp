#include "chess960/pgn_tags.h"

namespace chess960 {

PgnVariant pgnVariant(std::string_view tagValue) {
  // The values read, in lower case without their spaces, '-', '(' and ')', each between commas:
  // standard chess's, then Chess960's.
  constexpr std::string_view NAMES =
      ",,standard,normal,chess,fromposition,"
      "chess960,960,fischerandom,fischerandomchess,fischerrandom,fischerrandomchess,frc,freestyle,"
      "freestylechess,"
      "doublechess960,chess960fischerrandom,";
  constexpr std::size_t CHESS960_FROM = NAMES.find(",chess960,");
  char compact[24] = {','};  // longer than any name
  std::size_t size = 1;
  for (char c : tagValue) {
    if (c == ' ' || c == '-' || c == '(' || c == ')') continue;
    if (c == ',' || size == sizeof compact - 1) return PgnVariant::UNSUPPORTED;
    compact[size++] = c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
  }
  compact[size++] = ',';
  const std::size_t at = NAMES.find(std::string_view(compact, size));
  return at == NAMES.npos     ? PgnVariant::UNSUPPORTED
         : at < CHESS960_FROM ? PgnVariant::STANDARD
                              : PgnVariant::CHESS960;
}

}  // namespace chess960
