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

std::string duration(std::int64_t ms) {
  std::string out = std::to_string(ms / 3600000) + ':';
  const int minutes = int(ms / 60000 % 60), seconds = int(ms / 1000 % 60), fraction = int(ms % 1000);
  out += char('0' + minutes / 10);
  out += char('0' + minutes % 10);
  out += ':';
  out += char('0' + seconds / 10);
  out += char('0' + seconds % 10);
  if (fraction) {
    std::string f = std::to_string(1000 + fraction).substr(1);
    while (f.back() == '0') f.pop_back();
    (out += '.') += f;
  }
  return out;
}

std::string marks(const std::vector<PgnMark>& list, bool arrows) {
  std::string out;
  for (const PgnMark& m : list) {
    if (!out.empty()) out += ',';
    out += m.color;
    out += squareName(m.from);
    if (arrows) out += squareName(m.to);
  }
  return out;
}

// The command annotations of a node, as written in its comment.
std::string annotations(const PgnNode& node) {
  std::string out;
  auto add = [&](const std::string& a) { out += (out.empty() ? "" : " ") + a; };
  if (node.eval.kind != PgnEval::Kind::NONE) {
    std::string value;
    const std::int32_t v = node.eval.value;
    if (node.eval.kind == PgnEval::Kind::MATE) {
      value = std::string(1, '#');
      value += std::to_string(v);
    } else {
      const std::int64_t a = v < 0 ? -std::int64_t(v) : v;
      if (v < 0) value += '-';
      value += std::to_string(a / 100);
      value += '.';
      value += std::to_string(100 + a % 100).substr(1);
    }
    if (node.eval.depth >= 0) (value += ',') += std::to_string(node.eval.depth);
    add("[%eval " + value + "]");
  }
  if (node.clockMs >= 0) add("[%clk " + duration(node.clockMs) + "]");
  if (node.emtMs >= 0) add("[%emt " + duration(node.emtMs) + "]");
  if (!node.squares.empty()) add("[%csl " + marks(node.squares, false) + "]");
  if (!node.arrows.empty()) add("[%cal " + marks(node.arrows, true) + "]");
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
  if (before.turn() == WHITE)
    w = std::to_string(before.fullmoveNumber()) + ". ";
  else if (forceNumber)
    w = std::to_string(before.fullmoveNumber()) + "... ";
  w += toSan(before, node.move);
  mt.token(w);
  for (std::uint8_t nag : node.nags) mt.token(std::string(1, '$') += std::to_string(nag));
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
