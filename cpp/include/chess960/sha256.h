// SHA-256 as FIPS 180-4 defines it, for the tournament draw (tournament_draw.h): one
// implementation for the native tool, Node and browsers, so that a draw is the same everywhere.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace chess960 {

using Sha256Digest = std::array<std::uint8_t, 32>;

// Incremental hashing: update() with the message in pieces, then digest() once.
class Sha256 {
 public:
  Sha256();
  void update(std::string_view bytes);
  // The digest of everything given to update(); the object is spent afterwards.
  [[nodiscard]] Sha256Digest digest();

 private:
  void compress(const std::uint8_t* block);

  std::array<std::uint32_t, 8> state_;
  std::array<std::uint8_t, 64> block_{};
  std::uint64_t length_ = 0;  // bytes given so far
};

// The digest of `bytes` in one call.
[[nodiscard]] Sha256Digest sha256(std::string_view bytes);
// Lowercase hexadecimal, two digits a byte (64 for a digest).
[[nodiscard]] std::string toHex(const Sha256Digest& digest);

}  // namespace chess960
