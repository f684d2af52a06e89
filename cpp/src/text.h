// Small text helpers shared by the notation readers (internal, not installed).
#pragma once

#include <string>
#include <string_view>

namespace chess960::text {

// Input echoed in an error message: at most `limit` characters, anything unprintable as '?'.
[[nodiscard]] inline std::string printable(std::string_view s, std::size_t limit = 24) {
  std::string out;
  for (char c : s.substr(0, limit))
    out += (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) ? '?' : c;
  if (s.size() > limit) out += "...";
  return out;
}

}  // namespace chess960::text
