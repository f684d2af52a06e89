#include "chess960/pgn_reader.h"

#include <cstring>

#include "chess960/castling_status.h"
#include "chess960/fen.h"
#include "chess960/san.h"
#include "chess960/square_names.h"
#include "chess960/uci.h"
#include "text.h"

namespace chess960 {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\v'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isResult(std::string_view token) {
  return token == "*" || token == "1-0" || token == "0-1" || token == "1/2-1/2";
}
// Characters that end a movetext token: whitespace and { } ( ) [ ] ; $.
bool isDelimiter(char c) { return isSpace(c) || (c && std::strchr("{}()[];$", c)); }

// Variant tag values, lower case: the first five are standard chess, the others Chess960.
constexpr std::string_view VARIANTS[] = {"",       "standard",      "chess",          "from position",
                                         "normal", "chess960",      "chess 960",      "fischerandom",
                                         "frc",    "fischerrandom", "fischer random", "chess-960",
                                         "960"};
// 0 standard, 1 Chess960, -1 another variant.
int variantOf(std::string_view value) {
  std::string v(value);
  for (char& c : v)
    if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
  for (int k = 0; k < 13; ++k)
    if (v == VARIANTS[k]) return k >= 5;
  return -1;
}

// ---- command annotations inside comments: [%clk 1:02:03.4] [%eval -0.35,20] [%csl Ga1] ... ----

// Reads digits at s[i...]; false if there are none or more than `most`.
bool readNumber(std::string_view s, std::size_t& i, std::int64_t& value, int most) {
  value = 0;
  int digits = 0;
  while (i < s.size() && isDigit(s[i])) {
    if (++digits > most) return false;
    value = value * 10 + (s[i++] - '0');
  }
  return digits > 0;
}

// "h:mm:ss", "mm:ss" or "ss", each with an optional fraction; milliseconds, or -1.
std::int64_t parseDuration(std::string_view s) {
  std::int64_t total = 0, value = 0;
  std::size_t i = 0;
  for (int part = 0; part < 3; ++part) {
    if (!readNumber(s, i, value, 9)) return -1;
    total = total * 60 + value;
    if (i >= s.size() || s[i] != ':') break;
    ++i;
  }
  total *= 1000;
  if (i < s.size() && s[i] == '.') {
    const std::size_t from = ++i;
    if (!readNumber(s, i, value, 9)) return -1;
    for (std::size_t k = i - from; k < 3; ++k) value *= 10;
    for (std::size_t k = i - from; k > 3; --k) value /= 10;
    total += value;
  }
  return i == s.size() ? total : -1;
}

// "0.35", "-1.2", "#3", "#-2", each with an optional ",depth".
bool parseEval(std::string_view s, PgnGameTree& tree, std::int32_t node) {
  std::int64_t depth = -1, whole = 0, fraction = 0;
  const std::size_t comma = s.find(',');
  if (comma != std::string_view::npos) {
    std::size_t i = comma + 1;
    if (!readNumber(s, i, depth, 9) || i != s.size() || depth > PGN_MAX_EVAL_DEPTH) return false;
    s = s.substr(0, comma);
  }
  std::size_t i = 0;
  const bool mate = !s.empty() && s[0] == '#';
  i += mate;
  const bool negative = i < s.size() && s[i] == '-';
  i += i < s.size() && (s[i] == '-' || s[i] == '+');
  const std::size_t digitsAt = i;
  if (!readNumber(s, i, whole, 9) && (mate || i >= s.size() || s[i] != '.')) return false;
  if (!mate && i < s.size() && s[i] == '.') {
    const std::size_t from = ++i;
    while (i < s.size() && isDigit(s[i])) {
      const int digit = s[i] - '0';
      const std::size_t place = i++ - from;
      if (place < 2)
        fraction += digit * (place == 0 ? 10 : 1);
      else if (place == 2)
        fraction += digit >= 5;  // rounds to hundredths
    }
    if (i == from && i - 1 == digitsAt) return false;  // "." alone
  }
  const std::int64_t value = mate ? whole : whole * 100 + fraction;
  if (i != s.size() || value > (mate ? PGN_MAX_MATE : PGN_MAX_CENTIPAWNS)) return false;
  tree.addNote(node, mate ? PgnNoteKind::EVAL_MATE : PgnNoteKind::EVAL_CENTIPAWNS,
               std::int32_t(negative ? -value : value), std::int32_t(depth));
  return true;
}

// "Ga1,Rb2" (squares) or "Ge2e4,Rd1h5" (arrows); false, and no note added, if any mark is
// unreadable or there is none.
bool parseMarks(std::string_view s, bool arrows, PgnGameTree& tree, std::int32_t node) {
  const std::size_t before = tree.notes.size();
  const std::size_t width = arrows ? 5 : 3;
  for (std::size_t i = 0; i < s.size(); i += width) {
    while (i < s.size() && (s[i] == ',' || s[i] == ' ')) ++i;
    if (i >= s.size()) break;
    const std::string_view mark = s.substr(i, width);
    const char color = mark[0];
    const Square from = parseSquare(mark.substr(1, 2));
    const Square to = arrows ? parseSquare(mark.substr(3, 2)) : from;
    if (mark.size() < width || !std::strchr("GRYB", color) || from == NO_SQUARE || to == NO_SQUARE ||
        (i + width < s.size() && s[i + width] != ',' && s[i + width] != ' ')) {
      while (tree.notes.size() > before) tree.notes.pop_back();
      return false;
    }
    tree.addNote(node, arrows ? PgnNoteKind::ARROW : PgnNoteKind::SQUARE, color,
                 arrows ? from | to << PGN_MARK_TO_SHIFT : from);
  }
  return tree.notes.size() > before;
}

// Takes the command annotations it knows out of a comment as notes of `node`, and adds the rest
// of the text (whitespace runs as one space, trimmed) as a comment of `kind`, if any is left.
void takeComment(std::string_view raw, PgnGameTree& tree, std::int32_t node, PgnNoteKind kind) {
  std::string& out = tree.text;
  const std::size_t start = out.size();
  bool space = false;
  for (std::size_t i = 0; i < raw.size(); ++i) {
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
          taken = ms >= 0;
          if (taken)
            tree.addNote(node, name == "clk" ? PgnNoteKind::CLOCK : PgnNoteKind::EMT, std::int32_t(ms / 1000),
                         std::int32_t(ms % 1000));
        } else if (name == "eval") {
          taken = parseEval(args, tree, node);
        } else if (name == "csl" || name == "cal") {
          taken = parseMarks(args, name == "cal", tree, node);
        }
        if (taken) {
          i = close;
          space = out.size() > start;
          continue;
        }
      }
    }
    if (isSpace(raw[i])) {
      space = out.size() > start;
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += raw[i] == '}' ? ')' : raw[i];  // only a ; comment can hold '}'; { } could not write it
  }
  if (out.size() > start) tree.addNote(node, kind, std::int32_t(start), std::int32_t(out.size() - start));
}

// ---- one game ----

enum class Parse { DONE, MORE, FAILED };

// A line of play being read: the main line, or a variation inside ( ).
struct Level {
  std::int32_t node;  // the last move of this line, or the node the line branches from
  Position pos;       // after `node`
  Position before;    // before `node` (valid once hasMove)
  bool hasMove;
  std::size_t open;  // offset of its '('
};

// Reads the game that starts at text[0]. `text` runs to the end of what is buffered; `eof` says
// whether that is the end of the input. MORE: the game goes on past the buffer.
class GameParser {
 public:
  GameParser(std::string_view text, bool eof, bool replay, const PgnReadOptions& options, PgnGameTree& tree,
             std::string& sans, std::vector<Level>& levels)
      : text_(text),
        eof_(eof),
        replay_(replay),
        options_(options),
        tree_(tree),
        sans_(sans),
        levels_(levels) {}

  Parse run();
  std::size_t end = 0;      // DONE: where the game's text ends
  bool sawContent = false;  // DONE: a tag or a movetext token (not only comments)
  std::size_t failAt = 0;   // FAILED: where, what, and whether it was after the tags
  std::string what;
  bool inMovetext = false;

 private:
  Parse fail(std::size_t at, std::string why) {
    failAt = at;
    what = std::move(why);
    return Parse::FAILED;
  }
  bool atEnd() const { return i_ >= text_.size(); }
  bool skipSpace() {
    while (!atEnd() && isSpace(text_[i_])) ++i_;
    return !atEnd();
  }
  // At the start of a line, but for spaces and tabs.
  bool lineStart(std::size_t at) const {
    while (at > 0 && (text_[at - 1] == ' ' || text_[at - 1] == '\t')) --at;
    return at == 0 || text_[at - 1] == '\n';
  }
  // Moves i_ past the next `c`; false if it is not buffered.
  bool skipPast(char c) {
    const std::size_t found = text_.find(c, i_);
    if (found == std::string_view::npos) return false;
    i_ = found + 1;
    return true;
  }
  Parse readTags();
  Parse skipComment(std::size_t at);
  Parse comment(std::size_t at);
  Parse move(std::string_view token, std::size_t at);
  Parse nag(int value, std::size_t at);
  Parse skipVariation();

  std::string_view text_;
  bool eof_, replay_;
  const PgnReadOptions& options_;
  PgnGameTree& tree_;
  std::string& sans_;
  std::vector<Level>& levels_;
  std::size_t i_ = 0;
  std::size_t rawEnd_ = 0;   // where the comment skipComment passed ends (before its '}' or newline)
  int depth_ = 0;            // levels_[depth_] is the line being read
  std::size_t pending_ = 0;  // notes from here on await the next move (comments before it)
  bool hasPending_ = false;
};

Parse GameParser::readTags() {
  std::size_t firstSkipped = std::string_view::npos;
  for (;;) {
    if (!skipSpace()) return eof_ ? Parse::DONE : Parse::MORE;
    const std::size_t at = i_;
    const char c = text_[at];
    if ((c == '%' && (at == 0 || text_[at - 1] == '\n')) || c == ';' || c == '{') {
      // A comment before the tags is dropped; after them it is the game's.
      if (c != '%' && firstSkipped == std::string_view::npos) firstSkipped = at;
      if (Parse skip = skipComment(at); skip != Parse::DONE) return skip;
      continue;
    }
    if (c != '[') break;
    ++i_;
    skipSpace();
    const std::size_t nameStart = i_;
    while (!atEnd() && (std::isalnum(static_cast<unsigned char>(text_[i_])) || text_[i_] == '_')) ++i_;
    const std::string_view name = text_.substr(nameStart, i_ - nameStart);
    while (!atEnd() && (text_[i_] == ' ' || text_[i_] == '\t')) ++i_;
    if (atEnd() && !eof_) return Parse::MORE;
    if (name.empty() || name.size() > 255 || atEnd() || text_[i_] != '"')
      return fail(at, "a tag needs the form [Name \"value\"]");
    ++i_;
    const PgnSpan nameSpan = tree_.addText(name);
    const std::size_t valueStart = tree_.text.size();
    for (;;) {
      if (atEnd() && !eof_) return Parse::MORE;
      if (atEnd() || text_[i_] == '\n' || text_[i_] == '\r')
        return fail(at, text::say({"unterminated tag value: tag ", text::printable(name),
                                   " lacks its closing '\"'"}));
      char v = text_[i_++];
      if (v == '"') break;
      if (v == '\\' && !atEnd() && (text_[i_] == '"' || text_[i_] == '\\')) v = text_[i_++];
      tree_.text += v;
      if (tree_.text.size() - valueStart > options_.limits.maxTagLength)
        return fail(at, text::say({"tag ", text::printable(name), " is longer than ",
                                   options_.limits.maxTagLength, " bytes"}));
    }
    while (!atEnd() && (text_[i_] == ' ' || text_[i_] == '\t')) ++i_;
    if (atEnd() && !eof_) return Parse::MORE;
    if (atEnd() || text_[i_] != ']')
      return fail(at, text::say({"tag ", text::printable(name), " lacks its closing ']'"}));
    ++i_;
    const PgnSpan valueSpan{std::int32_t(valueStart), std::int32_t(tree_.text.size() - valueStart)};
    tree_.tags.push_back({nameSpan, valueSpan});
    firstSkipped = std::string_view::npos;
    sawContent = true;
    if (!replay_) continue;
    // The tags the reading depends on.
    const std::string_view value = tree_.str(valueSpan);
    if (name == "Variant") {
      const int variant = variantOf(value);
      if (variant < 0)
        return fail(at, text::say({"variant '", text::printable(value, 40),
                                   "' is not supported (only standard chess and Chess960)"}));
      tree_.chess960 = variant == 1;
    } else if (name == "FEN") {
      auto start = parseFen(value);
      if (!start) return fail(at, text::say({"FEN tag: ", start.error().message}));
      tree_.start = *start;
    } else if (name == "Result" && isResult(value)) {
      tree_.result = value;
    }
  }
  if (firstSkipped != std::string_view::npos) i_ = firstSkipped;  // comments after the tags: the game's
  return Parse::DONE;
}

// Moves i_ past the comment ({ }, ; or a % line) at `at`.
Parse GameParser::skipComment(std::size_t at) {
  const bool brace = text_[at] == '{';
  i_ = at + 1;
  const bool found = skipPast(brace ? '}' : '\n');
  rawEnd_ = found ? i_ - 1 : text_.size();
  const std::size_t length = rawEnd_ - at - 1;
  if (length > options_.limits.maxCommentLength)
    return fail(at, text::say({"comment longer than ", options_.limits.maxCommentLength, " bytes"}));
  if (found) return Parse::DONE;
  if (!eof_) return Parse::MORE;
  if (brace) return fail(at, "unterminated comment: '{' without '}'");
  i_ = text_.size();  // a ; comment or a % line may end the input
  return Parse::DONE;
}

Parse GameParser::comment(std::size_t at) {
  if (Parse skip = skipComment(at); skip != Parse::DONE) return skip;
  const std::string_view raw = text_.substr(at + 1, rawEnd_ - at - 1);
  if (!replay_) return Parse::DONE;
  const Level& level = levels_[std::size_t(depth_)];
  if (level.hasMove || depth_ == 0) {
    takeComment(raw, tree_, level.node, PgnNoteKind::COMMENT);
  } else {  // before the first move of a variation: the move does not exist yet
    if (!hasPending_) pending_ = tree_.notes.size();
    hasPending_ = true;
    takeComment(raw, tree_, -1, PgnNoteKind::COMMENT_BEFORE);
  }
  return Parse::DONE;
}

Parse GameParser::nag(int value, std::size_t at) {
  const Level& level = levels_[std::size_t(depth_)];
  if (!level.hasMove) return fail(at, "a NAG before any move");
  if (replay_) tree_.addNote(level.node, PgnNoteKind::NAG, value);
  return Parse::DONE;
}

Parse GameParser::move(std::string_view token, std::size_t at) {
  // Suffix annotations: "e4!?" is e4 with NAG 5.
  std::size_t cut = token.size();
  while (cut > 0 && (token[cut - 1] == '!' || token[cut - 1] == '?')) --cut;
  const int suffixNag = cut < token.size() ? nagOfSuffix(token.substr(cut)) : 0;
  if (cut < token.size() && suffixNag == 0)
    return fail(at + cut, text::say({"unknown move annotation '", text::printable(token.substr(cut)), "'"}));
  const std::string_view san = token.substr(0, cut);
  if (san == "--" || san == "Z0" || san == "0000" || san == "@@@@")
    return fail(at, text::say({"null move '", san, "': null moves are not supported"}));
  if (tree_.moveCount() >= options_.limits.maxMoves)
    return fail(at, text::say({"more than ", options_.limits.maxMoves, " moves in one game"}));
  Level& level = levels_[std::size_t(depth_)];
  level.hasMove = true;
  if (!replay_) {  // syntax only: a node per move keeps the move limit honest
    tree_.addMove(0, Move());
    return Parse::DONE;
  }
  level.before = level.pos;
  Move played;
  if (auto parsed = playSan(level.before, san, level.pos)) {
    played = *parsed;
  } else if (auto uci = parseUci(level.before, san)) {  // some tools write UCI moves into PGN
    played = *uci;
    level.pos = level.before;
    level.pos.play(played);
  } else {
    Error why = parsed.error();
    // A refused castling says why ("O-O is not legal: f1 is attacked by the bishop on b5").
    if (why.code == ErrorCode::ILLEGAL_MOVE)
      if (auto refusal = castlingRefusal(Game(level.before), san)) why = std::move(*refusal);
    why.message.insert(0, level.before.turn() == WHITE ? "White): " : "Black): ");
    return fail(at, text::say({"move ", level.before.fullmoveNumber(), " (", why.message}));
  }
  const std::int32_t child = tree_.addMove(level.node, played);
  level.node = child;
  if (options_.sans) {  // one append per move: the SAN, with a space before all but the first
    char san[MAX_SAN_LENGTH + 1] = {' '};
    const std::size_t first = sans_.empty() ? 1 : 0;
    sans_.append(san + first, writeSan(san + 1, level.before, played, level.pos) + 1 - first);
  }
  if (hasPending_) {
    for (std::size_t k = pending_; k < tree_.notes.size(); ++k)
      if (tree_.notes[k].node < 0) tree_.notes[k].node = child;
    hasPending_ = false;
  }
  if (suffixNag) tree_.addNote(child, PgnNoteKind::NAG, suffixNag);
  return Parse::DONE;
}

// Mainline-only reading: skips a variation (with its comments and nested variations) unread.
Parse GameParser::skipVariation() {
  const std::size_t open = i_;
  int depth = 0;
  while (!atEnd()) {
    const char c = text_[i_++];
    if (c == '{' || c == ';') {
      if (Parse skip = skipComment(i_ - 1); skip != Parse::DONE) return skip;
      continue;
    }
    depth += (c == '(') - (c == ')');
    if (depth == 0) return Parse::DONE;
  }
  return eof_ ? fail(open, "unterminated variation: '(' without ')'") : Parse::MORE;
}

Parse GameParser::run() {
  if (Parse tags = readTags(); tags != Parse::DONE) return tags;
  inMovetext = true;
  Level& root = levels_[0];
  root = Level{0, tree_.start, tree_.start, false, 0};
  for (;;) {
    if (!skipSpace()) break;
    const std::size_t at = i_;
    const char c = text_[i_];
    Parse step = Parse::DONE;
    switch (c) {
      case '%':
        if (at > 0 && text_[at - 1] != '\n') return fail(at, "unexpected '%'");
        step = skipComment(at);
        break;
      case '{':
      case ';':
        step = comment(at);
        break;
      case '(': {
        sawContent = true;
        if (!options_.variations) {
          step = skipVariation();
          break;
        }
        ++i_;
        const Level& level = levels_[std::size_t(depth_)];
        if (!level.hasMove) return fail(at, "a variation before any move");
        if (depth_ >= options_.limits.maxVariationDepth)
          return fail(at, text::say({"variations nested deeper than ", options_.limits.maxVariationDepth}));
        const std::int32_t parent = replay_ ? tree_.nodes[std::size_t(level.node)].parent : 0;
        levels_[std::size_t(++depth_)] = Level{parent, level.before, level.before, false, at};
        break;
      }
      case ')':
        ++i_;
        if (depth_ == 0) return fail(at, "')' without '('");
        if (!levels_[std::size_t(depth_)].hasMove) return fail(at, "a variation without moves");
        --depth_;
        break;
      case '$': {
        ++i_;
        int value = 0, digits = 0;
        while (!atEnd() && isDigit(text_[i_]) && digits < 4)
          value = value * 10 + (text_[i_++] - '0'), ++digits;
        if (atEnd() && !eof_) return Parse::MORE;
        if (digits == 0 || value > 255) return fail(at, "a NAG is '$' and a number from 0 to 255");
        step = nag(value, at);
        break;
      }
      case '[':
        if (lineStart(at)) {  // the next game's tags
          end = at;
          return depth_ > 0
                     ? fail(levels_[std::size_t(depth_)].open, "unterminated variation: '(' without ')'")
                     : Parse::DONE;
        }
        return fail(at, "'[' in the movetext: tags go before the moves");
      case '}':
        return fail(at, "'}' without '{'");
      case ']':
        return fail(at, "unexpected ']'");
      default: {
        while (!atEnd() && !isDelimiter(text_[i_])) ++i_;
        if (atEnd() && !eof_) return Parse::MORE;
        sawContent = true;
        const std::string_view token = text_.substr(at, i_ - at);
        if (isResult(token)) {
          if (depth_ > 0) {  // a result that ends the text means the variation was never closed
            if (!skipSpace())
              return eof_ ? fail(levels_[std::size_t(depth_)].open, "unterminated variation: '(' without ')'")
                          : Parse::MORE;
            return fail(at, text::say({"the result ", token, " inside a variation"}));
          }
          tree_.result = token;
          end = i_;
          return Parse::DONE;
        }
        if (c == '!' || c == '?') {
          const int value = nagOfSuffix(token);
          if (value == 0) return fail(at, text::say({"unknown annotation '", text::printable(token), "'"}));
          step = nag(value, at);
          break;
        }
        // Move numbers: "12.", "12...", "12.e4", "12...e5", "...", "…", a bare "12".
        std::size_t k = 0;
        if (isDigit(c) && token.substr(0, 3) != "0-0") {
          while (k < token.size() && isDigit(token[k])) ++k;
          if (k < token.size() && token[k] != '.' && token.substr(k, 3) != "\xE2\x80\xA6")
            return fail(at,
                        text::say({"'", text::printable(token), "' is neither a move number nor a move"}));
        }
        while (k < token.size() && (token[k] == '.' || token.substr(k, 3) == "\xE2\x80\xA6"))
          k += token[k] == '.' ? 1 : 3;
        if (k < token.size()) step = move(token.substr(k), at + k);
      }
    }
    if (step != Parse::DONE) return step;
  }
  if (!eof_) return Parse::MORE;
  if (depth_ > 0) return fail(levels_[std::size_t(depth_)].open, "unterminated variation: '(' without ')'");
  end = text_.size();
  return Parse::DONE;
}

// Up to 30 bytes before `offset` and 20 from it, on one line, printable ASCII only.
std::string nearText(std::string_view text, std::size_t offset) {
  std::size_t from = offset > 30 ? offset - 30 : 0;
  const std::size_t lineStart = text.rfind('\n', offset == 0 ? 0 : offset - 1);
  if (lineStart != std::string_view::npos && lineStart + 1 > from && lineStart < offset) from = lineStart + 1;
  std::string near;
  for (char c : text.substr(from, offset - from + 20)) {
    if (c == '\n') break;
    if (isSpace(c)) {
      if (!near.empty() && near.back() != ' ') near += ' ';
    } else {
      near += (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) ? '?' : c;
    }
  }
  while (!near.empty() && near.back() == ' ') near.pop_back();
  return near;
}

// Errors in a game's text that starts at (line, column): located by counting lines up to them.
PgnError locate(std::string_view text, std::size_t offset, std::size_t gameIndex, int line, int column,
                std::string what) {
  for (std::size_t k = 0; k < offset; ++k) column = text[k] == '\n' ? (++line, 1) : column + 1;
  return PgnError{gameIndex, line, column, std::move(what), nearText(text, offset)};
}

std::vector<Level>& levelsFor(const PgnReadOptions& options) {
  // One set per thread (the command line's --jobs parses games on several): never freed.
  thread_local std::vector<Level> levels;
  levels.resize(std::size_t(options.limits.maxVariationDepth) + 2);
  return levels;
}

}  // namespace

std::string PgnError::message() const {
  std::string out = text::say({"game ", gameIndex + 1, ", line ", line, ", column ", column, ": ", what});
  if (!near.empty()) out += text::say({" (near \"", near, "\")"});
  return out;
}

bool parsePgnGame(const PgnGameText& game, const PgnReadOptions& options, PgnGameTree& tree,
                  PgnError& error) {
  tree.clear();
  std::string sans;
  GameParser parser(game.text, true, true, options, tree, sans, levelsFor(options));
  if (parser.run() == Parse::DONE) return true;
  error = locate(game.text, parser.failAt, game.gameIndex, game.line, game.column, parser.what);
  return false;
}

PgnReader::PgnReader(PgnReadOptions options) : options_(options) {}

void PgnReader::feed(std::string_view chunk) {
  buffer_.erase(0, start_);  // what earlier games used
  dropped_ += start_;
  waitFor_ -= std::min(waitFor_, start_);
  start_ = 0;
  buffer_.append(chunk);
}

void PgnReader::finish() { finished_ = true; }

void PgnReader::reset(PgnReadOptions options) {
  options_ = options;
  buffer_.clear();
  start_ = waitFor_ = lineStart_ = dropped_ = gameIndex_ = 0;
  line_ = 1;
  finished_ = atLineStart_ = false;
  skipping_ = 0;
}

// Moves the game start to `offset`, counting the lines passed.
void PgnReader::advanceTo(std::size_t offset) {
  if (offset <= start_) return;
  const char* text = buffer_.data();
  while (const void* newline = std::memchr(text + start_, '\n', offset - start_)) {
    start_ = std::size_t(static_cast<const char*>(newline) - text) + 1;
    ++line_;
    lineStart_ = dropped_ + start_;
    if (start_ == offset) return;
  }
  start_ = offset;
}

// An error at `offset`; the bad game is skipped from there (see skipToNextGame).
PgnReader::Step PgnReader::fail(std::size_t offset, std::string what, bool inMovetext) {
  const std::size_t column = dropped_ + start_ - lineStart_ + 1;
  error_ = locate(std::string_view(buffer_).substr(start_), offset - start_, gameIndex_++, line_, int(column),
                  std::move(what));
  advanceTo(offset);
  skipping_ = inMovetext ? 2 : 1;
  atLineStart_ = false;
  return Step::ERROR;
}

// After an error: past the rest of the bad game's tags (skipping_ 1) and movetext, to the next
// line that starts with '['. False if that line is not buffered yet.
bool PgnReader::skipToNextGame() {
  for (;;) {
    if (!atLineStart_) {
      const std::size_t newline = buffer_.find('\n', start_);
      advanceTo(newline == std::string::npos ? buffer_.size()
                                             : newline + 1);  // the rest of the line is not needed
      if (newline == std::string::npos) return false;
      atLineStart_ = true;
    }
    std::size_t k = start_;
    while (k < buffer_.size() && (buffer_[k] == ' ' || buffer_[k] == '\t' || buffer_[k] == '\r')) ++k;
    if (k == buffer_.size() && !finished_) return false;  // the line's first byte is not here yet
    const char c = k < buffer_.size() ? buffer_[k] : '\n';
    if (c == '[' && skipping_ == 2) {
      skipping_ = 0;
      return true;
    }
    if (c != '[' && c != '\n') skipping_ = 2;  // the bad game's movetext
    if (k == buffer_.size()) return false;
    atLineStart_ = false;
  }
}

PgnReader::Step PgnReader::read(bool replay) {
  for (bool full = replay;;) {
    if (skipping_ && !skipToNextGame()) return finished_ ? Step::END : Step::NEED_INPUT;
    // A UTF-8 byte order mark before the first game is not text.
    constexpr std::string_view BOM = "\xEF\xBB\xBF";
    if (dropped_ + start_ == 0 && !finished_ && buffer_.size() < 3 &&
        BOM.substr(0, buffer_.size()) == buffer_)
      return Step::NEED_INPUT;
    if (dropped_ + start_ == 0 && buffer_.compare(0, 3, BOM) == 0) start_ = lineStart_ = 3;
    std::size_t first = start_;
    while (first < buffer_.size() && isSpace(buffer_[first])) ++first;
    advanceTo(first);
    if (start_ == buffer_.size()) return finished_ ? Step::END : Step::NEED_INPUT;
    if (!finished_ && buffer_.size() < waitFor_) return Step::NEED_INPUT;

    tree_.clear();
    sans_.clear();
    GameParser parser(std::string_view(buffer_).substr(start_), finished_, full, options_, tree_, sans_,
                      levelsFor(options_));
    const Parse parse = parser.run();
    if (parse == Parse::FAILED && !full) {  // a bad game: the full reading says which error comes first
      full = true;
      continue;
    }
    const std::size_t limit = options_.limits.maxGameBytes;
    const std::size_t size = parse == Parse::DONE ? parser.end : buffer_.size() - start_;
    if (size > limit && !(parse == Parse::FAILED && parser.failAt < limit))
      return fail(start_, text::say({"a game longer than ", limit, " bytes"}), false);
    if (parse == Parse::MORE ||
        (parse == Parse::FAILED && !finished_ &&
         buffer_.find('\n', start_ + parser.failAt) == std::string::npos &&
         buffer_.size() < start_ + parser.failAt + 20)) {  // the error's "near" text is not all here yet
      waitFor_ = std::min(buffer_.size() + (buffer_.size() - start_), start_ + limit + 1);
      return Step::NEED_INPUT;
    }
    waitFor_ = 0;
    if (parse == Parse::FAILED)
      return fail(start_ + parser.failAt, std::move(parser.what), parser.inMovetext);
    gameLine_ = line_;
    gameColumn_ = int(dropped_ + start_ - lineStart_ + 1);
    gameStart_ = start_;
    advanceTo(start_ + parser.end);
    if (!parser.sawContent) continue;  // only comments: not a game
    ++gameIndex_;
    return Step::GAME;
  }
}

PgnReader::Step PgnReader::next() { return read(true); }

PgnReader::Step PgnReader::nextText(PgnGameText& game) {
  const Step step = read(false);
  if (step == Step::GAME) {
    game.text.assign(buffer_, gameStart_, start_ - gameStart_);
    game.gameIndex = gameIndex_ - 1;
    game.line = gameLine_;
    game.column = gameColumn_;
  }
  return step;
}

}  // namespace chess960
