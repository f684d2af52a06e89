#include "pgn_comment.h"

#include <cstring>

#include "pgn_tokenizer.h"

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

Square squareAt(std::string_view s, std::size_t i) {
  if (i + 1 >= s.size() || s[i] < 'a' || s[i] > 'h' || s[i + 1] < '1' || s[i + 1] > '8') return NO_SQUARE;
  return Square((s[i + 1] - '1') * 8 + (s[i] - 'a'));
}

// The next mark of "Ga1,Rb2" (squares) or "Ge2e4 Rd1h5" (arrows), walking `i` through `s`: false
// at the end, or at a mark that does not read (then `bad`).
bool nextMark(std::string_view s, std::size_t& i, bool arrows, PgnArrow& mark, bool& bad) {
  while (i < s.size() && (s[i] == ',' || s[i] == ' ')) ++i;
  if (i >= s.size()) return false;
  const std::size_t width = arrows ? 5 : 3;
  const char color = s[i];
  mark = {PgnMarkColor(color), squareAt(s, i + 1), arrows ? squareAt(s, i + 3) : squareAt(s, i + 1)};
  bad = (color != 'G' && color != 'R' && color != 'Y' && color != 'B') || mark.from == NO_SQUARE ||
        mark.to == NO_SQUARE || (i + width < s.size() && s[i + width] != ',' && s[i + width] != ' ');
  i += width;
  return !bad;
}

enum class Command { TAKEN, LEFT, TOO_MANY };

// The command annotation that opens raw[at...] ("[%clk 0:01:02]"): TAKEN, handed to the visitor,
// with `end` past its ']', if the reader knows it; else LEFT in the comment's text.
Command command(std::string_view raw, std::size_t at, std::size_t& end, PgnVisitor& visitor,
                NoteBudget& notes) {
  const std::size_t close = raw.find(']', at);
  if (close == std::string_view::npos) return Command::LEFT;
  end = close + 1;
  std::size_t from = at + 2, to = close;  // "name args", trimmed
  while (to > from && isSpace(raw[to - 1])) --to;
  std::size_t nameEnd = from;
  while (nameEnd < to && !isSpace(raw[nameEnd])) ++nameEnd;
  const std::string_view name = raw.substr(from, nameEnd - from);
  while (nameEnd < to && isSpace(raw[nameEnd])) ++nameEnd;
  const std::string_view args = raw.substr(nameEnd, to - nameEnd);
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
  PgnArrow mark;
  bool bad = false, any = false;  // all marks are read before any is told
  for (std::size_t i = 0; nextMark(args, i, arrows, mark, bad);) any = true;
  if (!any || bad) return Command::LEFT;
  for (std::size_t i = 0; nextMark(args, i, arrows, mark, bad);) {
    if (!notes.take()) return Command::TOO_MANY;
    if (arrows)
      visitor.arrow(mark);
    else
      visitor.square(PgnSquareMark{mark.color, mark.from});
  }
  return Command::TAKEN;
}

}  // namespace

bool readComment(std::string_view raw, PgnVisitor& visitor, NoteBudget& notes, std::string& scratch) {
  // The text left, as it lies in `raw` while it needs no change (raw[from, to)), else in `scratch`.
  std::size_t from = 0, to = 0;
  bool copied = false, space = false;  // space: one goes before the next word
  for (std::size_t i = 0; i < raw.size();) {
    const char c = raw[i];
    if (c == '[' && i + 1 < raw.size() && raw[i + 1] == '%') {
      std::size_t end = i;
      const Command taken = command(raw, i, end, visitor, notes);
      if (taken == Command::TOO_MANY) return false;
      if (taken == Command::TAKEN) {
        i = end;
        space = to > from || copied;
        continue;
      }
    }
    if (isSpace(c)) {
      space = to > from || copied;
      ++i;
      continue;
    }
    // A word, to the next space, '}' or '[' (which may open a command). Only a ';' comment can
    // hold '}', which { } could not write: it becomes ')'.
    std::size_t end = i + 1;
    while (c != '}' && end < raw.size() && !isSpace(raw[end]) && raw[end] != '}' && raw[end] != '[') ++end;
    // The text stays a view of `raw` while each word follows the last after one ' ', or none.
    if (!copied && c != '}' && (to == from || (i == to + space && (!space || raw[to] == ' ')))) {
      if (to == from) from = i;
      to = end;
    } else {
      if (!copied) scratch.assign(raw.substr(from, to - from));
      copied = true;
      if (space) scratch += ' ';
      scratch += c == '}' ? std::string_view(")") : raw.substr(i, end - i);
    }
    space = false;
    i = end;
  }
  const std::string_view text = copied ? std::string_view(scratch) : raw.substr(from, to - from);
  if (text.empty()) return true;
  if (!notes.take()) return false;
  visitor.comment(text);
  return true;
}

}  // namespace chess960::pgn
