// Game: playing and taking back moves, and what the rules say about the result.
#include <boost/test/unit_test.hpp>
#include <string>
#include <vector>

#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/movegen.h"
#include "chess960/start_positions.h"
#include "chess960/uci.h"
#include "support.h"

using namespace chess960;

namespace {

void playAll(Game& game, const std::vector<std::string>& sans) {
  for (const auto& san : sans) {
    auto m = game.playSan(san);
    BOOST_TEST_REQUIRE(m.ok(), san << ": " << (m ? "" : m.error().message));
  }
}

bool insufficient(const std::string& fen) { return isInsufficientMaterial(*parseFen(fen)); }

const std::vector<std::string> KNIGHT_SHUFFLE = {"Nf3", "Nf6", "Ng1", "Ng8"};

}  // namespace

BOOST_AUTO_TEST_SUITE(game)

BOOST_AUTO_TEST_CASE(new_game) {
  const Game game;
  BOOST_TEST(toFen(game.position()) == std::string(STANDARD_FEN));
  BOOST_TEST(toFen(game.startPosition()) == std::string(STANDARD_FEN));
  BOOST_TEST(game.ply() == 0);
  BOOST_TEST(game.moves().empty());
  BOOST_TEST(!game.isCheck());
  BOOST_TEST(!game.isCheckmate());
  BOOST_TEST(!game.isStalemate());
  BOOST_TEST(!game.isInsufficientMaterial());
  BOOST_TEST(game.repetitionCount() == 1);
  BOOST_TEST(!game.canClaimThreefoldRepetition());
  BOOST_TEST(!game.canClaimFiftyMoves());
  BOOST_TEST(!game.isSeventyFiveMoves());
  BOOST_TEST(!game.outcome().isOver());
  BOOST_TEST(game.outcome().termination == Termination::NONE);
  BOOST_TEST(!game.outcome().winner.has_value());
}

BOOST_AUTO_TEST_CASE(fools_mate) {
  Game game;
  playAll(game, {"f3", "e5", "g4", "Qh4#"});
  BOOST_TEST(game.ply() == 4);
  BOOST_TEST(game.isCheck());
  BOOST_TEST(game.isCheckmate());
  BOOST_TEST(!game.isStalemate());
  const Outcome outcome = game.outcome();
  BOOST_TEST(outcome.isOver());
  BOOST_TEST(outcome.termination == Termination::CHECKMATE);
  BOOST_TEST_REQUIRE(outcome.winner.has_value());
  BOOST_TEST(*outcome.winner == BLACK);
  BOOST_TEST(toFen(game.position()) == "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  // No move is legal any more.
  auto more = game.playUci("e1f2");
  BOOST_TEST_REQUIRE(!more.ok());
  BOOST_TEST(more.error().code == ErrorCode::ILLEGAL_MOVE);
  BOOST_TEST(game.ply() == 4);
  // The same game in UCI.
  Game uci;
  for (const char* m : {"f2f3", "e7e5", "g2g4", "d8h4"}) BOOST_TEST_REQUIRE(uci.playUci(m).ok());
  BOOST_TEST(uci.isCheckmate());
  BOOST_TEST(uci.position().samePosition(game.position()));
}

BOOST_AUTO_TEST_CASE(white_mates) {
  Game game = test::loadGame("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1");
  BOOST_TEST_REQUIRE(game.playSan("Ra8#").ok());
  BOOST_TEST(game.outcome().termination == Termination::CHECKMATE);
  BOOST_TEST_REQUIRE(game.outcome().winner.has_value());
  BOOST_TEST(*game.outcome().winner == WHITE);
  // Check without mate is no result.
  Game check = test::loadGame("6k1/6pp/8/8/8/8/8/R3K3 w - - 0 1");
  BOOST_TEST_REQUIRE(check.playSan("Ra8+").ok());
  BOOST_TEST(check.isCheck());
  BOOST_TEST(!check.isCheckmate());
  BOOST_TEST(!check.outcome().isOver());
}

BOOST_AUTO_TEST_CASE(stalemate) {
  Game game = test::loadGame("k7/8/8/2Q5/8/8/8/7K w - - 0 1");
  BOOST_TEST(!game.isStalemate());
  BOOST_TEST_REQUIRE(game.playSan("Qb6").ok());
  BOOST_TEST(game.isStalemate());
  BOOST_TEST(!game.isCheckmate());
  BOOST_TEST(!game.isCheck());
  BOOST_TEST(game.outcome().termination == Termination::STALEMATE);
  BOOST_TEST(!game.outcome().winner.has_value());
  // A stalemate straight from a FEN.
  Game fromFen = test::loadGame("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  BOOST_TEST(fromFen.isStalemate());
  BOOST_TEST(fromFen.outcome().termination == Termination::STALEMATE);
}

BOOST_AUTO_TEST_CASE(insufficient_material) {
  // Dead positions.
  BOOST_TEST(insufficient("8/8/8/4k3/8/8/8/4K3 w - - 0 1"));      // K v K
  BOOST_TEST(insufficient("8/8/8/4k3/8/8/8/4KN2 w - - 0 1"));     // KN v K
  BOOST_TEST(insufficient("8/8/8/4k3/8/8/8/4Kn2 b - - 0 1"));     // K v KN
  BOOST_TEST(insufficient("8/8/8/4k3/8/8/8/4KB2 w - - 0 1"));     // KB v K
  BOOST_TEST(insufficient("5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1"));  // KB v KB, both dark (c1, f8)
  BOOST_TEST(insufficient("2b5/8/8/4k3/8/8/8/3BK3 w - - 0 1"));   // KB v KB, both light (d1, c8)
  BOOST_TEST(insufficient("8/8/8/4k3/8/B7/8/2B1K3 w - - 0 1"));   // KBB v K, both dark (a3, c1)
  // Not dead.
  BOOST_TEST(!insufficient("8/8/8/4k3/8/8/8/3NKN2 w - - 0 1"));    // KNN v K
  BOOST_TEST(!insufficient("2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1"));  // KB v KB, opposite colours
  BOOST_TEST(!insufficient("8/8/8/4k3/8/8/8/2B1KB2 w - - 0 1"));   // KBB v K, both colours (c1, f1)
  BOOST_TEST(!insufficient("8/8/8/4k3/8/8/8/2n1KB2 w - - 0 1"));   // KB v KN
  BOOST_TEST(!insufficient("8/8/8/4k3/8/8/8/2n1KN2 w - - 0 1"));   // KN v KN
  BOOST_TEST(!insufficient("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"));    // a pawn
  BOOST_TEST(!insufficient("8/8/8/4k3/8/8/8/4K2R w - - 0 1"));     // a rook
  BOOST_TEST(!insufficient("8/8/8/4k3/8/8/8/3qK3 w - - 0 1"));     // a queen
  BOOST_TEST(!insufficient(std::string(STANDARD_FEN)));
  // In a game: the capture that leaves K v K ends it.
  Game game = test::loadGame("8/8/8/4k3/8/8/3r4/4K3 w - - 0 1");
  BOOST_TEST(!game.isInsufficientMaterial());
  BOOST_TEST(!game.outcome().isOver());
  BOOST_TEST_REQUIRE(game.playSan("Kxd2").ok());
  BOOST_TEST(game.isInsufficientMaterial());
  BOOST_TEST(game.outcome().termination == Termination::INSUFFICIENT_MATERIAL);
  BOOST_TEST(!game.outcome().winner.has_value());
}

BOOST_AUTO_TEST_CASE(fifty_and_seventy_five_moves) {
  Game game = test::loadGame("4k3/8/8/8/8/8/8/R3K3 w - - 98 60");
  BOOST_TEST(!game.canClaimFiftyMoves());
  BOOST_TEST_REQUIRE(game.playSan("Ra2").ok());
  BOOST_TEST(game.position().halfmoveClock() == 99);
  BOOST_TEST(!game.canClaimFiftyMoves());
  BOOST_TEST_REQUIRE(game.playSan("Kd7").ok());
  BOOST_TEST(game.position().halfmoveClock() == 100);
  BOOST_TEST(game.canClaimFiftyMoves());
  BOOST_TEST(!game.isSeventyFiveMoves());
  BOOST_TEST(!game.outcome().isOver());  // fifty moves must be claimed

  Game late = test::loadGame("4k3/8/8/8/8/8/8/R3K3 w - - 148 80");
  BOOST_TEST_REQUIRE(late.playSan("Ra2").ok());
  BOOST_TEST(!late.isSeventyFiveMoves());
  BOOST_TEST(!late.outcome().isOver());
  BOOST_TEST_REQUIRE(late.playSan("Kd7").ok());
  BOOST_TEST(late.position().halfmoveClock() == 150);
  BOOST_TEST(late.isSeventyFiveMoves());
  BOOST_TEST(!late.canClaimFiftyMoves());  // drawn by rule: nothing left to claim
  BOOST_TEST(late.outcome().termination == Termination::SEVENTY_FIVE_MOVES);
  BOOST_TEST(!late.outcome().winner.has_value());
  // Straight from a FEN.
  BOOST_TEST(test::loadGame("4k3/8/8/8/8/8/8/R3K3 w - - 150 80").outcome().termination ==
             Termination::SEVENTY_FIVE_MOVES);
  BOOST_TEST(test::loadGame("4k3/8/8/8/8/8/8/R3K3 w - - 149 80").outcome().termination == Termination::NONE);

  // A capture or a pawn move resets the count.
  Game capture = test::loadGame("4k3/8/8/8/8/8/r7/R3K3 w - - 149 80");
  BOOST_TEST_REQUIRE(capture.playSan("Rxa2").ok());
  BOOST_TEST(capture.position().halfmoveClock() == 0);
  BOOST_TEST(!capture.outcome().isOver());
  Game pawn = test::loadGame("4k3/8/8/8/8/8/P7/R3K3 w - - 149 80");
  BOOST_TEST_REQUIRE(pawn.playSan("a3").ok());
  BOOST_TEST(pawn.position().halfmoveClock() == 0);

  // Checkmate on the 150th half-move: the mate counts, not the 75-move rule.
  Game mate = test::loadGame("6k1/5ppp/8/8/8/8/8/R3K3 w - - 149 100");
  BOOST_TEST_REQUIRE(mate.playSan("Ra8#").ok());
  BOOST_TEST(mate.position().halfmoveClock() == 150);
  BOOST_TEST(mate.isCheckmate());
  BOOST_TEST(!mate.isSeventyFiveMoves());
  BOOST_TEST(mate.outcome().termination == Termination::CHECKMATE);
  BOOST_TEST_REQUIRE(mate.outcome().winner.has_value());
  BOOST_TEST(*mate.outcome().winner == WHITE);
}

BOOST_AUTO_TEST_CASE(threefold_and_fivefold_repetition) {
  Game game;
  const std::string start = toFen(game.position());
  BOOST_TEST(game.repetitionCount() == 1);
  playAll(game, KNIGHT_SHUFFLE);
  BOOST_TEST(game.repetitionCount() == 2);
  BOOST_TEST(!game.canClaimThreefoldRepetition());
  playAll(game, {"Nf3", "Nf6"});
  BOOST_TEST(game.repetitionCount() == 2);  // the position after 1.Nf3 Nf6, seen twice now
  playAll(game, {"Ng1", "Ng8"});
  BOOST_TEST(game.repetitionCount() == 3);
  BOOST_TEST(game.canClaimThreefoldRepetition());
  BOOST_TEST(!game.isFivefoldRepetition());
  BOOST_TEST(!game.outcome().isOver());  // threefold must be claimed
  playAll(game, KNIGHT_SHUFFLE);
  BOOST_TEST(game.repetitionCount() == 4);
  BOOST_TEST(!game.isFivefoldRepetition());
  BOOST_TEST(!game.outcome().isOver());
  playAll(game, {"Nf3", "Nf6", "Ng1"});
  BOOST_TEST(game.repetitionCount() == 4);  // Black to move after 1.Ng1: not the start position
  BOOST_TEST(!game.outcome().isOver());
  BOOST_TEST_REQUIRE(game.playSan("Ng8").ok());
  BOOST_TEST(game.repetitionCount() == 5);
  BOOST_TEST(game.isFivefoldRepetition());
  BOOST_TEST(game.isThreefoldRepetition());
  BOOST_TEST(!game.canClaimThreefoldRepetition());  // drawn by rule: nothing left to claim
  BOOST_TEST(game.outcome().termination == Termination::FIVEFOLD_REPETITION);
  BOOST_TEST(!game.outcome().winner.has_value());
  BOOST_TEST(toFen(game.position()) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9");
  BOOST_TEST(game.position().samePosition(game.startPosition()));
  BOOST_TEST(start == toFen(game.startPosition()));
  // Taking a move back undoes the repetition.
  BOOST_TEST(game.undo());
  BOOST_TEST(game.repetitionCount() == 4);
  BOOST_TEST(!game.outcome().isOver());
}

BOOST_AUTO_TEST_CASE(repetition_needs_same_castling_rights) {
  Game game = test::loadGame("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  playAll(game, {"Rg1", "Rb8", "Rh1", "Ra8"});
  // Same placement, but the castling rights are gone: a new position.
  BOOST_TEST(game.position().samePosition(game.startPosition()) == false);
  BOOST_TEST(game.repetitionCount() == 1);
  playAll(game, {"Rg1", "Rb8", "Rh1", "Ra8"});
  BOOST_TEST(game.repetitionCount() == 2);
  playAll(game, {"Rg1", "Rb8", "Rh1", "Ra8"});
  BOOST_TEST(game.repetitionCount() == 3);
  BOOST_TEST(game.canClaimThreefoldRepetition());
}

BOOST_AUTO_TEST_CASE(chess960_game) {
  auto start = startPosition(4);  // QBBNNRKR
  BOOST_TEST_REQUIRE(start.ok());
  Game game(*start);
  BOOST_TEST(game.startPosition().samePosition(*start));
  // Knight shuffles repeat in Chess960 too: each side moves its first knight out, then back.
  std::vector<Move> shuffle;
  Position pos = *start;
  for (int i = 0; i < 2; ++i) {
    const Square knight = lsb(pos.pieces(pos.turn(), KNIGHT));
    Move out = Move::none();
    for (Move m : legalMoves(pos))
      if (m.from() == knight) out = m;
    BOOST_TEST_REQUIRE(!out.isNone());
    shuffle.push_back(out);
    pos.play(out);
  }
  const std::vector<Move> cycle = {shuffle[0], shuffle[1], Move(shuffle[0].to(), shuffle[0].from()),
                                   Move(shuffle[1].to(), shuffle[1].from())};
  for (int round = 0; round < 4; ++round)
    for (Move m : cycle) BOOST_TEST_REQUIRE(game.play(m).ok(), toUci(m));
  BOOST_TEST(game.repetitionCount() == 5);
  BOOST_TEST(game.outcome().termination == Termination::FIVEFOLD_REPETITION);
}

BOOST_AUTO_TEST_CASE(undo_restores_everything) {
  Game game = test::loadGame("r3k2r/pppq1ppp/2n2n2/3pp3/1b1PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 8");
  std::vector<std::string> fens{toFen(game.position())};
  std::vector<std::uint64_t> keys{game.position().key()};
  for (const char* san : {"dxe5", "O-O-O", "exf6", "dxe4", "fxg7", "Qxd2+", "Nxd2", "Kb8", "gxh8=Q"}) {
    auto m = game.playSan(san);
    BOOST_TEST_REQUIRE(m.ok(), san << ": " << (m ? "" : m.error().message));
    fens.push_back(toFen(game.position()));
    keys.push_back(game.position().key());
  }
  BOOST_TEST(game.ply() == 9);
  const std::vector<Move> played = game.moves();
  for (int ply = 9; ply > 0; --ply) {
    BOOST_TEST(toFen(game.position()) == fens[ply]);
    BOOST_TEST(game.undo());
    BOOST_TEST(game.ply() == ply - 1);
    BOOST_TEST(int(game.moves().size()) == ply - 1);
    BOOST_TEST(toFen(game.position()) == fens[ply - 1]);
    BOOST_TEST(game.position().key() == keys[ply - 1]);
    for (int i = 0; i < ply - 1; ++i) BOOST_TEST(game.moves()[i] == played[i]);
  }
  BOOST_TEST(!game.undo());
  BOOST_TEST(game.ply() == 0);
  BOOST_TEST(toFen(game.position()) == fens[0]);
  // Undoing a mate.
  Game mate;
  playAll(mate, {"f3", "e5", "g4", "Qh4#"});
  BOOST_TEST(mate.undo());
  BOOST_TEST(!mate.isCheckmate());
  BOOST_TEST(!mate.outcome().isOver());
  BOOST_TEST(mate.playSan("Qh4").ok());
  BOOST_TEST(mate.isCheckmate());
}

BOOST_AUTO_TEST_CASE(illegal_moves_change_nothing) {
  Game game;
  BOOST_TEST_REQUIRE(game.playSan("e4").ok());
  const std::string fen = toFen(game.position());
  auto check = [&](const Result<Move>& result, ErrorCode code) {
    BOOST_TEST_REQUIRE(!result.ok());
    BOOST_TEST(result.error().code == code, result.error().message);
    BOOST_TEST(!result.error().message.empty());
    BOOST_TEST(game.ply() == 1);
    BOOST_TEST(game.moves().size() == 1u);
    BOOST_TEST(toFen(game.position()) == fen);
  };
  check(game.play(Move(E2, E4)), ErrorCode::ILLEGAL_MOVE);  // White's move, Black to play
  check(game.play(Move(E7, E4)), ErrorCode::ILLEGAL_MOVE);
  check(game.play(Move(E8, H8, MoveKind::CASTLING)), ErrorCode::ILLEGAL_MOVE);
  check(game.play(Move(E7, E5, MoveKind::PROMOTION, QUEEN)), ErrorCode::ILLEGAL_MOVE);
  check(game.play(Move::none()), ErrorCode::ILLEGAL_MOVE);
  check(game.playUci("e7e4"), ErrorCode::ILLEGAL_MOVE);
  check(game.playUci("e7"), ErrorCode::INVALID_UCI);
  check(game.playSan("Nf3"), ErrorCode::ILLEGAL_MOVE);
  check(game.playSan("Zz9"), ErrorCode::INVALID_SAN);
  BOOST_TEST(game.play(Move(E7, E5)).ok());
  BOOST_TEST(game.ply() == 2);
  // Ambiguous SAN through the game.
  Game knights = test::loadGame("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
  auto ambiguous = knights.playSan("Nd2");
  BOOST_TEST_REQUIRE(!ambiguous.ok());
  BOOST_TEST(ambiguous.error().code == ErrorCode::AMBIGUOUS_SAN);
  BOOST_TEST(knights.ply() == 0);
  // Standard-chess castling spelled as a king move is not a legal Move value: castling is king-takes-rook.
  Game castles = test::loadGame("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  BOOST_TEST(!castles.play(Move(E1, G1)).ok());
  BOOST_TEST(!castles.play(Move(E1, G1, MoveKind::CASTLING)).ok());
  auto castled = castles.play(Move(E1, H1, MoveKind::CASTLING));
  BOOST_TEST_REQUIRE(castled.ok());
  BOOST_TEST(*castled == Move(E1, H1, MoveKind::CASTLING));
  BOOST_TEST(toFen(castles.position()) == "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
  auto viaUci = castles.playUci("e8c8");
  BOOST_TEST_REQUIRE(viaUci.ok());
  BOOST_TEST(*viaUci == Move(E8, A8, MoveKind::CASTLING));
}

BOOST_AUTO_TEST_CASE(from_fen_errors) {
  struct Case {
    const char* fen;
    ErrorCode code;
  };
  const Case cases[] = {
      {"", ErrorCode::FEN_FIELD_COUNT},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", ErrorCode::FEN_FIELD_COUNT},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", ErrorCode::FEN_BOARD},
      {"8/8/8/8/8/8/8/K7 w - - 0 1", ErrorCode::KINGS},
      {"k6R/8/8/8/8/8/8/K7 w - - 0 1", ErrorCode::OPPOSITE_CHECK},
      {"4k3/8/8/8/8/8/8/4K3 w K - 0 1", ErrorCode::CASTLING_RIGHTS},
      {"4k3/8/8/8/8/8/8/4K3 w - e6 0 1", ErrorCode::EN_PASSANT},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 0", ErrorCode::FEN_FULLMOVE_NUMBER},
  };
  for (const auto& c : cases) {
    auto game = Game::fromFen(c.fen);
    BOOST_TEST_REQUIRE(!game.ok(), c.fen);
    BOOST_TEST(game.error().code == c.code, c.fen << ": " << game.error().message);
    BOOST_TEST(!game.error().message.empty());
    // Game::fromFen says what parseFen says.
    BOOST_TEST(game.error().message == parseFen(c.fen).error().message);
  }
  auto ok = Game::fromFen("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1");
  BOOST_TEST_REQUIRE(ok.ok());
  BOOST_TEST(ok->ply() == 0);
  BOOST_TEST(toFen(ok->position()) == "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1");
  BOOST_TEST(ok->position().samePosition(ok->startPosition()));
}

BOOST_AUTO_TEST_SUITE_END()
