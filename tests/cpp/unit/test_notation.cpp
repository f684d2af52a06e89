// Move notation: UCI (castling as king-takes-rook) and SAN, both directions, with errors.
#include <boost/test/unit_test.hpp>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/piece_names.h"
#include "chess960/san.h"
#include "chess960/start_positions.h"
#include "chess960/uci.h"
#include "support.h"

using namespace chess960;

namespace {

using test::load;

// Positions to sweep: every reference position plus positions from seeded random games.
std::vector<Position> samplePositions() {
  std::vector<Position> positions;
  for (const auto& fen : test::referenceFens()) positions.push_back(*parseFen(fen));
  std::mt19937 rng(2024);
  for (int game = 0; game < 60; ++game) {
    Position pos = *startPosition(randomPositionNumber(rng));
    for (int ply = 0; ply < 150; ++ply) {
      positions.push_back(pos);
      const MoveList moves = legalMoves(pos);
      if (moves.empty()) break;
      pos.play(moves[std::uniform_int_distribution<int>(0, moves.size() - 1)(rng)]);
    }
  }
  return positions;
}

const std::vector<Position>& positions() {
  static const std::vector<Position> all = samplePositions();
  return all;
}

void checkUci(const std::string& fen, const std::string& text, Move expected) {
  auto m = parseUci(load(fen), text);
  BOOST_TEST_REQUIRE(m.ok(), fen << " " << text << ": " << (m ? "" : m.error().message));
  BOOST_TEST(*m == expected, fen << " " << text);
}

void checkUciError(const std::string& fen, const std::string& text, ErrorCode code,
                   const std::string& mentions) {
  auto m = parseUci(load(fen), text);
  BOOST_TEST_REQUIRE(!m.ok(), fen << " '" << text << "' accepted");
  BOOST_TEST(m.error().code == code, fen << " '" << text << "': " << m.error().message);
  BOOST_TEST(m.error().message.find(mentions) != std::string::npos,
             "'" << text << "': message '" << m.error().message << "' should mention '" << mentions << "'");
}

void checkSan(const std::string& fen, Move m, const std::string& san) {
  const Position pos = load(fen);
  BOOST_TEST_REQUIRE(isLegal(pos, m), fen << " " << toUci(m));
  BOOST_TEST(toSan(pos, m) == san, fen << " " << toUci(m));
  auto parsed = parseSan(pos, san);
  BOOST_TEST_REQUIRE(parsed.ok(), fen << " " << san << ": " << (parsed ? "" : parsed.error().message));
  BOOST_TEST(*parsed == m, fen << " " << san);
}

void checkSanParses(const std::string& fen, const std::string& san, Move expected) {
  auto m = parseSan(load(fen), san);
  BOOST_TEST_REQUIRE(m.ok(), fen << " " << san << ": " << (m ? "" : m.error().message));
  BOOST_TEST(*m == expected, fen << " " << san);
}

void checkSanError(const std::string& fen, const std::string& san, ErrorCode code,
                   const std::string& mentions) {
  auto m = parseSan(load(fen), san);
  BOOST_TEST_REQUIRE(!m.ok(), fen << " '" << san << "' accepted as " << (m ? toUci(*m) : ""));
  BOOST_TEST(m.error().code == code, fen << " '" << san << "': " << m.error().message);
  BOOST_TEST(m.error().message.find(mentions) != std::string::npos,
             "'" << san << "': message '" << m.error().message << "' should mention '" << mentions << "'");
}

const std::string CASTLES = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

}  // namespace

BOOST_AUTO_TEST_SUITE(uci)

BOOST_AUTO_TEST_CASE(round_trip_every_legal_move) {
  int moves = 0;
  for (const Position& pos : positions()) {
    for (Move m : legalMoves(pos)) {
      ++moves;
      const std::string text = toUci(m);
      auto parsed = parseUci(pos, text);
      if (!parsed.ok() || !(*parsed == m))
        BOOST_ERROR(toFen(pos) << ": " << text << " does not parse back"
                               << (parsed ? "" : ": " + parsed.error().message));
      // Shape: four or five characters, the promotion letter only on promotions.
      const bool shapeOk = (m.kind() == MoveKind::PROMOTION)
                               ? text.size() == 5 && std::string("nbrq").find(text[4]) != std::string::npos
                               : text.size() == 4;
      if (!shapeOk) BOOST_ERROR("bad UCI text " << text);
      if (text.substr(0, 2) != squareName(m.from()) || text.substr(2, 2) != squareName(m.to()))
        BOOST_ERROR("UCI text " << text << " does not show from/to");
    }
  }
  BOOST_TEST(moves > 100000);
}

BOOST_AUTO_TEST_CASE(to_uci_basics) {
  BOOST_TEST(toUci(Move(E2, E4)) == "e2e4");
  BOOST_TEST(toUci(Move(G1, F3)) == "g1f3");
  BOOST_TEST(toUci(Move(A7, A8, MoveKind::PROMOTION, QUEEN)) == "a7a8q");
  BOOST_TEST(toUci(Move(A7, B8, MoveKind::PROMOTION, KNIGHT)) == "a7b8n");
  BOOST_TEST(toUci(Move(H2, H1, MoveKind::PROMOTION, ROOK)) == "h2h1r");
  BOOST_TEST(toUci(Move(D2, D1, MoveKind::PROMOTION, BISHOP)) == "d2d1b");
  BOOST_TEST(toUci(Move(E5, D6, MoveKind::EN_PASSANT)) == "e5d6");
  // Castling: king takes rook.
  BOOST_TEST(toUci(Move(E1, H1, MoveKind::CASTLING)) == "e1h1");
  BOOST_TEST(toUci(Move(E8, A8, MoveKind::CASTLING)) == "e8a8");
  BOOST_TEST(toUci(Move(B1, A1, MoveKind::CASTLING)) == "b1a1");
}

BOOST_AUTO_TEST_CASE(castling_as_king_takes_rook) {
  checkUci(CASTLES, "e1h1", Move(E1, H1, MoveKind::CASTLING));
  checkUci(CASTLES, "e1a1", Move(E1, A1, MoveKind::CASTLING));
  checkUci("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8h8", Move(E8, H8, MoveKind::CASTLING));
  checkUci("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8a8", Move(E8, A8, MoveKind::CASTLING));
  // The generated castling moves print that way.
  std::set<std::string> castlings;
  for (Move m : legalMoves(load(CASTLES)))
    if (m.isCastling()) castlings.insert(toUci(m));
  BOOST_TEST((castlings == std::set<std::string>{"e1a1", "e1h1"}));
}

BOOST_AUTO_TEST_CASE(castling_as_king_two_squares) {
  // Standard chess notation e1g1 / e1c1 / e8g8 / e8c8.
  checkUci(CASTLES, "e1g1", Move(E1, H1, MoveKind::CASTLING));
  checkUci(CASTLES, "e1c1", Move(E1, A1, MoveKind::CASTLING));
  checkUci("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8g8", Move(E8, H8, MoveKind::CASTLING));
  checkUci("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", Move(E8, A8, MoveKind::CASTLING));
  // Chess960: king d1 to g1 (three files) with the rook on h1.
  checkUci("4k3/8/8/8/8/8/8/3K3R w H - 0 1", "d1g1", Move(D1, H1, MoveKind::CASTLING));
  // King-only castling: e1g1 and e1f1 (king takes rook f1) both mean O-O.
  checkUci("4k3/8/8/8/8/8/8/4KR2 w F - 0 1", "e1g1", Move(E1, F1, MoveKind::CASTLING));
  checkUci("4k3/8/8/8/8/8/8/4KR2 w F - 0 1", "e1f1", Move(E1, F1, MoveKind::CASTLING));
  // Swap castling: f1g1 is king-takes-rook and the king's destination at once.
  checkUci("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "f1g1", Move(F1, G1, MoveKind::CASTLING));
  // King b1, rook a1: O-O-O goes to c1, but b1c1 is an ordinary one-square king move.
  checkUci("4k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1c1", Move(B1, C1));
  checkUci("4k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1", Move(B1, A1, MoveKind::CASTLING));
  // King d1, rook a1: d1c1 is a king move; castling only as d1a1.
  checkUci("4k3/8/8/8/8/8/8/R2K4 w A - 0 1", "d1c1", Move(D1, C1));
  checkUci("4k3/8/8/8/8/8/8/R2K4 w A - 0 1", "d1a1", Move(D1, A1, MoveKind::CASTLING));
  // King f1, rook h1: f1g1 is a king move (g1 is empty), castling only as f1h1.
  checkUci("4k3/8/8/8/8/8/8/5K1R w H - 0 1", "f1g1", Move(F1, G1));
  checkUci("4k3/8/8/8/8/8/8/5K1R w H - 0 1", "f1h1", Move(F1, H1, MoveKind::CASTLING));
  // King already on its castling square (rook-only castling): only king-takes-rook.
  checkUci("4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1h1", Move(G1, H1, MoveKind::CASTLING));
  checkUciError("4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1g1", ErrorCode::ILLEGAL_MOVE, "g1g1");
  // Two squares when castling is not legal: an illegal move, not something else.
  checkUciError("4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1g1", ErrorCode::ILLEGAL_MOVE, "e1g1");
  checkUciError("5rk1/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", ErrorCode::ILLEGAL_MOVE, "e1g1");
  checkUciError(std::string(STANDARD_FEN), "e1g1", ErrorCode::ILLEGAL_MOVE, "e1g1");
}

BOOST_AUTO_TEST_CASE(parse_ordinary_moves) {
  const std::string start(STANDARD_FEN);
  checkUci(start, "e2e4", Move(E2, E4));
  checkUci(start, "g1f3", Move(G1, F3));
  checkUci("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", Move(E5, D6, MoveKind::EN_PASSANT));
  const std::string promo = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
  checkUci(promo, "a7a8q", Move(A7, A8, MoveKind::PROMOTION, QUEEN));
  checkUci(promo, "a7a8n", Move(A7, A8, MoveKind::PROMOTION, KNIGHT));
  checkUci(promo, "a7b8r", Move(A7, B8, MoveKind::PROMOTION, ROOK));
  checkUci(promo, "a7b8b", Move(A7, B8, MoveKind::PROMOTION, BISHOP));
}

BOOST_AUTO_TEST_CASE(bad_syntax) {
  const std::string start(STANDARD_FEN);
  for (const char* text : {"", "e2", "e2e", "e2e9", "i2e4", "e0e4", "e2e4qq", "e2-e4", "E2E4", "0000",
                           "e2e4 ", "e7e8k", "e7e8x", "e7e8p", "Nf3", "O-O", "e1g1castle"}) {
    checkUciError(start, text, ErrorCode::INVALID_UCI, "not a UCI move");
  }
  // Long input is cut short in the message.
  auto m = parseUci(load(start), std::string(1000, 'e'));
  BOOST_TEST_REQUIRE(!m.ok());
  BOOST_TEST(m.error().code == ErrorCode::INVALID_UCI);
  BOOST_TEST(m.error().message.size() < 200u);
}

BOOST_AUTO_TEST_CASE(illegal_moves_name_the_position) {
  const std::string start(STANDARD_FEN);
  for (const char* text : {"e2e5", "e1e2", "a1a3", "g1g3", "e7e5", "d1h5", "b1d2", "h2h1"}) {
    checkUciError(start, text, ErrorCode::ILLEGAL_MOVE, start);
    checkUciError(start, text, ErrorCode::ILLEGAL_MOVE, text);
  }
  // A promotion letter on a move that is no promotion.
  checkUciError(start, "e2e4q", ErrorCode::ILLEGAL_MOVE, start);
  // A pinned piece.
  checkUciError("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2c3", ErrorCode::ILLEGAL_MOVE,
                "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
}

BOOST_AUTO_TEST_CASE(missing_promotion_letter) {
  const std::string promo = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
  checkUciError(promo, "a7a8", ErrorCode::ILLEGAL_MOVE, "promotion");
  checkUciError(promo, "a7b8", ErrorCode::ILLEGAL_MOVE, "promotion");
  checkUciError("4k3/8/8/8/8/8/p7/1N2K3 b - - 0 1", "a2a1", ErrorCode::ILLEGAL_MOVE, "promotion");
  // An ordinary illegal move gets no promotion hint, nor a pawn's blocked push to its last rank
  // while it could promote by taking elsewhere.
  auto m = parseUci(load(promo), "e1e3");
  BOOST_TEST_REQUIRE(!m.ok());
  BOOST_TEST(m.error().message.find("promotion") == std::string::npos, m.error().message);
  auto blocked = parseUci(load("nr2k3/P7/8/8/8/8/8/4K3 w - - 0 1"), "a7a8");
  BOOST_TEST_REQUIRE(!blocked.ok());
  BOOST_TEST(blocked.error().message.find("promotion") == std::string::npos, blocked.error().message);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(san)

BOOST_AUTO_TEST_CASE(round_trip_every_legal_move) {
  int moves = 0;
  for (const Position& pos : positions()) {
    std::set<std::string> seen;
    for (Move m : legalMoves(pos)) {
      ++moves;
      const std::string san = toSan(pos, m);
      auto parsed = parseSan(pos, san);
      if (!parsed.ok() || !(*parsed == m))
        BOOST_ERROR(toFen(pos) << ": " << san << " (" << toUci(m) << ") does not parse back"
                               << (parsed ? "" : ": " + parsed.error().message));
      if (!seen.insert(san).second) BOOST_ERROR(toFen(pos) << ": two moves written " << san);
      // The check suffix agrees with the position after the move.
      Position after = pos;
      after.play(m);
      const bool mate = after.isCheck() && countLegalMoves(after) == 0;
      const char last = san.back();
      const char expected = mate ? '#' : after.isCheck() ? '+' : 0;
      if ((expected && last != expected) || (!expected && (last == '+' || last == '#')))
        BOOST_ERROR(toFen(pos) << ": " << san << " has the wrong check mark");
      // writeSan (the PGN reader's) writes the same, and playSan reaches the same position.
      char written[MAX_SAN_LENGTH];
      const std::string viaWrite(written, writeSan(written, pos, m, after));
      if (viaWrite != san) BOOST_ERROR(toFen(pos) << ": writeSan wrote " << viaWrite << " for " << san);
      Position played;
      auto viaPlay = playSan(pos, san, played);
      if (!viaPlay.ok() || !(*viaPlay == m) || played.key() != after.key() || !played.samePosition(after))
        BOOST_ERROR(toFen(pos) << ": playSan(" << san << ") differs from play");
      // Castling is written O-O / O-O-O, nothing else starts with O.
      const std::string bare = (last == '+' || last == '#') ? san.substr(0, san.size() - 1) : san;
      if (m.isCastling() != (bare == "O-O" || bare == "O-O-O"))
        BOOST_ERROR(toFen(pos) << ": castling SAN " << san);
      if (m.isCastling() && (bare == "O-O") != (m.to() > m.from()))
        BOOST_ERROR(toFen(pos) << ": castling side " << san);
      // Without the check mark it parses too.
      auto plain = parseSan(pos, bare);
      if (!plain.ok() || !(*plain == m)) BOOST_ERROR(toFen(pos) << ": " << bare << " does not parse");
    }
  }
  BOOST_TEST(moves > 100000);
}

BOOST_AUTO_TEST_CASE(basic_moves) {
  const std::string start(STANDARD_FEN);
  checkSan(start, Move(E2, E4), "e4");
  checkSan(start, Move(E2, E3), "e3");
  checkSan(start, Move(G1, F3), "Nf3");
  checkSan(start, Move(B1, C3), "Nc3");
  // Captures, en passant, promotions.
  checkSan("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", Move(E4, D5), "exd5");
  checkSan("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", Move(E5, D6, MoveKind::EN_PASSANT), "exd6");
  checkSan("4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1", Move(F3, E5), "Nxe5");
  checkSan("3n4/4P3/8/8/8/8/8/k3K3 w - - 0 1", Move(E7, E8, MoveKind::PROMOTION, QUEEN), "e8=Q");
  checkSan("3n4/4P3/8/8/8/8/8/k3K3 w - - 0 1", Move(E7, E8, MoveKind::PROMOTION, ROOK), "e8=R");
  checkSan("3n4/4P3/8/8/8/8/8/k3K3 w - - 0 1", Move(E7, D8, MoveKind::PROMOTION, BISHOP), "exd8=B");
  checkSan("3n4/4P3/8/8/8/8/8/k3K3 w - - 0 1", Move(E7, D8, MoveKind::PROMOTION, KNIGHT), "exd8=N");
  // Promotion with check and with mate.
  checkSan("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", Move(A7, B8, MoveKind::PROMOTION, QUEEN), "axb8=Q+");
  checkSan("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", Move(A7, B8, MoveKind::PROMOTION, KNIGHT), "axb8=N");
  checkSan("k7/2P5/1K6/8/8/8/8/8 w - - 0 1", Move(C7, C8, MoveKind::PROMOTION, QUEEN), "c8=Q#");
  checkSan("k7/2P5/1K6/8/8/8/8/8 w - - 0 1", Move(C7, C8, MoveKind::PROMOTION, ROOK), "c8=R#");
  checkSan("k7/2P5/1K6/8/8/8/8/8 w - - 0 1", Move(C7, C8, MoveKind::PROMOTION, BISHOP), "c8=B");
  // Checks and mate.
  checkSan("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", Move(D8, H4), "Qh4#");
  checkSan("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", Move(A1, A8), "Ra8+");
  checkSan("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", Move(E1, D2), "Kd2");
  checkSan("6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1", Move(A1, A8), "Ra8#");
}

BOOST_AUTO_TEST_CASE(disambiguation) {
  // By file: knights b1 and f1 both reach d2.
  const std::string knights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
  checkSan(knights, Move(B1, D2), "Nbd2");
  checkSan(knights, Move(F1, D2), "Nfd2");
  checkSan(knights, Move(B1, C3), "Nc3");
  // By rank: rooks a1 and a5 both reach a3.
  const std::string rooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
  checkSan(rooks, Move(A1, A3), "R1a3");
  checkSan(rooks, Move(A5, A3), "R5a3");
  checkSan(rooks, Move(A1, B1), "Rb1");
  // By both: queens a1, c1 and a3 all reach b2.
  const std::string queens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
  checkSan(queens, Move(A1, B2), "Qa1b2");
  checkSan(queens, Move(C1, B2), "Qcb2");
  checkSan(queens, Move(A3, B2), "Q3b2");
  // File first even when the rank would also do.
  checkSan("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", Move(B1, D2), "Nbd2");
  checkSan("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", Move(F3, D2), "Nfd2");
  checkSan("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", Move(B1, C3), "Nc3");
  // Same rank, different files: file.
  checkSan("4k3/8/8/8/8/8/1N3N2/4K3 w - - 0 1", Move(B2, D3), "Nbd3");
  checkSan("4k3/8/8/8/8/8/1N3N2/4K3 w - - 0 1", Move(F2, D1), "Nfd1");
  checkSan("4k3/8/8/8/8/8/1N3N2/4K3 w - - 0 1", Move(F2, G4), "Ng4");
  // A pinned knight does not count: only one knight can really go to c3.
  checkSan("4k3/4r3/8/8/8/8/4N3/1N2K3 w - - 0 1", Move(B1, C3), "Nc3");
  checkSan("4k3/8/8/8/8/8/4N3/1N2K3 w - - 0 1", Move(B1, C3), "Nbc3");
  // Nor do the other moves of the side's knights, nor another kind of piece going to c3.
  checkSan("4k3/4r3/8/8/8/8/4N3/1N2K1N1 w - - 0 1", Move(B1, C3), "Nc3");
  checkSan("4k3/4r3/8/8/8/8/3BN3/1N2K3 w - - 0 1", Move(B1, C3), "Nc3");
  // Disambiguated captures.
  checkSan("4k3/8/8/4p3/8/3N1N2/8/4K3 w - - 0 1", Move(D3, E5), "Ndxe5");
}

BOOST_AUTO_TEST_CASE(castling) {
  checkSan(CASTLES, Move(E1, H1, MoveKind::CASTLING), "O-O");
  checkSan(CASTLES, Move(E1, A1, MoveKind::CASTLING), "O-O-O");
  checkSan("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", Move(E8, H8, MoveKind::CASTLING), "O-O");
  checkSan("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", Move(E8, A8, MoveKind::CASTLING), "O-O-O");
  // King and rook adjacent: O-O-O is b1a1, Kc1 an ordinary king move to the same square.
  checkSan("4k3/8/8/8/8/8/8/RK6 w A - 0 1", Move(B1, A1, MoveKind::CASTLING), "O-O-O");
  checkSan("4k3/8/8/8/8/8/8/RK6 w A - 0 1", Move(B1, C1), "Kc1");
  // The king does not move.
  checkSan("4k3/8/8/8/8/8/8/6KR w H - 0 1", Move(G1, H1, MoveKind::CASTLING), "O-O");
  checkSan("4k3/8/8/8/8/8/8/R1K5 w A - 0 1", Move(C1, A1, MoveKind::CASTLING), "O-O-O");
  // The rook does not move.
  checkSan("4k3/8/8/8/8/8/8/4KR2 w F - 0 1", Move(E1, F1, MoveKind::CASTLING), "O-O");
  checkSan("4k3/8/8/8/8/8/8/3RK3 w D - 0 1", Move(E1, D1, MoveKind::CASTLING), "O-O-O");
  // Swap.
  checkSan("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", Move(F1, G1, MoveKind::CASTLING), "O-O");
  checkSan("4k3/8/8/8/8/8/8/2RK4 w C - 0 1", Move(D1, C1, MoveKind::CASTLING), "O-O-O");
  // Castling with check, and castling with mate.
  checkSan("5k2/8/8/8/8/8/8/4K2R w K - 0 1", Move(E1, H1, MoveKind::CASTLING), "O-O+");
  checkSan("4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1", Move(E1, H1, MoveKind::CASTLING), "O-O#");
  // Both sides castle on move one (BQNBRKRN: king f1, rook g1).
  Position pos = load("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1");
  BOOST_TEST(toSan(pos, Move(F1, G1, MoveKind::CASTLING)) == "O-O");
  auto white = parseSan(pos, "O-O");
  BOOST_TEST_REQUIRE(white.ok());
  BOOST_TEST(*white == Move(F1, G1, MoveKind::CASTLING));
  pos.play(*white);
  auto black = parseSan(pos, "O-O");
  BOOST_TEST_REQUIRE(black.ok());
  BOOST_TEST(*black == Move(F8, G8, MoveKind::CASTLING));
  BOOST_TEST(toSan(pos, *black) == "O-O");
  checkSanError("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1", "O-O-O", ErrorCode::ILLEGAL_MOVE,
                "illegal");
}

BOOST_AUTO_TEST_CASE(lenient_input) {
  const std::string start(STANDARD_FEN);
  checkSanParses(CASTLES, "0-0", Move(E1, H1, MoveKind::CASTLING));
  checkSanParses(CASTLES, "0-0-0", Move(E1, A1, MoveKind::CASTLING));
  checkSanParses(CASTLES, "O-O+", Move(E1, H1, MoveKind::CASTLING));
  checkSanParses("3n4/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e8Q", Move(E7, E8, MoveKind::PROMOTION, QUEEN));
  checkSanParses("3n4/4P3/8/8/8/8/8/k3K3 w - - 0 1", "exd8N", Move(E7, D8, MoveKind::PROMOTION, KNIGHT));
  // Black's promotion on the first rank, its piece in lower case and no '='.
  checkSanParses("4k3/8/8/8/8/8/3p4/K7 b - - 0 1", "d1q", Move(D2, D1, MoveKind::PROMOTION, QUEEN));
  // Missing or extra marks.
  checkSanParses("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "Qh4", Move(D8, H4));
  checkSanParses("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "axb8=Q", Move(A7, B8, MoveKind::PROMOTION, QUEEN));
  checkSanParses(start, "Nf3!?", Move(G1, F3));
  checkSanParses(start, "e4!", Move(E2, E4));
  // Extra disambiguation.
  checkSanParses(start, "Ngf3", Move(G1, F3));
  checkSanParses(start, "N1f3", Move(G1, F3));
  checkSanParses(start, "Ng1f3", Move(G1, F3));
  // Capture mark missing.
  checkSanParses("4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1", "Ne5", Move(F3, E5));
}

// What people type besides SAN: long algebraic with '-' or 'x', promotion letters in either case.
BOOST_AUTO_TEST_CASE(long_algebraic) {
  const std::string start(STANDARD_FEN);
  const std::string promote = "3n4/4P3/8/8/8/8/8/k3K3 w - - 0 1";
  checkSanParses(start, "e2-e4", Move(E2, E4));
  checkSanParses(start, "e2e4", Move(E2, E4));
  checkSanParses(start, "Ng1-f3", Move(G1, F3));
  checkSanParses(start, "g1-f3", Move(G1, F3));
  checkSanParses(start, "Nb1xc3", Move(B1, C3));  // a capture mark on a quiet move, as in SAN
  checkSanParses(start, "Nb1-c3+", Move(B1, C3));
  checkSanParses(promote, "e7-e8=Q", Move(E7, E8, MoveKind::PROMOTION, QUEEN));
  checkSanParses(promote, "e7e8q", Move(E7, E8, MoveKind::PROMOTION, QUEEN));
  checkSanParses(promote, "e7-e8n", Move(E7, E8, MoveKind::PROMOTION, KNIGHT));
  checkSanParses(promote, "e7xd8=r", Move(E7, D8, MoveKind::PROMOTION, ROOK));
  checkSanParses(promote, "e8=q", Move(E7, E8, MoveKind::PROMOTION, QUEEN));
  checkSanParses(promote, "exd8b", Move(E7, D8, MoveKind::PROMOTION, BISHOP));
  // Castling as the king's move (onto its castling square or onto its rook), as in UCI.
  checkSanParses(CASTLES, "Ke1-g1", Move(E1, H1, MoveKind::CASTLING));
  checkSanParses(CASTLES, "e1-c1", Move(E1, A1, MoveKind::CASTLING));
  checkSanParses(CASTLES, "Ke1xh1", Move(E1, H1, MoveKind::CASTLING));
  // Chess960: king f1, rook g1; the king onto its own rook is castling, as in UCI.
  checkSanParses("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "Kf1-g1", Move(F1, G1, MoveKind::CASTLING));
  // The same without '-' or 'x', as UCI writes them (with a piece letter or without).
  checkSanParses(CASTLES, "Ke1g1", Move(E1, H1, MoveKind::CASTLING));
  checkSanParses(CASTLES, "e1c1", Move(E1, A1, MoveKind::CASTLING));
  checkSanParses("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "Kf1g1", Move(F1, G1, MoveKind::CASTLING));
}

BOOST_AUTO_TEST_CASE(long_algebraic_refusals) {
  const std::string start(STANDARD_FEN);
  const std::string promote = "3n4/4P3/8/8/8/8/8/k3K3 w - - 0 1";
  // The piece letter must match the piece on the from-square.
  checkSanError(start, "Bg1-f3", ErrorCode::ILLEGAL_MOVE, "no bishop of the side to move on g1");
  checkSanError(start, "Qe2-e4", ErrorCode::ILLEGAL_MOVE, "no queen of the side to move on e2");
  // Nothing of the side to move on the from-square.
  checkSanError(start, "e3-e4", ErrorCode::ILLEGAL_MOVE, "no piece of the side to move on e3");
  checkSanError(start, "e3e4", ErrorCode::ILLEGAL_MOVE, "no piece of the side to move on e3");
  checkSanError(start, "e7-e5", ErrorCode::ILLEGAL_MOVE, "e7");
  // Not a legal move of that piece.
  checkSanError(start, "Ng1-g3", ErrorCode::ILLEGAL_MOVE, start);
  checkSanError(start, "e2-e5", ErrorCode::ILLEGAL_MOVE, "illegal move e2-e5");
  // A promotion without its piece is one of four moves: refused, not guessed.
  checkSanError(promote, "e7-e8", ErrorCode::ILLEGAL_MOVE, "promotion");
  checkSanError(promote, "e7e8", ErrorCode::ILLEGAL_MOVE, "promotion");
  checkSanError(promote, "e7-e8=K", ErrorCode::INVALID_SAN, "SAN");
  checkSanError(promote, "e7-e8=P", ErrorCode::INVALID_SAN, "SAN");
  // Broken forms stay syntax errors.
  for (const char* text :
       {"e2--e4", "e2-", "-e4", "e2-e9", "Ng1-", "Ng1-f3-", "e2/e4", "E2-E4", "e2-e4=", "e7e8=K"})
    checkSanError(start, text, ErrorCode::INVALID_SAN, "SAN");
  // Short forms that are ambiguous stay ambiguous.
  checkSanError("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2", ErrorCode::AMBIGUOUS_SAN, "knight");
  checkSanParses("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nb1-d2", Move(B1, D2));
  checkSanParses("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nf1-d2", Move(F1, D2));
}

BOOST_AUTO_TEST_CASE(errors) {
  const std::string start(STANDARD_FEN);
  for (const char* san :
       {"", "Zf3", "e9", "N", "K", "x", "nf3", "Nf3extra", "O-O-O-O", "e8=K", "Ne4=Q", "Nz3", "++", "Pe4x"}) {
    checkSanError(start, san, ErrorCode::INVALID_SAN, "SAN");
  }
  checkSanError(start, std::string(500, 'N'), ErrorCode::INVALID_SAN, "not SAN");
  // At most 16 characters, marks included.
  checkSanParses(start, "Nf3" + std::string(13, '!'), Move(G1, F3));
  checkSanError(start, "Nf3" + std::string(14, '!'), ErrorCode::INVALID_SAN, "not SAN");
  // Illegal: no such move here; the message names the position.
  for (const char* san : {"e5", "Nf6", "Ke2", "O-O", "O-O-O", "Bb5", "Qd3", "exd5", "a8=Q"}) {
    checkSanError(start, san, ErrorCode::ILLEGAL_MOVE, start);
  }
  checkSanError(CASTLES, "Kg1", ErrorCode::ILLEGAL_MOVE, "illegal");
  // A pawn never pushes onto a piece, and goes two squares only from its own second rank.
  checkSanError("4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1", "e5", ErrorCode::ILLEGAL_MOVE, "illegal");
  checkSanError("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e5", ErrorCode::ILLEGAL_MOVE, "illegal");
  checkSanError("4k3/8/4p3/8/8/8/8/4K3 b - - 0 1", "e4", ErrorCode::ILLEGAL_MOVE, "illegal");
  checkSanError("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8", ErrorCode::ILLEGAL_MOVE, "promotion");
  checkSanError("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "axb8", ErrorCode::ILLEGAL_MOVE, "promotion");
  checkSanError("4k3/8/8/8/8/8/p7/1N2K3 b - - 0 1", "a1", ErrorCode::ILLEGAL_MOVE,
                "promotion needs its piece");
  // Pinned knight.
  checkSanError("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "Nc3", ErrorCode::ILLEGAL_MOVE, "illegal");
  // Ambiguous.
  checkSanError("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2", ErrorCode::AMBIGUOUS_SAN, "d2");
  checkSanError("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2", ErrorCode::AMBIGUOUS_SAN, "knight");
  checkSanError("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "Ra3", ErrorCode::AMBIGUOUS_SAN, "a3");
  checkSanError("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "Qb2", ErrorCode::AMBIGUOUS_SAN, "queen");
  checkSanError("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "Qab2", ErrorCode::AMBIGUOUS_SAN, "b2");
  checkSanError("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "Q1b2", ErrorCode::AMBIGUOUS_SAN, "b2");
}

// The hint that a promotion needs its piece goes with a pawn move to its last rank written without
// one, and with no other illegal move.
BOOST_AUTO_TEST_CASE(promotion_hint_only_where_the_piece_is_missing) {
  const std::string promo = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
  for (const auto& [fen, san] : std::vector<std::pair<std::string, std::string>>{
           {std::string(STANDARD_FEN), "e5"},              // a pawn, not to its last rank
           {promo, "b8=Q"},                                // to the last rank, its piece written
           {promo, "Kd8"},                                 // another piece to the last rank
           {"4k3/8/8/8/8/8/p7/1N2K3 b - - 0 1", "a8"}}) {  // the other side's last rank
    auto m = parseSan(load(fen), san);
    BOOST_TEST_REQUIRE(!m.ok(), fen << " '" << san << "' accepted");
    BOOST_TEST(m.error().code == ErrorCode::ILLEGAL_MOVE, san << ": " << m.error().message);
    BOOST_TEST(m.error().message.find("promotion") == std::string::npos, san << ": " << m.error().message);
  }
}

BOOST_AUTO_TEST_SUITE_END()

// The letter and square tables every notation reads and writes through (piece_names.h,
// square_names.h): each direction undoes the other, and nothing else is accepted.
BOOST_AUTO_TEST_SUITE(letters)

BOOST_AUTO_TEST_CASE(piece_letters_round_trip) {
  const std::string capitals = "PNBRQK", lower = "pnbrqk";
  for (int t = PAWN; t <= KING; ++t) {
    const PieceType type = PieceType(t);
    BOOST_TEST(pieceLetter(type) == capitals[std::size_t(t)]);
    BOOST_TEST(lowerPieceLetter(type) == lower[std::size_t(t)]);
    BOOST_TEST(pieceTypeFromLetter(pieceLetter(type)) == type);
    BOOST_TEST(pieceTypeFromLetter(lowerPieceLetter(type)) == NO_PIECE_TYPE);  // capitals only
    BOOST_TEST(pieceTypeFromEitherCase(lowerPieceLetter(type)) == type);
    BOOST_TEST(fenLetter(makePiece(WHITE, type)) == capitals[std::size_t(t)]);
    BOOST_TEST(fenLetter(makePiece(BLACK, type)) == lower[std::size_t(t)]);
    const bool promotable = type >= KNIGHT && type <= QUEEN;
    BOOST_TEST(promotionFromLetter(pieceLetter(type)) == (promotable ? type : NO_PIECE_TYPE));
    BOOST_TEST(promotionFromLetter(lowerPieceLetter(type)) == (promotable ? type : NO_PIECE_TYPE));
  }
  for (char c : std::string("AaXx0 =")) BOOST_TEST(pieceTypeFromEitherCase(c) == NO_PIECE_TYPE);
  BOOST_TEST(std::string(pieceName(KNIGHT)) == "knight");
  BOOST_TEST(std::string(pieceName(KING)) == "king");
}

BOOST_AUTO_TEST_CASE(square_names_round_trip) {
  for (int s = 0; s < SQUARE_COUNT; ++s) {
    const std::string name = squareName(Square(s));
    BOOST_TEST(name.size() == 2u);
    BOOST_TEST(parseSquare(name) == Square(s));
    BOOST_TEST(fileFromLetter(name[0]) == fileOf(Square(s)));
    BOOST_TEST(rankFromDigit(name[1]) == rankOf(Square(s)));
  }
  BOOST_TEST(squareName(E4) == "e4");
  for (const char* bad : {"", "e", "e44", "i1", "a9", "a0", "E4", "`1"})
    BOOST_TEST(parseSquare(bad) == NO_SQUARE);
}

BOOST_AUTO_TEST_SUITE_END()
