#include "checks.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/san.h"
#include "chess960/start_positions.h"
#include "chess960/uci.h"

namespace chess960::fuzz {

namespace {

bool onBoard(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }
int sign(int x) { return (x > 0) - (x < 0); }

std::string name(Square s) {
  if (s == NO_SQUARE) return "-";
  return std::string{char('a' + fileOf(s)), char('1' + rankOf(s))};
}

constexpr int KNIGHT_STEPS[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int KING_STEPS[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
constexpr int ROOK_DIRS[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BISHOP_DIRS[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// Squares attacking `s` for colour `by`, as a set of square indices (bit i = square i).
std::uint64_t slowAttackers(const std::array<Piece, SQUARE_COUNT>& squares, Square s, Color by) {
  std::uint64_t result = 0;
  const int tf = fileOf(s), tr = rankOf(s);
  for (int i = 0; i < SQUARE_COUNT; ++i) {
    const Piece p = squares[i];
    if (p == NO_PIECE || colorOf(p) != by) continue;
    const int f = i % 8, r = i / 8, df = tf - f, dr = tr - r, adf = std::abs(df), adr = std::abs(dr);
    bool attacks = false;
    switch (typeOf(p)) {
      case PAWN:
        attacks = adf == 1 && dr == (by == WHITE ? 1 : -1);
        break;
      case KNIGHT:
        attacks = (adf == 1 && adr == 2) || (adf == 2 && adr == 1);
        break;
      case KING:
        attacks = std::max(adf, adr) == 1;
        break;
      default: {
        const bool straight = (df == 0) != (dr == 0);
        const bool diagonal = adf == adr && adf != 0;
        const PieceType t = typeOf(p);
        if (!((straight && (t == ROOK || t == QUEEN)) || (diagonal && (t == BISHOP || t == QUEEN)))) break;
        attacks = true;
        for (int k = 1; k < std::max(adf, adr); ++k)
          if (squares[makeSquare(f + k * sign(df), r + k * sign(dr))] != NO_PIECE) attacks = false;
      }
    }
    if (attacks) result |= std::uint64_t(1) << i;
  }
  return result;
}

// Attackers of every square at once: each piece marks the squares it attacks (the same rules,
// walked from the attacker's side; checkPosition compares it square by square with the engine).
std::array<std::uint64_t, SQUARE_COUNT> slowAttackMap(const std::array<Piece, SQUARE_COUNT>& squares) {
  std::array<std::uint64_t, SQUARE_COUNT> map{};
  for (int i = 0; i < SQUARE_COUNT; ++i) {
    const Piece p = squares[i];
    if (p == NO_PIECE) continue;
    const int f = i % 8, r = i / 8;
    const std::uint64_t bit = std::uint64_t(1) << i;
    auto mark = [&](int tf, int tr) { map[makeSquare(tf, tr)] |= bit; };
    switch (typeOf(p)) {
      case PAWN:
        for (int df : {-1, 1})
          if (onBoard(f + df, r + (colorOf(p) == WHITE ? 1 : -1)))
            mark(f + df, r + (colorOf(p) == WHITE ? 1 : -1));
        break;
      case KNIGHT:
      case KING:
        for (const auto& st : typeOf(p) == KNIGHT ? KNIGHT_STEPS : KING_STEPS)
          if (onBoard(f + st[0], r + st[1])) mark(f + st[0], r + st[1]);
        break;
      default:
        for (int d = 0; d < 8; ++d) {
          const int* dir = d < 4 ? ROOK_DIRS[d] : BISHOP_DIRS[d - 4];
          if ((d < 4 && typeOf(p) == BISHOP) || (d >= 4 && typeOf(p) == ROOK)) continue;
          for (int tf = f + dir[0], tr = r + dir[1]; onBoard(tf, tr); tf += dir[0], tr += dir[1]) {
            mark(tf, tr);
            if (squares[makeSquare(tf, tr)] != NO_PIECE) break;
          }
        }
    }
  }
  return map;
}

Square findKing(const std::array<Piece, SQUARE_COUNT>& squares, Color c) {
  Square found = NO_SQUARE;
  for (int i = 0; i < SQUARE_COUNT; ++i)
    if (squares[i] == makePiece(c, KING)) {
      FUZZ_CHECK(found == NO_SQUARE,
                 "two " + std::string(c == WHITE ? "white" : "black") + " kings on the board");
      found = Square(i);
    }
  FUZZ_CHECK(found != NO_SQUARE, "no king on the board");
  return found;
}

void addPawnMove(std::vector<Move>& out, Square from, Square to, Color us) {
  if (rankOf(to) == (us == WHITE ? 7 : 0)) {
    for (PieceType t : {QUEEN, ROOK, BISHOP, KNIGHT}) out.push_back(Move(from, to, MoveKind::PROMOTION, t));
  } else {
    out.push_back(Move(from, to));
  }
}

std::vector<Move> slowPseudoLegal(const SlowBoard& b) {
  std::vector<Move> out;
  const Color us = b.turn, them = ~us;
  const auto& sq = b.squares;
  auto empty = [&](int f, int r) { return sq[makeSquare(f, r)] == NO_PIECE; };
  auto enemy = [&](int f, int r) {
    const Piece p = sq[makeSquare(f, r)];
    return p != NO_PIECE && colorOf(p) == them;
  };
  for (int i = 0; i < SQUARE_COUNT; ++i) {
    const Piece p = sq[i];
    if (p == NO_PIECE || colorOf(p) != us) continue;
    const Square from = Square(i);
    const int f = i % 8, r = i / 8;
    switch (typeOf(p)) {
      case PAWN: {
        const int dir = us == WHITE ? 1 : -1;
        if (onBoard(f, r + dir) && empty(f, r + dir)) {
          addPawnMove(out, from, makeSquare(f, r + dir), us);
          if (r == (us == WHITE ? 1 : 6) && empty(f, r + 2 * dir))
            out.push_back(Move(from, makeSquare(f, r + 2 * dir)));
        }
        for (int df : {-1, 1}) {
          if (!onBoard(f + df, r + dir)) continue;
          const Square to = makeSquare(f + df, r + dir);
          if (enemy(f + df, r + dir))
            addPawnMove(out, from, to, us);
          else if (to == b.ep && empty(f + df, r + dir) && sq[makeSquare(f + df, r)] == makePiece(them, PAWN))
            out.push_back(Move(from, to, MoveKind::EN_PASSANT));
        }
        break;
      }
      case KNIGHT:
      case KING: {
        const auto& steps = typeOf(p) == KNIGHT ? KNIGHT_STEPS : KING_STEPS;
        for (const auto& st : steps) {
          const int tf = f + st[0], tr = r + st[1];
          if (onBoard(tf, tr) && (empty(tf, tr) || enemy(tf, tr)))
            out.push_back(Move(from, makeSquare(tf, tr)));
        }
        break;
      }
      default: {
        std::vector<const int*> dirs;
        if (typeOf(p) != BISHOP)
          for (const auto& d : ROOK_DIRS) dirs.push_back(d);
        if (typeOf(p) != ROOK)
          for (const auto& d : BISHOP_DIRS) dirs.push_back(d);
        for (const int* d : dirs)
          for (int tf = f + d[0], tr = r + d[1]; onBoard(tf, tr); tf += d[0], tr += d[1]) {
            if (empty(tf, tr)) {
              out.push_back(Move(from, makeSquare(tf, tr)));
              continue;
            }
            if (enemy(tf, tr)) out.push_back(Move(from, makeSquare(tf, tr)));
            break;
          }
      }
    }
  }

  // Chess960 castling (FIDE Laws, Guidelines II): the king and the castling rook go to the
  // standard castling squares (g/f or c/d); every square between the king's start and
  // destination and between the rook's start and destination, destinations included, must be
  // empty apart from that king and rook; the king may not be in check, pass an attacked
  // square or end in check (the last is the legality filter below, on the board after it).
  const Square king = findKing(sq, us);
  for (CastlingSide side : {KING_SIDE, QUEEN_SIDE}) {
    const Square rook = b.castling[us][side];
    if (rook == NO_SQUARE) continue;
    FUZZ_CHECK(sq[rook] == makePiece(us, ROOK), "castling right for " + name(rook) + " without its rook");
    FUZZ_CHECK(rankOf(king) == backRank(us) && rankOf(rook) == backRank(us),
               "castling right with king or rook off the back rank: " + name(king) + " " + name(rook));
    FUZZ_CHECK((side == KING_SIDE) == (rook > king),
               "castling rook " + name(rook) + " on the wrong side of the king");
    const Square kingTo = castlingKingTarget(us, side), rookTo = castlingRookTarget(us, side);
    auto spanFree = [&](Square a, Square c) {
      for (int s = std::min(a, c); s <= std::max(a, c); ++s)
        if (s != king && s != rook && sq[s] != NO_PIECE) return false;
      return true;
    };
    if (!spanFree(king, kingTo) || !spanFree(rook, rookTo)) continue;
    bool safe = true;
    for (int s = std::min(king, kingTo); s <= std::max(king, kingTo); ++s)
      if (slowAttackers(sq, Square(s), them)) safe = false;
    if (safe) out.push_back(Move(king, rook, MoveKind::CASTLING));
  }
  return out;
}

// Only the pieces move (for the legality filter).
std::array<Piece, SQUARE_COUNT> slowMovePieces(const SlowBoard& b, Move m) {
  auto sq = b.squares;
  const Color us = b.turn;
  const Square from = m.from(), to = m.to();
  const Piece moving = sq[from];
  if (m.kind() == MoveKind::CASTLING) {
    const CastlingSide side = to > from ? KING_SIDE : QUEEN_SIDE;
    const Piece rook = sq[to];
    sq[from] = NO_PIECE;
    sq[to] = NO_PIECE;
    sq[castlingKingTarget(us, side)] = moving;
    sq[castlingRookTarget(us, side)] = rook;
    return sq;
  }
  if (m.kind() == MoveKind::EN_PASSANT) sq[makeSquare(fileOf(to), rankOf(from))] = NO_PIECE;
  sq[from] = NO_PIECE;
  sq[to] = m.kind() == MoveKind::PROMOTION ? makePiece(us, m.promotion()) : moving;
  return sq;
}

std::vector<Move> sorted(std::vector<Move> moves) {
  std::sort(moves.begin(), moves.end(), [](Move a, Move b) { return a.bits() < b.bits(); });
  return moves;
}

std::string listMoves(const std::vector<Move>& moves) {
  std::string out;
  for (Move m : moves) out += slowUci(m) + (m.isCastling() ? "(O)" : "") + " ";
  return out;
}

// SAN written from the slow model: piece letter, least disambiguation (file, then rank, then
// square), 'x' for captures, "=Q" for promotions, then '+' or '#'.
std::string slowSan(const SlowBoard& b, const std::vector<Move>& legal, Move m, bool check, bool mate) {
  std::string san;
  const Square from = m.from(), to = m.to();
  const PieceType piece = typeOf(b.squares[from]);
  if (m.isCastling()) {
    san = to > from ? "O-O" : "O-O-O";
  } else if (piece == PAWN) {
    if (fileOf(from) != fileOf(to)) san = std::string{char('a' + fileOf(from)), 'x'};
    san += name(to);
    if (m.kind() == MoveKind::PROMOTION) san += std::string{'=', "PNBRQK"[m.promotion()]};
  } else {
    san = "PNBRQK"[piece];
    bool rivals = false, sameFile = false, sameRank = false;
    for (Move o : legal) {
      if (o.isCastling() || o.to() != to || o.from() == from || typeOf(b.squares[o.from()]) != piece)
        continue;
      rivals = true;
      sameFile |= fileOf(o.from()) == fileOf(from);
      sameRank |= rankOf(o.from()) == rankOf(from);
    }
    if (rivals)
      san += !sameFile   ? std::string(1, char('a' + fileOf(from)))
             : !sameRank ? std::string(1, char('1' + rankOf(from)))
                         : name(from);
    if (b.squares[to] != NO_PIECE) san += 'x';
    san += name(to);
  }
  return san + (mate ? "#" : check ? "+" : "");
}

}  // namespace

void fail(const std::string& what, std::initializer_list<std::string> context) {
  std::fprintf(stderr, "\nchess960 fuzz: invariant failed: %s\n", what.c_str());
  for (const std::string& line : context) std::fprintf(stderr, "  %s\n", line.c_str());
  std::fflush(stderr);
  std::abort();
}

std::string describe(Move m) {
  static const char* const kinds[] = {"", " (promotion)", " (en passant)", " (castling)"};
  return slowUci(m) + kinds[int(m.kind())];
}

std::string slowUci(Move m) {
  std::string out = name(m.from()) + name(m.to());
  if (m.kind() == MoveKind::PROMOTION) out += "pnbrqk"[m.promotion()];
  return out;
}

SlowBoard slowBoardOf(const Position& pos) {
  SlowBoard b;
  for (int s = 0; s < SQUARE_COUNT; ++s) b.squares[s] = pos.pieceAt(Square(s));
  b.turn = pos.turn();
  for (Color c : {WHITE, BLACK})
    for (CastlingSide side : {KING_SIDE, QUEEN_SIDE}) b.castling[c][side] = pos.castlingRook(c, side);
  b.ep = pos.epSquare();
  b.halfmove = pos.halfmoveClock();
  b.fullmove = pos.fullmoveNumber();
  return b;
}

bool slowAttacked(const std::array<Piece, SQUARE_COUNT>& squares, Square s, Color by) {
  return slowAttackers(squares, s, by) != 0;
}

std::vector<Move> slowLegalMoves(const SlowBoard& b) { return slowLegalMoves(b, false); }

std::vector<Move> slowLegalMoves(const SlowBoard& b, bool onlyEnPassant) {
  std::vector<Move> legal;
  for (Move m : slowPseudoLegal(b)) {
    if (onlyEnPassant && m.kind() != MoveKind::EN_PASSANT) continue;
    const auto after = slowMovePieces(b, m);
    if (!slowAttacked(after, findKing(after, b.turn), ~b.turn)) legal.push_back(m);
  }
  return legal;
}

SlowBoard slowPlay(const SlowBoard& b, Move m) {
  SlowBoard n = b;
  const Color us = b.turn;
  const Square from = m.from(), to = m.to();
  const Piece moving = b.squares[from];
  n.squares = slowMovePieces(b, m);
  n.ep = NO_SQUARE;
  auto clearRight = [&](Square s) {
    for (auto& perColor : n.castling)
      for (Square& r : perColor)
        if (r == s) r = NO_SQUARE;
  };
  bool resetClock = false;
  if (m.kind() == MoveKind::CASTLING) {
    n.castling[us][KING_SIDE] = n.castling[us][QUEEN_SIDE] = NO_SQUARE;
  } else {
    if (m.kind() == MoveKind::EN_PASSANT || b.squares[to] != NO_PIECE) resetClock = true;
    if (b.squares[to] != NO_PIECE) clearRight(to);
    clearRight(from);
    if (typeOf(moving) == KING) n.castling[us][KING_SIDE] = n.castling[us][QUEEN_SIDE] = NO_SQUARE;
    if (typeOf(moving) == PAWN) resetClock = true;
  }
  // Clocks stop at the largest number a FEN carries (nine digits).
  n.halfmove = resetClock ? 0 : std::min(b.halfmove + 1, 999999999);
  if (us == BLACK) n.fullmove = std::min(b.fullmove + 1, 999999999);
  n.turn = ~us;
  if (typeOf(moving) == PAWN && std::abs(rankOf(to) - rankOf(from)) == 2) {
    n.ep = makeSquare(fileOf(from), (rankOf(from) + rankOf(to)) / 2);
    bool capturable = false;
    for (Move reply : slowLegalMoves(n, true)) capturable |= reply.kind() == MoveKind::EN_PASSANT;
    if (!capturable) n.ep = NO_SQUARE;
  }
  return n;
}

void checkKeyAndFen(const Position& pos) {
  const std::string fen = toFen(pos);
  FUZZ_CHECK(pos.key() == pos.computeKey(), "incremental Zobrist key differs from the recomputed one", fen);

  // The bitboards, the mailbox and the king squares describe the same board.
  int pieces = 0;
  for (int i = 0; i < SQUARE_COUNT; ++i) {
    const Square s = Square(i);
    const Piece p = pos.pieceAt(s);
    const Bitboard bit = squareBb(s);
    if (p == NO_PIECE) {
      FUZZ_CHECK(!(pos.occupied() & bit), "occupied bit on the empty square " + name(s), fen);
      continue;
    }
    ++pieces;
    FUZZ_CHECK(p < NO_PIECE && typeOf(p) < NO_PIECE_TYPE, "bad piece code on " + name(s), fen);
    FUZZ_CHECK(pos.pieces(colorOf(p), typeOf(p)) & bit, "bitboards miss the piece on " + name(s), fen);
    if (typeOf(p) == KING)
      FUZZ_CHECK(pos.kingSquare(colorOf(p)) == s, "kingSquare differs from the board", fen);
  }
  int typed = 0;
  for (int t = 0; t < PIECE_TYPE_COUNT; ++t) typed += popcount(pos.pieces(PieceType(t)));
  FUZZ_CHECK(
      popcount(pos.occupied()) == pieces && typed == pieces && !(pos.pieces(WHITE) & pos.pieces(BLACK)),
      "bitboards hold pieces the board does not", fen);

  // FEN written, then read: the same position, key, clocks, castling rooks and text.
  for (CastlingNotation notation : {CastlingNotation::XFEN, CastlingNotation::SHREDDER}) {
    const std::string text = toFen(pos, notation);
    auto again = parseFen(text);
    FUZZ_CHECK(again.ok(), "toFen output does not read back", text, again ? "" : again.error().message);
    FUZZ_CHECK(again->samePosition(pos) && again->key() == pos.key(), "FEN round trip changes the position",
               text, toFen(*again));
    FUZZ_CHECK(
        again->halfmoveClock() == pos.halfmoveClock() && again->fullmoveNumber() == pos.fullmoveNumber(),
        "FEN round trip changes the clocks", text);
    for (Color c : {WHITE, BLACK})
      for (CastlingSide side : {KING_SIDE, QUEEN_SIDE})
        FUZZ_CHECK(again->castlingRook(c, side) == pos.castlingRook(c, side),
                   "FEN round trip moves a castling rook", text);
    FUZZ_CHECK(toFen(*again, notation) == text, "toFen is not stable under a round trip", text,
               toFen(*again, notation));
  }
  auto fromSetup = Position::fromSetup(pos.toSetup());
  FUZZ_CHECK(fromSetup.ok() && fromSetup->samePosition(pos) && fromSetup->key() == pos.key(),
             "fromSetup(toSetup()) changes the position", fen);
}

void checkPosition(const Position& pos) {
  checkKeyAndFen(pos);
  const std::string fen = toFen(pos);
  const SlowBoard board = slowBoardOf(pos);
  const Color us = pos.turn(), them = ~us;

  // Attacks on every square, by both colours.
  const auto attackMap = slowAttackMap(board.squares);
  for (int i = 0; i < SQUARE_COUNT; ++i) {
    const Square s = Square(i);
    const std::uint64_t white = attackMap[i] & pos.pieces(WHITE), black = attackMap[i] & pos.pieces(BLACK);
    FUZZ_CHECK(pos.attackersTo(s, pos.occupied()) == attackMap[i], "attackersTo " + name(s) + " is wrong",
               fen);
    if (i == pos.kingSquare(us) || i == pos.kingSquare(them))
      FUZZ_CHECK(
          slowAttackers(board.squares, s, WHITE) == white && slowAttackers(board.squares, s, BLACK) == black,
          "the two slow attack computations disagree on " + name(s), fen);
    FUZZ_CHECK(pos.isAttackedBy(WHITE, s, pos.occupied()) == (white != 0),
               "isAttackedBy(white, " + name(s) + ")", fen);
    FUZZ_CHECK(pos.isAttackedBy(BLACK, s, pos.occupied()) == (black != 0),
               "isAttackedBy(black, " + name(s) + ")", fen);
  }
  FUZZ_CHECK(pos.checkers() == slowAttackers(board.squares, pos.kingSquare(us), them), "checkers() is wrong",
             fen);
  FUZZ_CHECK(!slowAttacked(board.squares, pos.kingSquare(them), us), "the side not to move is in check", fen);

  // Legal moves, both ways.
  const MoveList list = legalMoves(pos);
  const std::vector<Move> engine = sorted(std::vector<Move>(list.begin(), list.end()));
  const std::vector<Move> slow = sorted(slowLegalMoves(board));
  for (std::size_t k = 1; k < engine.size(); ++k)
    FUZZ_CHECK(!(engine[k] == engine[k - 1]), "legalMoves lists a move twice: " + describe(engine[k]), fen);
  for (Move m : engine)
    FUZZ_CHECK(
        std::binary_search(slow.begin(), slow.end(), m, [](Move a, Move b) { return a.bits() < b.bits(); }),
        "legalMoves has a move the slow check finds illegal: " + describe(m), fen,
        "engine: " + listMoves(engine), "slow:   " + listMoves(slow));
  for (Move m : slow)
    FUZZ_CHECK(list.contains(m), "legalMoves misses a legal move: " + describe(m), fen,
               "engine: " + listMoves(engine), "slow:   " + listMoves(slow));
  FUZZ_CHECK(countLegalMoves(pos) == list.size(), "countLegalMoves differs from legalMoves", fen);

  bool epCapture = false;
  for (Move m : engine) epCapture |= m.kind() == MoveKind::EN_PASSANT && m.to() == pos.epSquare();
  FUZZ_CHECK(epCapture == (pos.epSquare() != NO_SQUARE),
             "en-passant square set without a legal capture, or not set", fen);

  // Every legal move: play on a copy, compare with the slow model, notations.
  const Position before = pos;
  for (Move m : engine) {
    FUZZ_CHECK(isLegal(pos, m), "isLegal rejects a generated move: " + describe(m), fen);
    Position after = pos;
    after.play(m);
    const SlowBoard expected = slowPlay(board, m);
    for (int i = 0; i < SQUARE_COUNT; ++i)
      FUZZ_CHECK(after.pieceAt(Square(i)) == expected.squares[i],
                 "play(" + describe(m) + ") leaves a wrong piece on " + name(Square(i)), fen, toFen(after));
    FUZZ_CHECK(after.turn() == expected.turn && after.epSquare() == expected.ep &&
                   after.halfmoveClock() == expected.halfmove && after.fullmoveNumber() == expected.fullmove,
               "play(" + describe(m) + "): wrong turn, en passant or clocks", fen, toFen(after),
               "expected ep " + name(expected.ep) + " clocks " + std::to_string(expected.halfmove) + " " +
                   std::to_string(expected.fullmove));
    for (Color c : {WHITE, BLACK})
      for (CastlingSide side : {KING_SIDE, QUEEN_SIDE})
        FUZZ_CHECK(after.castlingRook(c, side) == expected.castling[c][side],
                   "play(" + describe(m) + "): wrong castling rights", fen,
                   toFen(after, CastlingNotation::SHREDDER));
    FUZZ_CHECK(after.key() == after.computeKey(), "play(" + describe(m) + "): incremental key is wrong", fen);

    const bool check = slowAttacked(expected.squares, after.kingSquare(them), us);
    FUZZ_CHECK(pos.givesCheck(m) == check, "givesCheck(" + describe(m) + ") is wrong", fen);
    FUZZ_CHECK(after.isCheck() == check, "isCheck after " + describe(m) + " is wrong", fen);

    const std::string uci = toUci(m);
    FUZZ_CHECK(uci == slowUci(m), "toUci(" + describe(m) + ") = " + uci, fen);
    auto uciBack = parseUci(pos, uci);
    FUZZ_CHECK(uciBack.ok() && *uciBack == m, "parseUci(toUci) does not give the move back: " + uci, fen);
    if (m.isCastling()) {
      const Square kingTo = castlingKingTarget(us, m.to() > m.from() ? KING_SIDE : QUEEN_SIDE);
      if (std::abs(fileOf(kingTo) - fileOf(m.from())) >= 2) {
        auto alt = parseUci(pos, name(m.from()) + name(kingTo));
        FUZZ_CHECK(alt.ok() && *alt == m,
                   "king-to-target castling UCI not read: " + name(m.from()) + name(kingTo), fen);
      }
    }

    const bool mate = check && countLegalMoves(after) == 0;
    const std::string san = toSan(pos, m);
    const std::string expectedSan = slowSan(board, slow, m, check, mate);
    FUZZ_CHECK(san == expectedSan, "toSan(" + describe(m) + ") = " + san + ", expected " + expectedSan, fen);
    auto sanBack = parseSan(pos, san);
    FUZZ_CHECK(sanBack.ok() && *sanBack == m, "parseSan(toSan) does not give the move back: " + san, fen,
               sanBack ? describe(*sanBack) : sanBack.error().message);
  }
  FUZZ_CHECK(pos.samePosition(before) && pos.key() == before.key(),
             "copy-make: the original position changed", fen);
}

void checkError(const Error& error, std::initializer_list<ErrorCode> allowed, std::string_view input) {
  std::string shown;
  for (char c : input.substr(0, 200)) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (u >= 32 && u < 127 && c != '\\') {
      shown += c;
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", u);
      shown += buf;
    }
  }
  bool known = false;
  for (ErrorCode code : allowed) known |= error.code == code;
  FUZZ_CHECK(known, std::string("unexpected error code ") + errorCodeName(error.code), error.message,
             "input: " + shown);
  FUZZ_CHECK(!error.message.empty() && error.message.size() <= 1024, "error message empty or too long",
             "input: " + shown);
  for (char c : error.message)
    FUZZ_CHECK(static_cast<unsigned char>(c) >= 32 && static_cast<unsigned char>(c) < 127,
               "error message has an unprintable byte", "input: " + shown);
}

std::pair<std::string_view, std::string_view> splitFirstLine(std::string_view data) {
  const std::size_t nl = data.find('\n');
  std::string_view first = data.substr(0, nl);
  if (!first.empty() && first.back() == '\r') first.remove_suffix(1);
  return {first, nl == std::string_view::npos ? std::string_view() : data.substr(nl + 1)};
}

std::vector<std::string_view> tokens(std::string_view text, std::size_t limit) {
  std::vector<std::string_view> out;
  auto space = [](char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
  };
  std::size_t i = 0;
  while (i < text.size() && out.size() < limit) {
    while (i < text.size() && space(text[i])) ++i;
    const std::size_t start = i;
    while (i < text.size() && !space(text[i])) ++i;
    if (i > start) out.push_back(text.substr(start, i - start));
  }
  return out;
}

Position fallbackStart(std::string_view seed) {
  std::uint32_t h = 2166136261u;
  for (char c : seed) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
  return startPosition(int(h % START_POSITION_COUNT)).value();
}

}  // namespace chess960::fuzz
