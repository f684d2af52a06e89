// Writes the seed corpus of every harness (tests/fuzz/corpus/<harness>/), deterministically:
//   <build>/tests/fuzz/fuzz_make_seeds tests/fuzz/corpus tests/data
// Seeds: FENs from the reference perft suites (every tricky position, every 8th Chess960 one),
// the recorded PGN games one per file, short seeded random games in UCI, SAN, PGN and byte form,
// and hand-made broken inputs (listed below, each with what it breaks).
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/movegen.h"
#include "chess960/pgn.h"
#include "chess960/san.h"
#include "chess960/start_positions.h"
#include "chess960/uci.h"

namespace fs = std::filesystem;
using namespace chess960;

namespace {

fs::path outRoot;

void write(const std::string& harness, const std::string& name, const std::string& bytes) {
  const fs::path dir = outRoot / harness;
  fs::create_directories(dir);
  std::ofstream(dir / name, std::ios::binary) << bytes;
}

struct Fen {
  std::string id, fen;
};

std::vector<Fen> readPerft(const fs::path& path) {
  std::vector<Fen> out;
  std::ifstream in(path);
  std::string line, id;
  while (std::getline(in, line)) {
    if (line.rfind("id ", 0) == 0) id = line.substr(3);
    if (line.rfind("epd ", 0) == 0) out.push_back({id, line.substr(4) + " 0 1"});
  }
  return out;
}

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// A random legal game of up to `plies` plies (stops at mate or stalemate).
std::vector<Move> randomGame(Game& game, int plies, std::mt19937& rng) {
  for (int i = 0; i < plies; ++i) {
    const MoveList moves = legalMoves(game.position());
    if (moves.empty()) break;
    // Prefer castling when it is there, so the corpus has plenty of it.
    Move pick = moves[int(rng() % unsigned(moves.size()))];
    for (Move m : moves)
      if (m.isCastling() && rng() % 2) pick = m;
    game.playTrusted(pick);
  }
  return game.moves();
}

// The raw-Setup form of fuzz_fen: 0x00, 64 square codes, turn, castling masks, ep, clocks.
std::string rawSetup(const Position& pos) {
  std::string out(1, '\0');
  for (int s = 0; s < SQUARE_COUNT; ++s) {
    const Piece p = pos.pieceAt(Square(s));
    out += p == NO_PIECE ? char(0) : char(4 + colorOf(p) * 6 + typeOf(p));
  }
  out += char(pos.turn());
  const Bitboard rooks = pos.castlingRooks();
  out += char(rooks & 0xFF);
  out += char(rooks >> 56);
  out += char(0);
  out += pos.epSquare() == NO_SQUARE ? char(0x80) : char(pos.epSquare());
  out += char(pos.halfmoveClock() & 0x7F);
  out += char(pos.fullmoveNumber() & 0x7F ? pos.fullmoveNumber() & 0x7F : 1);
  return out;
}

const char* const BROKEN_FENS[] = {
    "",                                                                          // nothing
    "8/8/8/8/8/8/8/8 w - - 0 1",                                                 // no kings
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",                               // one field
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",            // seven fields
    "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",                  // digit 9
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1",                 // nine files
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",                           // seven ranks
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1",                // nine ranks
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",                  // side to move
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqX - 0 1",                 // castling letter
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1",                  // same rook twice
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",                  // Shredder-FEN (valid)
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w BGbg - 0 1",                  // no rooks there
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",                 // not a square
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",                 // ep on the wrong rank
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",                 // negative clock
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",                  // move 0
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 9999999999 1",         // ten digits
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 999999999 999999999",  // largest clocks
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",                  // K without a rook
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1",                  // no white king
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1",                     // two white kings
    "Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",                     // pawn on rank 8
    "4k3/8/8/8/8/8/8/r3K3 b - - 0 1",                                            // side not to move in check
    "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1",                                         // en passant (valid)
    "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1",                                          // ep without a capturer
    "4k3/8/8/8/8/8/4P3/4K3 b - e3 0 1",                                          // ep without the pushed pawn
    "8/8/8/k2pP2R/8/8/8/4K3 w - d6 0 1",                                    // ep capture exposes the king
    "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",                             // inner rooks, Shredder
    "rk6/8/8/8/8/8/8/RK6 w Aa - 0 1",                                       // king b1, rook a1
    "1rk5/8/8/8/8/8/8/1RK5 w Q - 0 1",                                      // king c1 stays put on O-O-O
    "5kr1/8/8/8/8/8/8/5KR1 w G - 0 1",                                      // king f1, rook g1
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 ",                                    // trailing space
    "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w  KQkq  -  ",         // spacing, four fields
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw\tKQkq\t-\t0\t1",        // tabs
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",           // newline
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq \xe2\x80\x94 0 1",  // UTF-8 dash
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\x7f",         // DEL
    "kq6/8/8/8/8/8/8/KQ6 w - - 0 1",                                        // kings side by side
};

const char* const BROKEN_PGNS[] = {
    "[Event \"x\"",                                   // tag without ']'
    "[Event x]",                                      // value without quotes
    "[Event \"unterminated\n1. e4",                   // value across a line
    "[ \"x\"]",                                       // tag without a name
    "1. e4 {unterminated",                            // comment without '}'
    "1. e4 ( e5",                                     // variation without ')'
    "1. e4 )",                                        // ')' without '('
    "1. e4 e5 2. Nf9",                                // no such square
    "1. e4 e4",                                       // illegal move
    "[FEN \"bad fen\"]\n\n1. e4 *",                   // broken FEN tag
    "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*",       // FEN without kings
    "1. e2e4 e7e5 2. g1f3 *",                         // UCI moves
    "1... e5",                                        // black's move first
    "1. e4 $1 e5 ; comment\n 2. Nf3 !? *",            // NAG, comment, annotation
    "[Event \"a\\\"b\\\\c\"]\n\n1. e4 *",             // escapes
    "[Event \"a\rb\"]\n\n1. d4 *",                    // carriage return in a value
    "1. e4 e5 1-0\n\n[Event \"second\"]\n\n1. d4 *",  // two games
    "1-0",                                            // a result only
    "",                                               // nothing
    "((((",                                           // unclosed variations
    "1. f3 e5 2. g4 Qh4# 0-1",                        // mate
    "[Result \"1-0\"]\n\n1. e4",                      // result from the tag
    "1. e4 (1. d4 d5 (1... Nf6 2. c4)) e5 2. Nf3 *",  // nested variations
    "[FEN \"1rk5/8/8/8/8/8/8/1RK5 w Q - 0 1\"]\n[SetUp \"1\"]\n\n1. O-O-O Kb7 *",  // castling, king stays
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. 0-0 Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O *",
    "1.e4e5",                           // no spaces
    "{a}{b}(c)[Event \"late\"]",        // tag after movetext
    "[Event \"\xff\xfe\"]\n\n1. e4 *",  // bytes above ASCII
};

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: fuzz_make_seeds <corpus dir> <tests/data dir>\n";
    return 2;
  }
  outRoot = argv[1];
  const fs::path data = argv[2];
  const auto tricky = readPerft(data / "tricky.perft");
  const auto chess960 = readPerft(data / "chess960.perft");
  if (tricky.size() != 19 || chess960.size() != 960) {
    std::cerr << "unexpected perft files\n";
    return 1;
  }
  std::vector<Fen> fens = tricky;
  for (std::size_t i = 0; i < chess960.size(); i += 8)
    fens.push_back({"960-" + chess960[i].id, chess960[i].fen});
  for (Fen& f : fens)
    if (f.id.rfind("960-", 0) != 0) f.id = "tricky-" + f.id;

  // fen: reference FENs, the same in Shredder-FEN for some, broken ones, raw setups.
  for (const Fen& f : fens) write("fen", f.id, f.fen);
  for (std::size_t i = 0; i < std::size(BROKEN_FENS); ++i)
    write("fen", "handmade-" + std::to_string(i), BROKEN_FENS[i]);
  write("fen", "too-long", std::string(STANDARD_FEN) + std::string(260, ' ') + "x");
  for (std::size_t i = 0; i < fens.size(); i += 6)
    write("fen", "raw-" + fens[i].id, rawSetup(parseFen(fens[i].fen).value()));

  std::mt19937 rng(960);
  for (std::size_t i = 0; i < fens.size(); i += 3) {
    const Position start = parseFen(fens[i].fen).value();
    Game game(start);
    const auto moves = randomGame(game, 16 + int(rng() % 24), rng);
    std::string uci = fens[i].fen + "\n", san = fens[i].fen + "\n", plies = fens[i].fen + "\n";
    Position pos = start;
    for (std::size_t k = 0; k < moves.size(); ++k) {
      const Move m = moves[k];
      const MoveList legal = legalMoves(pos);
      int index = 0;
      while (!(legal[index] == m)) ++index;
      plies += char(index);
      uci += toUci(m) + (k % 8 == 7 ? "\n" : " ");
      san += toSan(pos, m) + (k % 8 == 7 ? "\n" : " ");
      pos.play(m);
    }
    write("uci", fens[i].id, uci);
    write("san", fens[i].id, san);
    write("play", fens[i].id, plies);
    if (i % 9 == 0) write("pgn", "random-" + fens[i].id, toPgn(game, {{"Event", "seed " + fens[i].id}}));
  }
  // Byte-chosen starts (no FEN line): Chess960 and Double Chess960, with undo bytes mixed in.
  for (int k = 0; k < 16; ++k) {
    std::string bytes{char(rng() % 4), char(rng()), char(k % 2 ? 0x80 | rng() : 0)};
    for (int p = 0; p < 40; ++p) bytes += p % 11 == 10 ? char(0xFF) : char(rng());
    write("play", "start-" + std::to_string(k), bytes);
  }

  // Notation edge cases: the alternative castling forms, promotions, junk.
  write("uci", "castling-king-target", "rk6/8/8/8/8/8/8/RK6 w Aa - 0 1\nb1c1 b8c8");
  write("uci", "castling-both", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\ne1g1 e8c8 a1a2");
  write("uci", "promotion", "8/1P2k3/8/8/8/8/6p1/4K3 w - - 0 1\nb7b8Q g2g1n b8a8 g1e2");
  write("uci", "castling-odd-forms",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\ne1g1q e1h1q E1G1 e1c1 e8g8n e8a8 e8c8");
  write("uci", "junk", "not a fen\ne2e4 e7e5 e2e4 E2E4 e2e4q e7e8k a0a1 e2 g1f3xx \x01\x02\x03\x04");
  write("san", "castling-forms", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\n0-0 O-O-O+ Rf2 Rd7");
  write("san", "lenient", "8/1P2k3/8/8/8/8/6p1/4K3 w - - 0 1\nb8Q g1=N+ Qb8a8 Nge2!?");
  write("san", "ambiguous", "k7/8/8/8/8/8/8/KN3N2 w - - 0 1\nNd2 Nbd2 N1d2 Nb1d2 Nfd2");
  write("san", "castling-odd-forms",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\nO-O-O-O O-O=Q o-o 0-0+ Kg1 Kxh1 O-O-O");
  write("san", "junk", "not a fen\ne4 e5 Nf3 Nc6 Bb5 a6 exd5 e8=K Pe4 Ke2e4 O-O-O-O x \x80\xff");

  // pgn: the recorded games, one per file, and broken texts.
  const std::string games = slurp(data / "cutechess-fischerrandom.pgn");
  std::size_t start = 0;
  for (int n = 1; start < games.size(); ++n) {
    std::size_t next = games.find("\n[Event ", start + 1);
    write("pgn", "cutechess-" + std::to_string(n),
          games.substr(start, next == std::string::npos ? next : next + 1 - start));
    start = next == std::string::npos ? games.size() : next + 1;
  }
  for (std::size_t i = 0; i < std::size(BROKEN_PGNS); ++i)
    write("pgn", "handmade-" + std::to_string(i), BROKEN_PGNS[i]);
  return 0;
}
