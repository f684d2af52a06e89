// parsePgn and toPgn: one game's mainline, through the collection reader and writer.
#include "chess960/pgn.h"

#include "chess960/fen.h"
#include "chess960/pgn_reader.h"
#include "chess960/pgn_writer.h"

namespace chess960 {

namespace {

// The first game's tags, start, mainline and result.
class GameBuilder final : public PgnVisitor {
 public:
  void tag(std::string_view name, std::string_view value) override { game.tags.emplace_back(name, value); }
  Next beginMovetext(const Position& start, bool) override {
    game.game = Game(start);
    return Next::READ;
  }
  void move(const PgnMoveRead& move) override { game.game.playTrusted(move.move); }
  void endGame(std::string_view result) override { game.result = result; }
  PgnGame game;
};

}  // namespace

Result<PgnGame> parsePgn(std::string_view text) {
  if (text.size() > MAX_PGN_LENGTH)
    return Error{ErrorCode::PGN, "PGN is " + std::to_string(text.size()) + " bytes; at most " +
                                     std::to_string(MAX_PGN_LENGTH) + " are accepted"};
  PgnReadOptions options;
  options.variations = false;  // the mainline only: variations are matched, not read
  options.limits.maxMoves = MAX_PGN_PLIES;
  PgnReader reader(options);
  reader.feed(text);
  reader.finish();
  GameBuilder builder;
  const PgnReader::Step step = reader.next(builder);
  if (step == PgnReader::Step::ERROR) return Error{ErrorCode::PGN, reader.error().message()};
  if (step != PgnReader::Step::GAME)
    return Error{ErrorCode::PGN, "no game found: the text has neither tags nor moves"};
  return std::move(builder.game);
}

PgnResult gameResult(const Game& game, PgnResult recorded) {
  const Outcome outcome = game.outcome();
  if (!outcome.isOver()) return recorded;
  if (!outcome.winner) return PgnResult::DRAW;
  return *outcome.winner == WHITE ? PgnResult::WHITE_WINS : PgnResult::BLACK_WINS;
}

std::string toPgn(const Game& game, const PgnTags& tags, std::string_view result) {
  std::string_view resultTag = "*";
  for (const auto& [name, value] : tags)
    if (name == "Result") resultTag = value;
  const std::string_view written =
      result.empty() ? PGN_RESULTS[int(gameResult(game, pgnResultOf(resultTag)))] : result;
  PgnWriter writer;
  writer.beginGame();
  // The start is always written: Variant, SetUp and FEN right after the Seven Tag Roster.
  writer.tag("Result", written);
  writer.tag("Variant", PGN_CHESS960_VARIANT);
  writer.tag("SetUp", "1");
  writer.tag("FEN", toFen(game.startPosition()));
  for (const auto& [name, value] : tags)
    if (name != "Result" && name != "Variant" && name != "SetUp" && name != "FEN") writer.tag(name, value);
  writer.beginMovetext(game.startPosition(), true);
  for (Move m : game.moves()) writer.play(m);
  writer.endGame(written);
  return writer.text();
}

}  // namespace chess960
