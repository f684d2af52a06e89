// Move sequences chosen by bytes from arbitrary positions. Input: a FEN on the first line, then
// one byte per ply; if the first line is not a valid FEN, bytes 0-2 choose a Chess960 (or Double
// Chess960) start and the rest are the plies. A ply byte picks legal move (byte % count); 0xFF
// takes the last move back instead. At every position:
//   - checkPosition: legal moves equal the slow generator's both ways (castling by FIDE's
//     Chess960 rules written out), each move played on a copy equals the slow model's result,
//     keys (incremental == recomputed), givesCheck, FEN / UCI / SAN round trips;
//   - Game::play accepts the move and stores the same position; undo restores the earlier
//     position exactly (pieces, rights, en passant, clocks, key, FEN text);
//   - repetition count, checkmate, stalemate and the automatic outcome agree with the slow model.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "checks.h"
#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/movegen.h"
#include "chess960/start_positions.h"

using namespace chess960;
using namespace chess960::fuzz;

namespace {

constexpr std::uint8_t UNDO = 0xFF;
constexpr int MAX_PLIES = 64;

bool sameSlow(const SlowBoard& a, const SlowBoard& b) {
  if (a.squares != b.squares || a.turn != b.turn || a.ep != b.ep) return false;
  for (int c = 0; c < 2; ++c)
    for (int s = 0; s < 2; ++s)
      if (a.castling[c][s] != b.castling[c][s]) return false;
  return true;
}

bool slowInsufficient(const SlowBoard& b) {
  int minors = 0, knights = 0, light = 0, dark = 0;
  for (int i = 0; i < SQUARE_COUNT; ++i) {
    const Piece p = b.squares[i];
    if (p == NO_PIECE || typeOf(p) == KING) continue;
    if (typeOf(p) == PAWN || typeOf(p) == ROOK || typeOf(p) == QUEEN) return false;
    ++minors;
    if (typeOf(p) == KNIGHT) ++knights;
    if (typeOf(p) == BISHOP) ((i / 8 + i % 8) % 2 ? light : dark)++;
  }
  if (minors <= 1) return true;
  return knights == 0 && (light == 0 || dark == 0);
}

void checkRules(const Game& game, const std::vector<SlowBoard>& history) {
  const Position& pos = game.position();
  const std::string fen = toFen(pos);
  const SlowBoard now = history.back();
  int repetitions = 0;
  for (const SlowBoard& b : history) repetitions += sameSlow(b, now);
  FUZZ_CHECK(game.repetitionCount() == repetitions,
             "repetitionCount " + std::to_string(game.repetitionCount()) + ", expected " +
                 std::to_string(repetitions),
             fen);
  const bool noMoves = slowLegalMoves(now).empty();
  const bool check = slowAttacked(now.squares, pos.kingSquare(pos.turn()), ~pos.turn());
  FUZZ_CHECK(game.isCheckmate() == (check && noMoves), "isCheckmate is wrong", fen);
  FUZZ_CHECK(game.isStalemate() == (!check && noMoves), "isStalemate is wrong", fen);
  FUZZ_CHECK(game.isInsufficientMaterial() == slowInsufficient(now), "isInsufficientMaterial is wrong", fen);
  Termination expected = Termination::NONE;
  if (noMoves)
    expected = check ? Termination::CHECKMATE : Termination::STALEMATE;
  else if (slowInsufficient(now))
    expected = Termination::INSUFFICIENT_MATERIAL;
  else if (now.halfmove >= 150)
    expected = Termination::SEVENTY_FIVE_MOVES;
  else if (repetitions >= 5)
    expected = Termination::FIVEFOLD_REPETITION;
  const Outcome outcome = game.outcome();
  FUZZ_CHECK(outcome.termination == expected, "outcome() is wrong", fen);
  FUZZ_CHECK(outcome.winner.has_value() == (expected == Termination::CHECKMATE) &&
                 (!outcome.winner || *outcome.winner == ~pos.turn()),
             "outcome() winner is wrong", fen);
  // Facts hold whatever else does; claims only while the game goes on.
  const bool over = expected != Termination::NONE;
  FUZZ_CHECK(game.isThreefoldRepetition() == (repetitions >= 3) &&
                 game.isFivefoldRepetition() == (repetitions >= 5) &&
                 game.isSeventyFiveMoves() == (now.halfmove >= 150 && !(check && noMoves)),
             "a draw fact is wrong", fen);
  FUZZ_CHECK(game.canClaimThreefoldRepetition() == (!over && repetitions >= 3) &&
                 game.canClaimFiftyMoves() == (!over && now.halfmove >= 100),
             "a draw claim is wrong", fen);
  if (over) FUZZ_CHECK(game.drawClaimMoves().empty(), "a finished game offers a claim by the next move", fen);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const auto [first, rest] = splitFirstLine(input);
  std::string_view plies = rest;
  auto parsed = parseFen(first);
  Position start;
  if (parsed) {
    start = *parsed;
  } else {
    if (size < 3) return 0;
    const int white = ((data[0] << 8) | data[1]) % START_POSITION_COUNT;
    const int black = data[2] & 0x80 ? ((data[2] & 0x7F) << 3 | (data[1] & 7)) % START_POSITION_COUNT : white;
    start = startPosition(white, black).value();
    plies = input.substr(3);
  }

  Game game(start);
  std::vector<Position> positions{start};  // copies, to compare undo with
  std::vector<SlowBoard> history{slowBoardOf(start)};
  checkPosition(start);
  checkRules(game, history);
  int played = 0;
  for (char byte : plies) {
    if (played >= MAX_PLIES) break;
    const std::uint8_t b = static_cast<std::uint8_t>(byte);
    if (b == UNDO) {
      if (game.ply() == 0) {
        FUZZ_CHECK(!game.undo(), "undo succeeded with no move played");
        continue;
      }
      const std::string afterFen = toFen(game.position());
      FUZZ_CHECK(game.undo(), "undo failed with a move played");
      positions.pop_back();
      history.pop_back();
      const Position& restored = game.position();
      const Position& saved = positions.back();
      FUZZ_CHECK(restored.samePosition(saved) && restored.key() == saved.key() &&
                     restored.halfmoveClock() == saved.halfmoveClock() &&
                     restored.fullmoveNumber() == saved.fullmoveNumber() && toFen(restored) == toFen(saved) &&
                     restored.key() == restored.computeKey(),
                 "undo does not restore the position", "after the move: " + afterFen,
                 "restored: " + toFen(restored), "saved: " + toFen(saved));
      continue;
    }
    const MoveList moves = legalMoves(game.position());
    if (moves.empty()) break;
    const Move m = moves[b % moves.size()];
    const Position before = game.position();
    auto result = game.play(m);
    FUZZ_CHECK(result.ok() && *result == m, "Game::play rejects a generated move: " + describe(m),
               toFen(before));
    Position copy = before;
    copy.play(m);
    FUZZ_CHECK(game.position().samePosition(copy) && game.position().key() == copy.key() &&
                   game.position().halfmoveClock() == copy.halfmoveClock(),
               "Game::play stores another position than Position::play", toFen(before), describe(m));
    FUZZ_CHECK(before.samePosition(positions.back()) && before.key() == positions.back().key(),
               "copy-make: playing on a copy changed the original", toFen(before));
    positions.push_back(copy);
    history.push_back(slowBoardOf(copy));
    checkPosition(game.position());
    checkRules(game, history);
    ++played;
  }
  return 0;
}
