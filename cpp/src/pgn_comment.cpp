#include "pgn_comment.h"

#include <cstring>

#include "chess960/pgn_tree.h"
#include "chess960/square_names.h"
#include "pgn_chars.h"

namespace chess960::pgn {

namespace {

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
enum class Command { TAKEN, LEFT, TOO_MANY };

Command command(std::string_view raw, std::size_t at, std::size_t& end, PgnVisitor& visitor,
                NoteBudget& notes) {
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
    if (!notes.take()) return Command::TOO_MANY;
    name == "clk" ? visitor.clock(ms) : visitor.emt(ms);
    return Command::TAKEN;
  }
  if (name == "eval") {
    PgnEval eval;
    if (!parseEval(args, eval)) return Command::LEFT;
    if (!notes.take()) return Command::TOO_MANY;
    visitor.eval(eval);
    return Command::TAKEN;
  }
  const bool arrows = name == "cal";
  if (!arrows && name != "csl") return Command::LEFT;
  if (!validMarks(args, arrows)) return Command::LEFT;
  Mark mark;
  bool bad = false;
  for (std::size_t k = 0; nextMark(args, k, arrows, mark, bad);) {
    if (!notes.take()) return Command::TOO_MANY;
    if (arrows)
      visitor.arrow(PgnArrow{mark.color, mark.from, mark.to});
    else
      visitor.square(PgnSquareMark{mark.color, mark.from});
  }
  return Command::TAKEN;
}

}  // namespace

bool readComment(std::string_view raw, PgnVisitor& visitor, NoteBudget& notes, std::string& out) {
  // Commands first, then text that needs no change but trimming, as lichess writes them
  // ("[%clk 0:02:59] [%eval 0.3] a remark"), and comments without commands: the text is handed
  // over as it lies, no copy (most comments).
  std::size_t i = 0;
  for (std::size_t end = 0;; i = end) {
    while (i < raw.size() && raw[i] == ' ') ++i;
    if (!opensCommand(raw, i)) break;
    const Command taken = command(raw, i, end, visitor, notes);
    if (taken == Command::TOO_MANY) return false;
    if (taken == Command::LEFT) break;
  }
  std::string_view rest = raw.substr(i);
  while (!rest.empty() && rest.back() == ' ') rest.remove_suffix(1);
  if (isPlainComment(rest)) {
    if (rest.empty()) return true;
    if (!notes.take()) return false;
    visitor.comment(rest);
    return true;
  }
  out.clear();
  bool space = false;
  for (std::size_t end = 0; i < raw.size();) {
    if (opensCommand(raw, i)) {
      const Command taken = command(raw, i, end, visitor, notes);
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
  if (!notes.take()) return false;
  visitor.comment(out);
  return true;
}

}  // namespace chess960::pgn
