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

// Writes a game: tags, then the movetext in one walk of the tree.
class Writer {
 public:
  // `resolve`: the tree's moves to read from `moveTexts` (see writePgn in pgn_writer.h).
  Writer(const PgnGameTree& game, std::vector<PgnNode>* resolve, std::string_view moveTexts)
      : game_(game), resolve_(resolve), moveTexts_(moveTexts) {
    // Each node's notes in reading order: notes[order_[first_[n]] .. order_[first_[n + 1]]).
    const std::size_t count = std::size_t(game.nodeCount());
    first_.assign(count + 1, 0);
    order_.resize(game.notes.size());
    for (const PgnNote& note : game.notes) ++first_[std::size_t(note.node) + 1];
    for (std::size_t n = 1; n <= count; ++n) first_[n] += first_[n - 1];
    std::vector<std::int32_t> next(first_.begin(), first_.end() - 1);
    for (std::size_t k = 0; k < game.notes.size(); ++k)
      order_[std::size_t(next[std::size_t(game.notes[k].node)]++)] = std::int32_t(k);
  }

  // The PGN, or the error if a move of `moveTexts` is wrong (then false).
  bool write(std::string& out);

 private:
  bool line(std::int32_t node, Position pos, bool forceNumber, int depth);
  bool resolve(std::int32_t node, const Position& pos);
  // Writes the notes of `node` of the kinds `wanted` picks; for comments after a move, the
  // command annotations go first, in one comment with the first comment's text. True if any
  // comment was written.
  bool notes(std::int32_t node, int pass) {
    std::string commands;
    PgnNoteKind open = PgnNoteKind::COMMENT;  // the mark command being written ([%cal ...)
    int comments = 0;
    // Pass 2 goes over the notes twice: the command annotations first, then the comments (the
    // first one in the same braces as the commands).
    for (int round = pass == 2 ? 0 : 1; round < 2; ++round)
      for (std::int32_t k = first_[std::size_t(node)]; k < first_[std::size_t(node) + 1]; ++k) {
        const PgnNote& n = game_.notes[std::size_t(order_[std::size_t(k)])];
        const std::string_view text = n.isComment() ? game_.comment(n) : "";
        if (pass == 0) {  // before the move
          if (n.kind == PgnNoteKind::COMMENT_BEFORE) mt_.comment(text), ++comments;
        } else if (pass == 1) {  // right after it
          if (n.kind == PgnNoteKind::NAG) {
            std::string glyph(1, '$');
            appendNumber(glyph, n.nag());
            mt_.token(glyph);
          }
        } else if (round == 1 && n.kind == PgnNoteKind::COMMENT) {
          if (comments++ == 0) {
            if (!commands.empty()) commands += ' ';
            commands += text;
            mt_.comment(commands);
          } else {
            mt_.comment(text);
          }
        } else if (round == 0 && n.kind > PgnNoteKind::NAG) {
          if (n.kind == open) {
            commands += ',';
          } else {
            if (open != PgnNoteKind::COMMENT) commands += ']';
            if (!commands.empty()) commands += ' ';
            commands += n.kind <= PgnNoteKind::EMT ? n.kind == PgnNoteKind::CLOCK ? "[%clk " : "[%emt "
                        : n.kind <= PgnNoteKind::EVAL_MATE ? "[%eval "
                        : n.kind == PgnNoteKind::ARROW     ? "[%cal "
                                                           : "[%csl ";
            open = n.kind;
          }
          if (n.kind <= PgnNoteKind::EMT) {
            appendDuration(commands, n.milliseconds());
          } else if (n.kind <= PgnNoteKind::EVAL_MATE) {
            const PgnEval eval = n.eval();
            std::int64_t v = eval.value;
            if (eval.mate) {
              commands += '#';
              appendNumber(commands, v);
            } else {
              if (v < 0) commands += '-', v = -v;
              appendNumber(commands, v / 100);
              commands += '.';
              appendNumber(commands, v % 100, 2);
            }
            if (eval.depth >= 0) commands += ',', appendNumber(commands, eval.depth);
          } else if (n.kind == PgnNoteKind::ARROW) {
            const PgnArrow arrow = n.arrow();
            commands += char(arrow.color);
            commands += squareName(arrow.from);
            commands += squareName(arrow.to);
          } else {
            const PgnSquareMark mark = n.squareMark();
            commands += char(mark.color);
            commands += squareName(mark.square);
          }
          if (n.kind < PgnNoteKind::ARROW) commands += ']', open = PgnNoteKind::COMMENT;
        }
        if (round == 0 && k + 1 == first_[std::size_t(node) + 1] && open != PgnNoteKind::COMMENT)
          commands += ']';  // the last mark command closes after the commands' round
      }
    if (pass == 2 && comments == 0 && !commands.empty()) {
      mt_.comment(commands);
      return true;
    }
    return comments > 0;
  }

  const PgnGameTree& game_;
  std::vector<PgnNode>* resolve_;
  std::string_view moveTexts_;
  std::vector<std::int32_t> first_, order_, firstChild_, nextSibling_, textStart_;
  std::string error_;
  Movetext mt_;
};

constexpr std::string_view ROSTER[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};

bool Writer::write(std::string& out) {
  out.clear();
  std::string_view value;
  for (std::string_view name : ROSTER)
    writeTag(out, name,
             game_.findTag(name, value) ? value
             : name == "Date"           ? "????.??.??"
             : name == "Result"         ? std::string_view(game_.result)
                                        : "?");
  for (const PgnTag& tag : game_.tags) {
    const std::string_view name = game_.str(tag.name);
    bool roster = false;
    for (std::string_view r : ROSTER) roster |= name == r;
    if (!roster) writeTag(out, name, game_.str(tag.value));
  }
  out += '\n';

  // Children in order: firstChild_[n], then nextSibling_[...] (built from the parents).
  const std::size_t count = std::size_t(game_.nodeCount());
  firstChild_.assign(count, -1);
  nextSibling_.assign(count, -1);
  std::vector<std::int32_t> lastChild(count, -1);
  for (std::int32_t i = 1; i < std::int32_t(count); ++i) {
    const std::size_t parent = std::size_t(game_.nodes[std::size_t(i)].parent);
    (lastChild[parent] < 0 ? firstChild_[parent] : nextSibling_[std::size_t(lastChild[parent])]) = i;
    lastChild[parent] = i;
  }
  // Where each move's text starts (node i's is the i-th word of moveTexts_).
  if (resolve_) {
    textStart_.assign(1, 0);
    for (std::size_t k = 0; k < moveTexts_.size(); ++k)
      if (moveTexts_[k] == ' ') textStart_.push_back(std::int32_t(k + 1));
    textStart_.push_back(std::int32_t(moveTexts_.size() + 1));
    if (textStart_.size() != count + (count == 1)) {
      out = text::say({"the tree has ", count - 1, " moves but ", textStart_.size() - 1, " move texts"});
      return false;
    }
  }
  notes(0, 2);
  if (!line(firstChild_[0], game_.start, true, 0)) {
    out = std::move(error_);
    return false;
  }
  mt_.word(game_.result);
  (out += mt_.text()) += '\n';
  return true;
}

// Reads the move of `node` from its text, in `pos`, into the tree.
bool Writer::resolve(std::int32_t node, const Position& pos) {
  const std::size_t from = std::size_t(textStart_[std::size_t(node) - 1]);
  const std::string_view text =
      moveTexts_.substr(from, std::size_t(textStart_[std::size_t(node)]) - 1 - from);
  auto move = parseSan(pos, text);
  if (!move) move = parseUci(pos, text);
  if (!move) {
    error_ =
        text::say({"move ", node, " (", text::printable(text), "): ", parseSan(pos, text).error().message});
    return false;
  }
  (*resolve_)[std::size_t(node)].move = move->bits();
  return true;
}

// Writes the line from `node` on, each move followed by its alternatives (the siblings of a
// first child) in parentheses. Recursion only for variations: their nesting is limited.
bool Writer::line(std::int32_t node, Position pos, bool forceNumber, int depth) {
  if (depth > PgnLimits{}.maxVariationDepth) {
    error_ = text::say({"variations nested deeper than ", PgnLimits{}.maxVariationDepth});
    return false;
  }
  for (; node >= 0; node = firstChild_[std::size_t(node)]) {
    if (resolve_ && !resolve(node, pos)) return false;
    // The move, with its number for White, or for Black after a comment or a variation.
    const bool numbered = notes(node, 0) || forceNumber || pos.turn() == WHITE;
    std::string w;
    if (numbered) {
      appendNumber(w, pos.fullmoveNumber());
      w += pos.turn() == WHITE ? ". " : "... ";
    }
    w += toSan(pos, game_.move(node));
    mt_.token(w);
    notes(node, 1);
    forceNumber = notes(node, 2);
    if (firstChild_[std::size_t(game_.nodes[std::size_t(node)].parent)] == node)
      for (std::int32_t v = nextSibling_[std::size_t(node)]; v >= 0; v = nextSibling_[std::size_t(v)]) {
        mt_.open();
        if (!line(v, pos, true, depth + 1)) return false;
        mt_.word(")", true);
        forceNumber = true;
      }
    pos.play(game_.move(node));
  }
  return true;
}

}  // namespace

std::string writePgn(const PgnGameTree& game) {
  std::string out;
  Writer(game, nullptr, {}).write(out);
  return out;
}

bool writePgn(PgnGameTree& game, std::string_view moveTexts, std::string& out) {
  return Writer(game, &game.nodes, moveTexts).write(out);
}

}  // namespace chess960
