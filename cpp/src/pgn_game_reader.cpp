#include "pgn_game_reader.h"

#include <algorithm>
#include <climits>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "chess960/castling_status.h"
#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/pgn_tree.h"
#include "chess960/san.h"
#include "chess960/uci.h"
#include "pgn_chars.h"
#include "pgn_comment.h"
#include "pgn_tokenizer.h"
#include "text.h"

namespace chess960 {

std::string_view PgnMoveRead::san() const {
  if (sanLength_ == 0) sanLength_ = writeSan(san_, before, move, after);
  return {san_, sanLength_};
}

namespace pgn {

namespace {

constexpr std::size_t NONE = std::string_view::npos;

// A line of play being read: the main line, or a variation inside ( ). A move is played from
// one of its two positions into the other, which becomes the current one: no position is copied
// per move (a copy is a call to memcpy in the wasm).
struct Level {
  Position positions[2];
  int current;  // positions[current]: after the line's last move (or where it branches off)
  bool hasMove;
  int ply;           // plies from the game's start to positions[current]
  std::size_t open;  // offset of its '('

  void start(const Position& from, int atPly, std::size_t openAt) {
    positions[0] = from;
    current = 0;
    hasMove = false;
    ply = atPly;
    open = openAt;
  }
  Position& pos() { return positions[current]; }
  Position& before() { return positions[current ^ 1]; }  // valid once hasMove
};

// What the reader reuses from game to game: one set per thread (the command line's --jobs
// reads games on several), never freed.
struct Scratch {
  std::vector<Level> levels;
  std::string text;  // a tag value or a comment, as the visitor gets it
};
Scratch& scratchFor(const PgnReadOptions& options) {
  thread_local Scratch scratch;
  scratch.levels.resize(std::size_t(options.limits.maxVariationDepth) + 2);
  return scratch;
}

// A game read has the result that ends its movetext, else its Result tag's (one of PGN_RESULTS).
std::string_view gameResult(std::string_view movetext, std::string_view resultTag) {
  return isPgnResult(movetext) ? PGN_RESULTS[int(pgnResultOf(movetext))] : resultTag;
}

// Whether s starts with "…" (U+2026), which some write for "...".
bool isEllipsis(std::string_view s) {
  return s.size() >= 3 && s[0] == '\xE2' && s[1] == '\x80' && s[2] == '\xA6';
}

bool isNullMove(std::string_view san) {
  const char first = san.empty() ? ' ' : san[0];  // ruled out at once, mostly
  return (first == '-' || first == 'Z' || first == '0' || first == '@') &&
         (san == "--" || san == "Z0" || san == "0000" || san == "@@@@");
}

// Why and where reading stopped, as offsets into the game's text.
struct Fault {
  std::size_t at = 0;
  PgnErrorReason reason = PgnErrorReason::SYNTAX;
  std::string what;
  std::size_t opened = NONE;  // the '{' or '(' never closed
  std::string_view move;      // a refused move, with its ply, number and side
  int ply = 0, moveNumber = 0;
  Color side = WHITE;
  bool inMovetext = false;
};

class GameReader {
 public:
  GameReader(std::string_view text, std::size_t gameIndex, const PgnReadOptions& options, PgnVisitor& visitor)
      : tokens_(text),
        gameIndex_(gameIndex),
        options_(options),
        visitor_(visitor),
        scratch_(scratchFor(options)),
        levels_(scratch_.levels) {
    notes_.left = options.limits.maxNotes;
  }
  bool read();
  Fault fault;

 private:
  CHESS960_COLD bool fail(std::size_t at, PgnErrorReason reason, std::initializer_list<text::Piece> what) {
    fault.at = at;
    fault.reason = reason;
    fault.what = text::say(what);
    return false;
  }
  CHESS960_COLD bool unclosed(PgnErrorReason reason, std::size_t opened) {
    fault.opened = opened;
    return fail(
        tokens_.trimmedEnd(), reason,
        {reason == PgnErrorReason::UNCLOSED_COMMENT ? "unterminated comment" : "unterminated variation"});
  }
  CHESS960_COLD bool refuse(std::string_view san, std::size_t at, PgnErrorReason reason,
                            std::initializer_list<text::Piece> what);
  CHESS960_COLD bool refuseMove(std::string_view san, std::size_t at, const Position& before, Error why);
  CHESS960_COLD bool tooManyNotes(std::size_t at) {
    return fail(
        at, PgnErrorReason::LIMIT,
        {"more than ", options_.limits.maxNotes, " notes (comments, NAGs, [%...] annotations) in one game"});
  }
  // Whether the visitor hears what is being read (not in a part it skips).
  bool live() const { return depth_ < skipDepth_; }
  Level& level() { return levels_[std::size_t(depth_)]; }
  // Once per game and tag: built for size.
  CHESS960_COLD bool readTags();
  CHESS960_COLD bool tag(const Token& token);
  bool comment(const Token& token);
  bool open(std::size_t at);
  bool close(std::size_t at);
  bool skipVariation(std::size_t at);
  bool nag(int value, std::size_t at);
  bool word(const Token& token, bool& ended);
  bool move(std::string_view token, std::size_t at);
  bool end();

  Tokenizer tokens_;
  std::size_t gameIndex_;
  const PgnReadOptions& options_;
  PgnVisitor& visitor_;
  Scratch& scratch_;
  std::vector<Level>& levels_;
  NoteBudget notes_;
  int depth_ = 0;            // levels_[depth_] is the line being read
  int skipDepth_ = INT_MAX;  // lines this deep or deeper are skipped (the visitor said SKIP)
  int moves_ = 0;
  Position start_ = Position::standard();
  bool chess960_ = false, hasFen_ = false;
  std::string_view resultTag_ = "*";  // the Result tag's, one of PGN_RESULTS
};

bool GameReader::read() {
  visitor_.beginGame(gameIndex_);
  if (!readTags()) return false;
  fault.inMovetext = true;
  if (visitor_.beginMovetext(start_, chess960_) == PgnVisitor::Next::SKIP) skipDepth_ = 0;
  levels_[0].start(start_, 0, 0);
  for (;;) {
    const Token token = tokens_.next();
    bool ok = true, ended = false;
    switch (token.kind) {
      case TokenKind::END:
        return end();
      case TokenKind::COMMENT:
        ok = comment(token);
        break;
      case TokenKind::OPEN:
        ok = open(token.at);
        break;
      case TokenKind::CLOSE:
        ok = close(token.at);
        break;
      case TokenKind::NAG: {
        int value = token.text.empty() ? 256 : 0;
        for (char digit : token.text) value = std::min(value * 10 + (digit - '0'), 256);
        ok = value <= 255
                 ? nag(value, token.at)
                 : fail(token.at, PgnErrorReason::SYNTAX, {"a NAG is '$' and a number from 0 to 255"});
        break;
      }
      case TokenKind::WORD:
        ok = word(token, ended);
        if (ok && ended) return true;
        break;
      case TokenKind::TAG:  // not in the movetext
      case TokenKind::STRAY: {
        const char c = token.text.empty() ? '[' : token.text[0];
        return fail(token.at, PgnErrorReason::SYNTAX,
                    {c == '['   ? "'[' in the movetext: tags go before the moves"
                     : c == '}' ? "'}' without '{'"
                     : c == ']' ? "unexpected ']'"
                                : "unexpected '%'"});
      }
    }
    if (!ok) return false;
  }
}

// The end of the text, without a result.
bool GameReader::end() {
  if (depth_ > 0) return unclosed(PgnErrorReason::UNCLOSED_VARIATION, level().open);
  visitor_.endGame(gameResult("", resultTag_));
  return true;
}

bool GameReader::readTags() {
  std::size_t firstComment = NONE;  // a comment after the last tag is the game's: its movetext starts there
  for (;;) {
    const Token token = tokens_.tag();
    if (token.kind == TokenKind::END) break;
    if (token.kind == TokenKind::COMMENT) {
      if (token.opener != '%' && firstComment == NONE) firstComment = token.at;
      // A comment that ends the text (never closed, or cut at the limit) is read as movetext.
      if (!token.closed || token.text.size() > options_.limits.maxCommentLength) break;
      continue;
    }
    if (!tag(token)) return false;
    firstComment = NONE;
  }
  if (firstComment != NONE) tokens_.seek(firstComment);
  return true;
}

bool GameReader::tag(const Token& token) {
  const std::string_view name = token.text;
  const std::size_t at = token.at;
  if (token.fault == TagFault::FORM)
    return fail(at, PgnErrorReason::TAG, {"a tag needs the form [Name \"value\"]"});
  std::string_view value = token.value;
  if (token.escapes) {  // \" and \\ stand for " and '\'
    std::string& unescaped = scratch_.text;
    unescaped.clear();
    for (std::size_t k = 0; k < value.size(); ++k) {
      if (value[k] == '\\' && k + 1 < value.size() && (value[k + 1] == '"' || value[k + 1] == '\\')) ++k;
      unescaped += value[k];
    }
    value = unescaped;
  }
  if (value.size() > options_.limits.maxTagLength)
    return fail(at, PgnErrorReason::LIMIT,
                {"tag ", text::printable(name), " is longer than ", options_.limits.maxTagLength, " bytes"});
  if (token.fault == TagFault::UNTERMINATED)
    return fail(at, PgnErrorReason::TAG,
                {"unterminated tag value: tag ", text::printable(name), " lacks its closing '\"'"});
  if (token.fault == TagFault::NOT_CLOSED)
    return fail(at, PgnErrorReason::TAG, {"tag ", text::printable(name), " lacks its closing ']'"});
  visitor_.tag(name, value);
  // The tags the reading depends on.
  if (name == "Variant") {
    const PgnVariant variant = pgnVariant(value);
    if (variant == PgnVariant::UNSUPPORTED)
      return fail(
          at, PgnErrorReason::VARIANT,
          {"variant '", text::printable(value, 40), "' is not supported (only standard chess and Chess960)"});
    chess960_ = variant == PgnVariant::CHESS960;
  } else if (name == "FEN") {
    auto start = parseFen(value);
    if (!start) return fail(at, PgnErrorReason::FEN_TAG, {"FEN tag: ", start.error().message});
    start_ = *start;
    hasFen_ = true;
  } else if (name == "Result") {
    resultTag_ = PGN_RESULTS[int(pgnResultOf(value))];
  }
  return true;
}

bool GameReader::comment(const Token& token) {
  if (token.text.size() > options_.limits.maxCommentLength)
    return fail(token.at, PgnErrorReason::LIMIT,
                {"comment longer than ", options_.limits.maxCommentLength, " bytes"});
  if (!token.closed) return unclosed(PgnErrorReason::UNCLOSED_COMMENT, token.at);
  if (token.opener == '%' || !live()) return true;  // an escape line, or a part the visitor skips
  if (!readComment(token.text, visitor_, notes_, scratch_.text)) return tooManyNotes(token.at);
  return true;
}

bool GameReader::open(std::size_t at) {
  if (!options_.variations) return skipVariation(at);
  Level& line = level();
  if (!line.hasMove) return fail(at, PgnErrorReason::SYNTAX, {"a variation before any move"});
  if (depth_ >= options_.limits.maxVariationDepth)
    return fail(at, PgnErrorReason::LIMIT,
                {"variations nested deeper than ", options_.limits.maxVariationDepth});
  const bool wasLive = live();
  levels_[std::size_t(depth_ + 1)].start(line.before(), line.ply - 1, at);
  ++depth_;
  if (wasLive && visitor_.beginVariation() == PgnVisitor::Next::SKIP) skipDepth_ = depth_;
  return true;
}

bool GameReader::close(std::size_t at) {
  if (depth_ == 0) return fail(at, PgnErrorReason::SYNTAX, {"')' without '('"});
  if (!level().hasMove) return fail(at, PgnErrorReason::SYNTAX, {"a variation without moves"});
  if (live()) visitor_.endVariation();
  if (depth_-- == skipDepth_) skipDepth_ = INT_MAX;
  return true;
}

// Mainline-only reading (options.variations false): the variation is matched, with its comments
// and nested variations, and skipped unread.
bool GameReader::skipVariation(std::size_t at) {
  for (std::size_t depth = 1;;) {
    const Token token = tokens_.next();
    if (token.kind == TokenKind::END) return unclosed(PgnErrorReason::UNCLOSED_VARIATION, at);
    if (token.kind == TokenKind::COMMENT &&
        (!token.closed || token.text.size() > options_.limits.maxCommentLength))
      return comment(token);
    depth += token.kind == TokenKind::OPEN;
    if (token.kind == TokenKind::CLOSE && --depth == 0) return true;
  }
}

bool GameReader::nag(int value, std::size_t at) {
  if (!level().hasMove) return fail(at, PgnErrorReason::SYNTAX, {"a NAG before any move"});
  if (!live()) return true;
  if (!notes_.take()) return tooManyNotes(at);
  visitor_.nag(value);
  return true;
}

bool GameReader::word(const Token& token, bool& ended) {
  const std::string_view word = token.text;
  const std::size_t at = token.at;
  const char c = word[0];
  // Most words are moves and move numbers ("1.", "12..."): ruled out as results ("1-0", "0-1",
  // "1/2-1/2", "*") by their first two bytes, without a call.
  if ((c == '*' || (word.size() >= 3 && (word[1] == '-' || word[1] == '/'))) && isPgnResult(word)) {
    if (depth_ == 0) {
      visitor_.endGame(gameResult(word, resultTag_));
      ended = true;
      return true;
    }
    // A result that ends the text means the variation was never closed.
    if (tokens_.position() >= tokens_.trimmedEnd())
      return unclosed(PgnErrorReason::UNCLOSED_VARIATION, level().open);
    return fail(at, PgnErrorReason::SYNTAX, {"the result ", word, " inside a variation"});
  }
  // Move numbers: "12.", "12...", "12.e4", "12...e5", "...", "…", a bare "12".
  std::size_t k = 0;
  if (isDigit(c) && !(c == '0' && word.substr(0, 3) == "0-0")) {
    while (k < word.size() && isDigit(word[k])) ++k;
    if (k < word.size() && word[k] != '.' && !isEllipsis(word.substr(k)))
      return refuse(word, at, PgnErrorReason::UNREADABLE_MOVE,
                    {"'", text::printable(word), "' is neither a move number nor a move"});
  }
  while (k < word.size() && (word[k] == '.' || isEllipsis(word.substr(k)))) k += word[k] == '.' ? 1 : 3;
  const std::string_view rest = word.substr(k);
  if (rest.empty()) return true;
  if (rest[0] == '!' || rest[0] == '?') {  // an annotation of its own ("!?"), or after a number ("12.!")
    const int value = nagOfSuffix(rest);
    if (value == 0)
      return fail(at + k, PgnErrorReason::SYNTAX, {"unknown annotation '", text::printable(rest), "'"});
    return nag(value, at + k);
  }
  return move(rest, at + k);
}

bool GameReader::move(std::string_view token, std::size_t at) {
  // Suffix annotations: "e4!?" is e4 with NAG 5.
  std::size_t cut = token.size();
  while (cut > 0 && (token[cut - 1] == '!' || token[cut - 1] == '?')) --cut;
  const int suffixNag = cut < token.size() ? nagOfSuffix(token.substr(cut)) : 0;
  if (cut < token.size() && suffixNag == 0)
    return fail(at + cut, PgnErrorReason::SYNTAX,
                {"unknown move annotation '", text::printable(token.substr(cut)), "'"});
  const std::string_view san = token.substr(0, cut);
  if (isNullMove(san))
    return refuse(san, at, PgnErrorReason::UNREADABLE_MOVE,
                  {"null move '", san, "': null moves are not supported"});
  if (moves_ >= options_.limits.maxMoves)
    return fail(at, PgnErrorReason::LIMIT, {"more than ", options_.limits.maxMoves, " moves in one game"});
  ++moves_;
  Level& line = level();
  line.hasMove = true;
  if (!live()) return true;  // syntax only
  const Position& before = line.pos();
  Position& after = line.before();
  Move played;
  if (auto parsed = playSan(before, san, after)) {
    played = *parsed;
  } else if (auto uci = parseUci(before, san)) {  // some tools write UCI moves into PGN
    played = *uci;
    after = before;
    after.play(played);
  } else {
    return refuseMove(san, at, before, parsed.error());
  }
  line.current ^= 1;
  ++line.ply;
  visitor_.move(PgnMoveRead(played, san, before, after));
  if (suffixNag) {
    if (!notes_.take()) return tooManyNotes(at + cut);
    visitor_.nag(suffixNag);
  }
  return true;
}

// A move that does not resolve in its position: why, in words.
bool GameReader::refuseMove(std::string_view san, std::size_t at, const Position& before, Error why) {
  // A refused castling says why ("O-O is not legal: f1 is attacked by the bishop on b5").
  if (why.code == ErrorCode::ILLEGAL_MOVE)
    if (auto refusal = castlingRefusal(Game(before), san)) why = std::move(*refusal);
  const PgnErrorReason reason = why.code == ErrorCode::INVALID_SAN     ? PgnErrorReason::UNREADABLE_MOVE
                                : why.code == ErrorCode::AMBIGUOUS_SAN ? PgnErrorReason::AMBIGUOUS_MOVE
                                                                       : PgnErrorReason::ILLEGAL_MOVE;
  return refuse(
      san, at, reason,
      {"move ", before.fullmoveNumber(), before.turn() == WHITE ? " (White): " : " (Black): ", why.message});
}

// A move refused where the current line stands.
bool GameReader::refuse(std::string_view san, std::size_t at, PgnErrorReason reason,
                        std::initializer_list<text::Piece> what) {
  fault.move = san;
  if (live()) {
    const Level& line = level();
    fault.ply = line.ply + 1;
    fault.moveNumber = line.positions[line.current].fullmoveNumber();
    fault.side = line.positions[line.current].turn();
  }
  fail(at, reason, what);
  // A Chess960 game read from the standard start for want of its FEN tag: that is the cause.
  if (chess960_ && !hasFen_ && reason != PgnErrorReason::UNREADABLE_MOVE) {
    fault.reason = PgnErrorReason::MISSING_FEN;
    fault.what.insert(
        0, "the Variant tag says Chess960 but no FEN tag gives the start; from the standard start, ");
  }
  return false;
}

// The error of a game whose reading stopped at `fault`: its place in the input, in words.
CHESS960_COLD void describeFault(std::string_view text, const GamePlace& place, const Fault& fault,
                                 PgnError& error) {
  error = PgnError{};
  error.gameIndex = place.gameIndex;
  error.line = place.line;
  error.column = place.column;
  locate(text, fault.at, error.line, error.column);
  error.reason = fault.reason;
  error.what = fault.what;
  error.near = nearText(text, fault.at);
  error.move = fault.move;
  error.ply = fault.ply;
  error.moveNumber = fault.moveNumber;
  error.side = fault.side;
  error.inMovetext = fault.inMovetext;
  if (fault.opened != NONE) {
    error.openedLine = place.line;
    error.openedColumn = place.column;
    locate(text, fault.opened, error.openedLine, error.openedColumn);
    error.what += text::say({": the '", text.substr(fault.opened, 1), "' at line ", error.openedLine,
                             ", column ", error.openedColumn, " is never closed"});
  }
}

}  // namespace

bool readGame(std::string_view text, const GamePlace& place, const PgnReadOptions& options,
              PgnVisitor& visitor, PgnError& error) {
  GameReader reader(text, place.gameIndex, options, visitor);
  if (reader.read()) return true;
  describeFault(text, place, reader.fault, error);
  visitor.error(error);
  return false;
}

}  // namespace pgn

}  // namespace chess960
