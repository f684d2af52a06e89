#include "chess960/pgn_writer.h"

#include <cctype>

#include "chess960/pgn_reader.h"
#include "chess960/san.h"
#include "chess960/square_names.h"
#include "chess960/uci.h"
#include "text.h"

namespace chess960 {

namespace {

constexpr std::size_t MAX_LINE = 79;
constexpr std::string_view ROSTER[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

bool isTagName(std::string_view name) {
  if (name.empty()) return false;
  for (char c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

void writeTag(std::string& out, std::string_view name, std::string_view value) {
  if (!isTagName(name)) return;  // PGN standard 8.1.1: letters, digits and '_'
  out += '[';
  out += name;
  out += " \"";
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    if (c != '\n' && c != '\r') out += c;
  }
  out += "\"]\n";
}

// Appends `n` in decimal, zero-padded to `width` digits; one helper instead of std::to_string
// and substr chains (the package's download counts every byte of code).
void appendNumber(std::string& out, std::int64_t n, int width = 1) {
  if (n < 0) out += '-', n = -n;
  char digits[20];
  int count = 0;
  do digits[count++] = char('0' + n % 10);
  while ((n /= 10) > 0);
  while (count < width) digits[count++] = '0';
  while (count > 0) out += digits[--count];
}

// h:mm:ss, with a fraction (trailing zeros cut) when there is one.
void appendDuration(std::string& out, std::int64_t ms) {
  appendNumber(out, ms / 3600000);
  out += ':';
  appendNumber(out, ms / 60000 % 60, 2);
  out += ':';
  appendNumber(out, ms / 1000 % 60, 2);
  int fraction = int(ms % 1000), width = 3;
  if (fraction == 0) return;
  while (fraction % 10 == 0) fraction /= 10, --width;
  out += '.';
  appendNumber(out, fraction, width);
}

}  // namespace

void PgnWriter::beginGame(std::size_t) {
  texts_.clear();
  tags_.clear();
  lines_.clear();
  out_.clear();
  failed_ = false;
}

PgnWriter::Text PgnWriter::keep(std::string_view text) {
  texts_ += text;
  return {texts_.size() - text.size(), text.size()};
}

void PgnWriter::tag(std::string_view name, std::string_view value) {
  tags_.emplace_back(keep(name), keep(value));
}

PgnVisitor::Next PgnWriter::beginMovetext(const Position& start, bool) {
  lines_.assign(1, Line{start, start, false});
  notes_.clear();
  move_ = Move();
  forceNumber_ = true;
  openVariation_ = false;
  moves_ = 0;
  movetext_.clear();
  lineStart_ = 0;
  return Next::READ;
}

void PgnWriter::play(Move move) {
  if (failed_) return;
  Line& line = lines_.back();
  if (line.hasMove || lines_.size() == 1) flush();  // at a variation's start, the notes heard are the move's
  line.before = line.after;
  line.after.play(move);
  line.hasMove = true;
  move_ = move;
  ++moves_;
}

bool PgnWriter::play(std::string_view move) {
  if (failed_) return false;
  const Position& pos = lines_.back().after;
  auto parsed = parseSan(pos, move);
  if (!parsed) parsed = parseUci(pos, move);
  if (!parsed)
    return fail(text::say(
        {"move ", moves_ + 1, " (", text::printable(move), "): ", parseSan(pos, move).error().message}));
  play(*parsed);
  return true;
}

void PgnWriter::add(const Note& note) {
  if (!failed_) notes_.push_back(note);
}

void PgnWriter::comment(std::string_view text) {
  // At a variation's start a comment is about the move to come: it goes before that move.
  const bool before = lines_.size() > 1 && !lines_.back().hasMove;
  add({before ? Note::BEFORE : Note::COMMENT, keep(text)});
}
void PgnWriter::commentBefore(std::string_view text) { add({Note::BEFORE, keep(text)}); }
void PgnWriter::nag(int nag) { add({Note::NAG, {}, nag}); }
void PgnWriter::clock(std::int64_t milliseconds) { add({Note::CLOCK, {}, milliseconds}); }
void PgnWriter::emt(std::int64_t milliseconds) { add({Note::EMT, {}, milliseconds}); }
void PgnWriter::eval(const PgnEval& eval) { add({Note::EVAL, {}, 0, eval}); }
void PgnWriter::arrow(const PgnArrow& arrow) { add({Note::ARROW, {}, 0, {}, arrow}); }
void PgnWriter::square(const PgnSquareMark& mark) {
  add({Note::SQUARE, {}, 0, {}, {mark.color, mark.square, NO_SQUARE}});
}

PgnVisitor::Next PgnWriter::beginVariation() {
  if (failed_) return Next::SKIP;
  flush();
  if (int(lines_.size()) > PgnLimits{}.maxVariationDepth) {
    fail(text::say({"variations nested deeper than ", PgnLimits{}.maxVariationDepth}));
    return Next::SKIP;
  }
  openVariation_ = true;
  const Position start = lines_.back().before;
  lines_.push_back(Line{start, start, false});
  forceNumber_ = true;
  return Next::READ;
}

void PgnWriter::endVariation() {
  if (failed_) return;
  flush();
  word(")", true);
  lines_.pop_back();
  forceNumber_ = true;
}

void PgnWriter::endGame(std::string_view result) {
  if (failed_) return;
  flush();
  word(result);
  auto inRoster = [](std::string_view name) {
    for (std::string_view r : ROSTER)
      if (name == r) return true;
    return false;
  };
  out_.clear();
  for (std::string_view name : ROSTER) {
    std::string_view value = name == "Date" ? "????.??.??" : name == "Result" ? result : "?";
    for (auto it = tags_.rbegin(); it != tags_.rend(); ++it)  // the first one given
      if (str(it->first) == name) value = str(it->second);
    writeTag(out_, name, value);
  }
  for (const auto& [name, value] : tags_)
    if (!inRoster(str(name))) writeTag(out_, str(name), str(value));
  out_ += '\n';
  (out_ += movetext_) += '\n';
}

void PgnWriter::error(const PgnError& error) {
  if (failed_) return;
  if (lines_.empty()) return void(fail(error.what));  // an error in the tags: no movetext
  // The game up to the error: a variation with no move yet is left out, the others are closed.
  if (lines_.size() > 1 && !lines_.back().hasMove) {
    notes_.clear();
    lines_.pop_back();
    openVariation_ = false;
  }
  while (lines_.size() > 1) endVariation();
  endGame("*");
}

// The move being written (comments before it, its number where one is due, its SAN), its NAGs,
// then its command annotations and comments; or the root's notes, or notes heard after a ')'.
void PgnWriter::flush() {
  const bool root = lines_.size() == 1 && !lines_[0].hasMove;
  const bool hasMove = !move_.isNone();
  if (hasMove) {
    const Position& pos = lines_.back().before;
    bool numbered = forceNumber_ || pos.turn() == WHITE;
    for (const Note& n : notes_)
      if (n.kind == Note::BEFORE) writeComment(str(n.text)), numbered = true;
    std::string w;
    if (numbered) {
      appendNumber(w, pos.fullmoveNumber());
      w += pos.turn() == WHITE ? ". " : "... ";
    }
    w += toSan(pos, move_);
    token(w);
    move_ = Move();
  }
  if (!root)
    for (const Note& n : notes_)
      if (n.kind == Note::NAG) {
        std::string glyph(1, '$');
        appendNumber(glyph, n.value);
        token(glyph);
      }
  const bool commented = writeNotes();
  forceNumber_ = commented || !hasMove;
  notes_.clear();
}

// The command annotations, then the comments after the move, the first in the same braces as the
// commands: true if a comment was written.
bool PgnWriter::writeNotes() {
  std::string commands;
  Note::Kind open = Note::COMMENT;  // the mark command being written ([%cal ...)
  for (const Note& n : notes_) {
    if (n.kind <= Note::NAG) continue;
    if (n.kind == open) {
      commands += ',';
    } else {
      if (open != Note::COMMENT) commands += ']';
      if (!commands.empty()) commands += ' ';
      commands += n.kind == Note::CLOCK   ? "[%clk "
                  : n.kind == Note::EMT   ? "[%emt "
                  : n.kind == Note::EVAL  ? "[%eval "
                  : n.kind == Note::ARROW ? "[%cal "
                                          : "[%csl ";
      open = n.kind;
    }
    if (n.kind <= Note::EMT) {
      appendDuration(commands, n.value);
    } else if (n.kind == Note::EVAL) {
      std::int64_t v = n.eval.value;
      if (n.eval.mate) {
        commands += '#';
        appendNumber(commands, v);
      } else {
        if (v < 0) commands += '-', v = -v;
        appendNumber(commands, v / 100);
        commands += '.';
        appendNumber(commands, v % 100, 2);
      }
      if (n.eval.depth >= 0) commands += ',', appendNumber(commands, n.eval.depth);
    } else {
      commands += char(n.mark.color);
      commands += squareName(n.mark.from);
      if (n.kind == Note::ARROW) commands += squareName(n.mark.to);
    }
    if (n.kind < Note::ARROW) commands += ']', open = Note::COMMENT;
  }
  if (open != Note::COMMENT) commands += ']';
  int comments = 0;
  for (const Note& n : notes_) {
    if (n.kind != Note::COMMENT) continue;
    if (comments++ > 0) {
      writeComment(str(n.text));
      continue;
    }
    if (!commands.empty()) commands += ' ';
    writeComment(commands += str(n.text));
  }
  if (comments == 0 && !commands.empty()) writeComment(commands);
  return comments > 0 || !commands.empty();
}

// A word of the movetext, after a space or (`glue`) none, on a new line if it would pass MAX_LINE.
void PgnWriter::word(std::string_view w, bool glue) {
  const bool lineEmpty = movetext_.size() == lineStart_;
  if (!lineEmpty && movetext_.size() - lineStart_ + (glue ? 0 : 1) + w.size() > MAX_LINE) {
    movetext_ += '\n';
    lineStart_ = movetext_.size();
  } else if (!lineEmpty && !glue) {
    movetext_ += ' ';
  }
  movetext_ += w;
}

// A word, with "(" in front if a variation was just opened.
void PgnWriter::token(std::string_view w) {
  if (!openVariation_) return word(w);
  openVariation_ = false;
  std::string opened(1, '(');
  opened += w;
  word(opened);
}

// A comment, split into words so that long ones wrap; "}" cannot be inside one.
void PgnWriter::writeComment(std::string_view text) {
  std::string clean(text);
  for (char& c : clean)
    if (c == '}' || c == '\n' || c == '\r' || c == '\t') c = c == '}' ? ')' : ' ';
  std::size_t i = 0;
  for (bool first = true;; first = false) {
    while (i < clean.size() && clean[i] == ' ') ++i;
    std::size_t end = clean.find(' ', i);
    if (end == std::string::npos) end = clean.size();
    std::string w = clean.substr(i, end - i);
    const bool last = clean.find_first_not_of(' ', end) == std::string::npos;
    if (first) w.insert(w.begin(), '{');
    if (last) w += '}';
    token(w);
    if (last) return;
    i = end;
  }
}

bool PgnWriter::fail(std::string why) {
  out_ = std::move(why);
  failed_ = true;
  return false;
}

}  // namespace chess960
