#include "chess960/pgn.h"

#include "chess960/fen.h"
#include "chess960/pgn_reader.h"
#include "chess960/pgn_writer.h"

namespace chess960 {

namespace {

Error pgnError(std::string message) { return Error{ErrorCode::PGN, std::move(message)}; }

bool isResultToken(std::string_view token) {
  return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*";
}

const std::string* findTag(const PgnTags& tags, std::string_view name) {
  for (const auto& [key, value] : tags)
    if (key == name) return &value;
  return nullptr;
}

}  // namespace

Result<PgnGame> parsePgn(std::string_view text) {
  if (text.size() > MAX_PGN_LENGTH)
    return pgnError("PGN is " + std::to_string(text.size()) + " bytes; at most " +
                    std::to_string(MAX_PGN_LENGTH) + " are accepted");
  PgnReadOptions options;
  options.variations = false;
  options.limits.maxMoves = MAX_PGN_PLIES;
  PgnReader reader(options);
  reader.feed(text);
  reader.finish();
  switch (reader.next()) {
    case PgnReader::Step::GAME:
      break;
    case PgnReader::Step::ERROR:
      return pgnError(reader.error().message());
    default:
      return pgnError("no game found: the text has neither tags nor moves");
  }
  const PgnGameTree& tree = reader.game();
  PgnGame out{tree.tags, Game(tree.start), tree.result};
  for (std::int32_t i = tree.node(PgnGameTree::ROOT).firstChild; i >= 0; i = tree.node(i).firstChild)
    out.game.playTrusted(tree.node(i).move);
  return out;
}

std::string resultString(const Game& game) {
  const Outcome outcome = game.outcome();
  if (!outcome.isOver()) return "*";
  if (!outcome.winner) return "1/2-1/2";
  return *outcome.winner == WHITE ? "1-0" : "0-1";
}

std::string toPgn(const Game& game, const PgnTags& tags, std::string_view result) {
  // An explicit result first, then the rules' verdict, then the Result tag (a resignation, say).
  std::string resultText(result);
  if (resultText.empty()) resultText = resultString(game);
  if (resultText == "*" && result.empty()) {
    const std::string* tag = findTag(tags, "Result");
    if (tag && isResultToken(*tag)) resultText = *tag;
  }
  PgnGameTree tree;
  tree.start = game.startPosition();
  tree.chess960 = true;
  tree.result = resultText;
  static const char* roster[] = {"Event", "Site", "Date", "Round", "White", "Black"};
  for (const char* name : roster) {
    const std::string* value = findTag(tags, name);
    tree.tags.emplace_back(name, value ? *value : (std::string_view(name) == "Date" ? "????.??.??" : "?"));
  }
  tree.tags.emplace_back("Result", resultText);
  tree.tags.emplace_back("Variant", "Chess960");
  tree.tags.emplace_back("SetUp", "1");
  tree.tags.emplace_back("FEN", toFen(game.startPosition()));
  for (const auto& [name, value] : tags)
    if (!findTag(tree.tags, name)) tree.tags.emplace_back(name, value);
  std::int32_t node = PgnGameTree::ROOT;
  for (Move m : game.moves()) node = tree.addMove(node, m);
  return writePgn(tree);
}

}  // namespace chess960
