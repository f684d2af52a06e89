#include "pgn_tokenizer.h"

#include <algorithm>
#include <cstring>

namespace chess960::pgn {

namespace {

constexpr std::string_view BOM = "\xEF\xBB\xBF";              // a UTF-8 byte order mark: not text
constexpr std::size_t QUOTED_BEFORE = 30, QUOTED_AFTER = 20;  // what an error quotes around it

bool isTagNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || c == '_';
}

std::size_t sum(std::size_t a, std::size_t b) { return a > NONE - b ? NONE : a + b; }

// Where a tag that is not well formed ends on its line (the old readers' way): after its ']'
// outside quotes, else at a '\r' inside them, else at the line's end.
std::size_t badTagEnd(std::string_view line) {
  bool quoted = false;
  for (std::size_t i = 1; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted && c == '\\' && i + 1 < line.size() && (line[i + 1] == '"' || line[i + 1] == '\\'))
      ++i;
    else if (c == '"')
      quoted = !quoted;
    else if (!quoted && c == ']')
      return i + 1;
    else if (quoted && c == '\r')
      return i;
  }
  return line.size();
}

// Reads the tag that starts `line` ([Name "value"]) into `token`; returns its length.
std::size_t readTag(std::string_view line, Token& token) {
  const std::size_t n = line.size();
  auto skipBlanks = [&](std::size_t i) {
    while (i < n && (line[i] == ' ' || line[i] == '\t')) ++i;
    return i;
  };
  auto fault = [&](TagFault why) {
    token.fault = why;
    return badTagEnd(line);
  };
  std::size_t i = skipBlanks(1);
  const std::size_t name = i;
  while (i < n && isTagNameChar(line[i])) ++i;
  token.text = line.substr(name, i - name);
  i = skipBlanks(i);
  if (token.text.empty() || token.text.size() > 255 || i >= n || line[i] != '"') return fault(TagFault::FORM);
  const std::size_t value = ++i;
  for (; i < n && line[i] != '"' && line[i] != '\r'; ++i)
    if (line[i] == '\\' && i + 1 < n && (line[i + 1] == '"' || line[i + 1] == '\\')) {
      token.escapes = true;
      ++i;
    }
  token.value = line.substr(value, i - value);
  if (i >= n || line[i] != '"') return fault(TagFault::UNTERMINATED);
  i = skipBlanks(i + 1);
  if (i >= n || line[i] != ']') return fault(TagFault::NOT_CLOSED);
  return i + 1;
}

}  // namespace

void Tokenizer::reset(const PgnLimits& limits, int line, int column) {
  limits_ = &limits;
  bytes_.clear();
  base_ = std::size_t(column - 1);  // as if the line's first bytes had been read
  finished_ = false;
  at_ = afterToken_ = Place{base_, line, 0};
  gameStart_ = base_;
  gameLimit_ = lookLimit_ = kept_ = NONE;
  lineStart_ = lineBlank_ = true;
  pending_ = TokenKind::MORE;
}

void Tokenizer::feed(std::string_view chunk) {
  // What is before the token being read and what is kept is done with, but for the bytes an error
  // may quote before it. The quote at the last token's end (where a variation never closed is
  // reported), when the spaces after it are many, is kept aside.
  std::size_t from = std::min(pending_ == TokenKind::MORE ? at_.offset : token_.place.offset, kept_);
  from = from > base_ + QUOTED_BEFORE + 2 ? from - QUOTED_BEFORE - 2 : base_;
  if (from > afterToken_.offset - std::min(afterToken_.offset, QUOTED_BEFORE) &&
      afterQuoteAt_ != afterToken_.offset) {
    afterQuote_ = near(afterToken_.offset, NONE);
    afterQuoteAt_ = afterToken_.offset;
  }
  bytes_.erase(0, from - base_);
  base_ = from;
  bytes_.append(chunk);
}

Tokenizer::Look Tokenizer::lookForByte(char byte, std::size_t bound) {
  const char* const data = bytes_.data();
  const char* const p = data + (scanAt_ - base_);
  const std::size_t last = std::min(end(), bound);
  const void* found = std::memchr(p, byte, last - scanAt_);
  scanAt_ = found ? base_ + std::size_t(static_cast<const char*>(found) - data) : last;
  if (found) return Look::FOUND;
  if (scanAt_ >= bound) return Look::BOUND;
  return finished_ ? Look::INPUT_END : Look::MORE;
}

template <class Stop>
Tokenizer::Look Tokenizer::lookFor(Stop stop, std::size_t bound) {
  const char* const data = bytes_.data();
  const char* p = data + (scanAt_ - base_);
  const char* const last = data + (std::min(end(), bound) - base_);
  while (p < last && !stop(*p)) ++p;
  scanAt_ = base_ + std::size_t(p - data);
  if (p < last) return Look::FOUND;
  if (scanAt_ >= bound) return Look::BOUND;
  return finished_ ? Look::INPUT_END : Look::MORE;
}

TokenKind Tokenizer::seekGame() {
  gameLimit_ = lookLimit_ = NONE;
  if (at_.offset == 0 && at_.line == 1) {
    const std::string_view start = std::string_view(bytes_).substr(0, 3);
    if (!finished_ && start.size() < 3 && BOM.substr(0, start.size()) == start) return TokenKind::MORE;
    if (start == BOM) at_ = {3, 1, 3};
  }
  for (; at_.offset < end() && isSpace(byte(at_.offset)); ++at_.offset)
    if (byte(at_.offset) == '\n') at_ = {at_.offset, at_.line + 1, at_.offset + 1};
  afterToken_ = at_;
  if (at_.offset < end()) return TokenKind::WORD;
  return finished_ ? TokenKind::END : TokenKind::MORE;
}

void Tokenizer::startGame() {
  gameStart_ = at_.offset;
  gameLimit_ = sum(gameStart_, limits_->maxGameBytes);
  lookLimit_ = sum(gameLimit_, 1);
  lineStart_ = lineBlank_ = true;
  afterToken_ = at_;
}

const Token& Tokenizer::next(Section section) {
  switch (pending_) {
    case TokenKind::MORE:
      break;
    case TokenKind::COMMENT:
      return scanComment();
    case TokenKind::TAG:
      return scanTag();
    default:
      return scanWord();
  }
  // The spaces before the token: lines counted, and what the token's first byte follows. Spaces past
  // the game's limit make it too long.
  const char* const data = bytes_.data();
  const char* const stop = data + (std::min(end(), gameLimit_) - base_);
  const char* p = data + (at_.offset - base_);
  bool lineStart = lineStart_, lineBlank = lineBlank_;
  for (; p < stop && isSpace(*p); ++p) {
    if (*p == '\n') {
      at_.line += 1;
      at_.lineStart = base_ + std::size_t(p - data) + 1;
      lineStart = lineBlank = true;
    } else {
      lineStart = false;
      lineBlank = lineBlank && (*p == ' ' || *p == '\t');
    }
  }
  at_.offset = base_ + std::size_t(p - data);
  lineStart_ = lineStart;
  lineBlank_ = lineBlank;
  if (at_.offset == end()) return give(finished_ ? TokenKind::END : TokenKind::MORE);
  if (p == stop && isSpace(*p)) return give(TokenKind::TOO_LONG);
  return begin(section);
}

// A token that takes nothing, here.
const Token& Tokenizer::give(TokenKind kind) {
  marker_ = Token{kind, at_, lineStart_, lineBlank_};
  return marker_;
}

const Token& Tokenizer::begin(Section section) {
  token_.place = at_;
  token_.lineStart = lineStart_;
  token_.lineBlank = lineBlank_;
  scanAt_ = at_.offset + 1;
  const char c = byte(at_.offset);
  if (c == '{' || c == ';' || (c == '%' && lineStart_)) {  // a '%' at a line's start: an escape line
    token_.kind = TokenKind::COMMENT;
    token_.opener = c;
    token_.end = CommentEnd::CLOSED;
    scanLines_ = 0;
    return scanComment();
  }
  if (section == Section::TAGS) {
    if (c != '[') return give(TokenKind::MOVETEXT);
    token_.kind = TokenKind::TAG;
    token_.value = {};
    token_.escapes = false;
    token_.fault = TagFault::NONE;
    return scanTag();
  }
  switch (c) {
    case '(':
      token_.kind = TokenKind::OPEN;
      return take(scanAt_);
    case ')':
      token_.kind = TokenKind::CLOSE;
      return take(scanAt_);
    case '$':
      token_.kind = TokenKind::NAG;
      return scanWord();
    case '[':
      if (lineBlank_) return give(TokenKind::NEXT_GAME);  // the next game's tags
      [[fallthrough]];
    case '}':
    case ']':
    case '%':
      token_.kind = TokenKind::STRAY;
      token_.text = text(at_.offset, scanAt_);
      return take(scanAt_);
    default:
      token_.kind = TokenKind::WORD;
      return scanWord();
  }
}

// token_ taken, to `end` on its line (or, with `newline`, past the '\n' that ends it); TOO_LONG,
// nothing taken, if that is past the game's limit.
const Token& Tokenizer::take(std::size_t end, bool newline) {
  pending_ = TokenKind::MORE;
  if (end > gameLimit_) return give(TokenKind::TOO_LONG);
  at_.offset = end;
  afterToken_ = at_;
  if (newline) at_ = {end, at_.line + 1, end};
  lineStart_ = lineBlank_ = newline;
  return token_;
}

// The token begun in token_ waits for the rest of its bytes.
const Token& Tokenizer::awaitMore() {
  pending_ = token_.kind;
  return give(TokenKind::MORE);
}

const Token& Tokenizer::scanWord() {
  const bool nag = token_.kind == TokenKind::NAG;
  const Look look = nag ? lookFor([](char c) { return !isDigit(c); }, lookLimit_)
                        : lookFor([](char c) { return isDelimiter(c); }, lookLimit_);
  if (look == Look::MORE) return awaitMore();
  token_.text = text(token_.place.offset + nag, scanAt_);
  return take(scanAt_);
}
const Token& Tokenizer::scanTag() {
  // A tag lies on its line: the line's end first, then the tag read on it.
  const Look look = lookForByte('\n', lookLimit_);
  if (look == Look::MORE) return awaitMore();
  if (look == Look::BOUND) return take(scanAt_);  // too long
  return take(token_.place.offset + readTag(text(token_.place.offset, scanAt_), token_));
}

const Token& Tokenizer::scanComment() {
  const std::size_t start = token_.place.offset;
  // Its text may be maxCommentLength bytes: its end is looked for up to `scope`.
  const std::size_t scope = sum(start, sum(limits_->maxCommentLength, 2));
  const std::size_t bound = std::min(scope, lookLimit_);
  const std::size_t from = scanAt_;
  const Look look = lookForByte(token_.opener == '{' ? '}' : '\n', bound);
  if (token_.opener == '{') {  // the lines in it
    const char* const data = bytes_.data();
    const char* const last = data + (scanAt_ - base_);
    for (const char* p = data + (from - base_);
         (p = static_cast<const char*>(std::memchr(p, '\n', std::size_t(last - p))));) {
      ++scanLines_;
      scanLineStart_ = base_ + std::size_t(++p - data);
    }
  }
  if (look == Look::MORE) return awaitMore();
  if (look == Look::INPUT_END && token_.opener == '{') {
    const std::size_t tags = tagLineIn(start + 1, end());
    return unclosed(tags == NONE ? end() : tags);
  }
  token_.text = text(start + 1, scanAt_);
  if (look == Look::BOUND) {
    if (scanAt_ < scope) return take(scanAt_);  // the game too long
    if (token_.opener == '{') {                 // the comment too long
      const std::size_t tags = tagLineIn(start + 1, scope);
      if (tags != NONE) return unclosed(tags);
    }
    pending_ = TokenKind::MORE;
    token_.end = CommentEnd::TOO_LONG;
    at_ = afterToken_ = Place{scope, token_.place.line + scanLines_,
                              scanLines_ > 0 ? scanLineStart_ : token_.place.lineStart};
    std::size_t at = scope;  // whether only spaces and tabs are before it on its line (in the comment)
    while (at > at_.lineStart && (byte(at - 1) == ' ' || byte(at - 1) == '\t')) --at;
    lineBlank_ = scanLines_ > 0 && at == at_.lineStart;
    return token_;
  }
  if (token_.opener != '{') {  // to its line's end, the '\n' taken with it
    const bool newline = look == Look::FOUND;
    std::string_view kept = token_.text;
    while (!kept.empty() && isSpace(kept.back())) kept.remove_suffix(1);
    const Token& token = take(scanAt_ + newline, newline);
    if (token.kind == TokenKind::COMMENT) afterToken_ = token.place.plus(1 + kept.size());
    return token;
  }
  if (scanAt_ + 1 > gameLimit_) return take(scanAt_ + 1);
  pending_ = TokenKind::MORE;
  at_ = afterToken_ = Place{scanAt_ + 1, token_.place.line + scanLines_,
                            scanLines_ > 0 ? scanLineStart_ : token_.place.lineStart};
  lineStart_ = lineBlank_ = false;
  return token_;
}

// The '{' comment begun in token_ never closes: it ends its game at `end`, before a line that
// starts with '[' or at the input's end.
const Token& Tokenizer::unclosed(std::size_t end) {
  pending_ = TokenKind::MORE;
  token_.end = CommentEnd::UNCLOSED;
  token_.text = text(token_.place.offset + 1, end);
  std::size_t last = end;
  while (isSpace(byte(last - 1))) --last;  // the '{' is no space
  afterToken_ = placeOf(token_.place, last);
  at_ = placeOf(afterToken_, end);
  lineStart_ = byte(end - 1) == '\n';
  lineBlank_ = true;
  return token_;
}

// The place of `offset`, counted from `from`, an earlier place.
Place Tokenizer::placeOf(const Place& from, std::size_t offset) const {
  Place place = from;
  for (; place.offset < offset; ++place.offset)
    if (byte(place.offset) == '\n') place = {place.offset, place.line + 1, place.offset + 1};
  return place;
}

// The '[' of the first line in (from, to) that starts with '[' but for spaces and tabs, or NONE.
std::size_t Tokenizer::tagLineIn(std::size_t from, std::size_t to) const {
  for (std::size_t at = from; at < to; ++at) {
    if (byte(at) != '\n') continue;
    std::size_t k = at + 1;
    while (k < to && (byte(k) == ' ' || byte(k) == '\t')) ++k;
    if (k < to && byte(k) == '[') return k;
  }
  return NONE;
}

void Tokenizer::rewind(const Token& token) {
  pending_ = TokenKind::MORE;
  at_ = afterToken_ = token.place;
  lineStart_ = token.lineStart;
  lineBlank_ = token.lineBlank;
}

void Tokenizer::startPassingLines(bool inMovetext) {
  pending_ = TokenKind::MORE;
  passInMovetext_ = inMovetext;
  passBlank_ = lineBlank_;
}

bool Tokenizer::passLines() {
  // The old readers' way, byte by byte: a line that starts with '[' after a line of movetext.
  for (; at_.offset < end(); ++at_.offset) {
    const char c = byte(at_.offset);
    if (passBlank_ && c != ' ' && c != '\t' && c != '\r' && c != '\n') {
      if (c == '[' && passInMovetext_) {
        lineStart_ = at_.offset > 0 && byte(at_.offset - 1) == '\n';
        lineBlank_ = true;
        afterToken_ = at_;
        return true;
      }
      passInMovetext_ = passInMovetext_ || c != '[';
    }
    passBlank_ = c == '\n' || (passBlank_ && (c == ' ' || c == '\t' || c == '\r'));
    if (c == '\n') at_ = {at_.offset, at_.line + 1, at_.offset + 1};
  }
  afterToken_ = at_;
  return finished_;
}

bool Tokenizer::quoted(std::size_t offset) const {
  if (at_.offset >= offset + QUOTED_AFTER) return true;
  for (std::size_t at = offset; at < at_.offset; ++at)
    if (byte(at) == '\n') return true;
  return false;
}

std::string Tokenizer::near(std::size_t offset, std::size_t textEnd) const {
  if (offset == afterQuoteAt_ && offset < base_ + QUOTED_BEFORE) return afterQuote_;
  const std::size_t floor =
      std::max({gameStart_, base_, offset > QUOTED_BEFORE ? offset - QUOTED_BEFORE : 0});
  std::size_t from = std::min(offset, end());
  while (from > floor && byte(from - 1) != '\n') --from;
  std::string out;
  for (std::size_t at = from; at < std::min({offset + QUOTED_AFTER, textEnd, end()}); ++at) {
    const char c = byte(at);
    if (c == '\n') break;
    if (isSpace(c)) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126 ? '?' : c;
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace chess960::pgn
