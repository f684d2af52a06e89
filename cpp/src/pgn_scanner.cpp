#include "pgn_scanner.h"

#include <algorithm>
#include <cstring>

#include "chess960/pgn_tree.h"
#include "pgn_chars.h"

namespace chess960::pgn {

namespace {

constexpr std::size_t NONE = std::string_view::npos;

// The '[' of the first line in text(from, to) that starts with '[' (but for spaces and tabs).
std::size_t tagLineIn(std::string_view text, std::size_t from, std::size_t to) {
  for (std::size_t at = from; at < to;) {
    at = findByte(text, at, to, '\n') + 1;
    if (at > to) return NONE;
    std::size_t k = at;
    while (k < to && (text[k] == ' ' || text[k] == '\t')) ++k;
    if (k < to && text[k] == '[') return k;
  }
  return NONE;
}

// Whether a '%' at text[at] opens an escape line: it is a line's first byte.
bool opensEscape(std::string_view text, std::size_t from, std::size_t at) {
  return at == from || text[at - 1] == '\n';
}

}  // namespace

void GameScanner::start(std::size_t at) {
  begin_ = pos_ = end_ = resume_ = mark_ = at;
  depth_ = tagBytes_ = 0;
  mode_ = back_ = Mode::TAGS;
  content_ = skipping_ = false;
}

void GameScanner::dropped(std::size_t bytes) {
  for (std::size_t* offset : {&begin_, &pos_, &end_, &resume_, &mark_}) *offset -= std::min(*offset, bytes);
}

GameScanner::Found GameScanner::found(std::size_t end, std::size_t resume) {
  end_ = end;
  resume_ = resume;
  return Found::GAME;
}

GameScanner::Found GameScanner::scan(std::string_view text, bool eof, const PgnLimits& limits) {
  const std::size_t latest = begin_ + limits.maxGameBytes;  // where the game's text may end at the latest
  const std::size_t stop = std::min(text.size(), latest + 1);
  std::size_t i = pos_;
  auto openComment = [&](Mode back) {
    mark_ = i;
    back_ = back;
    mode_ = text[i++] == '{' ? Mode::BRACE : Mode::LINE;
  };
  while (i < stop) {
    const std::size_t from = i;
    const Mode mode = mode_;
    switch (mode) {
      case Mode::TAGS: {
        const char c = text[i];
        if (isSpace(c)) {
          ++i;
        } else if (c == '[') {
          content_ = true;
          mode_ = Mode::TAG;
          ++i;
        } else if (c == '{' || c == ';' || (c == '%' && opensEscape(text, begin_, i))) {
          openComment(Mode::TAGS);
        } else {
          content_ = true;
          mode_ = Mode::MOVETEXT;
        }
        break;
      }
      case Mode::TAG:  // to the '"' that opens the value, the ']' that closes it, or the line's end
        while (i < stop && text[i] != '"' && text[i] != ']' && text[i] != '\n') ++i;
        if (i < stop) {
          mode_ = text[i] == '"' ? Mode::TAG_VALUE : Mode::TAGS;
          i += text[i] != '\n';
        }
        break;
      case Mode::TAG_VALUE:
        while (i < stop && text[i] != '"' && text[i] != '\\' && text[i] != '\n' && text[i] != '\r') ++i;
        if (i == stop) break;
        if (text[i] == '\\') {
          if (i + 1 == text.size() && !eof) {  // what it escapes is still to come
            pos_ = i;
            return Found::MORE;
          }
          i += i + 1 < text.size() && (text[i + 1] == '"' || text[i + 1] == '\\') ? 2 : 1;
          break;
        }
        mode_ = text[i] == '"' ? Mode::TAG : Mode::TAGS;
        i += text[i] == '"';
        break;
      case Mode::MOVETEXT: {
        while (i < stop && !is(text[i], SCAN_STOP)) ++i;
        if (i == stop) break;
        const char c = text[i];
        if (c == '{' || c == ';' || (c == '%' && opensEscape(text, begin_, i))) {
          openComment(Mode::MOVETEXT);
          break;
        }
        if (c == '(') {
          ++depth_;
        } else if (c == ')') {
          depth_ -= depth_ > 0;
        } else if (c == '[') {
          if (atLineStart(text, begin_, i)) return found(i, i);  // the next game's tags
        } else if (c != '%' && depth_ == 0) {                    // '*' or '-': the word may be a result
          mark_ = nearWordStart(text, begin_, i, 6);
          if (mark_ != NONE) mode_ = Mode::WORD;
        }
        ++i;
        break;
      }
      case Mode::WORD:  // to the end of a word that may be a result: one of at most 7 bytes
        while (i < stop && !isDelimiter(text[i]) && i - mark_ < 8) ++i;
        if (i == stop && i - mark_ < 8 && (stop < text.size() || !eof)) break;  // its end is still to come
        mode_ = Mode::MOVETEXT;
        if (i - mark_ <= 7 && isPgnResult(text.substr(mark_, i - mark_))) return found(i, i);
        break;
      case Mode::BRACE:
      case Mode::LINE: {
        const std::size_t last = findByte(text, i, stop, mode_ == Mode::BRACE ? '}' : '\n');
        if (last - mark_ - 1 > limits.maxCommentLength) return badComment(text, true, limits);
        i = last < stop ? last + 1 : stop;
        if (last < stop) mode_ = back_;
        break;
      }
    }
    if (mode == Mode::TAG || mode == Mode::TAG_VALUE) tagBytes_ += i - from;
  }
  pos_ = i;
  if (stop > latest) {
    startSkipping(text, stop);
    return Found::TOO_LONG;
  }
  if (!eof) return Found::MORE;
  if (mode_ == Mode::BRACE) return badComment(text, false, limits);
  return found(text.size(), text.size());
}

// The comment that opens at mark_ never closes (the input ends in it), or passes the limit.
GameScanner::Found GameScanner::badComment(std::string_view text, bool tooLong, const PgnLimits& limits) {
  const std::size_t scope = tooLong ? mark_ + limits.maxCommentLength + 2 : text.size();
  if (mode_ == Mode::BRACE) {
    const std::size_t tags = tagLineIn(text, mark_ + 1, scope);
    if (tags != NONE) return found(tags, tags);
  }
  if (!tooLong) return found(text.size(), text.size());
  startSkipping(text, scope);
  return found(scope, scope);
}

void GameScanner::startSkipping(std::string_view text, std::size_t at) {
  skipping_ = true;
  pos_ = at;
  blankLine_ = atLineStart(text, begin_, at);
  inMovetext_ = mode_ == Mode::MOVETEXT || mode_ == Mode::WORD || back_ == Mode::MOVETEXT;
}

bool GameScanner::skip(std::string_view text, bool eof) {
  // To the next line that starts with '[' (but for spaces and tabs) after a line of movetext: the
  // next game's tags, the rest of the bad game's passed over (the old reader's way, byte by byte).
  for (std::size_t i = pos_; i < text.size(); ++i) {
    const char c = text[i];
    if (blankLine_ && c != ' ' && c != '\t' && c != '\r' && c != '\n') {
      if (c == '[' && inMovetext_) {
        skipping_ = false;
        resume_ = i;
        return true;
      }
      inMovetext_ |= c != '[';
    }
    blankLine_ = c == '\n' || (blankLine_ && (c == ' ' || c == '\t' || c == '\r'));
  }
  pos_ = text.size();
  if (!eof) return false;
  skipping_ = false;
  resume_ = text.size();
  return true;
}

}  // namespace chess960::pgn
