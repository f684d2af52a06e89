// Legal move generation: hand-made positions (expected move lists confirmed with Stockfish in
// UCI_Chess960 mode), FIDE Chess960 castling, an independent slow reference generator, Zobrist
// keys and copy-make.
#include <algorithm>
#include <array>
#include <boost/test/unit_test.hpp>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "chess960/attacks.h"
#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/piece_names.h"
#include "chess960/start_positions.h"
#include "chess960/uci.h"
#include "support.h"

using namespace chess960;

namespace {

using test::load;

std::string uciList(const Position& pos) {
  std::vector<std::string> names;
  for (Move m : legalMoves(pos)) names.push_back(toUci(m));
  std::sort(names.begin(), names.end());
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : " ") + n;
  return out;
}

// The legal moves in UCI, sorted, must be exactly `expected` (also sorted, space-separated).
void checkMoves(const std::string& fen, const std::string& expected) {
  const Position pos = load(fen);
  BOOST_TEST(uciList(pos) == expected, fen);
  BOOST_TEST(countLegalMoves(pos) == legalMoves(pos).size(), fen);
  BOOST_TEST(hasLegalMoves(pos) == !legalMoves(pos).empty(), fen);
}

Move findMove(const Position& pos, const std::string& uci) {
  for (Move m : legalMoves(pos))
    if (toUci(m) == uci) return m;
  return Move::none();
}

// ---- an independent, slow move generator on a plain board (FIDE rules written out) ----

using Board = std::array<Piece, SQUARE_COUNT>;

bool onBoard(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

bool attackedSlow(const Board& b, Square s, Color by) {
  const int f = fileOf(s), r = rankOf(s);
  const int pawnRank = by == WHITE ? r - 1 : r + 1;
  for (int df : {-1, 1})
    if (onBoard(f + df, pawnRank) && b[makeSquare(f + df, pawnRank)] == makePiece(by, PAWN)) return true;
  static const int knightSteps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                        {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  for (auto& d : knightSteps)
    if (onBoard(f + d[0], r + d[1]) && b[makeSquare(f + d[0], r + d[1])] == makePiece(by, KNIGHT))
      return true;
  for (int df = -1; df <= 1; ++df)
    for (int dr = -1; dr <= 1; ++dr) {
      if (!df && !dr) continue;
      if (onBoard(f + df, r + dr) && b[makeSquare(f + df, r + dr)] == makePiece(by, KING)) return true;
      const PieceType slider = (df && dr) ? BISHOP : ROOK;
      for (int k = 1; onBoard(f + k * df, r + k * dr); ++k) {
        const Piece p = b[makeSquare(f + k * df, r + k * dr)];
        if (p == NO_PIECE) continue;
        if (colorOf(p) == by && (typeOf(p) == slider || typeOf(p) == QUEEN)) return true;
        break;
      }
    }
  return false;
}

Square kingOn(const Board& b, Color c) {
  for (int s = 0; s < SQUARE_COUNT; ++s)
    if (b[s] == makePiece(c, KING)) return Square(s);
  return NO_SQUARE;
}

// The squares of a back rank from a to b inclusive, in either order.
std::vector<Square> span(Square a, Square b) {
  std::vector<Square> squares;
  for (int f = std::min(fileOf(a), fileOf(b)); f <= std::max(fileOf(a), fileOf(b)); ++f)
    squares.push_back(makeSquare(f, rankOf(a)));
  return squares;
}

// Move names: UCI plus "e" for en passant and "c" for castling (king-takes-rook).
std::string nameOf(Move m) {
  return toUci(m) + (m.kind() == MoveKind::EN_PASSANT ? "e" : m.kind() == MoveKind::CASTLING ? "c" : "");
}

std::set<std::string> engineMoves(const Position& pos) {
  std::set<std::string> names;
  for (Move m : legalMoves(pos)) names.insert(nameOf(m));
  return names;
}

// Every legal move, from pseudo-legal moves kept when the own king is not attacked afterwards.
// `ep` is the raw en-passant square (the double step's passed square), legal or not.
std::set<std::string> referenceMoves(const Position& pos, Square ep) {
  Board b;
  for (int s = 0; s < SQUARE_COUNT; ++s) b[s] = pos.pieceAt(Square(s));
  const Color us = pos.turn();
  std::set<std::string> out;
  auto name = [](Square from, Square to) { return squareName(from) + squareName(to); };
  auto tryMove = [&](Square from, Square to, bool enPassant, PieceType promotion) {
    Board next = b;
    const Piece moving = next[from];
    next[from] = NO_PIECE;
    if (enPassant) next[makeSquare(fileOf(to), rankOf(from))] = NO_PIECE;
    next[to] = promotion != NO_PIECE_TYPE ? makePiece(us, promotion) : moving;
    if (attackedSlow(next, kingOn(next, us), ~us)) return;
    std::string n = name(from, to);
    if (promotion != NO_PIECE_TYPE) n += lowerPieceLetter(promotion);
    if (enPassant) n += "e";
    out.insert(n);
  };
  auto free = [&](int f, int r) { return onBoard(f, r) && b[makeSquare(f, r)] == NO_PIECE; };
  auto enemy = [&](int f, int r) {
    return onBoard(f, r) && b[makeSquare(f, r)] != NO_PIECE && colorOf(b[makeSquare(f, r)]) != us;
  };
  for (int s = 0; s < SQUARE_COUNT; ++s) {
    const Piece p = b[s];
    if (p == NO_PIECE || colorOf(p) != us) continue;
    const Square from = Square(s);
    const int f = fileOf(from), r = rankOf(from);
    switch (typeOf(p)) {
      case PAWN: {
        const int dir = us == WHITE ? 1 : -1;
        const bool promotes = relativeRank(us, r + dir) == 7;
        auto pawnMove = [&](int tf, int tr, bool enPassant) {
          if (promotes)
            for (PieceType t : {KNIGHT, BISHOP, ROOK, QUEEN}) tryMove(from, makeSquare(tf, tr), false, t);
          else
            tryMove(from, makeSquare(tf, tr), enPassant, NO_PIECE_TYPE);
        };
        if (free(f, r + dir)) {
          pawnMove(f, r + dir, false);
          if (relativeRank(us, r) == 1 && free(f, r + 2 * dir)) pawnMove(f, r + 2 * dir, false);
        }
        for (int df : {-1, 1}) {
          if (enemy(f + df, r + dir)) pawnMove(f + df, r + dir, false);
          if (ep != NO_SQUARE && onBoard(f + df, r + dir) && makeSquare(f + df, r + dir) == ep &&
              b[ep] == NO_PIECE && b[makeSquare(f + df, r)] == makePiece(~us, PAWN))
            pawnMove(f + df, r + dir, true);
        }
        break;
      }
      case KNIGHT:
      case KING: {
        static const int knightSteps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                              {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        static const int kingSteps[8][2] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                            {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (auto& d : typeOf(p) == KNIGHT ? knightSteps : kingSteps)
          if (free(f + d[0], r + d[1]) || enemy(f + d[0], r + d[1]))
            tryMove(from, makeSquare(f + d[0], r + d[1]), false, NO_PIECE_TYPE);
        break;
      }
      default: {
        for (int df = -1; df <= 1; ++df)
          for (int dr = -1; dr <= 1; ++dr) {
            if (!df && !dr) continue;
            const bool diagonal = df && dr;
            if (typeOf(p) == ROOK && diagonal) continue;
            if (typeOf(p) == BISHOP && !diagonal) continue;
            for (int k = 1; onBoard(f + k * df, r + k * dr); ++k) {
              const int tf = f + k * df, tr = r + k * dr;
              if (free(tf, tr)) {
                tryMove(from, makeSquare(tf, tr), false, NO_PIECE_TYPE);
                continue;
              }
              if (enemy(tf, tr)) tryMove(from, makeSquare(tf, tr), false, NO_PIECE_TYPE);
              break;
            }
          }
      }
    }
  }
  // Castling, FIDE Chess960 Guidelines II: the squares between king and its destination and between
  // rook and its destination (destinations included) hold nothing but king and rook, and no square
  // from the king's start to its destination is attacked, with the castling rook lifted.
  const Square king = pos.kingSquare(us);
  for (CastlingSide side : {KING_SIDE, QUEEN_SIDE}) {
    const Square rook = pos.castlingRook(us, side);
    if (rook == NO_SQUARE) continue;
    const Square kingTo = castlingKingTarget(us, side), rookTo = castlingRookTarget(us, side);
    bool ok = true;
    for (const auto& squares : {span(king, kingTo), span(rook, rookTo)})
      for (Square s : squares)
        if (s != king && s != rook && b[s] != NO_PIECE) ok = false;
    for (Square s : span(king, kingTo)) {
      Board lifted = b;
      lifted[king] = NO_PIECE;
      lifted[rook] = NO_PIECE;
      lifted[s] = makePiece(us, KING);
      if (attackedSlow(lifted, s, ~us)) ok = false;
    }
    if (ok) out.insert(name(king, rook) + "c");
  }
  return out;
}

void checkAgainstReference(const Position& pos, Square rawEp, const std::string& where) {
  const auto ours = engineMoves(pos);
  const auto reference = referenceMoves(pos, rawEp);
  if (ours == reference) return;
  std::string missing, extra;
  for (const auto& m : reference)
    if (!ours.count(m)) missing += " " + m;
  for (const auto& m : ours)
    if (!reference.count(m)) extra += " " + m;
  BOOST_ERROR(where << " " << toFen(pos) << ": missing" << missing << "; extra" << extra);
}

// Random games from random start positions, calling `visit(pos, rawEp)` before every move.
template <class Visit>
void randomGames(unsigned seed, int games, int maxPlies, Visit visit) {
  std::mt19937 rng(seed);
  for (int g = 0; g < games; ++g) {
    Position pos = *startPosition(randomPositionNumber(rng));
    Square rawEp = NO_SQUARE;
    for (int ply = 0; ply < maxPlies; ++ply) {
      visit(pos, rawEp);
      const MoveList moves = legalMoves(pos);
      if (moves.empty()) break;
      const Move m = moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(rng)];
      const bool doubleStep = typeOf(pos.pieceAt(m.from())) == PAWN && (m.from() ^ m.to()) == 16;
      pos.play(m);
      rawEp = doubleStep ? Square((m.from() + m.to()) / 2) : NO_SQUARE;
    }
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(movegen)

BOOST_AUTO_TEST_CASE(standard_start) {
  const Position pos = Position::standard();
  BOOST_TEST(legalMoves(pos).size() == 20);
  BOOST_TEST(countLegalMoves(pos) == 20);
  BOOST_TEST(!pos.isCheck());
  BOOST_TEST(pos.checkers() == 0u);
  BOOST_TEST(isLegal(pos, Move(E2, E4)));
  BOOST_TEST(isLegal(pos, Move(G1, F3)));
  BOOST_TEST(!isLegal(pos, Move(E2, E5)));
  BOOST_TEST(!isLegal(pos, Move(E1, H1, MoveKind::CASTLING)));
  BOOST_TEST(!isLegal(pos, Move(E2, E4, MoveKind::PROMOTION, QUEEN)));
  BOOST_TEST(!isLegal(pos, Move::none()));
  BOOST_TEST(legalMoves(pos).contains(Move(B1, C3)));
  BOOST_TEST(!legalMoves(pos).contains(Move(B1, D2)));
}

BOOST_AUTO_TEST_CASE(checks) {
  // Knight check: only king moves (the rook can neither capture nor block; no castling).
  checkMoves("4k3/8/8/8/8/5n2/8/4K2R w K - 0 1", "e1d1 e1e2 e1f1 e1f2");
  // Rook check along the rank: block with the bishop, or step aside; the knight cannot help.
  checkMoves("4k3/8/8/8/8/8/3B4/r3K1NR w K - 0 1", "d2c1 e1e2 e1f2");
  // Queen check: no castling out of check, and the king may not retreat along the checking ray.
  checkMoves("4k3/8/8/8/8/8/8/q3K2R w K - 0 1", "e1d2 e1e2 e1f2");
  const Position pos = load("4k3/8/8/8/8/5n2/8/4K2R w K - 0 1");
  BOOST_TEST(pos.isCheck());
  BOOST_TEST(pos.checkers() == squareBb(F3));
}

BOOST_AUTO_TEST_CASE(has_legal_moves_with_and_without_a_king_step) {
  // The king has a step: settled without the other pieces.
  BOOST_TEST(hasLegalMoves(load("4k3/8/8/8/8/5n2/8/4K2R w K - 0 1")));
  // Back-rank check that only a block answers (Rb8): the king has no step.
  checkMoves("R5k1/5ppp/8/8/8/8/1r6/6K1 b - - 0 1", "b2b8");
  // Back-rank mate, and stalemate: no move at all.
  checkMoves("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", "");
  checkMoves("7k/5Q2/8/8/8/8/8/6K1 b - - 0 1", "");
  BOOST_TEST(!hasLegalMoves(load("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1")));
  BOOST_TEST(!hasLegalMoves(load("7k/5Q2/8/8/8/8/8/6K1 b - - 0 1")));
}

BOOST_AUTO_TEST_CASE(double_check) {
  // Rook a1 and knight f3 both give check: only the king moves.
  checkMoves("4k3/8/8/8/8/5n2/8/r3K2R w K - 0 1", "e1e2 e1f2");
  const Position pos = load("4k3/8/8/8/8/5n2/8/r3K2R w K - 0 1");
  BOOST_TEST(popcount(pos.checkers()) == 2);
  for (Move m : legalMoves(pos)) BOOST_TEST(m.from() == E1);
}

BOOST_AUTO_TEST_CASE(pins) {
  // A rook pinned on a file moves along it, up to and including the pinner.
  checkMoves("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", "e1d1 e1d2 e1f1 e1f2 e2e3 e2e4 e2e5 e2e6 e2e7");
  // A pinned knight never moves.
  checkMoves("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e1d1 e1d2 e1f1 e1f2");
  // A bishop pinned on a diagonal moves along it.
  checkMoves("4k3/8/8/8/b7/8/2B5/3K4 w - - 0 1", "c2a4 c2b3 d1c1 d1d2 d1e1 d1e2");
  // A pawn pinned diagonally can only take the pinner.
  checkMoves("4k3/8/8/8/8/2b5/3P4/4K3 w - - 0 1", "d2c3 e1d1 e1e2 e1f1 e1f2");
  // A pawn pinned on its file still pushes, one or two squares.
  checkMoves("4k3/4r3/8/8/8/8/4P3/4K3 w - - 0 1", "e1d1 e1d2 e1f1 e1f2 e2e3 e2e4");
}

BOOST_AUTO_TEST_CASE(en_passant) {
  checkMoves("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e1d1 e1d2 e1e2 e1f1 e1f2 e5d6 e5e6");
  checkMoves("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", "e1d1 e1d2 e1e2 e1f1 e1f2 e5e6");
  const Position pos = load("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  const Move ep = findMove(pos, "e5d6");
  BOOST_TEST(ep.kind() == MoveKind::EN_PASSANT);
  Position after = pos;
  after.play(ep);
  BOOST_TEST(toFen(after) == "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1");
  BOOST_TEST(after.key() == after.computeKey());

  // Capturing the checking pawn en passant.
  checkMoves("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "c5b4 c5b5 c5b6 c5c4 c5c6 c5d4 c5d5 c5d6 e4d3");
  // Blocking a diagonal check by capturing en passant.
  checkMoves("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1", "b5a4 b5a5 b5b4 b5b6 b5c6 e4d3");
  // En passant that neither removes nor blocks the checker: not legal (and the square is dropped).
  checkMoves("k7/8/8/8/3Pp3/8/8/R5K1 b - d3 0 1", "a8b7 a8b8");
  BOOST_TEST(load("k7/8/8/8/3Pp3/8/8/R5K1 b - d3 0 1").epSquare() == NO_SQUARE);
}

BOOST_AUTO_TEST_CASE(captured_type) {
  // En passant takes a pawn that is not on the target square; castling takes nothing.
  const Position pos = load("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
  BOOST_TEST(pos.capturedType(findMove(pos, "e5d6")) == PAWN);
  BOOST_TEST(pos.capturedType(findMove(pos, "e1h1")) == NO_PIECE_TYPE);
  BOOST_TEST(pos.capturedType(findMove(pos, "b7a8q")) == ROOK);
  BOOST_TEST(pos.capturedType(findMove(pos, "b7b8q")) == NO_PIECE_TYPE);
  BOOST_TEST(pos.capturedType(findMove(pos, "a1a8")) == ROOK);
  BOOST_TEST(pos.capturedType(findMove(pos, "e5e6")) == NO_PIECE_TYPE);
}

BOOST_AUTO_TEST_CASE(en_passant_horizontal_pin) {
  // b5xc6 would take both pawns off the fifth rank and expose the king on a5 to the rook.
  checkMoves("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1", "a5a4 a5a6 a5b6 b5b6");
  // The same, arising in play.
  Position pos = load("8/2p5/8/KP5r/8/8/8/4k3 b - - 0 1");
  pos.play(findMove(pos, "c7c5"));
  BOOST_TEST(pos.epSquare() == NO_SQUARE);
  BOOST_TEST(uciList(pos) == "a5a4 a5a6 a5b6 b5b6");
  // Mirror image for Black, with a queen behind: e4xd3 would expose the king on a4.
  checkMoves("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", "a4a3 a4a5 a4b3 a4b4 a4b5 e4e3");
  // With a gap between king and pawns the pin still holds; with the queen off the rank it is gone.
  BOOST_TEST(findMove(load("8/8/8/1K1Pp2q/8/8/8/3k4 w - e6 0 1"), "d5e6").isNone());
  BOOST_TEST(findMove(load("8/8/8/K2Pp2q/8/8/8/3k4 w - e6 0 1"), "d5e6").isNone());
  checkMoves("8/8/8/K2Pp3/8/8/8/3k3q w - e6 0 1", "a5a4 a5a6 a5b4 a5b5 a5b6 d5d6 d5e6");
}

BOOST_AUTO_TEST_CASE(promotions) {
  checkMoves("3n4/4P3/8/8/8/8/8/k3K3 w - - 0 1",
             "e1d1 e1d2 e1e2 e1f1 e1f2 e7d8b e7d8n e7d8q e7d8r e7e8b e7e8n e7e8q e7e8r");
  checkMoves("4k3/8/8/8/8/8/p7/1N2K3 b - - 0 1",
             "a2a1b a2a1n a2a1q a2a1r a2b1b a2b1n a2b1q a2b1r e8d7 e8d8 e8e7 e8f7 e8f8");
  const Position pos = load("3n4/4P3/8/8/8/8/8/k3K3 w - - 0 1");
  std::set<PieceType> pieces;
  for (Move m : legalMoves(pos)) {
    if (m.from() != E7) continue;
    BOOST_TEST(m.kind() == MoveKind::PROMOTION);
    if (m.to() == E8) pieces.insert(m.promotion());
  }
  BOOST_TEST((pieces == std::set<PieceType>{KNIGHT, BISHOP, ROOK, QUEEN}));
  for (PieceType t : {KNIGHT, BISHOP, ROOK, QUEEN}) {
    Position after = pos;
    after.play(Move(E7, D8, MoveKind::PROMOTION, t));
    BOOST_TEST(after.pieceAt(D8) == makePiece(WHITE, t));
    BOOST_TEST(after.pieceAt(E7) == NO_PIECE);
    BOOST_TEST(after.halfmoveClock() == 0);
    BOOST_TEST(after.key() == after.computeKey());
  }
  // Promotion with check, and a promotion that is the only way out of check.
  checkMoves("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
             "a7a8b a7a8n a7a8q a7a8r a7b8b a7b8n a7b8q a7b8r e1d1 e1d2 e1e2 e1f1 e1f2");
  Position promoted = load("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  promoted.play(findMove(promoted, "a7b8q"));
  BOOST_TEST(promoted.isCheck());
  BOOST_TEST(countLegalMoves(load("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1")) == 24);
}

// ---- Chess960 castling ----

BOOST_AUTO_TEST_CASE(castling_king_only) {
  // The rook already stands on its destination (f1 / d1): only the king moves.
  checkMoves("4k3/8/8/8/8/8/8/4KR2 w F - 0 1",
             "e1d1 e1d2 e1e2 e1f1 e1f2 f1f2 f1f3 f1f4 f1f5 f1f6 f1f7 f1f8 f1g1 f1h1");
  Position pos = load("4k3/8/8/8/8/8/8/4KR2 w F - 0 1");
  const Move oo = findMove(pos, "e1f1");
  BOOST_TEST(oo.kind() == MoveKind::CASTLING);
  pos.play(oo);
  BOOST_TEST(toFen(pos) == "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
  BOOST_TEST(pos.key() == pos.computeKey());

  checkMoves("4k3/8/8/8/8/8/8/3RK3 w D - 0 1",
             "d1a1 d1b1 d1c1 d1d2 d1d3 d1d4 d1d5 d1d6 d1d7 d1d8 e1d1 e1d2 e1e2 e1f1 e1f2");
  Position q = load("4k3/8/8/8/8/8/8/3RK3 w D - 0 1");
  q.play(findMove(q, "e1d1"));
  BOOST_TEST(toFen(q) == "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
}

BOOST_AUTO_TEST_CASE(castling_rook_only) {
  // The king already stands on its destination (g1 / c1): only the rook moves.
  checkMoves("4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1f1 g1f2 g1g2 g1h1 g1h2 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8");
  Position pos = load("4k3/8/8/8/8/8/8/6KR w H - 0 1");
  const Move oo = findMove(pos, "g1h1");
  BOOST_TEST(oo.kind() == MoveKind::CASTLING);
  pos.play(oo);
  BOOST_TEST(toFen(pos) == "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");

  checkMoves("4k3/8/8/8/8/8/8/R1K5 w A - 0 1",
             "a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 c1a1 c1b1 c1b2 c1c2 c1d1 c1d2");
  Position q = load("4k3/8/8/8/8/8/8/R1K5 w A - 0 1");
  q.play(findMove(q, "c1a1"));
  BOOST_TEST(toFen(q) == "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
  // Rook-only castling needs the rook's destination empty.
  checkMoves("4k3/8/8/8/8/8/8/5NKR w H - 0 1",
             "f1d2 f1e3 f1g3 f1h2 g1f2 g1g2 g1h2 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8");
}

BOOST_AUTO_TEST_CASE(castling_swap) {
  // King f1, rook g1: O-O swaps them.
  checkMoves("4k3/8/8/8/8/8/8/5KR1 w G - 0 1",
             "f1e1 f1e2 f1f2 f1g1 f1g2 g1g2 g1g3 g1g4 g1g5 g1g6 g1g7 g1g8 g1h1");
  Position pos = load("4k3/8/8/8/8/8/8/5KR1 w G - 0 1");
  pos.play(findMove(pos, "f1g1"));
  BOOST_TEST(toFen(pos) == "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
  // King d1, rook c1: O-O-O swaps them.
  checkMoves("4k3/8/8/8/8/8/8/2RK4 w C - 0 1",
             "c1a1 c1b1 c1c2 c1c3 c1c4 c1c5 c1c6 c1c7 c1c8 d1c1 d1c2 d1d2 d1e1 d1e2");
  Position q = load("4k3/8/8/8/8/8/8/2RK4 w C - 0 1");
  q.play(findMove(q, "d1c1"));
  BOOST_TEST(toFen(q) == "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
  // Black swaps too.
  Position b = load("5kr1/8/8/8/8/8/8/4K3 b g - 0 1");
  const Move oo = findMove(b, "f8g8");
  BOOST_TEST(oo.kind() == MoveKind::CASTLING);
  b.play(oo);
  BOOST_TEST(toFen(b) == "5rk1/8/8/8/8/8/8/4K3 w - - 1 2");
}

BOOST_AUTO_TEST_CASE(castling_king_and_rook_adjacent) {
  // King b1 next to rook a1: b1a1 is O-O-O (king c1, rook d1); b1c1 is an ordinary king move.
  checkMoves("4k3/8/8/8/8/8/8/RK6 w A - 0 1", "a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 b1a1 b1a2 b1b2 b1c1 b1c2");
  const Position pos = load("4k3/8/8/8/8/8/8/RK6 w A - 0 1");
  BOOST_TEST(findMove(pos, "b1a1").kind() == MoveKind::CASTLING);
  BOOST_TEST(findMove(pos, "b1c1").kind() == MoveKind::NORMAL);
  Position after = pos;
  after.play(findMove(pos, "b1a1"));
  BOOST_TEST(toFen(after) == "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
  Position stepped = pos;
  stepped.play(findMove(pos, "b1c1"));
  BOOST_TEST(toFen(stepped) == "4k3/8/8/8/8/8/8/R1K5 b - - 1 1");
  // O-O-O is blocked by a piece on the rook's destination d1, even a piece the king does not pass.
  checkMoves("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1",
             "a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 b1a2 b1b2 b1c1 b1c2 d1b2 d1c3 d1e3 d1f2");
  // King g1, rook h1 adjacent: O-O moves the rook only.
  BOOST_TEST(findMove(load("4k3/8/8/8/8/8/8/6KR w H - 0 1"), "g1h1").kind() == MoveKind::CASTLING);
}

BOOST_AUTO_TEST_CASE(castling_rook_may_give_check) {
  checkMoves("5k2/8/8/8/8/8/8/4K2R w K - 0 1",
             "e1d1 e1d2 e1e2 e1f1 e1f2 e1h1 h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8");
  Position pos = load("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
  pos.play(findMove(pos, "e1h1"));
  BOOST_TEST(pos.isCheck());
  BOOST_TEST(pos.checkers() == squareBb(F1));
}

BOOST_AUTO_TEST_CASE(castling_attacked_rook_does_not_forbid) {
  // The rook h1 is attacked by the rook h8.
  checkMoves("4k2r/8/8/8/8/8/8/4K2R w K - 0 1",
             "e1d1 e1d2 e1e2 e1f1 e1f2 e1h1 h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8");
  // b1 (passed by the rook, not the king) is attacked by the bishop h7: O-O-O still legal.
  checkMoves("4k3/7b/8/8/8/8/8/R3K3 w Q - 0 1",
             "a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 a1c1 a1d1 e1a1 e1d1 e1d2 e1e2 e1f1 e1f2");
}

BOOST_AUTO_TEST_CASE(castling_square_shielded_only_by_the_castling_rook) {
  // Black king c8, rook b8, white queen a8: with the rook lifted the queen sees c8, so O-O-O
  // (king stays on c8, rook to d8) is illegal although the king is not in check now.
  checkMoves("Qrk5/8/8/8/8/8/8/4K3 b b - 0 1", "b8a8 c8c7 c8d7 c8d8");
  BOOST_TEST(!load("Qrk5/8/8/8/8/8/8/4K3 b b - 0 1").isCheck());
  // White king d1, rook c1, black rook a1: O-O-O (king c1, rook d1) would leave the king in check.
  checkMoves("4k3/8/8/8/8/8/8/r1RK4 w C - 0 1", "c1a1 c1b1 d1c2 d1d2 d1e1 d1e2");
  // King f1, rook b1, black rook a1: the rook shields the whole path c1-e1 and the king's own square,
  // so O-O-O (king c1, rook d1) is illegal; without the attacker it is legal.
  checkMoves("4k3/8/8/8/8/8/8/rR3K2 w B - 0 1", "b1a1 b1c1 b1d1 b1e1 f1e1 f1e2 f1f2 f1g1 f1g2");
  checkMoves("4k3/8/8/8/8/8/8/1R3K2 w B - 0 1",
             "b1a1 b1b2 b1b3 b1b4 b1b5 b1b6 b1b7 b1b8 b1c1 b1d1 b1e1 f1b1 f1e1 f1e2 f1f2 f1g1 f1g2");
  // Without the attacker both castle.
  checkMoves("1rk5/8/8/8/8/8/8/4K3 b b - 0 1",
             "b8a8 b8b1 b8b2 b8b3 b8b4 b8b5 b8b6 b8b7 c8b7 c8b8 c8c7 c8d7 c8d8");
  BOOST_TEST(findMove(load("1rk5/8/8/8/8/8/8/4K3 b b - 0 1"), "c8b8").kind() == MoveKind::CASTLING);
  BOOST_TEST(!findMove(load("4k3/8/8/8/8/8/8/2RK4 w C - 0 1"), "d1c1").isNone());
}

BOOST_AUTO_TEST_CASE(castling_forbidden_cases) {
  // Out of check.
  checkMoves("4r1k1/8/8/8/8/8/8/4K2R w K - 0 1", "e1d1 e1d2 e1f1 e1f2");
  // Through an attacked square (f1).
  checkMoves("5rk1/8/8/8/8/8/8/4K2R w K - 0 1",
             "e1d1 e1d2 e1e2 h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8");
  // Onto an attacked square (g1).
  checkMoves("6rk/7p/8/8/8/8/8/4K2R w K - 0 1",
             "e1d1 e1d2 e1e2 e1f1 e1f2 h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7");
  // Blocked by a piece of either colour.
  checkMoves(
      "4k3/8/8/8/8/8/8/4KB1R w K - 0 1",
      "e1d1 e1d2 e1e2 e1f2 f1a6 f1b5 f1c4 f1d3 f1e2 f1g2 f1h3 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8");
  checkMoves("4k3/8/8/8/8/8/8/4K1nR w K - 0 1",
             "e1d1 e1d2 e1f1 e1f2 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8");
  // Without the right, nothing castles.
  BOOST_TEST(findMove(load("4k3/8/8/8/8/8/8/4K2R w - - 0 1"), "e1h1").isNone());
  // The other rook in the way of the king's path: king b1, rooks c1 (no right) and h1 (right).
  checkMoves("4k3/8/8/8/8/8/8/1KR4R w H - 0 1",
             "b1a1 b1a2 b1b2 b1c2 c1c2 c1c3 c1c4 c1c5 c1c6 c1c7 c1c8 c1d1 c1e1 c1f1 c1g1 h1d1 h1e1 h1f1 h1g1 "
             "h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8");
  checkMoves("4k3/8/8/8/8/8/8/1K5R w H - 0 1",
             "b1a1 b1a2 b1b2 b1c1 b1c2 b1h1 h1c1 h1d1 h1e1 h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8");
}

BOOST_AUTO_TEST_CASE(castling_on_move_one) {
  // In a start position nothing stands between king and rook only when they are already on their
  // destinations or swapped: O-O needs king f1 and rook g1, O-O-O king d1 and rook c1.
  int withCastling = 0;
  for (int n = 0; n < START_POSITION_COUNT; ++n) {
    const std::string rank = *backRankOf(n);
    const bool kingSide = rank.substr(5, 2) == "KR";
    const bool queenSide = rank.substr(2, 2) == "RK";
    std::set<std::string> expected;
    if (kingSide) expected.insert("f1g1");
    if (queenSide) expected.insert("d1c1");
    Position pos = *startPosition(n);
    std::set<std::string> castlings;
    for (Move m : legalMoves(pos))
      if (m.isCastling()) castlings.insert(toUci(m));
    BOOST_TEST((castlings == expected), n << " " << rank);
    if (!expected.empty()) ++withCastling;
    // After White castles at once, Black can castle the same way.
    if (kingSide) {
      pos.play(findMove(pos, "f1g1"));
      BOOST_TEST(!findMove(pos, "f8g8").isNone(), n);
      BOOST_TEST(findMove(pos, "f8g8").kind() == MoveKind::CASTLING);
    }
  }
  BOOST_TEST(withCastling > 0);
  // BQNBRKRN (king f1, rook g1): both sides castle on their first move.
  Position pos = load("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1");
  pos.play(findMove(pos, "f1g1"));
  pos.play(findMove(pos, "f8g8"));
  BOOST_TEST(toFen(pos) == "bqnbrrkn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRRKN w - - 2 2");
}

BOOST_AUTO_TEST_CASE(castling_rights_update) {
  Position pos = load("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  Position rookMoved = pos;
  rookMoved.play(Move(H1, G1));
  BOOST_TEST(rookMoved.castlingRook(WHITE, KING_SIDE) == NO_SQUARE);
  BOOST_TEST(rookMoved.castlingRook(WHITE, QUEEN_SIDE) == A1);
  BOOST_TEST(test::splitWords(toFen(rookMoved))[2] == "Qkq");
  Position kingMoved = pos;
  kingMoved.play(Move(E1, E2));
  BOOST_TEST(toFen(kingMoved) == "r3k2r/8/8/8/8/8/4K3/R6R b kq - 1 1");
  Position rookTaken = pos;
  rookTaken.play(Move(A1, A8));
  BOOST_TEST(toFen(rookTaken) == "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
  BOOST_TEST(rookTaken.key() == rookTaken.computeKey());
}

// ---- properties over many positions ----

BOOST_AUTO_TEST_CASE(reference_positions_match_slow_generator) {
  for (const auto& fen : test::referenceFens()) {
    const Position pos = load(fen);
    const Square rawEp = parseFenSetup(fen)->epSquare;
    checkAgainstReference(pos, rawEp, fen);
    BOOST_TEST(countLegalMoves(pos) == legalMoves(pos).size(), fen);
    BOOST_TEST(hasLegalMoves(pos) == !legalMoves(pos).empty(), fen);
  }
}

BOOST_AUTO_TEST_CASE(random_games_match_slow_generator) {
  int positions = 0;
  randomGames(12345, 150, 160, [&](const Position& pos, Square rawEp) {
    ++positions;
    checkAgainstReference(pos, rawEp, "random game");
    const int count = countLegalMoves(pos);
    if (count != legalMoves(pos).size()) BOOST_ERROR("countLegalMoves differs in " << toFen(pos));
    if (hasLegalMoves(pos) != (count > 0)) BOOST_ERROR("hasLegalMoves differs in " << toFen(pos));
  });
  BOOST_TEST(positions > 5000);
}

BOOST_AUTO_TEST_CASE(no_move_leaves_own_king_in_check) {
  auto check = [](const Position& pos) {
    const Color us = pos.turn();
    for (Move m : legalMoves(pos)) {
      Position next = pos;
      next.play(m);
      const Bitboard attackers = next.attackersTo(next.kingSquare(us), next.occupied()) & next.pieces(~us);
      if (attackers) BOOST_ERROR(toUci(m) << " leaves the king in check in " << toFen(pos));
      if (next.isAttackedBy(~us, next.kingSquare(us), next.occupied()))
        BOOST_ERROR(toUci(m) << " leaves the king attacked in " << toFen(pos));
      if (next.turn() == us) BOOST_ERROR("turn not passed after " << toUci(m));
    }
  };
  for (const auto& fen : test::referenceFens()) check(load(fen));
  int positions = 0;
  randomGames(777, 60, 200, [&](const Position& pos, Square) {
    ++positions;
    check(pos);
  });
  BOOST_TEST(positions > 2000);
}

BOOST_AUTO_TEST_CASE(zobrist_keys_follow_play) {
  std::set<std::uint64_t> keys;
  int positions = 0;
  randomGames(4242, 100, 200, [&](const Position& pos, Square) {
    ++positions;
    if (pos.key() != pos.computeKey()) BOOST_ERROR("incremental key differs in " << toFen(pos));
    // The same position read back from its FEN has the same key.
    auto again = parseFen(toFen(pos));
    if (!again || again->key() != pos.key()) BOOST_ERROR("FEN round trip changes the key of " << toFen(pos));
    keys.insert(pos.key());
  });
  BOOST_TEST(positions > 5000);
  // Random games rarely repeat positions: keys are (nearly all) distinct.
  BOOST_TEST(keys.size() > positions * 9 / 10);

  // Transpositions: same position by different move orders, same key; side to move matters.
  Position a = Position::standard(), b = Position::standard();
  for (Move m : {Move(G1, F3), Move(G8, F6), Move(B1, C3), Move(B8, C6)}) a.play(m);
  for (Move m : {Move(B1, C3), Move(B8, C6), Move(G1, F3), Move(G8, F6)}) b.play(m);
  BOOST_TEST(a.key() == b.key());
  BOOST_TEST(a.samePosition(b));
  Position c = Position::standard();
  for (Move m : {Move(G1, F3), Move(G8, F6), Move(F3, G1), Move(F6, G8)}) c.play(m);
  BOOST_TEST(c.key() == Position::standard().key());
  BOOST_TEST(c.samePosition(Position::standard()));
  BOOST_TEST(c.halfmoveClock() == 4);
  Position d = Position::standard();
  d.play(Move(G1, F3));
  BOOST_TEST(d.key() != Position::standard().key());
  // Castling rights are part of the key.
  BOOST_TEST(load("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").key() !=
             load("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1").key());
  BOOST_TEST(load("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1").key() !=
             load("r3k2r/8/8/8/8/8/8/R3K2R b - - 0 1").key());
}

BOOST_AUTO_TEST_CASE(copy_make_leaves_the_original_unchanged) {
  int children = 0;
  randomGames(99, 40, 120, [&](const Position& pos, Square) {
    const std::string fen = toFen(pos);
    const std::uint64_t key = pos.key();
    for (Move m : legalMoves(pos)) {
      Position next = pos;
      next.play(m);
      ++children;
      if (next.samePosition(pos)) BOOST_ERROR(toUci(m) << " changed nothing in " << fen);
      if (next.turn() == pos.turn()) BOOST_ERROR(toUci(m) << " did not pass the turn in " << fen);
    }
    if (toFen(pos) != fen || pos.key() != key) BOOST_ERROR("position changed by copies: " << fen);
  });
  BOOST_TEST(children > 50000);
}

// givesCheck() answers without playing the move; playing it must agree, for every legal move of
// the reference positions and of the positions along seeded random Chess960 games.
BOOST_AUTO_TEST_CASE(gives_check_agrees_with_playing_the_move) {
  std::vector<Position> positions;
  for (const auto& fen : test::referenceFens()) positions.push_back(test::load(fen));
  std::mt19937 rng(41);
  for (int game = 0; game < 40; ++game) {
    Position pos = *startPosition(int(rng() % 960));
    for (int ply = 0; ply < 120; ++ply) {
      positions.push_back(pos);
      const MoveList moves = legalMoves(pos);
      if (moves.size() == 0) break;
      pos.play(moves[int(rng() % unsigned(moves.size()))]);
    }
  }
  int checks = 0, quiet = 0;
  for (const Position& pos : positions)
    for (Move m : legalMoves(pos)) {
      Position after = pos;
      after.play(m);
      const bool check = after.isCheck();
      BOOST_TEST(pos.givesCheck(m) == check, toFen(pos) << " " << toUci(m));
      (check ? checks : quiet)++;
    }
  BOOST_TEST(checks > 1000);
  BOOST_TEST(quiet > checks);
}

BOOST_AUTO_TEST_CASE(magic_attacks_match_slow_rays) {
  std::mt19937_64 rng(7);
  for (int s = 0; s < SQUARE_COUNT; ++s)
    for (int i = 0; i < 200; ++i) {
      const Bitboard occupied = rng() & rng();
      const Square sq = Square(s);
      if (attacks::rook(sq, occupied) != attacks::slidingSlow(ROOK, sq, occupied))
        BOOST_ERROR("rook attacks differ on " << squareName(sq));
      if (attacks::bishop(sq, occupied) != attacks::slidingSlow(BISHOP, sq, occupied))
        BOOST_ERROR("bishop attacks differ on " << squareName(sq));
      if (attacks::queen(sq, occupied) != attacks::slidingSlow(QUEEN, sq, occupied))
        BOOST_ERROR("queen attacks differ on " << squareName(sq));
    }
  // Hand-checked values.
  BOOST_TEST(attacks::rook(A1, 0) == ((FILE_A | RANK_1) & ~squareBb(A1)));
  BOOST_TEST(attacks::rook(D4, squareBb(D6) | squareBb(F4)) ==
             (squareBb(D1) | squareBb(D2) | squareBb(D3) | squareBb(D5) | squareBb(D6) | squareBb(A4) |
              squareBb(B4) | squareBb(C4) | squareBb(E4) | squareBb(F4)));
  BOOST_TEST(attacks::knight(A1) == (squareBb(B3) | squareBb(C2)));
  BOOST_TEST(attacks::king(H8) == (squareBb(G8) | squareBb(G7) | squareBb(H7)));
  BOOST_TEST(attacks::pawn(WHITE, E4) == (squareBb(D5) | squareBb(F5)));
  BOOST_TEST(attacks::pawn(BLACK, A5) == squareBb(B4));
  BOOST_TEST(attacks::between(B1, G1) == (squareBb(C1) | squareBb(D1) | squareBb(E1) | squareBb(F1)));
  BOOST_TEST(attacks::between(A1, B3) == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
