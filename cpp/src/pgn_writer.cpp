#include "chess960/pgn_writer.h"

#include <cctype>

#include "chess960/san.h"
#include "chess960/square_names.h"

namespace chess960 {

namespace {

constexpr std::size_t MAX_LINE = 79;

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

// Movetext, broken into lines of at most MAX_LINE characters at word boundaries.
class Movetext {
 public:
  // `glue`: no space before the word (after "(" or before ")").
  void word(std::string_view w, bool glue = false) {
    const bool lineEmpty = text_.size() == lineStart_;
    if (!lineEmpty && text_.size() - lineStart_ + (glue ? 0 : 1) + w.size() > MAX_LINE) {
      text_ += '\n';
      lineStart_ = text_.size();
    } else if (!lineEmpty && !glue) {
      text_ += ' ';
    }
    text_ += w;
  }
  void open() { openPending_ = true; }
  // A word, with "(" in front if a variation was just opened.
  void token(std::string_view w) {
    if (openPending_) {
      openPending_ = false;
      std::string opened(1, '(');
      opened += w;
      word(opened);
    } else {
      word(w);
    }
  }
  // A comment, split into words so that long ones wrap; "}" cannot be inside one.
  void comment(std::string_view text) {
    std::string clean(text);
    for (char& c : clean)
      if (c == '}' || c == '\n' || c == '\r' || c == '\t') c = c == '}' ? ')' : ' ';
    std::size_t i = 0;
    bool first = true;
    while (true) {
      while (i < clean.size() && clean[i] == ' ') ++i;
      std::size_t end = clean.find(' ', i);
      if (end == std::string::npos) end = clean.size();
      std::string w = clean.substr(i, end - i);
      const bool last = clean.find_first_not_of(' ', end) == std::string::npos;
      if (first) w.insert(w.begin(), '{');
      if (last) w += "}";
      token(w);
      first = false;
      if (last) break;
      i = end;
    }
  }
  const std::string& text() const { return text_; }

 private:
  std::string text_;
  std::size_t lineStart_ = 0;
  bool openPending_ = false;
};

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

void appendMarks(std::string& out, const std::vector<PgnMark>& list, bool arrows) {
  for (std::size_t k = 0; k < list.size(); ++k) {
    if (k > 0) out += ',';
    out += list[k].color;
    out += squareName(list[k].from);
    if (arrows) out += squareName(list[k].to);
  }
}

// The command annotations of a node, as written in its comment.
std::string annotations(const PgnNode& node) {
  std::string out;
  auto command = [&](const char* name) {
    if (!out.empty()) out += ' ';
    (out += "[%") += name;
  };
  if (node.eval.kind != PgnEval::Kind::NONE) {
    command("eval ");
    const std::int64_t v = node.eval.value;
    if (node.eval.kind == PgnEval::Kind::MATE) {
      out += '#';
      appendNumber(out, v);
    } else {
      if (v < 0) out += '-';
      appendNumber(out, (v < 0 ? -v : v) / 100);
      out += '.';
      appendNumber(out, (v < 0 ? -v : v) % 100, 2);
    }
    if (node.eval.depth >= 0) out += ',', appendNumber(out, node.eval.depth);
    out += ']';
  }
  if (node.clockMs >= 0) command("clk "), appendDuration(out, node.clockMs), out += ']';
  if (node.emtMs >= 0) command("emt "), appendDuration(out, node.emtMs), out += ']';
  if (!node.squares.empty()) command("csl "), appendMarks(out, node.squares, false), out += ']';
  if (!node.arrows.empty()) command("cal "), appendMarks(out, node.arrows, true), out += ']';
  return out;
}

// The comments after a move (or before the first move, for the root); true if any were written.
bool writeComments(Movetext& mt, const PgnNode& node) {
  std::string first = annotations(node);
  if (!node.comments.empty()) first += (first.empty() ? "" : " ") + node.comments[0];
  if (first.empty()) return false;
  mt.comment(first);
  for (std::size_t k = 1; k < node.comments.size(); ++k) mt.comment(node.comments[k]);
  return true;
}

// Writes one move; true if a comment follows it (then Black's next move needs its number).
bool writeMove(Movetext& mt, const PgnNode& node, const Position& before, bool forceNumber) {
  for (const std::string& c : node.commentsBefore) mt.comment(c);
  forceNumber |= !node.commentsBefore.empty();
  std::string w;
  if (before.turn() == WHITE || forceNumber) {
    appendNumber(w, before.fullmoveNumber());
    w += before.turn() == WHITE ? ". " : "... ";
  }
  w += toSan(before, node.move);
  mt.token(w);
  for (std::uint8_t nag : node.nags) {
    std::string glyph(1, '$');
    appendNumber(glyph, nag);
    mt.token(glyph);
  }
  return writeComments(mt, node);
}

}  // namespace

std::string writePgn(const PgnGameTree& game) {
  std::string out;
  for (const auto& [name, value] : game.exportTags()) writeTag(out, name, value);
  out += '\n';

  Movetext mt;
  writeComments(mt, game.node(PgnGameTree::ROOT));
  // Iterative, so that no nesting depth can overflow the stack.
  struct Frame {
    std::int32_t node;
    Position before;
    bool forceNumber;
    bool written;
    std::int32_t nextVariation;
  };
  std::vector<Frame> stack{{game.node(PgnGameTree::ROOT).firstChild, game.start, true, false, -1}};
  while (!stack.empty()) {
    Frame& f = stack.back();
    if (f.node < 0) {
      stack.pop_back();
      if (!stack.empty()) {
        mt.word(")", true);
        stack.back().forceNumber = true;
      }
      continue;
    }
    const PgnNode& node = game.node(f.node);
    if (!f.written) {
      f.forceNumber = writeMove(mt, node, f.before, f.forceNumber);
      f.written = true;
      // The siblings after a first child are its alternatives: written as variations after it.
      f.nextVariation = game.node(node.parent).firstChild == f.node ? node.nextSibling : -1;
      continue;
    }
    if (f.nextVariation >= 0) {
      const std::int32_t variation = f.nextVariation;
      f.nextVariation = game.node(variation).nextSibling;
      f.forceNumber = true;
      const Position before = f.before;
      mt.open();
      stack.push_back({variation, before, true, false, -1});
      continue;
    }
    f.before.play(node.move);
    f.node = node.firstChild;
    f.written = false;
  }
  mt.word(game.result);
  return out + mt.text() + "\n";
}

}  // namespace chess960
