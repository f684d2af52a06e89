#include "pgn_game_reader.h"

#include <algorithm>
#include <utility>

#include "chess960/castling_status.h"
#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/san.h"
#include "chess960/uci.h"

namespace chess960 {

std::string_view PgnMoveRead::san() const {
  if (sanLength_ == 0) sanLength_ = writeSan(san_, before, move, after);
  return {san_, sanLength_};
}

namespace pgn {

namespace {

// Whether s starts with "…" (U+2026), which some write for "...".
bool isEllipsis(std::string_view s) {
  return s.size() >= 3 && s[0] == '\xE2' && s[1] == '\x80' && s[2] == '\xA6';
}

bool isNullMove(std::string_view san) { return san == "--" || san == "Z0" || san == "0000" || san == "@@@@"; }

// The NAG of a suffix annotation: "!" is 1, "?" 2, "!!" 3, "??" 4, "!?" 5, "?!" 6; 0 for none.
int nagOfSuffix(std::string_view suffix) {
  static constexpr std::string_view SUFFIXES[] = {"!", "?", "!!", "??", "!?", "?!"};
  for (int i = 0; i < 6; ++i)
    if (suffix == SUFFIXES[i]) return i + 1;
  return 0;
}

}  // namespace

GameReader::GameReader(Tokenizer& tokens, const PgnReadOptions& options)
    : tokens_(tokens), options_(options) {}

void GameReader::start(std::size_t& games, bool keepText) {
  games_ = &games;
  keepText_ = keepText;
  tokens_.startGame();
  phase_ = Phase::TAGS;
  section_ = Section::TAGS;
  begun_ = false;
  firstComment_.kind = TokenKind::MORE;
  pendingResult_.clear();
  levels_.resize(std::size_t(options_.limits.maxVariationDepth) + 2);
  notes_.left = options_.limits.maxNotes;
  depth_ = unread_ = moves_ = passDepth_ = 0;
  skipDepth_ = INT_MAX;
  start_ = Position::standard();
  chess960_ = hasFen_ = reported_ = false;
  resultTag_ = PgnResult::UNFINISHED;
  textEnd_ = NONE;
  keep();
}

// What the tokenizer must keep: the game's text while it is cut out, the comments that may be the
// movetext's, and what a fault not yet told quotes.
void GameReader::keep() {
  std::size_t from = keepText_ ? tokens_.gameStart() : NONE;
  if (firstComment_.kind == TokenKind::COMMENT) from = std::min(from, firstComment_.place.offset);
  if (!pendingResult_.empty()) from = std::min(from, pendingResultAt_.offset);
  if ((phase_ == Phase::PASS_GAME || phase_ == Phase::PASS_LINES) && !reported_)
    from = std::min(from, faultAt_);
  tokens_.keepFrom(from);
}

void GameReader::beginGame() {
  if (begun_) return;
  begun_ = true;
  gameIndex_ = (*games_)++;
  visitor_->beginGame(gameIndex_);
}

GameReader::Status GameReader::read(PgnVisitor& visitor) {
  visitor_ = &visitor;
  for (;;) {
    if (phase_ == Phase::DONE) return Status::DONE;
    if (phase_ == Phase::PASS_LINES) {
      if (!tokens_.passLines()) return Status::MORE;
      phase_ = Phase::DONE;
      continue;
    }
    const Token& token = tokens_.next(section_);
    if (token.kind == TokenKind::MORE) return Status::MORE;
    if (phase_ == Phase::PASS_GAME) {
      if (pass(token)) {
        textEnd_ = tokens_.place().offset;
        phase_ = Phase::DONE;
      }
    } else {
      Status status = Status::MORE;
      if (phase_ == Phase::TAGS ? readTags(token) : movetext(token, status)) {
        if (status == Status::GAME) textEnd_ = tokens_.place().offset;
        if (status != Status::MORE) return status;
        continue;
      }
      // A fault: the rest of the game is passed over, from the token it stopped at.
      error_.inMovetext = section_ == Section::MOVETEXT;
      if (phase_ == Phase::PASS_GAME && pass(token)) {
        textEnd_ = tokens_.place().offset;
        phase_ = Phase::DONE;
      }
      keep();
    }
    if (!reported_ && (textEnd_ != NONE || tokens_.quoted(faultAt_))) {
      report();
      return Status::ERROR;
    }
  }
}

// ---- the tag section ----

bool GameReader::readTags(const Token& token) {
  switch (token.kind) {
    case TokenKind::TAG:
      beginGame();
      firstComment_.kind = TokenKind::MORE;
      keep();
      return tag(token);
    case TokenKind::COMMENT:
      if (token.end == CommentEnd::CLOSED) {
        if (token.opener != '%' && firstComment_.kind != TokenKind::COMMENT) {
          firstComment_ = token;
          keep();
        }
      } else if (!begun_) {  // only comments: no game
        if (token.end == CommentEnd::TOO_LONG) tokens_.startPassingLines(false);
        phase_ = token.end == CommentEnd::TOO_LONG ? Phase::PASS_LINES : Phase::DONE;
        reported_ = true;
      } else {  // a comment that ends the game's text is read as movetext
        startMovetext(firstComment_.kind == TokenKind::COMMENT ? &firstComment_ : &token);
      }
      return true;
    case TokenKind::END:
      if (!begun_) {
        phase_ = Phase::DONE;
        reported_ = true;
        return true;
      }
      [[fallthrough]];
    case TokenKind::MOVETEXT:
      beginGame();
      startMovetext(firstComment_.kind == TokenKind::COMMENT ? &firstComment_ : nullptr);
      return true;
    default:  // TOO_LONG
      beginGame();
      return tooLong(token.place);
  }
}

bool GameReader::tag(const Token& token) {
  const std::string_view name = token.text;
  if (token.fault == TagFault::FORM)
    return fail(token.place, PgnErrorReason::TAG, {"a tag needs the form [Name \"value\"]"});
  std::string_view value = token.value;
  if (token.escapes) {  // \" and \\ stand for " and '\'
    scratch_.clear();
    for (std::size_t k = 0; k < value.size(); ++k) {
      if (value[k] == '\\' && k + 1 < value.size() && (value[k + 1] == '"' || value[k + 1] == '\\')) ++k;
      scratch_ += value[k];
    }
    value = scratch_;
  }
  if (value.size() > options_.limits.maxTagLength)
    return fail(token.place, PgnErrorReason::LIMIT,
                {"tag ", text::printable(name), " is longer than ", options_.limits.maxTagLength, " bytes"});
  if (token.fault == TagFault::UNTERMINATED)
    return fail(token.place, PgnErrorReason::TAG,
                {"unterminated tag value: tag ", text::printable(name), " lacks its closing '\"'"});
  if (token.fault == TagFault::NOT_CLOSED)
    return fail(token.place, PgnErrorReason::TAG, {"tag ", text::printable(name), " lacks its closing ']'"});
  visitor_->tag(name, value);
  // The tags the reading depends on.
  if (name == "Variant") {
    const PgnVariant variant = pgnVariant(value);
    if (variant == PgnVariant::UNSUPPORTED)
      return fail(
          token.place, PgnErrorReason::VARIANT,
          {"variant '", text::printable(value, 40), "' is not supported (only standard chess and Chess960)"});
    chess960_ = variant == PgnVariant::CHESS960;
  } else if (name == "FEN") {
    auto start = parseFen(value);
    if (!start) return fail(token.place, PgnErrorReason::FEN_TAG, {"FEN tag: ", start.error().message});
    start_ = *start;
    hasFen_ = true;
  } else if (name == "Result") {
    resultTag_ = pgnResultOf(value);
  }
  return true;
}

// The movetext starts: at `from`, a comment read already (after the last tag), or here.
void GameReader::startMovetext(const Token* from) {
  if (from) tokens_.rewind(*from);
  firstComment_.kind = TokenKind::MORE;
  keep();
  phase_ = Phase::MOVETEXT;
  section_ = Section::MOVETEXT;
  if (visitor_->beginMovetext(start_, chess960_) == PgnVisitor::Next::SKIP) skipDepth_ = 0;
  Level& main = levels_[0];
  main.positions[0] = start_;
  main.current = main.ply = 0;
  main.hasMove = false;
}

// ---- the movetext ----

bool GameReader::movetext(const Token& token, Status& status) {
  if (!pendingResult_.empty()) {
    // A result inside a variation: the variation never closed if the game's text ends with it.
    const std::string result = std::move(pendingResult_);
    pendingResult_.clear();
    if (token.kind == TokenKind::END || token.kind == TokenKind::NEXT_GAME)
      return unclosed(PgnErrorReason::UNCLOSED_VARIATION, tokens_.afterLastToken(), level().open);
    return fail(pendingResultAt_, PgnErrorReason::SYNTAX, {"the result ", result, " inside a variation"});
  }
  if (unread_ > 0) {  // a variation passed over unread (options.variations false)
    if (token.kind == TokenKind::END || token.kind == TokenKind::NEXT_GAME)
      return unclosed(PgnErrorReason::UNCLOSED_VARIATION, tokens_.afterLastToken(), unreadOpen_);
    if (token.kind == TokenKind::TOO_LONG) return tooLong(token.place);
    if (token.kind == TokenKind::COMMENT && token.end != CommentEnd::CLOSED) return comment(token);
    unread_ += (token.kind == TokenKind::OPEN) - (token.kind == TokenKind::CLOSE);
    return true;
  }
  switch (token.kind) {
    case TokenKind::END:
    case TokenKind::NEXT_GAME:
      if (depth_ > 0)
        return unclosed(PgnErrorReason::UNCLOSED_VARIATION, tokens_.afterLastToken(), level().open);
      visitor_->endGame(PGN_RESULTS[int(resultTag_)]);
      status = Status::GAME;
      phase_ = Phase::DONE;
      return true;
    case TokenKind::TOO_LONG:
      return tooLong(token.place);
    case TokenKind::COMMENT:
      return comment(token);
    case TokenKind::OPEN:
      return open(token.place);
    case TokenKind::CLOSE:
      return close(token.place);
    case TokenKind::NAG: {
      int value = token.text.empty() ? 256 : 0;
      for (char digit : token.text) value = std::min(value * 10 + (digit - '0'), 256);
      if (value > 255)
        return fail(token.place, PgnErrorReason::SYNTAX, {"a NAG is '$' and a number from 0 to 255"});
      return nag(value, token.place);
    }
    case TokenKind::WORD:
      return word(token, status);
    default: {  // STRAY
      const char c = token.text[0];
      return fail(token.place, PgnErrorReason::SYNTAX,
                  {c == '['   ? "'[' in the movetext: tags go before the moves"
                   : c == '}' ? "'}' without '{'"
                   : c == ']' ? "unexpected ']'"
                              : "unexpected '%'"});
    }
  }
}

bool GameReader::comment(const Token& token) {
  if (token.end == CommentEnd::TOO_LONG) {
    fail(token.place, PgnErrorReason::LIMIT,
         {"comment longer than ", options_.limits.maxCommentLength, " bytes"});
    textEnd_ = tokens_.place().offset;  // where the comment was cut
    tokens_.startPassingLines(true);
    phase_ = Phase::PASS_LINES;
    return false;
  }
  if (token.end == CommentEnd::UNCLOSED)
    return unclosed(PgnErrorReason::UNCLOSED_COMMENT, tokens_.afterLastToken(), token.place);
  if (token.opener == '%' || !live() || !options_.comments) return true;  // an escape line, or unread
  if (!readComment(token.text, *visitor_, notes_, scratch_)) return tooManyNotes(token.place);
  return true;
}

bool GameReader::open(const Place& at) {
  if (!options_.variations) {
    unread_ = 1;
    unreadOpen_ = at;
    return true;
  }
  Level& line = level();
  if (!line.hasMove) return fail(at, PgnErrorReason::SYNTAX, {"a variation before any move"});
  if (depth_ >= options_.limits.maxVariationDepth)
    return fail(at, PgnErrorReason::LIMIT,
                {"variations nested deeper than ", options_.limits.maxVariationDepth});
  const bool wasLive = live();
  Level& variation = levels_[std::size_t(depth_ + 1)];
  variation.positions[0] = line.positions[line.current ^ 1];  // before the line's last move
  variation.current = 0;
  variation.hasMove = false;
  variation.ply = line.ply - 1;
  variation.open = at;
  ++depth_;
  if (wasLive && visitor_->beginVariation() == PgnVisitor::Next::SKIP) skipDepth_ = depth_;
  return true;
}

bool GameReader::close(const Place& at) {
  if (depth_ == 0) return fail(at, PgnErrorReason::SYNTAX, {"')' without '('"});
  if (!level().hasMove) return fail(at, PgnErrorReason::SYNTAX, {"a variation without moves"});
  if (live()) visitor_->endVariation();
  if (depth_-- == skipDepth_) skipDepth_ = INT_MAX;
  return true;
}

bool GameReader::nag(int value, const Place& at) {
  if (!level().hasMove) return fail(at, PgnErrorReason::SYNTAX, {"a NAG before any move"});
  if (!live()) return true;
  if (!notes_.take()) return tooManyNotes(at);
  visitor_->nag(value);
  return true;
}

bool GameReader::word(const Token& token, Status& status) {
  const std::string_view word = token.text;
  const Place& at = token.place;
  if ((isDigit(word[0]) || word[0] == '*') && isPgnResult(word)) {
    if (depth_ > 0) {  // an error, of a kind the next token tells
      pendingResult_ = word;
      pendingResultAt_ = at;
      keep();
      return true;
    }
    visitor_->endGame(word);
    status = Status::GAME;
    phase_ = Phase::DONE;
    return true;
  }
  // Move numbers: "12.", "12...", "12.e4", "12...e5", "...", "…", a bare "12".
  std::size_t k = 0;
  if (isDigit(word[0]) && word.substr(0, 3) != "0-0") {
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
      return fail(at.plus(k), PgnErrorReason::SYNTAX, {"unknown annotation '", text::printable(rest), "'"});
    return nag(value, at.plus(k));
  }
  return move(rest, at.plus(k));
}

bool GameReader::move(std::string_view token, const Place& at) {
  // Suffix annotations: "e4!?" is e4 with NAG 5.
  std::size_t cut = token.size();
  while (cut > 0 && (token[cut - 1] == '!' || token[cut - 1] == '?')) --cut;
  const int suffixNag = cut < token.size() ? nagOfSuffix(token.substr(cut)) : 0;
  if (cut < token.size() && suffixNag == 0)
    return fail(at.plus(cut), PgnErrorReason::SYNTAX,
                {"unknown move annotation '", text::printable(token.substr(cut)), "'"});
  const std::string_view san = token.substr(0, cut);
  if (moves_ >= options_.limits.maxMoves)
    return fail(at, PgnErrorReason::LIMIT, {"more than ", options_.limits.maxMoves, " moves in one game"});
  ++moves_;
  Level& line = level();
  line.hasMove = true;
  if (!live()) return true;  // syntax only
  const Position& before = line.positions[line.current];
  Position& after = line.positions[line.current ^ 1];
  Move played;
  if (auto parsed = playSan(before, san, after)) {
    played = *parsed;
  } else if (auto uci = parseUci(before, san)) {  // some tools write UCI moves into PGN
    played = *uci;
    after = before;
    after.play(played);
  } else if (isNullMove(san)) {
    return refuse(san, at, PgnErrorReason::UNREADABLE_MOVE,
                  {"null move '", san, "': null moves are not supported"});
  } else {
    return refuseMove(san, at, before, parsed.error());
  }
  line.current ^= 1;
  ++line.ply;
  visitor_->move(PgnMoveRead(played, san, line.ply, before, after));
  if (suffixNag) {
    if (!notes_.take()) return tooManyNotes(at.plus(cut));
    visitor_->nag(suffixNag);
  }
  return true;
}

// ---- faults ----

// The error, but for the text near it (report()).
bool GameReader::fail(const Place& at, PgnErrorReason reason, std::initializer_list<text::Piece> what) {
  error_ = PgnError{};
  error_.gameIndex = gameIndex_;
  error_.line = at.line;
  error_.column = at.column();
  error_.reason = reason;
  error_.what = text::say(what);
  faultAt_ = at.offset;
  phase_ = Phase::PASS_GAME;  // unless the caller says otherwise
  passDepth_ = depth_;
  return false;
}

bool GameReader::unclosed(PgnErrorReason reason, const Place& at, const Place& opened) {
  const bool comment = reason == PgnErrorReason::UNCLOSED_COMMENT;
  fail(at, reason,
       {comment ? "unterminated comment: the '{' at line " : "unterminated variation: the '(' at line ",
        opened.line, ", column ", opened.column(), " is never closed"});
  error_.openedLine = opened.line;
  error_.openedColumn = opened.column();
  textEnd_ = tokens_.place().offset;  // the game's text ends here
  phase_ = Phase::DONE;
  return false;
}

bool GameReader::tooLong(const Place& at) {
  fail(at, PgnErrorReason::LIMIT, {"a game longer than ", options_.limits.maxGameBytes, " bytes"});
  textEnd_ = tokens_.gameLimit() + 1;  // what the game's text is cut to
  tokens_.startPassingLines(section_ == Section::MOVETEXT);
  phase_ = Phase::PASS_LINES;
  return false;
}

bool GameReader::tooManyNotes(const Place& at) {
  return fail(
      at, PgnErrorReason::LIMIT,
      {"more than ", options_.limits.maxNotes, " notes (comments, NAGs, [%...] annotations) in one game"});
}

// A move that does not resolve in its position: why, in words.
bool GameReader::refuseMove(std::string_view san, const Place& at, const Position& before, Error why) {
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
bool GameReader::refuse(std::string_view san, const Place& at, PgnErrorReason reason,
                        std::initializer_list<text::Piece> what) {
  fail(at, reason, what);
  error_.move = san;
  if (live()) {
    const Level& line = level();
    error_.ply = line.ply + 1;
    error_.moveNumber = line.positions[line.current].fullmoveNumber();
    error_.side = line.positions[line.current].turn();
  }
  // A Chess960 game read from the standard start for want of its FEN tag: that is the cause.
  if (chess960_ && !hasFen_ && reason != PgnErrorReason::UNREADABLE_MOVE) {
    error_.reason = PgnErrorReason::MISSING_FEN;
    error_.what.insert(
        0, "the Variant tag says Chess960 but no FEN tag gives the start; from the standard start, ");
  }
  return false;
}

// The rest of a bad game, read for where it ends only: true when its text has ended.
bool GameReader::pass(const Token& token) {
  switch (token.kind) {
    case TokenKind::END:
    case TokenKind::NEXT_GAME:
      return true;
    case TokenKind::MOVETEXT:
      section_ = Section::MOVETEXT;
      return false;
    case TokenKind::COMMENT:
      if (token.end == CommentEnd::UNCLOSED) return true;
      if (token.end == CommentEnd::CLOSED) return false;
      [[fallthrough]];
    case TokenKind::TOO_LONG:
      if (!reported_)
        textEnd_ = token.kind == TokenKind::COMMENT ? tokens_.place().offset : tokens_.gameLimit() + 1;
      tokens_.startPassingLines(section_ == Section::MOVETEXT);
      phase_ = Phase::PASS_LINES;
      return false;
    case TokenKind::OPEN:
      ++passDepth_;
      return false;
    case TokenKind::CLOSE:
      passDepth_ -= passDepth_ > 0;
      return false;
    case TokenKind::WORD:
      return passDepth_ == 0 && isPgnResult(token.text);
    default:
      return false;
  }
}

void GameReader::report() {
  reported_ = true;
  error_.near = tokens_.near(faultAt_, textEnd_);
  keep();
  visitor_->error(error_);
}

}  // namespace pgn

}  // namespace chess960
