// parsePgn and toPgn: one game's mainline, through the collection reader and the tree writer.
#include "chess960/pgn.h"

#include "chess960/fen.h"
#include "chess960/pgn_reader.h"
#include "chess960/pgn_writer.h"

namespace chess960 {

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
  const PgnReader::Step step = reader.next();
  if (step == PgnReader::Step::ERROR) return Error{ErrorCode::PGN, reader.error().message()};
  if (step != PgnReader::Step::GAME)
    return Error{ErrorCode::PGN, "no game found: the text has neither tags nor moves"};
  const PgnGameTree& tree = reader.game();
  PgnGame out{{}, Game(tree.start), tree.result};
  for (const PgnTag& tag : tree.tags) out.tags.emplace_back(tree.str(tag.name), tree.str(tag.value));
  // Variations are skipped unread: the nodes are the mainline, in order.
  for (std::int32_t i = 1; i < tree.nodeCount(); ++i) out.game.playTrusted(tree.move(i));
  return out;
}

PgnResult gameResult(const Game& game, PgnResult recorded) {
  const Outcome outcome = game.outcome();
  if (!outcome.isOver()) return recorded;
  if (!outcome.winner) return PgnResult::DRAW;
  return *outcome.winner == WHITE ? PgnResult::WHITE_WINS : PgnResult::BLACK_WINS;
}

std::string toPgn(const Game& game, const PgnTags& tags, std::string_view result) {
  PgnGameTree tree;
  std::string_view resultTag = "*";
  for (const auto& [name, value] : tags)
    if (name == "Result") resultTag = value;
  tree.result = result.empty() ? PGN_RESULTS[int(gameResult(game, pgnResultOf(resultTag)))] : result;
  // The start is always written: Variant, SetUp and FEN right after the Seven Tag Roster.
  tree.addTag("Result", tree.result);
  tree.addTag("Variant", PGN_CHESS960_VARIANT);
  tree.addTag("SetUp", "1");
  tree.addTag("FEN", toFen(game.startPosition()));
  for (const auto& [name, value] : tags)
    if (name != "Result" && name != "Variant" && name != "SetUp" && name != "FEN") tree.addTag(name, value);
  tree.start = game.startPosition();
  tree.chess960 = true;
  std::int32_t node = 0;
  for (Move m : game.moves()) node = tree.addMove(node, m);
  return writePgn(tree);
}

}  // namespace chess960
