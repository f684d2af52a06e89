// parsePgn and toPgn: one game's mainline, read and written here rather than through
// pgn_reader.cpp / pgn_writer.cpp, because those add about 11 KB gzipped to the npm package's wasm
// (which uses only these two). A second PGN reader is a debt: when the tree reader fits the
// package's download budget, these two become thin calls to it.
#include "chess960/pgn.h"

#include <cctype>

#include "chess960/fen.h"
#include "chess960/san.h"
#include "chess960/uci.h"

namespace chess960 {

namespace {

Error pgnError(std::string message) { return Error{ErrorCode::PGN, std::move(message)}; }

bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

bool isResultToken(std::string_view token) {
  return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*";
}

const std::string* findTag(const PgnTags& tags, std::string_view name) {
  for (const auto& [key, value] : tags)
    if (key == name) return &value;
  return nullptr;
}

std::string escapeTagValue(std::string_view value) {
  std::string out;
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    if (c != '\n' && c != '\r') out += c;
  }
  return out;
}

// The part of a token that is a move: "12.e4" -> "e4", "12..." -> "".
std::string_view stripMoveNumber(std::string_view token) {
  std::size_t i = 0;
  while (i < token.size() && std::isdigit(static_cast<unsigned char>(token[i]))) ++i;
  if (i > 0 && i < token.size() && token[i] == '.') {
    while (i < token.size() && token[i] == '.') ++i;
    return token.substr(i);
  }
  if (i == token.size() && i > 0) return {};  // a bare number
  return token;
}

}  // namespace

Result<PgnGame> parsePgn(std::string_view text) {
  if (text.size() > MAX_PGN_LENGTH)
    return pgnError("PGN is " + std::to_string(text.size()) + " bytes; at most " +
                    std::to_string(MAX_PGN_LENGTH) + " are accepted");
  PgnGame out;
  std::size_t i = 0;
  int line = 1;
  auto skipSpace = [&] {
    while (i < text.size() && isSpace(text[i])) {
      if (text[i] == '\n') ++line;
      ++i;
    }
  };

  // Tag pairs: [Name "value"]
  for (skipSpace(); i < text.size() && text[i] == '['; skipSpace()) {
    ++i;
    skipSpace();
    std::size_t start = i;
    while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_')) ++i;
    std::string name(text.substr(start, i - start));
    skipSpace();
    if (name.empty() || i >= text.size() || text[i] != '"')
      return pgnError("line " + std::to_string(line) + ": a tag needs the form [Name \"value\"]");
    ++i;
    std::string value;
    while (i < text.size() && text[i] != '"') {
      if (text[i] == '\\' && i + 1 < text.size()) ++i;
      if (text[i] == '\n') return pgnError("line " + std::to_string(line) + ": unterminated tag value");
      value += text[i++];
    }
    if (i >= text.size()) return pgnError("line " + std::to_string(line) + ": unterminated tag value");
    ++i;
    skipSpace();
    if (i >= text.size() || text[i] != ']')
      return pgnError("line " + std::to_string(line) + ": tag " + name + " lacks its closing ']'");
    ++i;
    out.tags.emplace_back(std::move(name), std::move(value));
  }

  if (const std::string* fen = findTag(out.tags, "FEN")) {
    auto start = Game::fromFen(*fen);
    if (!start) return pgnError("FEN tag: " + start.error().message);
    out.game = std::move(start).value();
  }

  // Movetext.
  int depth = 0;  // variation nesting: moves inside ( ) are skipped
  while (true) {
    skipSpace();
    if (i >= text.size()) break;
    const char c = text[i];
    if (c == '{') {
      const std::size_t end = text.find('}', i);
      if (end == std::string_view::npos)
        return pgnError("line " + std::to_string(line) + ": unterminated comment");
      for (std::size_t k = i; k < end; ++k) line += text[k] == '\n';
      i = end + 1;
      continue;
    }
    if (c == ';') {
      while (i < text.size() && text[i] != '\n') ++i;
      continue;
    }
    if (c == '(') {
      ++depth;
      ++i;
      continue;
    }
    if (c == ')') {
      if (depth == 0) return pgnError("line " + std::to_string(line) + ": ')' without '('");
      --depth;
      ++i;
      continue;
    }
    if (c == '[' && depth == 0) break;  // the next game's tags
    std::size_t start = i;
    while (i < text.size() && !isSpace(text[i]) && text[i] != '{' && text[i] != '(' && text[i] != ')' &&
           text[i] != ';')
      ++i;
    std::string_view token = text.substr(start, i - start);
    if (depth > 0 || token.empty() || token[0] == '$') continue;
    if (isResultToken(token)) {
      out.result = std::string(token);
      break;
    }
    const std::string_view move = stripMoveNumber(token);
    if (move.empty()) continue;
    if (out.game.ply() >= MAX_PGN_PLIES)
      return pgnError("more than " + std::to_string(MAX_PGN_PLIES) +
                      " plies: longer than any game the automatic draw rules allow");
    auto played = out.game.playSan(move);
    if (!played) {
      auto uci = out.game.playUci(move);
      if (!uci)
        return pgnError("line " + std::to_string(line) + ", move " +
                        std::to_string(out.game.position().fullmoveNumber()) + ": " + played.error().message);
    }
  }
  if (depth > 0) return pgnError("unterminated variation: '(' without ')'");
  if (out.tags.empty() && out.game.ply() == 0 && out.result.empty())
    return pgnError("no game found: the text has neither tags nor moves");
  if (out.result.empty()) {
    const std::string* tag = findTag(out.tags, "Result");
    out.result = tag && isResultToken(*tag) ? *tag : "*";
  }
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
  std::string out;
  auto writeTag = [&](std::string_view name, std::string_view value) {
    // A tag name is letters, digits and '_' (PGN standard 8.1.1); anything else is not written.
    if (name.empty()) return;
    for (char c : name)
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return;
    out += '[';
    out += name;
    out += " \"";
    out += escapeTagValue(value);
    out += "\"]\n";
  };
  static const char* roster[] = {"Event", "Site", "Date", "Round", "White", "Black"};
  for (const char* name : roster) {
    const std::string* value = findTag(tags, name);
    writeTag(name, value ? *value : (std::string_view(name) == "Date" ? "????.??.??" : "?"));
  }
  writeTag("Result", resultText);
  writeTag("Variant", "Chess960");
  writeTag("SetUp", "1");
  writeTag("FEN", toFen(game.startPosition()));
  for (const auto& [name, value] : tags) {
    bool written = name == "Result" || name == "Variant" || name == "SetUp" || name == "FEN";
    for (const char* r : roster) written |= name == r;
    if (!written) writeTag(name, value);
  }
  out += '\n';

  std::string movetext;
  std::size_t lineStart = 0;
  auto append = [&](const std::string& token) {
    if (movetext.size() - lineStart + token.size() + 1 > 79) {
      movetext += '\n';
      lineStart = movetext.size();
    } else if (movetext.size() > lineStart) {
      movetext += ' ';
    }
    movetext += token;
  };
  Position pos = game.startPosition();
  for (std::size_t k = 0; k < game.moves().size(); ++k) {
    const Move m = game.moves()[k];
    if (pos.turn() == WHITE)
      append(std::to_string(pos.fullmoveNumber()) + ". " + toSan(pos, m));
    else if (k == 0)
      append(std::to_string(pos.fullmoveNumber()) + "... " + toSan(pos, m));
    else
      append(toSan(pos, m));
    pos.play(m);
  }
  append(resultText);
  return out + movetext + "\n";
}

}  // namespace chess960
