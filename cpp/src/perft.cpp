#include "chess960/perft.h"

#include <type_traits>

#include "chess960/movegen.h"

namespace chess960 {

namespace {

// `to` becomes a copy of `from`, copied inline: otherwise wasm calls memcpy at every node.
static_assert(std::is_trivially_copyable_v<Position>);
void copyPosition(Position& to, const Position& from) {
#if defined(__has_builtin) && __has_builtin(__builtin_memcpy_inline)
  __builtin_memcpy_inline(&to, &from, sizeof(Position));
#else
  to = from;
#endif
}

}  // namespace

std::uint64_t perft(const Position& pos, int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return std::uint64_t(countLegalMoves(pos));
  std::uint64_t nodes = 0;
  Position next;
  for (Move m : legalMoves(pos)) {
    copyPosition(next, pos);
    next.play(m);
    nodes += perft(next, depth - 1);
  }
  return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> divide(const Position& pos, int depth) {
  std::vector<std::pair<Move, std::uint64_t>> result;
  if (depth <= 0) return result;
  for (Move m : legalMoves(pos)) {
    Position next = pos;
    next.play(m);
    result.emplace_back(m, perft(next, depth - 1));
  }
  return result;
}

}  // namespace chess960
