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

// "+" or "#" for a move that checks.
const char* checkSuffix(const Position& pos, Move m) {
  Position after = pos;
  after.play(m);
  return countLegalMoves(after) == 0 ? "#" : "+";
}

// The error for text that is not SAN at all.
Error notSan(std::string_view text) {
  std::string message = "'";
  message += text::printable(text);
  message += "' is not SAN (examples: e4, Nf3, exd5, e8=Q, O-O, O-O-O)";
  return Error{ErrorCode::INVALID_SAN, std::move(message)};
}

// quickSan's two questions (which pieces reach a square, is the king attacked) answered from the
// table of squares between two squares (32 KB) rather than the slider tables (800 KB): the PGN
// reader asks them about positions far apart, where the slider tables miss the cache
// (bench/README, "chess960 pgn on one thread").
// What a piece of type `type` (not a pawn) on s sees on an empty board; a rook's needs no table.
Bitboard emptyBoardAttacks(PieceType type, Square s) {
  const Bitboard rookLines = (rankBb(rankOf(s)) | fileBb(fileOf(s))) ^ squareBb(s);
  return type == ROOK    ? rookLines
         : type == QUEEN ? rookLines | attacks::bishop(s, 0)
                         : attacks::ofPiece(type, s, 0);
}
// Of `pieces`, those with nothing between them and s (a leaper's squares have nothing between).
Bitboard unblocked(Bitboard pieces, Square s, Bitboard occupied) {
  Bitboard result = 0;
  while (pieces) {
    const Square from = popLsb(pieces);
    if (!(attacks::between(s, from) & occupied)) result |= squareBb(from);
  }
  return result;
}
// Position::isAttackedBy(~us, king square, occupied), the same way.
bool kingAttacked(const Position& pos, Color us) {
  const Color them = ~us;
  const Square king = pos.kingSquare(us);
  const Bitboard queens = pos.pieces(them, QUEEN);
  const Bitboard attackers = (emptyBoardAttacks(KNIGHT, king) & pos.pieces(them, KNIGHT)) |
                             (emptyBoardAttacks(KING, king) & pos.pieces(them, KING)) |
                             (emptyBoardAttacks(BISHOP, king) & (pos.pieces(them, BISHOP) | queens)) |
                             (emptyBoardAttacks(ROOK, king) & (pos.pieces(them, ROOK) | queens));
  return (attacks::pawn(us, king) & pos.pieces(them, PAWN)) || unblocked(attackers, king, pos.occupied());
}

// The common case of parseSan without listing every legal move: plain SAN ("Nf3", "exd5",
// "e8=Q+", "Rad1") resolved from the pieces that can reach the square, each candidate checked
// by playing it on a copy. Returns Move::none() whenever it is not sure (castling, unusual
// spelling, no or several candidates): parseSan then takes its general path, which also words
// the error.
Move quickSan(const Position& pos, std::string_view san, Position& after) {
  san = san_text::withoutMarks(san);
  if (san.size() < 2 || san.size() > 7) return Move::none();
  PieceType promotion = NO_PIECE_TYPE;
  if (isPromotionLetter(san.back())) {
    promotion = pieceTypeFromLetter(san.back());
    san.remove_suffix(1);
    if (!san.empty() && san.back() == '=') san.remove_suffix(1);
    if (san.size() < 2) return Move::none();
  }
  const Square to = parseSquare(san.substr(san.size() - 2));
  if (to == NO_SQUARE) return Move::none();
  san.remove_suffix(2);
  PieceType piece = PAWN;
  if (!san.empty() && isPieceLetter(san.front())) {
    piece = pieceTypeFromLetter(san.front());
    san.remove_prefix(1);
  }
  if (!san.empty() && san.back() == 'x') san.remove_suffix(1);
  int fromFile = -1, fromRank = -1;
  if (!san.empty() && fileFromLetter(san.front()) >= 0)
    fromFile = fileFromLetter(san.front()), san.remove_prefix(1);
  if (!san.empty() && rankFromDigit(san.front()) >= 0)
    fromRank = rankFromDigit(san.front()), san.remove_prefix(1);
  if (!san.empty() || (piece != PAWN && promotion != NO_PIECE_TYPE)) return Move::none();

  const Color us = pos.turn();
  const Bitboard occupied = pos.occupied();
  if (pos.pieces(us) & squareBb(to)) return Move::none();
  Bitboard origins;
  MoveKind kind = MoveKind::NORMAL;
  if (piece == PAWN) {
    const bool lastRank = rankOf(to) == relativeRank(us, 7);
    if (lastRank != (promotion != NO_PIECE_TYPE)) return Move::none();
    if (lastRank) kind = MoveKind::PROMOTION;
    const int up = us == WHITE ? 8 : -8;
    if (fromFile < 0 || fromFile == fileOf(to)) {  // a push
      if (occupied & squareBb(to)) return Move::none();
      const int one = int(to) - up;
      if (one < 0 || one >= SQUARE_COUNT) return Move::none();
      origins = pos.pieces(us, PAWN) & squareBb(Square(one));
      if (!origins && rankOf(to) == relativeRank(us, 3) && !(occupied & squareBb(Square(one))))
        origins = pos.pieces(us, PAWN) & squareBb(Square(one - up));
    } else {  // a capture
      origins = attacks::pawn(~us, to) & pos.pieces(us, PAWN) & fileBb(fromFile);
      if (to == pos.epSquare())
        kind = MoveKind::EN_PASSANT;
      else if (!(pos.pieces(~us) & squareBb(to)))
        return Move::none();
    }
  } else {
    origins = unblocked(emptyBoardAttacks(piece, to) & pos.pieces(us, piece), to, occupied);
  }
  if (fromFile >= 0) origins &= fileBb(fromFile);
  if (fromRank >= 0) origins &= rankBb(fromRank);
  Move found = Move::none();
  Position spare;
  while (origins) {
    const Move m(popLsb(origins), to, kind, kind == MoveKind::PROMOTION ? promotion : KNIGHT);
    // Played into `after` until a legal candidate is found (usually the only one), then on a copy.
    Position& played = found.isNone() ? after : spare;
    played = pos;
    played.play(m);
    if (kingAttacked(played, us)) continue;
    if (!found.isNone()) return Move::none();  // ambiguous
    found = m;
  }
  return found;
}

}  // namespace

namespace {

// SAN of a legal move without its check mark, into `out` (at most 6 bytes: "Qa1xb2" or
// "exd8=Q"); returns the length. Written into a buffer, not a std::string: the PGN reader writes
// the SAN of every move it reads.
[[gnu::noinline]] std::size_t writeBareSan(char* out, const Position& pos, Move m) {
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
  std::string out(san, writeBareSan(san, pos, m));
  if (pos.givesCheck(m)) out += checkSuffix(pos, m);
  return out;
}

std::size_t writeSan(char* out, const Position& before, Move m, const Position& after) {
  std::size_t length = writeBareSan(out, before, m);
  if (after.isCheck()) out[length++] = countLegalMoves(after) == 0 ? '#' : '+';
  return length;
}

Result<Move> playSan(const Position& pos, std::string_view san, Position& after) {
  if (const Move quick = quickSan(pos, san, after); !quick.isNone()) return quick;
  auto m = parseSan(pos, san);
  if (m) {
    after = pos;
    after.play(*m);
  }
  return m;
}

Result<Move> applySan(Position& pos, std::string_view san) {
  Position after;
  auto m = playSan(pos, san, after);
  if (m) pos = after;
  return m;
}

namespace {

// The general reader: long algebraic, castling, hints, promotions, and the errors. It runs only
// where quickSan gave up, so it is built for size (browsers download every byte of it).
Result<Move> parseSanInFull(const Position& pos, std::string_view text) {
  auto invalid = [&] { return notSan(text); };
  const std::string shown = text::printable(text);
  auto illegal = [&] {
    return Error{ErrorCode::ILLEGAL_MOVE, "illegal move " + shown + " in " + toFen(pos)};
  };
  std::string_view san = san_text::withoutMarks(text);
  if (LongAlgebraic longForm; readLongAlgebraic(san, longForm))
    return resolveLongAlgebraic(pos, longForm, shown);
  const MoveList moves = legalMoves(pos);

  if (const auto side = san_text::castlingSide(san)) {
    for (Move m : moves)
      if (m.isCastling() && castlingSide(m.from(), m.to()) == *side) return m;
    return illegal();
  }

  // Read from the end: [=]promotion, destination square, then piece, hints and 'x' from the front.
  PieceType promotion = NO_PIECE_TYPE;
  if (san.size() >= 2 && promotionFromLetter(san.back()) != NO_PIECE_TYPE &&
      (isPromotionLetter(san.back()) || san[san.size() - 2] == '=' ||
       rankFromDigit(san[san.size() - 2]) >= 0)) {
    // People type the promoted piece in either case ("e8=q"); no SAN ends in a lowercase letter
    // otherwise, so after '=' or a rank digit it can only be a promotion.
    promotion = promotionFromLetter(san.back());
    san.remove_suffix(1);
    if (!san.empty() && san.back() == '=') san.remove_suffix(1);
  }
  if (san.size() < 2) return invalid();
  const Square to = parseSquare(san.substr(san.size() - 2));
  if (to == NO_SQUARE) return invalid();
  san.remove_suffix(2);

  PieceType piece = PAWN;
  if (!san.empty() && isPieceLetter(san.front())) {
    piece = pieceTypeFromLetter(san.front());
    san.remove_prefix(1);
  }
  if (!san.empty() && (san.back() == 'x' || san.back() == ':')) san.remove_suffix(1);
  int fromFile = -1, fromRank = -1;
  if (!san.empty() && fileFromLetter(san.front()) >= 0) {
    fromFile = fileFromLetter(san.front());
    san.remove_prefix(1);
  }
  if (!san.empty() && rankFromDigit(san.front()) >= 0) {
    fromRank = rankFromDigit(san.front());
    san.remove_prefix(1);
  }
  if (!san.empty()) return invalid();
  if (piece != PAWN && promotion != NO_PIECE_TYPE) return invalid();
  // A pawn move without a file hint is a push: it stays on its file.
  if (piece == PAWN && fromFile < 0) fromFile = fileOf(to);

  Move found = Move::none();
  int matches = 0;
  for (Move m : moves) {
    if (m.isCastling() || m.to() != to || typeOf(pos.pieceAt(m.from())) != piece) continue;
    if (fromFile >= 0 && fileOf(m.from()) != fromFile) continue;
    if (fromRank >= 0 && rankOf(m.from()) != fromRank) continue;
    if (m.promotion() != promotion) continue;
    found = m;
    ++matches;
  }
  if (matches == 1) return found;
  if (matches > 1)
    return Error{ErrorCode::AMBIGUOUS_SAN, "ambiguous move " + shown + " in " + toFen(pos) +
                                               ": more than one " + pieceName(piece) + " can go to " +
                                               squareName(to)};
  std::string message = "illegal move " + shown + " in " + toFen(pos);
  if (piece == PAWN && promotion == NO_PIECE_TYPE && rankOf(to) == relativeRank(pos.turn(), 7))
    message += " (a promotion needs its piece, e.g. =Q)";
  return Error{ErrorCode::ILLEGAL_MOVE, message};
}

}  // namespace

Result<Move> parseSan(const Position& pos, std::string_view text) {
  // Longer text is not SAN, whatever the fast path below would make of it.
  if (text.size() > 16) return notSan(text);
  Position after;
  if (const Move quick = quickSan(pos, text, after); !quick.isNone()) return quick;
  return parseSanInFull(pos, text);
}

}  // namespace chess960
