#include "chess960/san.h"

#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/piece_names.h"
#include "chess960/square_names.h"
#include "long_algebraic.h"
#include "san_text.h"
#include "text.h"

namespace chess960 {

namespace {

// SAN names pieces by capitals; pawns have no letter, and promotions exclude the king.
bool isPieceLetter(char c) {
  const PieceType t = pieceTypeFromLetter(c);
  return t >= KNIGHT && t <= KING;
}
bool isPromotionLetter(char c) { return isPieceLetter(c) && c != 'K'; }

// The error for text that is not SAN at all.
Error notSan(std::string_view text) {
  std::string message = "'";
  message += text::printable(text);
  message += "' is not SAN (examples: e4, Nf3, exd5, e8=Q, O-O, O-O-O)";
  return Error{ErrorCode::INVALID_SAN, std::move(message)};
}

// SAN of a legal move without its check mark, into `out` (at most 6 bytes: "Qa1xb2" or
// "exd8=Q"); returns the length. Written into a buffer, not a std::string: the PGN reader writes
// the SAN of every move it reads.
std::size_t writeBareSan(char* out, const Position& pos, Move m) {
  char* at = out;
  const Square from = m.from(), to = m.to();
  const PieceType piece = typeOf(pos.pieceAt(from));
  auto square = [&](Square s) {
    *at++ = fileLetter(fileOf(s));
    *at++ = rankDigit(rankOf(s));
  };
  if (m.isCastling()) {
    const std::string_view castling = san_text::castling(castlingSide(from, to));
    return std::size_t(castling.copy(out, castling.size()));
  }
  if (piece == PAWN) {
    if (fileOf(from) != fileOf(to)) *at++ = fileLetter(fileOf(from)), *at++ = 'x';
    square(to);
    if (m.kind() == MoveKind::PROMOTION) *at++ = '=', *at++ = pieceLetter(m.promotion());
    return std::size_t(at - out);
  }
  *at++ = pieceLetter(piece);
  // Disambiguate among other pieces of the same kind that can reach the same square (only
  // when such a piece exists at all: most moves skip the move generation).
  bool ambiguous = false, sameFile = false, sameRank = false;
  const Bitboard rivals =
      attacks::ofPiece(piece, to, pos.occupied()) & pos.pieces(pos.turn(), piece) & ~squareBb(from);
  for (Move other : rivals ? legalMoves(pos) : MoveList()) {
    if (other == m || other.isCastling() || other.to() != to || other.from() == from ||
        typeOf(pos.pieceAt(other.from())) != piece)
      continue;
    ambiguous = true;
    sameFile |= fileOf(other.from()) == fileOf(from);
    sameRank |= rankOf(other.from()) == rankOf(from);
  }
  if (ambiguous) {
    if (!sameFile)
      *at++ = fileLetter(fileOf(from));
    else if (!sameRank)
      *at++ = rankDigit(rankOf(from));
    else
      square(from);
  }
  if (pos.pieceAt(to) != NO_PIECE) *at++ = 'x';
  square(to);
  return std::size_t(at - out);
}

}  // namespace

std::string toSan(const Position& pos, Move m) {
  char san[MAX_SAN_LENGTH];
  return std::string(san, writeSan(san, pos, m, checkMarkOf(pos, m)));
}

CheckMark checkMarkOf(const Position& after) {
  if (!after.isCheck()) return CheckMark::NONE;
  return hasLegalMoves(after) ? CheckMark::CHECK : CheckMark::MATE;
}

CheckMark checkMarkOf(const Position& before, Move m) {
  if (!before.givesCheck(m)) return CheckMark::NONE;  // most moves: nothing to play out
  Position after = before;
  after.play(m);
  return checkMarkOf(after);
}

std::size_t writeSan(char* out, const Position& before, Move m, CheckMark mark) {
  std::size_t length = writeBareSan(out, before, m);
  if (mark != CheckMark::NONE) out[length++] = mark == CheckMark::MATE ? '#' : '+';
  return length;
}

std::size_t writeSan(char* out, const Position& before, Move m, const Position& after) {
  return writeSan(out, before, m, checkMarkOf(after));
}

// ---- the reader: the text read into its parts, then the parts resolved against the position ----

namespace {

// SAN text read into its parts, before the position is asked: "Nbd2" is a knight, from the
// b-file, to d2.
struct SanParts {
  PieceType piece = PAWN;
  int fromFile = -1, fromRank = -1;
  Square to = NO_SQUARE;
  PieceType promotion = NO_PIECE_TYPE;
};

// [piece] [file] [rank] [x or :] square [[=]promotion], marks already removed; false for
// anything else. Read from the end: the promotion, the square, then piece, hints and 'x'.
bool readSanParts(std::string_view san, SanParts& parts) {
  // People type the promoted piece in either case ("e8=q"); no SAN ends in a lowercase letter
  // otherwise, so after '=' or a rank digit it can only be a promotion.
  if (san.size() >= 2 && promotionFromLetter(san.back()) != NO_PIECE_TYPE &&
      (isPromotionLetter(san.back()) || san[san.size() - 2] == '=' ||
       rankFromDigit(san[san.size() - 2]) >= 0)) {
    parts.promotion = promotionFromLetter(san.back());
    san.remove_suffix(1);
    if (!san.empty() && san.back() == '=') san.remove_suffix(1);
  }
  if (san.size() < 2) return false;
  parts.to = parseSquare(san.substr(san.size() - 2));
  if (parts.to == NO_SQUARE) return false;
  san.remove_suffix(2);
  if (!san.empty() && isPieceLetter(san.front())) {
    parts.piece = pieceTypeFromLetter(san.front());
    san.remove_prefix(1);
  }
  if (!san.empty() && (san.back() == 'x' || san.back() == ':')) san.remove_suffix(1);
  if (!san.empty() && fileFromLetter(san.front()) >= 0) {
    parts.fromFile = fileFromLetter(san.front());
    san.remove_prefix(1);
  }
  if (!san.empty() && rankFromDigit(san.front()) >= 0) {
    parts.fromRank = rankFromDigit(san.front());
    san.remove_prefix(1);
  }
  return san.empty() && (parts.piece == PAWN || parts.promotion == NO_PIECE_TYPE);
}

// The squares `parts` can move from to its square, and the kind of that move, by the rules of
// how its piece moves (its own king's safety is checked by the caller).
Bitboard sanOrigins(const Position& pos, const SanParts& parts, MoveKind& kind) {
  const Color us = pos.turn();
  const Square to = parts.to;
  if (pos.pieces(us) & squareBb(to)) return 0;
  Bitboard origins;
  if (parts.piece != PAWN) {
    origins = attacks::ofPiece(parts.piece, to, pos.occupied()) & pos.pieces(us, parts.piece);
  } else {
    const bool lastRank = rankOf(to) == relativeRank(us, 7);
    if (lastRank != (parts.promotion != NO_PIECE_TYPE)) return 0;
    if (lastRank) kind = MoveKind::PROMOTION;
    if (parts.fromFile < 0 || parts.fromFile == fileOf(to)) {  // a push: it stays on its file
      const int up = us == WHITE ? 8 : -8;
      const int one = int(to) - up;
      if ((pos.occupied() & squareBb(to)) || one < 0 || one >= SQUARE_COUNT) return 0;
      origins = pos.pieces(us, PAWN) & squareBb(Square(one));
      if (!origins && rankOf(to) == relativeRank(us, 3) && !(pos.occupied() & squareBb(Square(one))))
        origins = pos.pieces(us, PAWN) & squareBb(Square(one - up));
    } else {  // a capture
      origins = attacks::pawn(~us, to) & pos.pieces(us, PAWN) & fileBb(parts.fromFile);
      if (to == pos.epSquare())
        kind = MoveKind::EN_PASSANT;
      else if (!(pos.pieces(~us) & squareBb(to)))
        return 0;
    }
  }
  if (parts.fromFile >= 0) origins &= fileBb(parts.fromFile);
  if (parts.fromRank >= 0) origins &= rankBb(parts.fromRank);
  return origins;
}

// The one legal move `parts` names, played into `after`: each candidate is played on a copy and
// kept when its own king is safe. `text` is the SAN as error messages quote it.
Result<Move> resolveSan(const Position& pos, const SanParts& parts, Position& after, std::string_view text) {
  const Color us = pos.turn();
  MoveKind kind = MoveKind::NORMAL;
  Bitboard origins = sanOrigins(pos, parts, kind);
  Move found = Move::none();
  Position spare;
  while (origins) {
    const Move m(popLsb(origins), parts.to, kind, kind == MoveKind::PROMOTION ? parts.promotion : KNIGHT);
    // Played into `after` until a legal candidate is found (usually the only one), then on a copy.
    Position& played = found.isNone() ? after : spare;
    played = pos;
    played.play(m);
    if (played.isAttackedBy(~us, played.kingSquare(us), played.occupied())) continue;
    if (!found.isNone())
      return Error{ErrorCode::AMBIGUOUS_SAN, "ambiguous move " + text::printable(text) + " in " + toFen(pos) +
                                                 ": more than one " + pieceName(parts.piece) + " can go to " +
                                                 squareName(parts.to)};
    found = m;
  }
  if (!found.isNone()) return found;
  std::string message = "illegal move " + text::printable(text) + " in " + toFen(pos);
  if (parts.piece == PAWN && parts.promotion == NO_PIECE_TYPE && rankOf(parts.to) == relativeRank(us, 7))
    message += " (a promotion needs its piece, e.g. =Q)";
  return Error{ErrorCode::ILLEGAL_MOVE, message};
}

}  // namespace

Result<Move> playSan(const Position& pos, std::string_view text, Position& after) {
  // Longer text is not SAN, whatever marks it ends in.
  if (text.size() > 16) return notSan(text);
  const std::string_view san = san_text::withoutMarks(text);
  // Long algebraic names its from-square: resolved like the UCI text it spells.
  if (LongAlgebraic longForm; readLongAlgebraic(san, longForm)) {
    auto m = resolveLongAlgebraic(pos, longForm, text::printable(text));
    if (m) {
      after = pos;
      after.play(*m);
    }
    return m;
  }
  if (const auto side = san_text::castlingSide(san)) {
    for (Move m : legalMoves(pos))
      if (m.isCastling() && castlingSide(m.from(), m.to()) == *side) {
        after = pos;
        after.play(m);
        return m;
      }
    return Error{ErrorCode::ILLEGAL_MOVE, "illegal move " + text::printable(text) + " in " + toFen(pos)};
  }
  SanParts parts;
  if (!readSanParts(san, parts)) return notSan(text);
  return resolveSan(pos, parts, after, text);
}

Result<Move> parseSan(const Position& pos, std::string_view text) {
  Position after;
  return playSan(pos, text, after);
}

Result<Move> applySan(Position& pos, std::string_view san) {
  Position after;
  auto m = playSan(pos, san, after);
  if (m) pos = after;
  return m;
}

}  // namespace chess960
