#include "chess960/pgn_reader.h"

#include <cstdint>
#include <cstring>

#include "chess960/castling_status.h"
#include "chess960/fen.h"
#include "chess960/san.h"
#include "chess960/square_names.h"
#include "chess960/uci.h"
#include "text.h"

namespace chess960 {

namespace {

// One bit per character below 64: the reader asks these of every byte, so a mask, not a chain of compares.
constexpr std::uint64_t maskOf(std::string_view chars) {
  std::uint64_t mask = 0;
  for (char c : chars) mask |= std::uint64_t(1) << c;
  return mask;
}
constexpr std::uint64_t SPACES = maskOf(" \n\r\t\f\v");
constexpr std::uint64_t LOW_DELIMITERS = SPACES | maskOf("();$");  // and { } [ ], above 64
bool inMask(char c, std::uint64_t mask) {
  return static_cast<unsigned char>(c) < 64 && (mask >> static_cast<unsigned char>(c) & 1);
}
bool isSpace(char c) { return inMask(c, SPACES); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
// Whether s starts with "…" (U+2026), which some write for "...".
bool isEllipsis(std::string_view s) {
  return s.size() >= 3 && s[0] == '\xE2' && s[1] == '\x80' && s[2] == '\xA6';
}
bool isResult(std::string_view token) {
  const char c = token.empty() ? ' ' : token[0];  // most tokens are moves, ruled out by their first letter
  return (c == '*' || c == '0' || c == '1') &&
         (token == "*" || token == "1-0" || token == "0-1" || token == "1/2-1/2");
}
// Characters that end a movetext token: whitespace and { } ( ) [ ] ; $.
bool isDelimiter(char c) { return inMask(c, LOW_DELIMITERS) || c == '{' || c == '}' || c == '[' || c == ']'; }

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

// "0.35", "-1.2", "#3", "#-2", each with an optional ",depth"; false if it is none of them.
bool parseEval(std::string_view s, PgnEval& eval) {
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
  eval = PgnEval{mate, std::int32_t(negative ? -value : value), std::int32_t(depth)};
  return true;
}

// The k-th mark of "Ga1,Rb2" (squares, width 3) or "Ge2e4,Rd1h5" (arrows, width 5), walking
// `i` through `s`; false at the end or at an unreadable mark (then `bad`).
struct Mark {
  PgnMarkColor color;
  Square from, to;
};
bool nextMark(std::string_view s, std::size_t& i, bool arrows, Mark& mark, bool& bad) {
  const std::size_t width = arrows ? 5 : 3;
  while (i < s.size() && (s[i] == ',' || s[i] == ' ')) ++i;
  if (i >= s.size()) return false;
  const std::string_view text = s.substr(i, width);
  const char color = text[0];
  mark.from = parseSquare(text.substr(1, 2));
  mark.to = arrows ? parseSquare(text.substr(3, 2)) : mark.from;
  mark.color = PgnMarkColor(color);
  bad = text.size() < width || !std::strchr("GRYB", color) || mark.from == NO_SQUARE ||
        mark.to == NO_SQUARE || (i + width < s.size() && s[i + width] != ',' && s[i + width] != ' ');
  i += width;
  return !bad;
}

// Whether "Ga1,Rb2" / "Ge2e4,Rd1h5" is a list of marks: at least one, and all readable.
bool validMarks(std::string_view s, bool arrows) {
  Mark mark;
  bool bad = false, any = false;
  for (std::size_t i = 0; nextMark(s, i, arrows, mark, bad);) any = true;
  return any && !bad;
}

// ---- one game ----

enum class Parse { DONE, MORE, FAILED };

// A line of play being read: the main line, or a variation inside ( ). A move is played from
// one of its two positions into the other, which becomes the current one: no position is copied
// per move (a copy is a call to memcpy in the wasm).
struct Level {
  Position positions[2];
  int current;  // positions[current]: after the line's last move (or where it branches off)
  bool hasMove;
  std::size_t open;  // offset of its '('

  Level& start(const Position& from, std::size_t openAt) {
    positions[0] = from;
    current = 0;
    hasMove = false;
    open = openAt;
    return *this;
  }
  Position& pos() { return positions[current]; }
  Position& before() { return positions[current ^ 1]; }  // valid once hasMove
};

// What the parser reuses from game to game: one set per thread (the command line's --jobs
// parses games on several), never freed.
struct Scratch {
  std::vector<Level> levels;
  std::string text;  // a tag value or a comment, as the visitor gets it
};
Scratch& scratchFor(const PgnReadOptions& options) {
  thread_local Scratch scratch;
  scratch.levels.resize(std::size_t(options.limits.maxVariationDepth) + 2);
  return scratch;
}

using Heard = PgnReader::Heard;

// Reads the game that starts at text[0]. `text` runs to the end of what is buffered; `eof` says
// whether that is the end of the input. MORE: the game goes on past the buffer (read it again
// from the start with more text: the visitor hears only what it has not heard yet). Without a
// visitor the game is read for its syntax only (its end, its syntax errors), with the same
// errors at the same places, but for the semantic ones (moves, FEN, notes).
class GameParser {
 public:
  GameParser(std::string_view text, bool eof, PgnVisitor* visitor, Heard& heard, std::size_t gameIndex,
             const PgnReadOptions& options, Scratch& scratch)
      : text_(text),
        eof_(eof),
        visitor_(visitor),
        heard_(heard),
        gameIndex_(gameIndex),
        options_(options),
        levels_(scratch.levels),
        scratch_(scratch.text) {}

  Parse run() {
    const Parse parse = read();
    heard_.calls = std::max(heard_.calls, calls_);
    return parse;
  }
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
  // Whether the visitor hears what is being read (not for syntax only, not in a skipped part).
  bool live() const { return visitor_ != nullptr && depth_ < skipDepth_; }
  // Who hears the next call: the visitor, or nobody if it heard it on an earlier reading.
  PgnVisitor* hear() { return ++calls_ > heard_.calls ? visitor_ : &nobody_; }
  void begin() {
    if (!visitor_ || began_) return;
    began_ = true;
    hear()->beginGame(gameIndex_);
  }
  // The visitor's answer to the game's next question (beginMovetext, beginVariation): asked once.
  template <class Ask>
  bool skips(Ask ask) {
    PgnVisitor* hearer = hear();
    const std::size_t k = questions_++;
    if (k == heard_.skips.size()) heard_.skips.push_back(ask(*hearer) == PgnVisitor::Next::SKIP);
    return heard_.skips[k];
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
  // One more note (comment, NAG, command annotation) for this game; false past the limit.
  bool countNote() { return ++notes_ <= options_.limits.maxNotes; }
  Parse tooManyNotes(std::size_t at) {
    return fail(at, text::say({"more than ", options_.limits.maxNotes,
                               " notes (comments, NAGs, [%...] annotations) in one game"}));
  }
  Parse read();
  Parse readTags();
  Parse skipComment(std::size_t at);
  Parse comment(std::size_t at);
  bool takeComment(std::string_view raw);
  enum class Command { TAKEN, LEFT, TOO_MANY };
  Command command(std::string_view raw, std::size_t at, std::size_t& end);
  Parse move(std::string_view token, std::size_t at);
  Parse nag(int value, std::size_t at);
  Parse skipVariation();

  std::string_view text_;
  bool eof_;
  PgnVisitor* visitor_;
  Heard& heard_;
  PgnVisitor nobody_;
  std::size_t calls_ = 0, questions_ = 0;
  bool began_ = false;
  std::size_t gameIndex_;
  const PgnReadOptions& options_;
  std::vector<Level>& levels_;
  std::string& scratch_;
  std::size_t i_ = 0;
  std::size_t rawEnd_ = 0;   // where the comment skipComment passed ends (before its '}' or newline)
  int depth_ = 0;            // levels_[depth_] is the line being read
  int skipDepth_ = 1 << 30;  // lines this deep or deeper are skipped (the visitor said SKIP)
  int moves_ = 0;
  std::size_t notes_ = 0;
  Position start_ = Position::standard();
  bool chess960_ = false;
  std::string_view result_ = "*";
};

// The result token `token` as a string that outlives the text.
std::string_view resultOf(std::string_view token) {
  for (std::string_view r : {"1-0", "0-1", "1/2-1/2"})
    if (token == r) return r;
  return "*";
}

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
    std::string& value = scratch_;
    value.clear();
    for (;;) {
      if (atEnd() && !eof_) return Parse::MORE;
      if (atEnd() || text_[i_] == '\n' || text_[i_] == '\r')
        return fail(at, text::say({"unterminated tag value: tag ", text::printable(name),
                                   " lacks its closing '\"'"}));
      char v = text_[i_++];
      if (v == '"') break;
      if (v == '\\' && !atEnd() && (text_[i_] == '"' || text_[i_] == '\\')) v = text_[i_++];
      value += v;
      if (value.size() > options_.limits.maxTagLength)
        return fail(at, text::say({"tag ", text::printable(name), " is longer than ",
                                   options_.limits.maxTagLength, " bytes"}));
    }
    while (!atEnd() && (text_[i_] == ' ' || text_[i_] == '\t')) ++i_;
    if (atEnd() && !eof_) return Parse::MORE;
    if (atEnd() || text_[i_] != ']')
      return fail(at, text::say({"tag ", text::printable(name), " lacks its closing ']'"}));
    ++i_;
    firstSkipped = std::string_view::npos;
    sawContent = true;
    if (!visitor_) continue;
    begin();
    hear()->tag(name, value);
    // The tags the reading depends on.
    if (name == "Variant") {
      const int variant = variantOf(value);
      if (variant < 0)
        return fail(at, text::say({"variant '", text::printable(value, 40),
                                   "' is not supported (only standard chess and Chess960)"}));
      chess960_ = variant == 1;
    } else if (name == "FEN") {
      auto start = parseFen(value);
      if (!start) return fail(at, text::say({"FEN tag: ", start.error().message}));
      start_ = *start;
    } else if (name == "Result" && isResult(value)) {
      result_ = resultOf(value);
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

// Whether raw[i...] opens a command annotation ("[%").
bool opensCommand(std::string_view raw, std::size_t i) {
  return i + 1 < raw.size() && raw[i] == '[' && raw[i + 1] == '%';
}

// Whether a comment's text needs no change (no whitespace but single spaces, no '}', no command).
bool isPlainComment(std::string_view raw) {
  for (std::size_t i = 0; i < raw.size(); ++i)
    if ((isSpace(raw[i]) && (raw[i] != ' ' || (i + 1 < raw.size() && raw[i + 1] == ' '))) || raw[i] == '}' ||
        opensCommand(raw, i))
      return false;
  return true;
}

// The command annotation that opens raw[at...] ("[%clk 0:01:02]"), handed to the visitor if the
// reader knows it: TAKEN with `end` past its ']', or LEFT (it stays in the comment's text).
GameParser::Command GameParser::command(std::string_view raw, std::size_t at, std::size_t& end) {
  const std::size_t close = raw.find(']', at);
  if (close == std::string_view::npos) return Command::LEFT;
  std::string_view body = raw.substr(at + 2, close - at - 2);
  while (!body.empty() && isSpace(body.back())) body.remove_suffix(1);
  std::size_t nameEnd = 0;
  while (nameEnd < body.size() && !isSpace(body[nameEnd])) ++nameEnd;
  const std::string_view name = body.substr(0, nameEnd);
  std::string_view args = body.substr(nameEnd);
  while (!args.empty() && isSpace(args.front())) args.remove_prefix(1);
  end = close + 1;
  if (name == "clk" || name == "emt") {
    const std::int64_t ms = parseDuration(args);
    if (ms < 0) return Command::LEFT;
    if (!countNote()) return Command::TOO_MANY;
    name == "clk" ? hear()->clock(ms) : hear()->emt(ms);
    return Command::TAKEN;
  }
  if (name == "eval") {
    PgnEval eval;
    if (!parseEval(args, eval)) return Command::LEFT;
    if (!countNote()) return Command::TOO_MANY;
    hear()->eval(eval);
    return Command::TAKEN;
  }
  const bool arrows = name == "cal";
  if (!arrows && name != "csl") return Command::LEFT;
  if (!validMarks(args, arrows)) return Command::LEFT;
  Mark mark;
  bool bad = false;
  for (std::size_t k = 0; nextMark(args, k, arrows, mark, bad);) {
    if (!countNote()) return Command::TOO_MANY;
    if (arrows)
      hear()->arrow(PgnArrow{mark.color, mark.from, mark.to});
    else
      hear()->square(PgnSquareMark{mark.color, mark.from});
  }
  return Command::TAKEN;
}

// Hands the visitor the command annotations it knows in a comment, then the rest of the text
// (whitespace runs as one space, trimmed), if any is left. False past the limit on notes.
bool GameParser::takeComment(std::string_view raw) {
  // Commands first, then text that needs no change but trimming, as lichess writes them
  // ("[%clk 0:02:59] [%eval 0.3] a remark"), and comments without commands: the text is handed
  // over as it lies, no copy (most comments).
  std::size_t i = 0;
  for (std::size_t end = 0;; i = end) {
    while (i < raw.size() && raw[i] == ' ') ++i;
    if (!opensCommand(raw, i)) break;
    const Command taken = command(raw, i, end);
    if (taken == Command::TOO_MANY) return false;
    if (taken == Command::LEFT) break;
  }
  std::string_view rest = raw.substr(i);
  while (!rest.empty() && rest.back() == ' ') rest.remove_suffix(1);
  if (isPlainComment(rest)) {
    if (rest.empty()) return true;
    if (!countNote()) return false;
    hear()->comment(rest);
    return true;
  }
  std::string& out = scratch_;
  out.clear();
  bool space = false;
  for (std::size_t end = 0; i < raw.size();) {
    if (opensCommand(raw, i)) {
      const Command taken = command(raw, i, end);
      if (taken == Command::TOO_MANY) return false;
      if (taken == Command::TAKEN) {
        i = end;
        space = !out.empty();
        continue;
      }
    }
    if (isSpace(raw[i])) {
      space = !out.empty();
      ++i;
      continue;
    }
    if (space) out += ' ';
    space = false;
    if (raw[i] == '}') {  // only a ; comment can hold '}'; { } could not write it
      out += ')';
      ++i;
      continue;
    }
    // A word: appended whole, up to the next space, '}' or '[' (which may open a command).
    end = i + 1;
    while (end < raw.size() && !isSpace(raw[end]) && raw[end] != '}' && raw[end] != '[') ++end;
    out += raw.substr(i, end - i);
    i = end;
  }
  if (out.empty()) return true;
  if (!countNote()) return false;
  hear()->comment(out);
  return true;
}

Parse GameParser::comment(std::size_t at) {
  if (Parse skip = skipComment(at); skip != Parse::DONE) return skip;
  if (!live()) return Parse::DONE;
  if (!takeComment(text_.substr(at + 1, rawEnd_ - at - 1))) return tooManyNotes(at);
  return Parse::DONE;
}

Parse GameParser::nag(int value, std::size_t at) {
  const Level& level = levels_[std::size_t(depth_)];
  if (!level.hasMove) return fail(at, "a NAG before any move");
  if (!live()) return Parse::DONE;
  if (!countNote()) return tooManyNotes(at);
  hear()->nag(value);
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
  const char first = san.empty() ? ' ' : san[0];
  if ((first == '-' || first == 'Z' || first == '0' || first == '@') &&  // ruled out at once, mostly
      (san == "--" || san == "Z0" || san == "0000" || san == "@@@@"))
    return fail(at, text::say({"null move '", san, "': null moves are not supported"}));
  if (moves_ >= options_.limits.maxMoves)
    return fail(at, text::say({"more than ", options_.limits.maxMoves, " moves in one game"}));
  ++moves_;
  Level& level = levels_[std::size_t(depth_)];
  level.hasMove = true;
  if (!live()) return Parse::DONE;  // syntax only
  const Position& before = level.pos();
  Position& after = level.before();
  Move played;
  if (auto parsed = playSan(before, san, after)) {
    played = *parsed;
  } else if (auto uci = parseUci(before, san)) {  // some tools write UCI moves into PGN
    played = *uci;
    after = before;
    after.play(played);
  } else {
    Error why = parsed.error();
    // A refused castling says why ("O-O is not legal: f1 is attacked by the bishop on b5").
    if (why.code == ErrorCode::ILLEGAL_MOVE)
      if (auto refusal = castlingRefusal(Game(before), san)) why = std::move(*refusal);
    why.message.insert(0, before.turn() == WHITE ? "White): " : "Black): ");
    return fail(at, text::say({"move ", before.fullmoveNumber(), " (", why.message}));
  }
  level.current ^= 1;
  hear()->move(PgnMoveRead(played, san, before, after));
  if (suffixNag) {
    if (!countNote()) return tooManyNotes(at + cut);
    hear()->nag(suffixNag);
  }
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

Parse GameParser::read() {
  if (Parse tags = readTags(); tags != Parse::DONE) return tags;
  inMovetext = true;
  if (!sawContent && atEnd()) {  // comments only: not a game (readTags asked for more if it may be one)
    end = text_.size();
    return Parse::DONE;
  }
  begin();
  if (visitor_ && skips([&](PgnVisitor& v) { return v.beginMovetext(start_, chess960_); })) skipDepth_ = 0;
  levels_[0].start(start_, 0);
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
        Level& level = levels_[std::size_t(depth_)];
        if (!level.hasMove) return fail(at, "a variation before any move");
        if (depth_ >= options_.limits.maxVariationDepth)
          return fail(at, text::say({"variations nested deeper than ", options_.limits.maxVariationDepth}));
        const bool wasLive = live();
        levels_[std::size_t(depth_ + 1)].start(level.before(), at);
        ++depth_;
        if (wasLive && skips([](PgnVisitor& v) { return v.beginVariation(); })) skipDepth_ = depth_;
        break;
      }
      case ')':
        ++i_;
        if (depth_ == 0) return fail(at, "')' without '('");
        if (!levels_[std::size_t(depth_)].hasMove) return fail(at, "a variation without moves");
        if (live()) hear()->endVariation();
        if (depth_-- == skipDepth_) skipDepth_ = 1 << 30;
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
          if (depth_ > 0)
            return fail(levels_[std::size_t(depth_)].open, "unterminated variation: '(' without ')'");
          if (visitor_) hear()->endGame(result_);
          return Parse::DONE;
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
          end = i_;
          if (visitor_) hear()->endGame(resultOf(token));
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
        if (isDigit(c) && !(c == '0' && token.substr(0, 3) == "0-0")) {
          while (k < token.size() && isDigit(token[k])) ++k;
          if (k < token.size() && token[k] != '.' && !isEllipsis(token.substr(k)))
            return fail(at,
                        text::say({"'", text::printable(token), "' is neither a move number nor a move"}));
        }
        while (k < token.size() && (token[k] == '.' || isEllipsis(token.substr(k))))
          k += token[k] == '.' ? 1 : 3;
        if (k < token.size()) step = move(token.substr(k), at + k);
      }
    }
    if (step != Parse::DONE) return step;
  }
  if (!eof_) return Parse::MORE;
  if (depth_ > 0) return fail(levels_[std::size_t(depth_)].open, "unterminated variation: '(' without ')'");
  end = text_.size();
  if (visitor_) hear()->endGame(result_);
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

}  // namespace

std::string PgnError::message() const {
  std::string out = text::say({"game ", gameIndex + 1, ", line ", line, ", column ", column, ": ", what});
  if (!near.empty()) out += text::say({" (near \"", near, "\")"});
  return out;
}

std::string_view PgnMoveRead::san() const {
  if (sanLength_ == 0) sanLength_ = writeSan(san_, before, move, after);
  return {san_, sanLength_};
}

bool parsePgnGame(const PgnGameText& game, const PgnReadOptions& options, PgnVisitor& visitor,
                  PgnError& error) {
  Heard heard;
  GameParser parser(game.text, true, &visitor, heard, game.gameIndex, options, scratchFor(options));
  if (parser.run() == Parse::DONE) return true;
  error = locate(game.text, parser.failAt, game.gameIndex, game.line, game.column, parser.what);
  visitor.error(error);
  return false;
}

bool parsePgnGame(const PgnGameText& game, const PgnReadOptions& options, PgnGameTree& tree,
                  PgnError& error) {
  PgnTreeBuilder builder(tree);
  return parsePgnGame(game, options, builder, error);
}

PgnReader::PgnReader(PgnReadOptions options) : options_(options), builder_(tree_) {}

void PgnReader::feed(std::string_view chunk) {
  buffer_.erase(0, start_);  // what earlier games used
  dropped_ += start_;
  waitFor_ -= std::min(waitFor_, start_);
  start_ = 0;
  // Doubling, but never past what the longest game allowed and one chunk need: the memory given
  // up on the way is not returned to the system (the wasm heap never shrinks).
  const std::size_t needed = buffer_.size() + chunk.size();
  if (needed > buffer_.capacity())
    buffer_.reserve(
        std::max(needed, std::min(2 * buffer_.capacity(), options_.limits.maxGameBytes + chunk.size())));
  buffer_.append(chunk);
}

void PgnReader::reserve(std::size_t bytes) {
  // At most about a MiB: a large text of small games must not keep a large buffer for good.
  buffer_.reserve(buffer_.size() +
                  std::min(bytes, std::min(options_.limits.maxGameBytes, std::size_t(1) << 20) + (1 << 18)));
}

void PgnReader::finish() { finished_ = true; }

void PgnReader::reset(PgnReadOptions options) {
  options_ = options;
  buffer_.clear();
  start_ = waitFor_ = lineStart_ = dropped_ = gameIndex_ = 0;
  line_ = 1;
  finished_ = atLineStart_ = false;
  skipping_ = 0;
  heard_.clear();
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

// `visitor` null: the game's text is all the caller wants (nextText), and a bad game's error.
PgnReader::Step PgnReader::read(PgnVisitor* visitor) {
  for (bool full = visitor != nullptr;;) {
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

    // nextText's bad game: read in full by nobody, for the error that comes first.
    PgnVisitor nobody;
    Heard unheard;
    PgnVisitor* hearer = full ? (visitor ? visitor : &nobody) : nullptr;
    Heard& heard = visitor ? heard_ : unheard;
    GameParser parser(std::string_view(buffer_).substr(start_), finished_, hearer, heard, gameIndex_,
                      options_, scratchFor(options_));
    const Parse parse = parser.run();
    if (parse == Parse::FAILED && !full) {  // a bad game: the full reading says which error comes first
      full = true;
      continue;
    }
    const std::size_t limit = options_.limits.maxGameBytes;
    const std::size_t size = parse == Parse::DONE ? parser.end : buffer_.size() - start_;
    if (size > limit && !(parse == Parse::FAILED && parser.failAt < limit))
      return failGame(visitor, start_, text::say({"a game longer than ", limit, " bytes"}), false);
    if (parse == Parse::MORE ||
        (parse == Parse::FAILED && !finished_ &&
         buffer_.find('\n', start_ + parser.failAt) == std::string::npos &&
         buffer_.size() < start_ + parser.failAt + 20)) {  // the error's "near" text is not all here yet
      waitFor_ = std::min(buffer_.size() + (buffer_.size() - start_), start_ + limit + 1);
      return Step::NEED_INPUT;
    }
    waitFor_ = 0;
    if (parse == Parse::FAILED)
      return failGame(visitor, start_ + parser.failAt, std::move(parser.what), parser.inMovetext);
    heard_.clear();
    gameLine_ = line_;
    gameColumn_ = int(dropped_ + start_ - lineStart_ + 1);
    gameStart_ = start_;
    advanceTo(start_ + parser.end);
    if (!parser.sawContent) continue;  // only comments: not a game
    ++gameIndex_;
    return Step::GAME;
  }
}

// A bad game's error, told to the visitor too (after beginGame, if it has not heard that yet).
PgnReader::Step PgnReader::failGame(PgnVisitor* visitor, std::size_t offset, std::string what,
                                    bool inMovetext) {
  const bool began = heard_.calls > 0;
  heard_.clear();
  const Step step = fail(offset, std::move(what), inMovetext);
  if (visitor) {
    if (!began) visitor->beginGame(error_.gameIndex);
    visitor->error(error_);
  }
  return step;
}

PgnReader::Step PgnReader::next() {
  builder_.keepSans(options_.sans ? &sans_ : nullptr);
  return read(&builder_);
}

PgnReader::Step PgnReader::next(PgnVisitor& visitor) { return read(&visitor); }

PgnReader::Step PgnReader::nextText(PgnGameText& game) {
  const Step step = read(nullptr);
  if (step == Step::GAME) {
    game.text.assign(buffer_, gameStart_, start_ - gameStart_);
    game.gameIndex = gameIndex_ - 1;
    game.line = gameLine_;
    game.column = gameColumn_;
  }
  return step;
}

}  // namespace chess960
