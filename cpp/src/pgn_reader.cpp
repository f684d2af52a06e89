#include "chess960/pgn_reader.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>

#include "chess960/castling_status.h"
#include "chess960/fen.h"
#include "chess960/san.h"
#include "chess960/square_names.h"
#include "chess960/uci.h"
#include "text.h"

namespace chess960 {

namespace {

// Forced inlining pays natively (the scanner's inner loops) but costs wasm bytes: the package
// build leaves the choice to the size-tuned inliner.
#ifdef __EMSCRIPTEN__
#define CHESS960_PGN_INLINE inline
#else
#define CHESS960_PGN_INLINE [[gnu::always_inline]] inline
#endif

CHESS960_PGN_INLINE bool isSpace(char c) {
  return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\v';
}
CHESS960_PGN_INLINE bool isDigit(char c) { return c >= '0' && c <= '9'; }
CHESS960_PGN_INLINE bool isResult(std::string_view token) {
  switch (token.size()) {  // most tokens are moves: decide by length first
    case 1:
      return token[0] == '*';
    case 3:
      return token == "1-0" || token == "0-1";
    case 7:
      return token == "1/2-1/2";
    default:
      return false;
  }
}
// Characters that end a movetext token: whitespace and { } ( ) [ ] ; $.
constexpr auto DELIMITERS = [] {
  std::array<bool, 256> table{};
  for (unsigned char c : std::string_view(" \n\r\t\f\v{}()[];$")) table[c] = true;
  return table;
}();
CHESS960_PGN_INLINE bool isDelimiter(char c) { return DELIMITERS[static_cast<unsigned char>(c)]; }

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
  return out;
}

enum class VariantKind { STANDARD, CHESS960, OTHER };
VariantKind variantOf(std::string_view value) {
  const std::string v = lower(value);
  if (v.empty() || v == "standard" || v == "chess" || v == "from position" || v == "normal")
    return VariantKind::STANDARD;
  if (v == "chess960" || v == "chess 960" || v == "fischerandom" || v == "fischerrandom" ||
      v == "fischer random" || v == "frc" || v == "chess-960" || v == "960")
    return VariantKind::CHESS960;
  return VariantKind::OTHER;
}

// ---- command annotations inside comments: [%clk 1:02:03.4] [%eval -0.35,20] [%csl Ga1] ... ----

// "h:mm:ss", "mm:ss" or "ss", each with an optional fraction; milliseconds, or -1.
std::int64_t parseDuration(std::string_view s) {
  std::int64_t total = 0;
  std::size_t i = 0;
  for (int part = 0; part < 3; ++part) {
    if (i >= s.size() || !isDigit(s[i])) return -1;
    std::int64_t value = 0;
    int digits = 0;
    while (i < s.size() && isDigit(s[i])) {
      if (++digits > 9) return -1;
      value = value * 10 + (s[i++] - '0');
    }
    total = total * 60 + value;
    if (i < s.size() && s[i] == ':') {
      ++i;
      continue;
    }
    break;
  }
  total *= 1000;
  if (i < s.size() && s[i] == '.') {
    ++i;
    std::int64_t scale = 100;
    if (i >= s.size() || !isDigit(s[i])) return -1;
    while (i < s.size() && isDigit(s[i])) {
      total += (s[i++] - '0') * scale;
      scale /= 10;
    }
  }
  return i == s.size() ? total : -1;
}

bool parseEval(std::string_view s, PgnEval& eval) {
  PgnEval out;
  const std::size_t comma = s.find(',');
  if (comma != std::string_view::npos) {
    std::string_view depth = s.substr(comma + 1);
    if (depth.empty() || depth.size() > 4) return false;
    out.depth = 0;
    for (char c : depth) {
      if (!isDigit(c)) return false;
      out.depth = out.depth * 10 + (c - '0');
    }
    s = s.substr(0, comma);
  }
  bool mate = false, negative = false;
  std::size_t i = 0;
  if (i < s.size() && s[i] == '#') mate = true, ++i;
  if (i < s.size() && (s[i] == '-' || s[i] == '+')) negative = s[i++] == '-';
  std::int64_t whole = 0;
  int digits = 0;
  while (i < s.size() && isDigit(s[i])) {
    if (++digits > 6) return false;
    whole = whole * 10 + (s[i++] - '0');
  }
  std::int64_t hundredths = whole * 100;
  if (!mate && i < s.size() && s[i] == '.') {
    ++i;
    int fraction = 0;
    std::int64_t scale = 10;
    while (i < s.size() && isDigit(s[i])) {
      if (scale > 0)
        hundredths += (s[i] - '0') * scale;
      else if (scale == 0 && fraction == 2 && s[i] >= '5')
        hundredths += 1;  // round the third digit
      scale /= 10;
      ++fraction;
      ++i;
    }
    digits += fraction;
  }
  if (digits == 0 || i != s.size()) return false;
  out.kind = mate ? PgnEval::Kind::MATE : PgnEval::Kind::CENTIPAWNS;
  out.value = std::int32_t(negative ? -(mate ? whole : hundredths) : (mate ? whole : hundredths));
  eval = out;
  return true;
}

bool isMarkColor(char c) { return c == 'G' || c == 'R' || c == 'Y' || c == 'B'; }

// "Ga1,Rb2" (squares) or "Ge2e4,Rd1h5" (arrows), appended to `into`; false (and `into` as it
// was) if any mark is unreadable.
bool parseMarks(std::string_view s, bool arrows, std::vector<PgnMark>& into) {
  const std::size_t before = into.size();
  const std::size_t width = arrows ? 5 : 3;
  for (std::size_t i = 0; i < s.size(); i += width) {
    while (i < s.size() && (s[i] == ',' || s[i] == ' ')) ++i;
    if (i >= s.size()) break;
    const std::string_view mark = s.substr(i, width);  // checked for its length below
    const Square from = parseSquare(mark.substr(1, 2));
    const Square to = arrows ? parseSquare(mark.substr(std::min<std::size_t>(3, mark.size()), 2)) : from;
    if (mark.size() < width || !isMarkColor(mark[0]) || from == NO_SQUARE || to == NO_SQUARE ||
        (i + width < s.size() && s[i + width] != ',' && s[i + width] != ' ')) {
      into.resize(before);
      return false;
    }
    into.push_back(PgnMark{mark[0], from, to});
  }
  return into.size() > before;  // "[%csl]" with no marks is not taken
}

// Takes the command annotations it knows out of a comment into `node`; returns the rest of the
// text with runs of whitespace as one space, trimmed.
std::string takeAnnotations(std::string_view raw, PgnNode& node) {
  std::string rest;
  rest.reserve(raw.size());
  std::size_t i = 0;
  bool space = false;
  while (i < raw.size()) {
    if (raw[i] == '[' && i + 1 < raw.size() && raw[i + 1] == '%') {
      const std::size_t close = raw.find(']', i);
      if (close != std::string_view::npos) {
        std::string_view body = raw.substr(i + 2, close - i - 2);
        while (!body.empty() && isSpace(body.back())) body.remove_suffix(1);
        std::size_t nameEnd = 0;
        while (nameEnd < body.size() && !isSpace(body[nameEnd])) ++nameEnd;
        const std::string_view name = body.substr(0, nameEnd);
        std::string_view args = body.substr(nameEnd);
        while (!args.empty() && isSpace(args.front())) args.remove_prefix(1);
        bool taken = false;
        if (name == "clk" || name == "emt") {
          const std::int64_t ms = parseDuration(args);
          if (ms >= 0) (name == "clk" ? node.clockMs : node.emtMs) = ms, taken = true;
        } else if (name == "eval") {
          taken = parseEval(args, node.eval);
        } else if (name == "csl" || name == "cal") {
          taken = parseMarks(args, name == "cal", name == "cal" ? node.arrows : node.squares);
        }
        if (taken) {
          i = close + 1;
          space = !rest.empty();
          continue;
        }
      }
    }
    if (isSpace(raw[i])) {
      space = !rest.empty();
    } else {
      if (space) rest += ' ';
      space = false;
      rest += raw[i] == '}' ? ')' : raw[i];  // only a ; comment can hold '}'; { } could not write it
    }
    ++i;
  }
  return rest;
}

// ---- one game's text to a tree ----

struct ParseFailure {
  std::size_t offset;  // in the game's text
  std::string what;
};

class GameParser {
 public:
  GameParser(std::string_view text, const PgnReadOptions& options, PgnGameTree& tree)
      : text_(text), options_(options), tree_(tree) {}

  // True on success; else failure() says where and what.
  bool run();
  const ParseFailure& failure() const { return failure_; }

 private:
  struct Level {
    std::int32_t node;  // the last move of this line, or the node the line branches from
    Position pos;       // after `node`
    Position before;    // before `node` (valid once hasMove)
    bool hasMove;
    std::size_t open;  // offset of its '('
  };

  bool fail(std::size_t offset, std::initializer_list<text::Piece> what) {
    failure_ = {offset, text::say(what)};
    return false;
  }
  bool fail(std::size_t offset, const char* what) {
    return fail(offset, std::initializer_list<text::Piece>{what});
  }
  void skipSpace() {
    while (i_ < text_.size() && isSpace(text_[i_])) ++i_;
  }
  bool atLineStart(std::size_t at) const { return at == 0 || text_[at - 1] == '\n'; }
  void skipLine() {
    const std::size_t end = text_.find('\n', i_);
    i_ = end == std::string_view::npos ? text_.size() : end;
  }
  bool readTags();
  bool applyTags();
  std::size_t tagOffset(std::string_view name) const;
  bool comment(std::string_view raw, std::size_t at);
  bool move(std::string_view token, std::size_t at);
  bool nag(int value, std::size_t at);
  bool skipVariation();

  std::string_view text_;
  const PgnReadOptions& options_;
  PgnGameTree& tree_;
  std::size_t i_ = 0;
  std::vector<Level> levels_;
  std::vector<std::size_t> tagOffsets_;     // where each tag of tree_.tags starts
  std::vector<std::string> pendingBefore_;  // comments before the first move of a variation
  PgnNode pendingAnnotations_;              // and their command annotations
  bool hasPending_ = false;
  ParseFailure failure_;
};

bool GameParser::readTags() {
  std::size_t firstSkipped = std::string_view::npos;
  for (;;) {
    skipSpace();
    if (i_ >= text_.size()) break;
    const char c = text_[i_];
    if (c == '%' && atLineStart(i_)) {
      skipLine();
      continue;
    }
    if (c == '{' || c == ';') {  // a comment before the tags is dropped; before moves it is kept
      if (firstSkipped == std::string_view::npos) firstSkipped = i_;
      const std::size_t end = text_.find(c == '{' ? '}' : '\n', i_ + 1);
      if (end == std::string_view::npos) {
        if (c == '{') return fail(i_, "unterminated comment: '{' without '}'");
        i_ = text_.size();
      } else {
        i_ = end + 1;
      }
      continue;
    }
    if (c != '[') break;
    const std::size_t open = i_++;
    skipSpace();
    const std::size_t nameStart = i_;
    while (i_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[i_])) || text_[i_] == '_'))
      ++i_;
    std::string name(text_.substr(nameStart, i_ - nameStart));
    while (i_ < text_.size() && (text_[i_] == ' ' || text_[i_] == '\t')) ++i_;
    if (name.empty() || name.size() > 255 || i_ >= text_.size() || text_[i_] != '"')
      return fail(open, "a tag needs the form [Name \"value\"]");
    ++i_;
    std::string value;
    for (;;) {
      if (i_ >= text_.size() || text_[i_] == '\n' || text_[i_] == '\r')
        return fail(open, {"unterminated tag value: tag ", text::printable(name), " lacks its closing '\"'"});
      char v = text_[i_];
      if (v == '"') break;
      if (v == '\\' && i_ + 1 < text_.size() && (text_[i_ + 1] == '"' || text_[i_ + 1] == '\\'))
        v = text_[++i_];
      value += v;
      ++i_;
      if (value.size() > options_.limits.maxTagLength)
        return fail(open, {"tag ", text::printable(name), " is longer than ", options_.limits.maxTagLength,
                           " bytes"});
    }
    ++i_;
    while (i_ < text_.size() && (text_[i_] == ' ' || text_[i_] == '\t')) ++i_;
    if (i_ >= text_.size() || text_[i_] != ']')
      return fail(open, {"tag ", text::printable(name), " lacks its closing ']'"});
    ++i_;
    tree_.tags.emplace_back(std::move(name), std::move(value));
    tagOffsets_.push_back(open);
    firstSkipped = std::string_view::npos;
  }
  if (firstSkipped != std::string_view::npos) i_ = firstSkipped;  // comments after the tags: the game's
  return applyTags();
}

// Where tag `name` starts, for errors about its value.
std::size_t GameParser::tagOffset(std::string_view name) const {
  for (std::size_t k = 0; k < tree_.tags.size(); ++k)
    if (tree_.tags[k].first == name) return tagOffsets_[k];
  return 0;
}

bool GameParser::applyTags() {
  if (const std::string* variant = tree_.tag("Variant")) {
    const VariantKind kind = variantOf(*variant);
    if (kind == VariantKind::OTHER)
      return fail(tagOffset("Variant"), {"variant '", text::printable(*variant, 40),
                                         "' is not supported (only standard chess and Chess960)"});
    tree_.chess960 = kind == VariantKind::CHESS960;
  }
  if (const std::string* fen = tree_.tag("FEN")) {
    auto start = parseFen(*fen);
    if (!start) return fail(tagOffset("FEN"), {"FEN tag: ", start.error().message});
    tree_.start = *start;
  }
  if (const std::string* result = tree_.tag("Result"); result && isResult(*result)) tree_.result = *result;
  return true;
}

bool GameParser::comment(std::string_view raw, std::size_t at) {
  if (raw.size() > options_.limits.maxCommentLength)
    return fail(at, {"comment longer than ", options_.limits.maxCommentLength, " bytes"});
  Level& level = levels_.back();
  PgnNode& target = level.hasMove || levels_.size() == 1 ? tree_.node(level.node) : pendingAnnotations_;
  std::string rest = takeAnnotations(raw, target);
  if (level.hasMove || levels_.size() == 1) {
    if (!rest.empty()) target.comments.push_back(std::move(rest));
  } else {
    hasPending_ = true;
    if (!rest.empty()) pendingBefore_.push_back(std::move(rest));
  }
  return true;
}

bool GameParser::nag(int value, std::size_t at) {
  Level& level = levels_.back();
  if (!level.hasMove) return fail(at, "a NAG before any move");
  tree_.node(level.node).nags.push_back(std::uint8_t(value));
  return true;
}

bool GameParser::move(std::string_view token, std::size_t at) {
  // Suffix annotations: "e4!?" is e4 with NAG 5.
  std::size_t cut = token.size();
  while (cut > 0 && (token[cut - 1] == '!' || token[cut - 1] == '?')) --cut;
  int suffixNag = 0;
  if (cut < token.size()) {
    suffixNag = nagOfSuffix(token.substr(cut));
    if (suffixNag == 0)
      return fail(at + cut, {"unknown move annotation '", text::printable(token.substr(cut)), "'"});
  }
  const std::string_view san = token.substr(0, cut);
  Level& level = levels_.back();
  if ((san[0] == '-' || san[0] == 'Z' || san[0] == '0' || san[0] == '@') &&
      (san == "--" || san == "Z0" || san == "0000" || san == "@@@@"))
    return fail(at, {"null move '", text::printable(san), "': null moves are not supported"});
  if (tree_.moveCount() >= options_.limits.maxMoves)
    return fail(at, {"more than ", options_.limits.maxMoves, " moves in one game"});
  const Position before = level.pos;
  auto parsed = applySan(level.pos, san);
  if (!parsed) {
    auto uci = parseUci(level.pos, san);  // some tools write UCI moves into PGN
    if (!uci) {
      const Position& pos = level.pos;
      Error why = parsed.error();
      // A refused castling says why ("O-O is not legal: f1 is attacked by the bishop on b5").
      if (why.code == ErrorCode::ILLEGAL_MOVE)
        if (auto refusal = castlingRefusal(Game(pos), san)) why = std::move(*refusal);
      return fail(at, {"move ", pos.fullmoveNumber(),
                       pos.turn() == WHITE ? " (White): " : " (Black): ", why.message});
    }
    parsed = uci;
    level.pos.play(*uci);
  }
  const std::int32_t child = tree_.addMove(level.node, *parsed);
  level.before = before;
  level.node = child;
  level.hasMove = true;
  if (hasPending_) {
    PgnNode& node = tree_.node(child);
    node.commentsBefore = std::move(pendingBefore_);
    node.clockMs = pendingAnnotations_.clockMs;
    node.emtMs = pendingAnnotations_.emtMs;
    node.eval = pendingAnnotations_.eval;
    node.arrows = std::move(pendingAnnotations_.arrows);
    node.squares = std::move(pendingAnnotations_.squares);
    pendingBefore_.clear();
    pendingAnnotations_ = PgnNode{};
    hasPending_ = false;
  }
  if (suffixNag) tree_.node(child).nags.push_back(std::uint8_t(suffixNag));
  return true;
}

// Mainline-only reading: skips a variation (with its comments and nested variations) unread.
bool GameParser::skipVariation() {
  const std::size_t open = i_;
  std::size_t depth = 0;
  while (i_ < text_.size()) {
    const char c = text_[i_];
    if (c == '{') {
      const std::size_t end = text_.find('}', i_ + 1);
      if (end == std::string_view::npos) return fail(i_, "unterminated comment: '{' without '}'");
      i_ = end + 1;
      continue;
    }
    if (c == ';') {
      skipLine();
      continue;
    }
    ++i_;
    if (c == '(') ++depth;
    if (c == ')' && --depth == 0) return true;
  }
  return fail(open, "unterminated variation: '(' without ')'");
}

bool GameParser::run() {
  if (!readTags()) return false;
  levels_.clear();
  levels_.push_back(Level{PgnGameTree::ROOT, tree_.start, tree_.start, false, 0});
  bool sawResult = false;
  while (true) {
    skipSpace();
    if (i_ >= text_.size()) break;
    const std::size_t at = i_;
    const char c = text_[i_];
    if (sawResult) return fail(at, "text after the result");
    switch (c) {
      case '%':
        if (!atLineStart(at)) return fail(at, "unexpected '%'");
        skipLine();
        continue;
      case '{': {
        const std::size_t end = text_.find('}', at + 1);
        if (end == std::string_view::npos) return fail(at, "unterminated comment: '{' without '}'");
        i_ = end + 1;
        if (!comment(text_.substr(at + 1, end - at - 1), at)) return false;
        continue;
      }
      case ';': {
        skipLine();
        if (!comment(text_.substr(at + 1, i_ - at - 1), at)) return false;
        continue;
      }
      case '(': {
        if (!options_.variations) {
          if (!skipVariation()) return false;
          continue;
        }
        ++i_;
        const Level& level = levels_.back();
        if (!level.hasMove) return fail(at, "a variation before any move");
        if (int(levels_.size()) > options_.limits.maxVariationDepth)
          return fail(at, {"variations nested deeper than ", options_.limits.maxVariationDepth});
        levels_.push_back(Level{tree_.node(level.node).parent, level.before, level.before, false, at});
        continue;
      }
      case ')':
        ++i_;
        if (levels_.size() == 1) return fail(at, "')' without '('");
        if (!levels_.back().hasMove) return fail(at, "a variation without moves");
        levels_.pop_back();
        continue;
      case '$': {
        ++i_;
        int value = 0, digits = 0;
        while (i_ < text_.size() && isDigit(text_[i_]) && digits < 4)
          value = value * 10 + (text_[i_++] - '0'), ++digits;
        if (digits == 0 || value > 255) return fail(at, "a NAG is '$' and a number from 0 to 255");
        if (!nag(value, at)) return false;
        continue;
      }
      case '[':
        return fail(at, "'[' in the movetext: tags go before the moves");
      case '}':
        return fail(at, "'}' without '{'");
      case ']':
        return fail(at, "unexpected ']'");
      default:
        break;
    }
    while (i_ < text_.size() && !isDelimiter(text_[i_])) ++i_;
    std::string_view token = text_.substr(at, i_ - at);
    if (isResult(token)) {
      if (levels_.size() > 1) {
        skipSpace();
        if (i_ >= text_.size()) return fail(levels_.back().open, "unterminated variation: '(' without ')'");
        return fail(at, {"the result ", token, " inside a variation"});
      }
      tree_.result = std::string(token);
      sawResult = true;
      continue;
    }
    if (token[0] == '!' || token[0] == '?') {
      const int value = nagOfSuffix(token);
      if (value == 0) return fail(at, {"unknown annotation '", text::printable(token), "'"});
      if (!nag(value, at)) return false;
      continue;
    }
    // Move numbers: "12.", "12...", "12.e4", "12...e5", "...", a bare "12".
    std::size_t k = 0;
    if (isDigit(token[0]) && !(token[0] == '0' && token.substr(0, 3) == "0-0")) {
      while (k < token.size() && isDigit(token[k])) ++k;
      if (k < token.size() && token[k] != '.' && token.substr(k, 3) != "\xE2\x80\xA6")
        return fail(at, {"'", text::printable(token), "' is neither a move number nor a move"});
    }
    while (k < token.size()) {
      if (token[k] == '.')
        ++k;
      else if (token.substr(k, 3) == "\xE2\x80\xA6")  // "…"
        k += 3;
      else
        break;
    }
    if (k == token.size()) continue;
    if (!move(token.substr(k), at + k)) return false;
  }
  if (levels_.size() > 1) return fail(levels_.back().open, "unterminated variation: '(' without ')'");
  return true;
}

// Up to 30 bytes before `offset` and 20 from it, on one line, printable ASCII only.
std::string nearText(std::string_view text, std::size_t offset) {
  std::size_t from = offset > 30 ? offset - 30 : 0;
  const std::size_t lineStart = text.rfind('\n', offset == 0 ? 0 : offset - 1);
  if (lineStart != std::string_view::npos && lineStart + 1 > from && lineStart < offset) from = lineStart + 1;
  const std::string_view window = text.substr(from, offset - from + 20);
  std::string near;
  for (char c : window) {
    if (isSpace(c)) {
      if (!near.empty() && near.back() != ' ') near += ' ';
    } else {
      near += (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) ? '?' : c;
    }
  }
  while (!near.empty() && near.back() == ' ') near.pop_back();
  return near;
}

}  // namespace

std::string PgnError::message() const {
  std::string out = text::say({"game ", gameIndex + 1, ", line ", line, ", column ", column, ": ", what});
  if (!near.empty()) out += text::say({" (near \"", near, "\")"});
  return out;
}

PgnReader::PgnReader(PgnReadOptions options) : options_(options) {}

void PgnReader::feed(std::string_view chunk) {
  if (gameStart_ > 0) {  // drop what earlier games used
    buffer_.erase(0, gameStart_);
    bufferBase_ += gameStart_;
    scan_ -= gameStart_;
    tokenStart_ = tokenStart_ >= gameStart_ ? tokenStart_ - gameStart_ : 0;
    commentStart_ = commentStart_ >= gameStart_ ? commentStart_ - gameStart_ : 0;
    gameStart_ = 0;
  }
  buffer_.append(chunk);
}

void PgnReader::finish() { finished_ = true; }

// Each member back to its initial value (as declared in pgn_reader.h), the buffers emptied but
// kept: a member-by-member reset is much less wasm than assigning a new reader.
void PgnReader::reset(PgnReadOptions options) {
  options_ = options;
  buffer_.clear();
  bufferBase_ = 0;
  finished_ = bomChecked_ = inToken_ = sawContent_ = false;
  scan_ = gameStart_ = tokenStart_ = commentStart_ = 0;
  line_ = gameLine_ = 1;
  lineStartAbs_ = gameLineStartAbs_ = 0;
  mode_ = commentReturn_ = Mode::BETWEEN;
  lineBlank_ = true;
  depth_ = 0;
  gameIndex_ = 0;
  tree_.clear();
}

void PgnReader::beginGame(std::size_t offset) {
  gameStart_ = offset;
  gameLine_ = line_;
  gameLineStartAbs_ = lineStartAbs_;
  sawContent_ = false;
  inToken_ = false;
  depth_ = 0;
  if (mode_ != Mode::RECOVER) mode_ = Mode::BETWEEN;
}

namespace {

// An error at `offset` of a game's text that starts at `line`, `column`.
PgnError locate(std::string_view game, std::size_t offset, std::size_t gameIndex, int line, int column,
                std::string what) {
  PgnError error;
  error.gameIndex = gameIndex;
  for (std::size_t k = 0; k < offset && k < game.size(); ++k) {
    if (game[k] == '\n')
      ++line, column = 1;
    else
      ++column;
  }
  error.line = line;
  error.column = column;
  error.what = std::move(what);
  error.near = nearText(game, offset);
  return error;
}

}  // namespace

int PgnReader::gameColumn() const { return int(bufferBase_ + gameStart_ - gameLineStartAbs_ + 1); }

PgnReader::Step PgnReader::failAt(std::size_t offset, std::size_t end, std::string what) {
  // Only text up to `end` (the game's end, or as far as the scanner looked) is quoted, so the
  // message does not depend on how the input was cut into chunks.
  error_ = locate(std::string_view(buffer_).substr(gameStart_, end - gameStart_), offset - gameStart_,
                  gameIndex_++, gameLine_, gameColumn(), std::move(what));
  return Step::ERROR;
}

bool parsePgnGame(const PgnGameText& game, const PgnReadOptions& options, PgnGameTree& tree,
                  PgnError& error) {
  tree.clear();
  GameParser parser(game.text, options, tree);
  if (parser.run()) return true;
  error = locate(game.text, parser.failure().offset, game.gameIndex, game.line, game.column,
                 parser.failure().what);
  return false;
}

// Finds where the current game's text ends: at a result token outside variations, or before a
// '[' that starts a line once moves have begun. Keeps its state between calls, so each byte is
// looked at once however the input was cut into chunks.
PgnReader::Scan PgnReader::scanToBoundary(std::size_t& end) {
  const std::size_t size = buffer_.size();
  const std::size_t maxGame = options_.limits.maxGameBytes;
  const char* data = buffer_.data();
  auto newline = [&](std::size_t at) {
    ++line_;
    lineStartAbs_ = bufferBase_ + at + 1;
    lineBlank_ = true;
  };
  while (scan_ < size) {
    // The limit is checked at the same byte however the input is cut into chunks.
    if (mode_ != Mode::RECOVER && scan_ - gameStart_ > maxGame) return Scan::GAME_TOO_LONG;
    const char c = data[scan_];
    switch (mode_) {
      case Mode::BRACE:
      case Mode::LINE_COMMENT: {
        const char close = mode_ == Mode::BRACE ? '}' : '\n';
        const std::size_t limit = std::min(size, gameStart_ + maxGame + 1);
        const void* found = std::memchr(data + scan_, close, limit - scan_);
        const std::size_t stop = found ? std::size_t(static_cast<const char*>(found) - data) : limit;
        for (const char* p = data + scan_;
             (p = static_cast<const char*>(std::memchr(p, '\n', stop - std::size_t(p - data))));)
          newline(std::size_t(p++ - data));
        scan_ = stop;
        if (stop - commentStart_ - 1 > options_.limits.maxCommentLength) {
          end = commentStart_;
          return Scan::COMMENT_TOO_LONG;
        }
        if (found) {
          if (mode_ == Mode::BRACE) ++scan_, lineBlank_ = false;
          mode_ = commentReturn_;
        }
        continue;
      }
      case Mode::RECOVER:
        if (c == '\n')
          newline(scan_);
        else if (c == '[' && lineBlank_) {
          mode_ = Mode::BETWEEN;
          beginGame(scan_);
          continue;
        } else if (c != ' ' && c != '\t')
          lineBlank_ = false;
        gameStart_ = ++scan_;
        gameLine_ = line_;
        gameLineStartAbs_ = lineStartAbs_;
        continue;
      case Mode::TAG_ESCAPE:  // the byte after a backslash is part of the value
        if (c == '\n')
          mode_ = Mode::BETWEEN, newline(scan_);
        else
          mode_ = Mode::TAG_STRING;
        ++scan_;
        continue;
      case Mode::TAG_STRING:
        if (c == '\\')
          mode_ = Mode::TAG_ESCAPE;
        else if (c == '"')
          mode_ = Mode::TAG;
        else if (c == '\n')
          mode_ = Mode::BETWEEN, newline(scan_);
        ++scan_;
        continue;
      case Mode::TAG:
        if (c == '"')
          mode_ = Mode::TAG_STRING;
        else if (c == ']')
          mode_ = Mode::BETWEEN;
        else if (c == '\n')
          mode_ = Mode::BETWEEN, newline(scan_);
        ++scan_;
        continue;
      case Mode::BETWEEN:
      case Mode::MOVETEXT:
        break;
    }
    if (inToken_ && !isDelimiter(c)) {  // the rest of a token: skip it in one go
      const std::size_t limit = std::min(size, gameStart_ + maxGame + 1);
      while (scan_ < limit && !isDelimiter(data[scan_])) ++scan_;
      continue;
    }
    if (inToken_) {
      inToken_ = false;
      if (mode_ == Mode::MOVETEXT && depth_ == 0 &&
          isResult(std::string_view(data + tokenStart_, scan_ - tokenStart_))) {
        end = scan_;
        return Scan::BOUNDARY;
      }
    }
    if (c == '\n') {
      newline(scan_++);
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r') {
      ++scan_;
      continue;
    }
    const bool lineStart = lineBlank_;
    lineBlank_ = false;
    if (c == '%' && bufferBase_ + scan_ == lineStartAbs_) {
      commentStart_ = scan_;
      commentReturn_ = mode_;
      mode_ = Mode::LINE_COMMENT;
      continue;
    }
    switch (c) {
      case '[':
        if (mode_ == Mode::MOVETEXT && lineStart) {
          end = scan_;
          return Scan::BOUNDARY;
        }
        if (mode_ == Mode::BETWEEN) mode_ = Mode::TAG, sawContent_ = true;
        break;
      case '{':
      case ';':
        commentStart_ = scan_;
        commentReturn_ = mode_;
        mode_ = c == '{' ? Mode::BRACE : Mode::LINE_COMMENT;
        break;
      case '(':
        ++depth_;
        mode_ = Mode::MOVETEXT, sawContent_ = true;
        break;
      case ')':
        if (depth_ > 0) --depth_;
        break;
      default:
        if (!inToken_ && !isDelimiter(c)) inToken_ = true, tokenStart_ = scan_;
        mode_ = Mode::MOVETEXT, sawContent_ = true;
    }
    ++scan_;
  }
  end = size;
  return Scan::NEED_MORE;
}

// Goes back to `offset` of the current game and skips from there to the next line that starts
// with '[': after a comment that never ends, the games it swallowed are read after all.
void PgnReader::recoverFrom(std::size_t offset) {
  line_ = gameLine_;
  lineStartAbs_ = gameLineStartAbs_;
  for (std::size_t k = gameStart_; k < offset; ++k)
    if (buffer_[k] == '\n') ++line_, lineStartAbs_ = bufferBase_ + k + 1;
  lineBlank_ = lineStartAbs_ >= bufferBase_ + gameStart_;
  for (std::size_t k = lineStartAbs_ - bufferBase_; lineBlank_ && k < offset; ++k)
    lineBlank_ = buffer_[k] == ' ' || buffer_[k] == '\t';
  scan_ = offset;
  mode_ = Mode::RECOVER;
  beginGame(offset);
}

// Finds the next game's text, [gameStart_, end): GAME, or ERROR / NEED_INPUT / END.
PgnReader::Step PgnReader::splitGame(std::size_t& end, bool& openComment) {
  // A UTF-8 byte order mark before the first game is not text.
  if (!bomChecked_) {
    constexpr std::string_view BOM = "\xEF\xBB\xBF";
    if (!finished_ && buffer_.size() < 3 && BOM.substr(0, buffer_.size()) == buffer_) return Step::NEED_INPUT;
    bomChecked_ = true;
    if (buffer_.compare(0, 3, BOM) == 0) scan_ = gameStart_ = lineStartAbs_ = gameLineStartAbs_ = 3;
  }
  for (;;) {
    const Scan scan = scanToBoundary(end);
    if (scan == Scan::COMMENT_TOO_LONG) {
      const Step step =
          failAt(end, scan_, text::say({"comment longer than ", options_.limits.maxCommentLength, " bytes"}));
      recoverFrom(end + 1);
      return step;
    }
    if (scan == Scan::GAME_TOO_LONG) {
      const Step step = failAt(gameStart_, scan_,
                               text::say({"a game longer than ", options_.limits.maxGameBytes, " bytes"}));
      mode_ = Mode::RECOVER;
      beginGame(scan_);
      return step;
    }
    const bool boundary = scan == Scan::BOUNDARY;
    openComment = !boundary && mode_ == Mode::BRACE;
    if (!boundary) {
      if (!finished_) return Step::NEED_INPUT;
      if (mode_ == Mode::RECOVER) {
        beginGame(buffer_.size());
        return Step::END;
      }
      if (!sawContent_) {
        if (openComment) {  // text that is all one unterminated comment: games may hide in it
          recoverFrom(commentStart_ + 1);
          continue;
        }
        beginGame(buffer_.size());
        return Step::END;
      }
    }
    if (!sawContent_) {
      beginGame(end);
      continue;
    }
    return Step::GAME;
  }
}

void PgnReader::endGame(std::size_t end, bool openComment) {
  if (openComment)
    recoverFrom(commentStart_ + 1);  // the comment never ends: read the games it swallowed
  else
    beginGame(end);  // the boundary found by the scanner is where the next game starts
}

PgnReader::Step PgnReader::next() {
  std::size_t end = 0;
  bool openComment = false;
  const Step split = splitGame(end, openComment);
  if (split != Step::GAME) return split;
  tree_.clear();
  GameParser parser(std::string_view(buffer_).substr(gameStart_, end - gameStart_), options_, tree_);
  Step step = Step::GAME;
  if (parser.run())
    ++gameIndex_;
  else
    step = failAt(gameStart_ + parser.failure().offset, end, parser.failure().what);
  endGame(end, openComment);
  return step;
}

PgnReader::Step PgnReader::nextText(PgnGameText& game) {
  std::size_t end = 0;
  bool openComment = false;
  const Step split = splitGame(end, openComment);
  if (split != Step::GAME) return split;
  game.text.assign(buffer_, gameStart_, end - gameStart_);
  game.gameIndex = gameIndex_++;
  game.line = gameLine_;
  game.column = gameColumn();
  endGame(end, openComment);
  return Step::GAME;
}

}  // namespace chess960
