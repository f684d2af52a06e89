// UCI move reader. Input: a FEN on the first line (if it is not a valid FEN, a Chess960 start
// position chosen by its hash), then whitespace-separated move tokens, played one after another.
// Each token is read by parseUci and, independently, by the rules of the UCI notation written out
// here over the slow legal move list; both must agree on the move or on the kind of error.
// Game::playUci must agree too. Every position reached passes the key and FEN checks, the last
// one the full checkPosition.
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "checks.h"
#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/uci.h"

using namespace chess960;
using namespace chess960::fuzz;

namespace {

struct Expected {
  bool ok;
  Move move;
  ErrorCode code;
};

Expected uciOracle(const Position& pos, std::string_view token) {
  auto file = [](char c) { return c >= 'a' && c <= 'h'; };
  auto rank = [](char c) { return c >= '1' && c <= '8'; };
  const std::size_t n = token.size();
  const bool syntax = (n == 4 || n == 5) && file(token[0]) && rank(token[1]) && file(token[2]) &&
                      rank(token[3]) &&
                      (n == 4 || std::string_view("nbrqNBRQ").find(token[4]) != std::string_view::npos);
  if (!syntax) return {false, Move::none(), ErrorCode::INVALID_UCI};
  std::string lower(token);
  if (n == 5) lower[4] = char(std::tolower(static_cast<unsigned char>(lower[4])));
  const SlowBoard board = slowBoardOf(pos);
  const auto legal = slowLegalMoves(board);
  for (Move m : legal)
    if (slowUci(m) == lower) return {true, m, ErrorCode::INVALID_UCI};
  // Castling may also be written as the king's move to its castling square, when the king moves
  // at least two files (a normal king move never does).
  if (n == 4)
    for (Move m : legal) {
      if (!m.isCastling()) continue;
      const Square to = castlingKingTarget(pos.turn(), m.to() > m.from() ? KING_SIDE : QUEEN_SIDE);
      const Move kingStep(m.from(), to);
      if (slowUci(kingStep) == lower && std::abs(fileOf(to) - fileOf(m.from())) >= 2)
        return {true, m, ErrorCode::INVALID_UCI};
    }
  return {false, Move::none(), ErrorCode::ILLEGAL_MOVE};
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 4096) return 0;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const auto [first, rest] = splitFirstLine(input);
  auto parsed = parseFen(first);
  Position pos = parsed ? *parsed : fallbackStart(first);
  Game game(pos);
  for (std::string_view token : tokens(rest, 48)) {
    const std::string fen = toFen(pos);
    const Expected expected = uciOracle(pos, token);
    auto got = parseUci(pos, token);
    auto viaGame = game.playUci(token);
    FUZZ_CHECK(got.ok() == expected.ok, "parseUci accepts what the UCI rules reject, or the reverse",
               "token: " + std::string(token), fen, got ? describe(*got) : got.error().message);
    FUZZ_CHECK(viaGame.ok() == got.ok(), "Game::playUci differs from parseUci",
               "token: " + std::string(token), fen);
    if (!got) {
      FUZZ_CHECK(got.error().code == expected.code,
                 std::string("parseUci error code ") + errorCodeName(got.error().code),
                 "token: " + std::string(token), fen, got.error().message);
      checkError(got.error(), {expected.code}, token);
      continue;
    }
    FUZZ_CHECK(*got == expected.move,
               "parseUci read " + describe(*got) + ", expected " + describe(expected.move),
               "token: " + std::string(token), fen);
    FUZZ_CHECK(*viaGame == *got, "Game::playUci played another move", "token: " + std::string(token), fen);
    pos.play(*got);
    checkKeyAndFen(pos);
    FUZZ_CHECK(game.position().samePosition(pos) && game.position().key() == pos.key(),
               "Game position differs from the played copy", toFen(pos), toFen(game.position()));
  }
  checkPosition(pos);
  return 0;
}
