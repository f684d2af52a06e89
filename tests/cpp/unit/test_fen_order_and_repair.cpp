// FEN validation names the most basic fault first; a repairing read drops impossible castling
// rights and en-passant squares, says so, and refuses everything else as the strict read does.
#include <boost/test/unit_test.hpp>
#include <string>
#include <vector>

#include "chess960/fen.h"
#include "support.h"

using namespace chess960;

namespace {

void checkFault(const std::string& fen, ErrorCode code, const std::string& mentions) {
  auto pos = parseFen(fen);
  BOOST_TEST_REQUIRE(!pos.ok(), "accepted: " << fen);
  BOOST_TEST(pos.error().code == code, fen << ": " << pos.error().message);
  BOOST_TEST(pos.error().message.find(mentions) != std::string::npos,
             fen << ": message '" << pos.error().message << "' should mention '" << mentions << "'");
}

// The repaired FEN and the messages of what was dropped.
struct Repaired {
  std::string fen;
  std::vector<std::string> dropped;
  std::vector<ErrorCode> faults;
};

Repaired repair(const std::string& fen) {
  std::vector<Repair> repairs;
  auto pos = parseFen(fen, &repairs);
  BOOST_TEST_REQUIRE(pos.ok(), fen << ": " << (pos ? "" : pos.error().message));
  Repaired out{toFen(*pos), {}, {}};
  for (const Repair& r : repairs) {
    out.dropped.push_back(r.message);
    out.faults.push_back(r.fault);
  }
  return out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(fen_validation_order)

// Issue 10: a pawn on the back rank was reported as a castling-rights error.
BOOST_AUTO_TEST_CASE(pawn_on_back_rank_before_castling) {
  checkFault("Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrorCode::PAWNS_ON_BACK_RANK, "a8");
  checkFault("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/pNBQKBNR w KQkq - 0 1", ErrorCode::PAWNS_ON_BACK_RANK, "a1");
}

// One FEN per pair of neighbouring stages, with a fault in both: the earlier stage is reported.
BOOST_AUTO_TEST_CASE(each_stage_before_the_next) {
  // Field count before anything in the fields.
  checkFault("rnbqkbnX/8 w", ErrorCode::FEN_FIELD_COUNT, "2 fields");
  // Board syntax before the other fields' syntax.
  checkFault("rnbqkbnX/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq z9 y 0", ErrorCode::FEN_BOARD, "'X'");
  // Then turn, castling, en passant, clocks syntax, left to right.
  checkFault("8/8/8/8/8/8/8/8 x !! z9 y 0", ErrorCode::FEN_TURN, "'x'");
  checkFault("8/8/8/8/8/8/8/8 w !! z9 y 0", ErrorCode::FEN_CASTLING, "'!!'");
  checkFault("8/8/8/8/8/8/8/8 w KQ z9 y 0", ErrorCode::FEN_EN_PASSANT, "'z9'");
  checkFault("8/8/8/8/8/8/8/8 w KQ e3 y 0", ErrorCode::FEN_HALFMOVE_CLOCK, "'y'");
  checkFault("8/8/8/8/8/8/8/8 w KQ e3 0 0", ErrorCode::FEN_FULLMOVE_NUMBER, "'0'");
  // Every field readable: the position's rules. Kings first (K names no rook, e3 no pawn).
  checkFault("P7/8/8/8/8/8/8/8 w KQ e3 0 1", ErrorCode::KINGS, "white has 0 kings");
  // Then pawns on the back ranks.
  checkFault("Pnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 b KQkq e3 0 1", ErrorCode::PAWNS_ON_BACK_RANK,
             "a8");
  // Then the side not to move in check (K and q name no rook, e6 has no pawn below it).
  checkFault("4k2R/8/8/8/8/8/8/4K3 w Kq e6 0 1", ErrorCode::OPPOSITE_CHECK, "black");
  // Then castling rights (e6 has no pawn below it either).
  checkFault("4k3/8/8/8/8/8/8/4K3 w K e6 0 1", ErrorCode::CASTLING_RIGHTS, "castling right 'K'");
  checkFault("4k3/8/8/8/8/8/8/4K3 w H e6 0 1", ErrorCode::CASTLING_RIGHTS, "h1");
  // Then en passant.
  checkFault("4k3/8/8/8/8/8/8/4K2R w K e6 0 1", ErrorCode::EN_PASSANT, "e6");
  // The clocks' ranges come last; only a hand-built Setup can break them.
  Setup setup = *parseFenSetup("4k3/8/8/8/8/8/8/4K2R w - e6 0 1");
  setup.halfmoveClock = -1;
  auto pos = Position::fromSetup(setup);
  BOOST_TEST_REQUIRE(!pos.ok());
  BOOST_TEST(pos.error().code == ErrorCode::EN_PASSANT);
  setup.epSquare = NO_SQUARE;
  pos = Position::fromSetup(setup);
  BOOST_TEST_REQUIRE(!pos.ok());
  BOOST_TEST(pos.error().code == ErrorCode::FEN_HALFMOVE_CLOCK);
}

BOOST_AUTO_TEST_CASE(castling_letters_keep_their_precise_messages) {
  checkFault("4k3/8/8/8/8/8/4K3/7R w K - 0 1", ErrorCode::CASTLING_RIGHTS,
             "castling right 'K', but the white king is not on its back rank");
  checkFault("4k3/8/8/8/8/8/8/4K3 w Q - 0 1", ErrorCode::CASTLING_RIGHTS,
             "castling right 'Q', but there is no white rook on the a-side of the king on its back rank");
  checkFault("rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrorCode::CASTLING_RIGHTS,
             "castling right 'k', but there is no black rook on the h-side");
  // parseFenSetup reads the letters without the board's verdict; the same letter twice is syntax.
  auto setup = parseFenSetup("4k3/8/8/8/8/8/8/4K3 w Kq - 0 1");
  BOOST_TEST_REQUIRE(setup.ok());
  BOOST_TEST(setup->castlingRooks == 0);
  BOOST_TEST(int(setup->unresolvedCastling) == (1 | 8));
  checkFault("4k3/8/8/8/8/8/8/4K3 w KK - 0 1", ErrorCode::FEN_CASTLING, "names 'K' twice");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(fen_repair)

BOOST_AUTO_TEST_CASE(drops_castling_rights_without_rook_or_king) {
  // Rooks gone from a1 and h1.
  const Repaired gone = repair("r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1");
  BOOST_TEST(gone.fen == "r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1");
  BOOST_TEST(
      gone.dropped ==
      (std::vector<std::string>{
          "castling right 'K', but there is no white rook on the h-side of the king on its back rank",
          "castling right 'Q', but there is no white rook on the a-side of the king on its back rank"}));
  BOOST_TEST(gone.faults == (std::vector<ErrorCode>{ErrorCode::CASTLING_RIGHTS, ErrorCode::CASTLING_RIGHTS}));
  // Shredder letters: a knight on a1, and a king off its back rank.
  const Repaired knight = repair("4k3/8/8/8/8/8/8/N3K2R w AH - 0 1");
  BOOST_TEST(knight.fen == "4k3/8/8/8/8/8/8/N3K2R w K - 0 1");
  BOOST_TEST(knight.dropped ==
             std::vector<std::string>{"castling right for a1, but no white rook stands there"});
  const Repaired walked = repair("r3k3/8/8/8/8/8/4K3/R6R w HAq - 0 1");
  BOOST_TEST(walked.fen == "r3k3/8/8/8/8/8/4K3/R6R w q - 0 1");
  BOOST_TEST(walked.dropped.size() == 2u);
  // The strict read refuses the same FENs with those very messages.
  checkFault("r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1", ErrorCode::CASTLING_RIGHTS, gone.dropped[0]);
  checkFault("4k3/8/8/8/8/8/8/N3K2R w AH - 0 1", ErrorCode::CASTLING_RIGHTS, knight.dropped[0]);
}

BOOST_AUTO_TEST_CASE(drops_impossible_en_passant_squares) {
  // No pawn in front of e3.
  const Repaired noPawn = repair("rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  BOOST_TEST(noPawn.fen == "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  BOOST_TEST(noPawn.faults == std::vector<ErrorCode>{ErrorCode::EN_PASSANT});
  BOOST_TEST(noPawn.dropped.at(0).find("pawn on e4") != std::string::npos);
  // The wrong rank for the side to move.
  const Repaired wrongRank = repair("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1");
  BOOST_TEST(wrongRank.fen == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
  BOOST_TEST(wrongRank.dropped.at(0).find("sixth") != std::string::npos);
  // A possible square no pawn can take is not a fault: dropped silently, as always, no repair.
  const Repaired uncapturable = repair("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  BOOST_TEST(uncapturable.fen == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  BOOST_TEST(uncapturable.dropped.empty());
  // Castling and en passant together, and what stays: the clocks.
  const Repaired both = repair("4k3/8/8/8/8/8/8/4K3 w KQ d6 7 40");
  BOOST_TEST(both.fen == "4k3/8/8/8/8/8/8/4K3 w - - 7 40");
  BOOST_TEST(both.faults == (std::vector<ErrorCode>{ErrorCode::CASTLING_RIGHTS, ErrorCode::CASTLING_RIGHTS,
                                                    ErrorCode::EN_PASSANT}));
}

BOOST_AUTO_TEST_CASE(valid_fens_need_no_repair) {
  for (const std::string fen :
       {std::string(STANDARD_FEN),
        std::string("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")}) {
    const Repaired same = repair(fen);
    BOOST_TEST(same.fen == toFen(*parseFen(fen)));
    BOOST_TEST(same.dropped.empty());
  }
}

BOOST_AUTO_TEST_CASE(refuses_what_is_not_harmless) {
  std::vector<Repair> repairs = {{ErrorCode::EN_PASSANT, "left over"}};
  const std::vector<std::pair<std::string, ErrorCode>> refused = {
      {"Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrorCode::PAWNS_ON_BACK_RANK},
      {"4k3/8/8/8/8/8/8/8 w K - 0 1", ErrorCode::KINGS},
      {"4k2R/8/8/8/8/8/8/4K3 w K - 0 1", ErrorCode::OPPOSITE_CHECK},
      // Two rights on one side of the king: which one was meant cannot be known.
      {"4k3/8/8/8/8/8/8/R3KRRR w FH - 0 1", ErrorCode::CASTLING_RIGHTS},
      {"4k3/8/8/8/8/8/8/4K3 w KQxq - 0 1", ErrorCode::FEN_CASTLING},
      {"4k3/8/8/8/8/8/8/4K3 w - e9 0 1", ErrorCode::FEN_EN_PASSANT},
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 0", ErrorCode::FEN_FULLMOVE_NUMBER},
  };
  for (const auto& [fen, code] : refused) {
    auto pos = parseFen(fen, &repairs);
    BOOST_TEST_REQUIRE(!pos.ok(), fen);
    BOOST_TEST(pos.error().code == code, fen << ": " << pos.error().message);
    BOOST_TEST(repairs.empty(), fen);  // nothing reported for a FEN that was not loaded
    auto strict = parseFen(fen);
    BOOST_TEST(strict.error().message == pos.error().message, fen);
  }
}

BOOST_AUTO_TEST_SUITE_END()
