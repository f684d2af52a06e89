#include "chess960/fen.h"

#include <cctype>
#include <charconv>
#include <iterator>
#include <optional>
#include <vector>

#include "chess960/piece_names.h"
#include "chess960/square_names.h"
#include "text.h"

namespace chess960 {

namespace {

Error fail(ErrorCode code, std::string message) { return Error{code, std::move(message)}; }

// FEN is ASCII: these tests do not depend on the C locale as <cctype>'s do, and cost no library
// call (a FEN tag is parsed for every Chess960 game a PGN reader reads).
bool isFenSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
bool isUpper(char c) { return c >= 'A' && c <= 'Z'; }

// Splits a FEN at whitespace: its first six fields into `fields` (an array, not a vector: a FEN
// tag is parsed per game, and the allocations were a good part of it); returns how many it has.
std::size_t splitFields(std::string_view text, std::string_view (&fields)[6]) {
  std::size_t count = 0, i = 0;
  while (i < text.size()) {
    while (i < text.size() && isFenSpace(text[i])) ++i;
    std::size_t start = i;
    while (i < text.size() && !isFenSpace(text[i])) ++i;
    if (i > start && count++ < std::size(fields)) fields[count - 1] = text.substr(start, i - start);
  }
  return count;
}

std::string quoted(std::string_view s) { return std::string("'").append(text::printable(s, 40)).append("'"); }

std::optional<Error> parseBoard(std::string_view field, Setup& setup) {
  int rank = 7, file = 0;
  for (std::size_t i = 0; i < field.size(); ++i) {
    const char c = field[i];
    if (c == '/') {
      if (file != 8)
        return fail(ErrorCode::FEN_BOARD, "rank " + std::to_string(rank + 1) + " has " +
                                              std::to_string(file) + " squares; it needs 8");
      if (--rank < 0) return fail(ErrorCode::FEN_BOARD, "the board has more than 8 ranks");
      file = 0;
    } else if (c >= '1' && c <= '8') {
      file += c - '0';
      if (file > 8)
        return fail(ErrorCode::FEN_BOARD, "rank " + std::to_string(rank + 1) + " has more than 8 squares");
    } else {
      const PieceType type = pieceTypeFromEitherCase(c);
      if (type == NO_PIECE_TYPE)
        return fail(ErrorCode::FEN_BOARD, "bad piece letter " + quoted(field.substr(i, 1)) + " in rank " +
                                              std::to_string(rank + 1) + " (use PNBRQK / pnbrqk and 1-8)");
      if (file >= 8)
        return fail(ErrorCode::FEN_BOARD, "rank " + std::to_string(rank + 1) + " has more than 8 squares");
      const Color color = isUpper(c) ? WHITE : BLACK;
      setup.board[makeSquare(file, rank)] = makePiece(color, PieceType(type));
      ++file;
    }
  }
  if (rank != 0)
    return fail(ErrorCode::FEN_BOARD, "the board has " + std::to_string(8 - rank) + " ranks; it needs 8");
  if (file != 8)
    return fail(ErrorCode::FEN_BOARD, "rank 1 has " + std::to_string(file) + " squares; it needs 8");
  return std::nullopt;
}

Square findKing(const Setup& setup, Color c) {
  for (int s = 0; s < SQUARE_COUNT; ++s)
    if (setup.board[s] == makePiece(c, KING)) return Square(s);
  return NO_SQUARE;
}

std::optional<Error> parseCastling(std::string_view field, Setup& setup) {
  if (field == "-") return std::nullopt;
  for (char c : field) {
    const Color color = isUpper(c) ? WHITE : BLACK;
    const char lower = color == WHITE ? char(c - 'A' + 'a') : c;
    const int rank = backRank(color);
    Square rook = NO_SQUARE;
    if (lower == 'k' || lower == 'q') {
      // X-FEN: K and Q name the outermost rook on that side of the king.
      const CastlingSide side = lower == 'k' ? KING_SIDE : QUEEN_SIDE;
      const Square king = findKing(setup, color);
      const Piece ownRook = makePiece(color, ROOK);
      if (king != NO_SQUARE && rankOf(king) == rank) {
        if (side == KING_SIDE) {
          for (int f = 7; f > fileOf(king) && rook == NO_SQUARE; --f)
            if (setup.board[makeSquare(f, rank)] == ownRook) rook = makeSquare(f, rank);
        } else {
          for (int f = 0; f < fileOf(king) && rook == NO_SQUARE; ++f)
            if (setup.board[makeSquare(f, rank)] == ownRook) rook = makeSquare(f, rank);
        }
      }
      if (rook == NO_SQUARE) {
        // Position::fromSetup says what is wrong, once it has checked the kings and pawns.
        const auto bit = std::uint8_t(1u << (2 * color + side));
        if (setup.unresolvedCastling & bit)
          return fail(ErrorCode::FEN_CASTLING,
                      "castling field " + quoted(field) + " names '" + c + "' twice");
        setup.unresolvedCastling |= bit;
        continue;
      }
    } else if (lower >= 'a' && lower <= 'h') {
      rook = makeSquare(lower - 'a', rank);  // Shredder-FEN, or X-FEN's inner rook
    } else {
      return fail(ErrorCode::FEN_CASTLING,
                  "bad castling field " + quoted(field) + ": use '-', KQkq or rook files (A-H, a-h)");
    }
    if (setup.castlingRooks & squareBb(rook))
      return fail(ErrorCode::FEN_CASTLING,
                  "castling field " + quoted(field) + " names the rook on " + squareName(rook) + " twice");
    setup.castlingRooks |= squareBb(rook);
  }
  return std::nullopt;
}

// A non-negative decimal number of at most 9 digits, or -1.
int parseCounter(std::string_view field) {
  if (field.empty() || field.size() > 9) return -1;
  int value = 0;
  for (char c : field) {
    if (c < '0' || c > '9') return -1;
    value = value * 10 + (c - '0');
  }
  return value;
}

}  // namespace

Result<Setup> parseFenSetup(std::string_view fen) {
  if (fen.size() > MAX_FEN_LENGTH)
    return fail(ErrorCode::FEN_FIELD_COUNT, "FEN is " + std::to_string(fen.size()) +
                                                " characters long; at most " +
                                                std::to_string(MAX_FEN_LENGTH) + " are accepted");
  std::string_view fields[6];
  const std::size_t count = splitFields(fen, fields);
  if (count < 4 || count > 6)
    return fail(ErrorCode::FEN_FIELD_COUNT,
                "FEN has " + std::to_string(count) + (count == 1 ? " field" : " fields") +
                    "; expected 6 (board, side to move, castling, en passant, halfmove clock, "
                    "fullmove number), of which the last two may be left out");
  Setup setup;
  if (auto error = parseBoard(fields[0], setup)) return *error;

  if (fields[1] == "w")
    setup.turn = WHITE;
  else if (fields[1] == "b")
    setup.turn = BLACK;
  else
    return fail(ErrorCode::FEN_TURN, "side to move is " + quoted(fields[1]) + "; expected 'w' or 'b'");

  if (auto error = parseCastling(fields[2], setup)) return *error;

  if (fields[3] != "-") {
    setup.epSquare = parseSquare(fields[3]);
    if (setup.epSquare == NO_SQUARE)
      return fail(ErrorCode::FEN_EN_PASSANT,
                  "en-passant field " + quoted(fields[3]) + " is neither '-' nor a square such as e3");
  }
  if (count > 4) {
    setup.halfmoveClock = parseCounter(fields[4]);
    if (setup.halfmoveClock < 0)
      return fail(ErrorCode::FEN_HALFMOVE_CLOCK,
                  "halfmove clock " + quoted(fields[4]) + " is not a non-negative whole number");
  }
  if (count > 5) {
    setup.fullmoveNumber = parseCounter(fields[5]);
    if (setup.fullmoveNumber < 1)
      return fail(ErrorCode::FEN_FULLMOVE_NUMBER,
                  "fullmove number " + quoted(fields[5]) + " is not a whole number of at least 1");
  }
  return setup;
}

Result<Position> parseFen(std::string_view fen, std::vector<Repair>* repairs) {
  if (repairs) repairs->clear();
  auto setup = parseFenSetup(fen);
  if (!setup) return setup.error();
  auto pos = Position::fromSetup(*setup, repairs);
  if (!pos && repairs) repairs->clear();
  return pos;
}

namespace {

// A FEN written into a fixed buffer and made a string once: in the size-built wasm, appending to
// a std::string is a library call per character. A written FEN is far shorter than
// MAX_FEN_LENGTH (about 100 at most); the bound is checked all the same.
class FenText {
 public:
  void put(char c) {
    if (size_ < MAX_FEN_LENGTH) text_[size_++] = c;
  }
  void put(std::string_view s) {
    for (char c : s) put(c);
  }
  void putNumber(int n) { size_ = std::size_t(std::to_chars(text_ + size_, std::end(text_), n).ptr - text_); }
  std::string str() const { return std::string(text_, size_); }

 private:
  char text_[MAX_FEN_LENGTH];
  std::size_t size_ = 0;
};

void writeBoard(const Position& pos, FenText& out) {
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const Piece p = pos.pieceAt(makeSquare(file, rank));
      if (p == NO_PIECE) {
        ++empty;
        continue;
      }
      if (empty) out.put(char('0' + empty));
      empty = 0;
      out.put(fenLetter(p));
    }
    if (empty) out.put(char('0' + empty));
    if (rank) out.put('/');
  }
}

}  // namespace

std::string boardFen(const Position& pos) {
  FenText out;
  writeBoard(pos, out);
  return out.str();
}

namespace {

// X-FEN keeps K/Q when the castling rook is the outermost rook on its side of the king.
bool isOutermostRook(const Position& pos, Color c, CastlingSide side, Square rook) {
  const Bitboard rooks = pos.pieces(c, ROOK) & rankBb(backRank(c));
  const Bitboard beyond =
      side == KING_SIDE ? rooks & ~(squareBb(rook) | (squareBb(rook) - 1)) : rooks & (squareBb(rook) - 1);
  return beyond == 0;
}

}  // namespace

std::string toFen(const Position& pos, CastlingNotation notation) {
  FenText out;
  writeBoard(pos, out);
  out.put(pos.turn() == WHITE ? " w " : " b ");
  bool anyRight = false;
  for (Color c : {WHITE, BLACK}) {
    for (CastlingSide side : {KING_SIDE, QUEEN_SIDE}) {
      const Square rook = pos.castlingRook(c, side);
      if (rook == NO_SQUARE) continue;
      char letter;
      if (notation == CastlingNotation::XFEN && isOutermostRook(pos, c, side, rook))
        letter = side == KING_SIDE ? 'k' : 'q';
      else
        letter = fileLetter(fileOf(rook));
      out.put(c == WHITE ? char(std::toupper(letter)) : letter);
      anyRight = true;
    }
  }
  if (!anyRight) out.put('-');
  out.put(' ');
  if (pos.epSquare() == NO_SQUARE)
    out.put('-');
  else
    out.put(squareName(pos.epSquare()));
  out.put(' ');
  out.putNumber(pos.halfmoveClock());
  out.put(' ');
  out.putNumber(pos.fullmoveNumber());
  return out.str();
}

}  // namespace chess960
