// castling_status.h: why castling is or is not legal, each reason alone and together, how a
// right was lost (from the history), the plain-words messages, and a consistency check over
// seeded random Chess960 games against move generation and an independent attack test.
#include <boost/test/unit_test.hpp>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "chess960/castling_status.h"
#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/movegen.h"
#include "chess960/start_positions.h"
#include "support.h"

using namespace chess960;
using test::gameFrom;

namespace {

Bitboard squares(std::initializer_list<Square> list) {
  Bitboard b = 0;
  for (Square s : list) b |= squareBb(s);
  return b;
}

// The reasons as the messages give them, joined by "; ".
std::string texts(const Game& game, const CastlingStatus& st) {
  std::string out;
  for (const auto& t : castlingReasonTexts(game, st)) out += (out.empty() ? "" : "; ") + t;
  return out;
}

// The refusal of `move` in `game`, or "" if there is none.
std::string refusal(const Game& game, const std::string& move) {
  auto error = castlingRefusal(game, move);
  return error ? error->message : "";
}

// ---- an independent attack test: walks the board square by square, no bitboard tables ----
bool attackedNaively(const Position& pos, Square target, Color by, Square lifted) {
  auto at = [&](int file, int rank) -> Piece {
    const Square s = makeSquare(file, rank);
    return s == lifted ? NO_PIECE : pos.pieceAt(s);
  };
  const int tf = fileOf(target), tr = rankOf(target);
  for (int s = 0; s < SQUARE_COUNT; ++s) {
    const Square from = Square(s);
    const Piece p = from == lifted ? NO_PIECE : pos.pieceAt(from);
    if (p == NO_PIECE || colorOf(p) != by) continue;
    const int df = tf - fileOf(from), dr = tr - rankOf(from);
    const int adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr;
    bool straightLine = (df == 0) != (dr == 0), diagonal = adf == adr && adf != 0;
    switch (typeOf(p)) {
      case PAWN:
        if (adf == 1 && dr == (by == WHITE ? 1 : -1)) return true;
        continue;
      case KNIGHT:
        if ((adf == 1 && adr == 2) || (adf == 2 && adr == 1)) return true;
        continue;
      case KING:
        if (adf <= 1 && adr <= 1 && (adf | adr)) return true;
        continue;
      case BISHOP:
        straightLine = false;
        break;
      case ROOK:
        diagonal = false;
        break;
      default:
        break;
    }
    if (!straightLine && !diagonal) continue;
    const int stepF = (df > 0) - (df < 0), stepR = (dr > 0) - (dr < 0);
    int f = fileOf(from) + stepF, r = rankOf(from) + stepR;
    while ((f != tf || r != tr) && at(f, r) == NO_PIECE) f += stepF, r += stepR;
    if (f == tf && r == tr) return true;
  }
  return false;
}

// Squares from file a to file b on `rank`, both included.
Bitboard fileSpan(int rank, int a, int b) {
  Bitboard out = 0;
  for (int f = std::min(a, b); f <= std::max(a, b); ++f) out |= squareBb(makeSquare(f, rank));
  return out;
}

// Every field of every status of the game's position, checked against move generation and
// against the rules worked out square by square.
void checkConsistent(const Game& game) {
  const Position& pos = game.position();
  const MoveList moves = legalMoves(pos);
  for (Color c : {WHITE, BLACK}) {
    for (CastlingSide side : {KING_SIDE, QUEEN_SIDE}) {
      const CastlingStatus st = castlingStatus(game, c, side);
      const std::string where = toFen(pos) + (c == WHITE ? " white " : " black ") + (side ? "O-O-O" : "O-O");
      const Square rook = pos.castlingRook(c, side), king = pos.kingSquare(c);
      bool inList = false;
      for (Move m : moves) inList |= m.isCastling() && m.to() == rook && rook != NO_SQUARE;
      BOOST_TEST(st.legal == inList, where);
      BOOST_TEST(st.legal == !st.hasReasons(), where);
      BOOST_TEST(st.right == (rook != NO_SQUARE), where);
      BOOST_TEST(st.noRight == !st.right, where);
      BOOST_TEST(st.rook == rook, where);
      BOOST_TEST(st.king == king, where);
      BOOST_TEST(st.kingTo == makeSquare(side == KING_SIDE ? 6 : 2, backRank(c)), where);
      BOOST_TEST(st.rookTo == makeSquare(side == KING_SIDE ? 5 : 3, backRank(c)), where);
      BOOST_TEST(st.notToMove == (pos.turn() != c), where);
      const bool inCheck = attackedNaively(pos, king, ~c, NO_SQUARE);
      BOOST_TEST(st.inCheck == inCheck, where);
      Bitboard attacked = 0, blocked = 0;
      if (rook != NO_SQUARE) {
        const int rank = rankOf(king);
        const Bitboard kingSquares = fileSpan(rank, fileOf(king), fileOf(st.kingTo));
        for (Bitboard b = kingSquares; b;) {
          const Square s = popLsb(b);
          if (!(s == king && inCheck) && attackedNaively(pos, s, ~c, rook)) attacked |= squareBb(s);
        }
        const Bitboard crossed = kingSquares | fileSpan(rank, fileOf(rook), fileOf(st.rookTo));
        for (Bitboard b = crossed; b;) {
          const Square s = popLsb(b);
          if (s != king && s != rook && pos.pieceAt(s) != NO_PIECE) blocked |= squareBb(s);
        }
      }
      BOOST_TEST(st.attacked == attacked, where);
      BOOST_TEST(st.blocked == blocked, where);
      for (Bitboard b = st.attacked; b;) {
        const Square s = popLsb(b);
        const Bitboard attackers = castlingAttackers(pos, st, s);
        BOOST_TEST(attackers != 0, where);
        for (Bitboard a = attackers; a;) BOOST_TEST(colorOf(pos.pieceAt(popLsb(a))) == ~c, where);
      }
      // A lost right names the move that lost it, and that move did what the cause says.
      if (st.noRight && st.lossPly) {
        const Move m = game.moves()[std::size_t(st.lossPly - 1)];
        const Position& before = game.positionBefore(st.lossPly - 1);
        BOOST_TEST(before.castlingRook(c, side) != NO_SQUARE, where);
        BOOST_TEST(game.positionBefore(st.lossPly).castlingRook(c, side) == NO_SQUARE, where);
        if (st.loss == RightLoss::ROOK_CAPTURED)
          BOOST_TEST((m.to() == st.lossSquare && colorOf(before.pieceAt(m.from())) == ~c), where);
        else
          BOOST_TEST((m.from() == st.lossSquare && colorOf(before.pieceAt(m.from())) == c), where);
      }
      if (st.noRight && !st.lossPly)
        BOOST_TEST((st.loss == RightLoss::START && game.startPosition().castlingRook(c, side) == NO_SQUARE),
                   where);
      BOOST_TEST(castlingReasonTexts(game, st).size() == std::size_t(st.noRight + st.notToMove + st.inCheck +
                                                                     (st.attacked != 0) + (st.blocked != 0)),
                 where);
    }
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(castling_status)

BOOST_AUTO_TEST_CASE(legal_castling_has_no_reasons) {
  const Game game = gameFrom("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  for (CastlingSide side : {KING_SIDE, QUEEN_SIDE}) {
    const CastlingStatus st = castlingStatus(game, WHITE, side);
    BOOST_TEST(st.legal);
    BOOST_TEST(!st.hasReasons());
    BOOST_TEST(castlingReasonTexts(game, st).empty());
    BOOST_TEST(refusal(game, side == KING_SIDE ? "O-O" : "O-O-O") == "");
  }
  const CastlingStatus st = castlingStatus(game, WHITE, QUEEN_SIDE);
  BOOST_TEST(st.rook == A1);
  BOOST_TEST(st.king == E1);
  BOOST_TEST(st.kingTo == C1);
  BOOST_TEST(st.rookTo == D1);
}

BOOST_AUTO_TEST_CASE(attacked_alone) {
  const Game game = gameFrom("4k3/8/8/1b6/8/8/8/4K2R w K - 0 1");
  const CastlingStatus st = castlingStatus(game, WHITE, KING_SIDE);
  BOOST_TEST(!st.legal);
  BOOST_TEST(st.attacked == squares({F1}));
  BOOST_TEST((!st.noRight && !st.notToMove && !st.inCheck && !st.blocked));
  BOOST_TEST(texts(game, st) == "f1 is attacked by the bishop on b5");
  BOOST_TEST(refusal(game, "O-O") ==
             "O-O is not legal: f1 is attacked by the bishop on b5 (in " + toFen(game.position()) + ")");
}

BOOST_AUTO_TEST_CASE(attacked_by_two_pieces_and_on_two_squares) {
  const Game game = gameFrom("4k3/8/8/1b6/8/4n3/8/4K2R w K - 0 1");
  const CastlingStatus st = castlingStatus(game, WHITE, KING_SIDE);
  BOOST_TEST(st.attacked == squares({F1}));
  BOOST_TEST(texts(game, st) == "f1 is attacked by the knight on e3 and the bishop on b5");
  // Two squares, each with its attackers.
  const Game two = gameFrom("4k3/8/8/1b6/8/7n/8/4K2R w K - 0 1");
  const CastlingStatus both = castlingStatus(two, WHITE, KING_SIDE);
  BOOST_TEST(both.attacked == squares({F1, G1}));
  BOOST_TEST(castlingAttackers(two.position(), both, G1) == squares({H3}));
  BOOST_TEST(texts(two, both) == "f1 is attacked by the bishop on b5, g1 is attacked by the knight on h3");
}

BOOST_AUTO_TEST_CASE(blocked_alone) {
  const Game game = gameFrom("4k3/8/8/8/8/8/8/4K1NR w K - 0 1");
  const CastlingStatus st = castlingStatus(game, WHITE, KING_SIDE);
  BOOST_TEST(!st.legal);
  BOOST_TEST(st.blocked == squares({G1}));
  BOOST_TEST((!st.noRight && !st.notToMove && !st.inCheck && !st.attacked));
  BOOST_TEST(texts(game, st) == "g1 is occupied by the knight");
  // The rook's path counts too, and an opponent's piece is named as such.
  const Game rookPath = gameFrom("4k3/8/8/8/8/8/8/Rn2K3 w Q - 0 1");
  const CastlingStatus q = castlingStatus(rookPath, WHITE, QUEEN_SIDE);
  BOOST_TEST(q.blocked == squares({B1}));
  BOOST_TEST(texts(rookPath, q) == "b1 is occupied by the opponent's knight");
}

BOOST_AUTO_TEST_CASE(in_check_alone) {
  const Game game = gameFrom("4k3/8/8/4r3/8/8/8/4K2R w K - 0 1");
  const CastlingStatus st = castlingStatus(game, WHITE, KING_SIDE);
  BOOST_TEST(!st.legal);
  BOOST_TEST(st.inCheck);
  BOOST_TEST((!st.noRight && !st.notToMove && !st.attacked && !st.blocked));
  BOOST_TEST(texts(game, st) == "the king is in check from the rook on e5");
}

BOOST_AUTO_TEST_CASE(not_to_move_alone) {
  const Game game = gameFrom("4k3/8/8/8/8/8/8/4K2R b K - 0 1");
  const CastlingStatus st = castlingStatus(game, WHITE, KING_SIDE);
  BOOST_TEST(!st.legal);
  BOOST_TEST(st.notToMove);
  BOOST_TEST((!st.noRight && !st.inCheck && !st.attacked && !st.blocked));
  BOOST_TEST(texts(game, st) == "it is Black's turn to move");
}

BOOST_AUTO_TEST_CASE(no_right_alone) {
  const Game game = gameFrom("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
  const CastlingStatus st = castlingStatus(game, WHITE, KING_SIDE);
  BOOST_TEST(!st.legal);
  BOOST_TEST(st.noRight);
  BOOST_TEST(st.rook == NO_SQUARE);
  BOOST_TEST(st.kingTo == G1);
  BOOST_TEST(st.rookTo == F1);
  BOOST_TEST((st.loss == RightLoss::START && st.lossPly == 0));
  BOOST_TEST(texts(game, st) == "White had no right to castle kingside when the game started");
  // From a bare position nothing is known about how it was lost.
  const CastlingStatus bare = castlingStatus(game.position(), WHITE, KING_SIDE);
  BOOST_TEST((bare.noRight && bare.loss == RightLoss::UNKNOWN));
  BOOST_TEST(texts(game, bare) == "White has no right to castle kingside");
  BOOST_TEST(refusal(game, "O-O") ==
             "O-O is not legal: White had no right to castle kingside when the game started (in " +
                 toFen(game.position()) + ")");
}

BOOST_AUTO_TEST_CASE(several_reasons_at_once) {
  // In check from e5, f1 attacked from b5, g1 held by a knight: all three are listed.
  const Game game = gameFrom("4k3/8/8/1b2r3/8/8/8/4K1NR w K - 0 1");
  const CastlingStatus st = castlingStatus(game, WHITE, KING_SIDE);
  BOOST_TEST((st.inCheck && st.attacked == squares({F1}) && st.blocked == squares({G1})));
  BOOST_TEST(
      refusal(game, "O-O") ==
      "O-O is not legal: the king is in check from the rook on e5; f1 is attacked by the bishop on b5; "
      "g1 is occupied by the knight (in " +
          toFen(game.position()) + ")");
  // Not to move, attacked and blocked for the side that waits.
  const Game waiting = gameFrom("4k3/8/8/1b6/8/8/8/4K1NR b K - 0 1");
  BOOST_TEST(texts(waiting, castlingStatus(waiting, WHITE, KING_SIDE)) ==
             "it is Black's turn to move; f1 is attacked by the bishop on b5; g1 is occupied by the knight");
  // No right and not to move: attacked and blocked are unknown without a rook.
  const Game lost = gameFrom("4k3/8/8/1b6/8/8/8/4K1NR b - - 0 1");
  const CastlingStatus none = castlingStatus(lost, WHITE, KING_SIDE);
  BOOST_TEST((none.noRight && none.notToMove && !none.attacked && !none.blocked));
}

BOOST_AUTO_TEST_CASE(right_lost_when_the_rook_moved) {
  const Game game = gameFrom(STANDARD_FEN, {"a4", "a5", "Ra2", "Nf6", "Ra1", "Ng8"});
  const CastlingStatus st = castlingStatus(game, WHITE, QUEEN_SIDE);
  BOOST_TEST((st.noRight && st.loss == RightLoss::ROOK_MOVED && st.lossPly == 3 && st.lossSquare == A1));
  BOOST_TEST(texts(game, st) == "the rook on a1 has moved (2. Ra1-a2)");
  BOOST_TEST(
      refusal(game, "O-O-O").starts_with("O-O-O is not legal: the rook on a1 has moved (2. Ra1-a2) (in "));
  // Black's queenside right is still there, and blocked by its own pieces.
  BOOST_TEST(texts(game, castlingStatus(game, BLACK, QUEEN_SIDE)) ==
             "it is White's turn to move; b8 is occupied by the knight, c8 is occupied by the bishop, d8 is "
             "occupied by the queen");
}

// Move numbers of two and three digits, zeros included, as the messages write them.
BOOST_AUTO_TEST_CASE(right_lost_on_move_10_and_move_100) {
  const Game ten = gameFrom("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 10", {"Ra2"});
  BOOST_TEST(texts(ten, castlingStatus(ten, WHITE, QUEEN_SIDE)) ==
             "the rook on a1 has moved (10. Ra1-a2); it is Black's turn to move");
  const Game hundred = gameFrom("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 100", {"Rh7"});
  BOOST_TEST(texts(hundred, castlingStatus(hundred, BLACK, KING_SIDE)) ==
             "the rook on h8 has moved (100... Rh8-h7); it is White's turn to move");
}

BOOST_AUTO_TEST_CASE(right_lost_when_the_king_moved_or_castled) {
  const Game walked = gameFrom(STANDARD_FEN, {"e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8"});
  const CastlingStatus st = castlingStatus(walked, WHITE, KING_SIDE);
  BOOST_TEST((st.loss == RightLoss::KING_MOVED && st.lossPly == 3 && st.lossSquare == E1));
  BOOST_TEST(texts(walked, st) == "the king has moved (2. Ke1-e2)");
  BOOST_TEST(texts(walked, castlingStatus(walked, BLACK, QUEEN_SIDE)) ==
             "the king has moved (2... Ke8-e7); it is White's turn to move");
  const Game castled = gameFrom("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", {"O-O", "Kd8"});
  BOOST_TEST(texts(castled, castlingStatus(castled, WHITE, QUEEN_SIDE)) == "the king has moved (1. O-O)");
}

BOOST_AUTO_TEST_CASE(right_lost_when_the_rook_was_captured) {
  const Game game = gameFrom("r3k2r/8/8/8/8/8/1B6/R3K2R w KQkq - 0 1", {"Bxh8"});
  const CastlingStatus st = castlingStatus(game, BLACK, KING_SIDE);
  BOOST_TEST((st.loss == RightLoss::ROOK_CAPTURED && st.lossPly == 1 && st.lossSquare == H8));
  BOOST_TEST(texts(game, st) == "the rook on h8 was captured (1. Bb2xh8)");
  BOOST_TEST(refusal(game, "O-O") ==
             "O-O is not legal: the rook on h8 was captured (1. Bb2xh8) (in " + toFen(game.position()) + ")");
}

BOOST_AUTO_TEST_CASE(swap_king_only_and_rook_only_castlings) {
  // Swap: king f1 and rook g1 trade places. With a black rook on h1, lifting the castling rook
  // uncovers both squares, the king's own included.
  const Game swap = gameFrom("4k3/8/8/8/8/8/8/5KR1 w G - 0 1");
  BOOST_TEST(castlingStatus(swap, WHITE, KING_SIDE).legal);
  const Game shielded = gameFrom("4k3/8/8/8/8/8/8/5KRr w G - 0 1");
  const CastlingStatus st = castlingStatus(shielded, WHITE, KING_SIDE);
  BOOST_TEST((!st.inCheck && st.attacked == squares({F1, G1})));
  BOOST_TEST(texts(shielded, st) == "f1 is attacked by the rook on h1, g1 is attacked by the rook on h1");
  // King only: the rook already stands on f1. Rook only: the king already stands on g1.
  const Game kingOnly = gameFrom("4k3/8/8/8/8/8/8/4KR2 w K - 0 1");
  BOOST_TEST(castlingStatus(kingOnly, WHITE, KING_SIDE).legal);
  const Game kingOnlyBlocked = gameFrom("4k3/8/8/8/8/8/8/4KRN1 w K - 0 1");
  BOOST_TEST(castlingStatus(kingOnlyBlocked, WHITE, KING_SIDE).blocked == squares({G1}));
  const Game rookOnly = gameFrom("4k3/8/8/8/8/8/8/6KR w K - 0 1");
  BOOST_TEST(castlingStatus(rookOnly, WHITE, KING_SIDE).legal);
  const Game rookOnlyAttacked = gameFrom("4k3/8/8/8/8/8/8/1r4KR w K - 0 1");  // b1 rook checks g1
  const CastlingStatus r = castlingStatus(rookOnlyAttacked, WHITE, KING_SIDE);
  BOOST_TEST((r.inCheck && !r.attacked && !r.blocked));
}

BOOST_AUTO_TEST_CASE(surprising_but_legal) {
  // The castling rook may give check; an attacked rook (or rook path) does not forbid castling.
  BOOST_TEST(castlingStatus(gameFrom("5k2/8/8/8/8/8/8/4K2R w K - 0 1"), WHITE, KING_SIDE).legal);
  BOOST_TEST(castlingStatus(gameFrom("4k3/8/2b5/8/8/8/8/4K2R w K - 0 1"), WHITE, KING_SIDE).legal);
  BOOST_TEST(castlingStatus(gameFrom("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), WHITE, QUEEN_SIDE).legal);
  BOOST_TEST(
      castlingStatus(gameFrom("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), WHITE, QUEEN_SIDE).legal);  // b1 attacked
}

BOOST_AUTO_TEST_CASE(game_play_says_why) {
  Game game = gameFrom("4k3/8/8/1b6/8/8/8/4K2R w K - 0 1");
  const std::string why = "f1 is attacked by the bishop on b5 (in " + toFen(game.position()) + ")";
  auto san = game.playSan("O-O");
  BOOST_TEST_REQUIRE(!san.ok());
  BOOST_TEST(san.error().code == ErrorCode::ILLEGAL_MOVE);
  BOOST_TEST(san.error().message == "O-O is not legal: " + why);
  BOOST_TEST(game.playSan("0-0+").error().message == "0-0+ is not legal: " + why);  // named as given
  BOOST_TEST(game.playUci("e1h1").error().message == "O-O (e1h1) is not legal: " + why);
  BOOST_TEST(game.playUci("e1g1").error().message == "O-O (e1g1) is not legal: " + why);
  BOOST_TEST(game.play(Move(E1, H1, MoveKind::CASTLING)).error().message ==
             "O-O (e1h1) is not legal: " + why);
  BOOST_TEST(game.ply() == 0);
  // Other illegal moves keep their own message; a plain king step is not read as castling.
  BOOST_TEST(game.playUci("e1e3").error().message.starts_with("illegal move e1e3"));
  BOOST_TEST(game.playSan("O-O-O").error().message.starts_with("O-O-O is not legal: White had no right"));
  BOOST_TEST(refusal(game, "e1f2") == "");
  BOOST_TEST(refusal(game, "Ke2") == "");
  // Only the king's move can mean castling: not the rook's onto the king's castling square, nor
  // another piece's onto its own rook; nor a king's move of two files or more to another square.
  BOOST_TEST(refusal(game, "h1g1") == "");
  BOOST_TEST(Game().playUci("g1h1").error().message.starts_with("illegal move g1h1"));
  BOOST_TEST(refusal(game, "e1a1") == "");
  BOOST_TEST(game.playUci("e1d1").ok());  // a legal king step stays a king step
}

BOOST_AUTO_TEST_CASE(consistent_over_random_games) {
  std::mt19937 rng(960);
  int positions = 0, legalSeen = 0, reasonsSeen[5] = {0, 0, 0, 0, 0};
  for (int gameIndex = 0; gameIndex < 300; ++gameIndex) {
    const int number = int(rng() % 960);
    Game game(*startPosition(number));
    for (int ply = 0; ply < 120; ++ply) {
      checkConsistent(game);
      ++positions;
      for (Color c : {WHITE, BLACK})
        for (CastlingSide side : {KING_SIDE, QUEEN_SIDE}) {
          const CastlingStatus st = castlingStatus(game, c, side);
          legalSeen += st.legal;
          reasonsSeen[0] += st.noRight, reasonsSeen[1] += st.notToMove, reasonsSeen[2] += st.inCheck;
          reasonsSeen[3] += st.attacked != 0, reasonsSeen[4] += st.blocked != 0;
        }
      const MoveList moves = legalMoves(game.position());
      if (moves.empty()) break;
      // Castle when possible, half of the time, so that castled games are common too.
      Move chosen = moves[int(rng() % unsigned(moves.size()))];
      for (Move m : moves)
        if (m.isCastling() && rng() % 2) chosen = m;
      game.playTrusted(chosen);
    }
  }
  BOOST_TEST_MESSAGE("castling status: " << positions << " positions, " << legalSeen << " legal castlings");
  BOOST_TEST(positions > 10000);
  BOOST_TEST(legalSeen > 100);
  for (int seen : reasonsSeen) BOOST_TEST(seen > 100);
}

BOOST_AUTO_TEST_SUITE_END()
