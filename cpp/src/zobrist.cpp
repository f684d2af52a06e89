#include "chess960/zobrist.h"

namespace chess960::zobrist {

namespace {

std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

bool initialized = false;
struct Initializer {
  Initializer() { ensureInitialized(); }
} initializer;

}  // namespace

// The one writer of the keys (a friend of Keys).
struct KeysBuilder {
  static void fill(Keys& keys) {
    std::uint64_t state = 0x0C4E55960ULL;
    for (auto& perPiece : keys.piece_)
      for (auto& key : perPiece) key = splitmix64(state);
    for (auto& key : keys.castlingRook_) key = splitmix64(state);
    for (auto& key : keys.epFile_) key = splitmix64(state);
    keys.blackToMove_ = splitmix64(state);
  }
};

Keys keys;

void ensureInitialized() {
  if (initialized) return;
  KeysBuilder::fill(keys);
  initialized = true;
}

}  // namespace chess960::zobrist
