#include "pgn_tokenizer.h"

#include <cstring>

#include "pgn_chars.h"

namespace chess960::pgn {

namespace {

bool isTagNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || c == '_';
}

}  // namespace

void Tokenizer::skipSpaces() {
  while (at_ < text_.size() && isSpace(text_[at_])) ++at_;
}

std::size_t Tokenizer::trimmedEnd() const {
  std::size_t end = text_.size();
  while (end > 0 && isSpace(text_[end - 1])) --end;
  return end;
}

// The comment that opens at text_[at]: '{' to '}', ';' or '%' to the line's end (or to the text's).
Token Tokenizer::comment(std::size_t at) {
  Token token{TokenKind::COMMENT, at};
  token.opener = text_[at];
  const std::size_t end = findByte(text_, at + 1, text_.size(), token.opener == '{' ? '}' : '\n');
  const bool found = end < text_.size();
  token.text = text_.substr(at + 1, end - at - 1);
  token.closed = found || token.opener != '{';
  at_ = found ? end + 1 : end;
  return token;
}

Token Tokenizer::tag() {
  skipSpaces();
  const std::size_t n = text_.size(), at = at_;
  if (at >= n) return Token{TokenKind::END, n};
  const char c = text_[at];
  if (c == '{' || c == ';' || (c == '%' && (at == 0 || text_[at - 1] == '\n'))) return comment(at);
  if (c != '[') return Token{TokenKind::END, at};
  // [Name "value"], spaces and tabs allowed around the name and before the ']'.
  Token token{TokenKind::TAG, at};
  auto skipBlanks = [&](std::size_t i) {
    while (i < n && (text_[i] == ' ' || text_[i] == '\t')) ++i;
    return i;
  };
  std::size_t i = skipBlanks(at + 1);
  const std::size_t name = i;
  while (i < n && isTagNameChar(text_[i])) ++i;
  token.text = text_.substr(name, i - name);
  i = skipBlanks(i);
  auto faulty = [&](TagFault fault, std::size_t next) {
    token.fault = fault;
    at_ = next;
    return token;
  };
  if (token.text.empty() || token.text.size() > 255 || i >= n || text_[i] != '"')
    return faulty(TagFault::FORM, i);
  const std::size_t value = ++i;
  for (; i < n && text_[i] != '"' && text_[i] != '\n' && text_[i] != '\r'; ++i)
    if (text_[i] == '\\' && i + 1 < n && (text_[i + 1] == '"' || text_[i + 1] == '\\')) {
      token.escapes = true;
      ++i;
    }
  token.value = text_.substr(value, i - value);
  if (i >= n || text_[i] != '"') return faulty(TagFault::UNTERMINATED, i);
  i = skipBlanks(i + 1);
  if (i >= n || text_[i] != ']') return faulty(TagFault::NOT_CLOSED, i);
  at_ = i + 1;
  return token;
}

Token Tokenizer::next() {
  skipSpaces();
  const std::size_t n = text_.size(), at = at_;
  if (at >= n) return Token{TokenKind::END, n};
  Token token{TokenKind::STRAY, at};
  switch (text_[at]) {
    case '{':
    case ';':
      return comment(at);
    case '%':
      if (at == 0 || text_[at - 1] == '\n') return comment(at);  // an escape line
      break;
    case '(':
      token.kind = TokenKind::OPEN;
      break;
    case ')':
      token.kind = TokenKind::CLOSE;
      break;
    case '$': {
      std::size_t end = at + 1;
      while (end < n && isDigit(text_[end])) ++end;
      token.kind = TokenKind::NAG;
      token.text = text_.substr(at + 1, end - at - 1);
      at_ = end;
      return token;
    }
    case '}':
    case ']':
    case '[':
      break;
    default: {
      std::size_t end = at + 1;
      while (end < n && !isDelimiter(text_[end])) ++end;
      token.kind = TokenKind::WORD;
      token.text = text_.substr(at, end - at);
      at_ = end;
      return token;
    }
  }
  token.text = text_.substr(at, 1);
  at_ = at + 1;
  return token;
}

}  // namespace chess960::pgn
