// Positions for the differential tests against Stockfish, and the loop that compares them.
//
// Sources (every position is legal, so Stockfish is a valid oracle):
//   random-game       random legal play from a random Chess960 start
//   double-game       the same from a Double Chess960 start (independent back ranks)
//   rook-shuffle      play biased to move a rook or the king out and back again: rights lost
//                     (piece home again, right gone) next to rights kept (the other rook)
//   rook-capture      play biased to capture rooks; half the games start with one rook removed
//   king-rook-adjacent  starts whose king stands next to a rook (e.g. "...RK..." / "...KR...")
//   king-on-b-or-g    starts with the king on the b- or g-file ("RK......" / "......KR")
//   rook-gives-check  built: castling puts the rook on d/f on the file of the enemy king
//   attacked-rook     built: an enemy piece attacks a castling rook (on the back rank too,
//                     where lifting the rook off opens a line to the king)
//   sparse-castling   built: kings and rooks on their back ranks with random rights, a few
//                     random pieces; random side to move
// Built positions come from Position::fromSetup, which rejects the side not to move in check;
// they have no en-passant square and at most two checkers.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "chess960/attacks.h"
#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/position.h"
#include "chess960/start_positions.h"
#include "chess960/uci.h"
#include "chess960/unchecked_setup.h"
#include "stockfish_oracle.h"

namespace chess960::test {

enum class StressSource : int {
  RANDOM_GAME,
  DOUBLE_GAME,
  ROOK_SHUFFLE,
  ROOK_CAPTURE,
  KING_ROOK_ADJACENT,
  KING_ON_B_OR_G,
  ROOK_GIVES_CHECK,
  ATTACKED_ROOK,
  SPARSE_CASTLING,
};
inline constexpr int STRESS_SOURCE_COUNT = 9;

inline const char* sourceName(StressSource source) {
  static const char* const names[STRESS_SOURCE_COUNT] = {
      "random-game",    "double-game",      "rook-shuffle",  "rook-capture",   "king-rook-adjacent",
      "king-on-b-or-g", "rook-gives-check", "attacked-rook", "sparse-castling"};
  return names[int(source)];
}

// One position to compare, with how to reproduce it.
struct Sample {
  Position pos;
  StressSource source;
  std::string origin;  // "position fen <start> moves ..." for games, "built" otherwise
  // For positions of a game: each side's start squares of the king and the castling rooks.
  Square homeKing[2] = {NO_SQUARE, NO_SQUARE};
  Bitboard homeRooks = 0;
};

// What the compared positions exercised (see Coverage::add).
struct Coverage {
  long positions = 0;
  long castlingAvailable = 0;           // a legal castling move
  long castlingGivesCheck = 0;          // a legal castling move that gives check
  long castlingRookAttacked = 0;        // a legal castling move whose rook is attacked
  long castlingRefusedForAttack = 0;    // a right with a clear path, yet castling illegal (attacked squares)
  long kingAdjacentToCastlingRook = 0;  // the side to move has a right for a rook next to its king
  long kingOnBOrGWithRight = 0;         // the side to move's king on b/g with a castling right
  long rightLostPiecesHome = 0;         // king and a start rook on their start squares, right gone
  long oneRookWithRight = 0;            // a side with one castling right and one rook left
  long rookCapturesPlayed = 0;          // moves of the games that captured a rook
  long inCheck = 0;
  long doubleCheck = 0;
  long enPassant = 0;
  long promotion = 0;
  std::array<long, STRESS_SOURCE_COUNT> perSource{};

  void add(const Sample& sample) {
    const Position& pos = sample.pos;
    const Color us = pos.turn();
    ++positions;
    ++perSource[int(sample.source)];
    const Bitboard checkers = pos.checkers();
    inCheck += checkers != 0;
    doubleCheck += moreThanOne(checkers);
    bool castling = false, castlingCheck = false, rookAttacked = false, ep = false, promo = false;
    for (Move m : legalMoves(pos)) {
      ep |= m.kind() == MoveKind::EN_PASSANT;
      promo |= m.kind() == MoveKind::PROMOTION;
      if (!m.isCastling()) continue;
      castling = true;
      Position after = pos;
      after.play(m);
      castlingCheck |= after.isCheck();
      rookAttacked |= pos.isAttackedBy(~us, m.to(), pos.occupied());
    }
    castlingAvailable += castling;
    castlingGivesCheck += castlingCheck;
    castlingRookAttacked += rookAttacked;
    enPassant += ep;
    promotion += promo;

    const Square king = pos.kingSquare(us);
    bool adjacent = false, refused = false, bg = false;
    for (CastlingSide side : {KING_SIDE, QUEEN_SIDE}) {
      const Square rook = pos.castlingRook(us, side);
      if (rook == NO_SQUARE) continue;
      adjacent |= std::abs(fileOf(rook) - fileOf(king)) == 1;
      bg |= fileOf(king) == 1 || fileOf(king) == 6;
      // Clear path (everything between the outermost of king, rook and their targets), no check?
      const Square kingTo = castlingKingTarget(us, side), rookTo = castlingRookTarget(us, side);
      const int low = std::min({fileOf(king), fileOf(rook), fileOf(kingTo), fileOf(rookTo)});
      const int high = std::max({fileOf(king), fileOf(rook), fileOf(kingTo), fileOf(rookTo)});
      bool clear = true;
      for (int f = low; f <= high; ++f) {
        const Square s = makeSquare(f, backRank(us));
        if (s != king && s != rook && pos.pieceAt(s) != NO_PIECE) clear = false;
      }
      if (clear && !checkers && !isLegal(pos, Move(king, rook, MoveKind::CASTLING))) refused = true;
    }
    kingAdjacentToCastlingRook += adjacent;
    castlingRefusedForAttack += refused;
    kingOnBOrGWithRight += bg;

    for (Color c : {WHITE, BLACK}) {
      const int rights =
          (pos.castlingRook(c, KING_SIDE) != NO_SQUARE) + (pos.castlingRook(c, QUEEN_SIDE) != NO_SQUARE);
      if (rights == 1 && popcount(pos.pieces(c, ROOK)) == 1) ++oneRookWithRight;
      if (sample.homeKing[c] == NO_SQUARE || pos.kingSquare(c) != sample.homeKing[c]) continue;
      Bitboard home = sample.homeRooks & rankBb(backRank(c));
      bool lost = false;
      while (home) {
        const Square r = popLsb(home);
        const CastlingSide side = castlingSide(sample.homeKing[c], r);
        lost |= pos.pieceAt(r) == makePiece(c, ROOK) && pos.castlingRook(c, side) != r;
      }
      rightLostPiecesHome += lost;
    }
  }

  void merge(const Coverage& o) {
    positions += o.positions;
    castlingAvailable += o.castlingAvailable;
    castlingGivesCheck += o.castlingGivesCheck;
    castlingRookAttacked += o.castlingRookAttacked;
    castlingRefusedForAttack += o.castlingRefusedForAttack;
    kingAdjacentToCastlingRook += o.kingAdjacentToCastlingRook;
    kingOnBOrGWithRight += o.kingOnBOrGWithRight;
    rightLostPiecesHome += o.rightLostPiecesHome;
    oneRookWithRight += o.oneRookWithRight;
    rookCapturesPlayed += o.rookCapturesPlayed;
    inCheck += o.inCheck;
    doubleCheck += o.doubleCheck;
    enPassant += o.enPassant;
    promotion += o.promotion;
    for (int i = 0; i < STRESS_SOURCE_COUNT; ++i) perSource[i] += o.perSource[i];
  }

  std::string summary() const {
    std::string text = "by source:";
    for (int i = 0; i < STRESS_SOURCE_COUNT; ++i)
      text += std::string(" ") + sourceName(StressSource(i)) + " " + std::to_string(perSource[i]);
    text += "\n  castling available " + std::to_string(castlingAvailable) + ", castling giving check " +
            std::to_string(castlingGivesCheck) + ", castling with the rook attacked " +
            std::to_string(castlingRookAttacked) + ", castling refused (path clear, squares attacked) " +
            std::to_string(castlingRefusedForAttack) + "\n  king next to its castling rook " +
            std::to_string(kingAdjacentToCastlingRook) + ", king on b/g with a right " +
            std::to_string(kingOnBOrGWithRight) + ", right lost with king and rook home " +
            std::to_string(rightLostPiecesHome) + ", one rook left with its right " +
            std::to_string(oneRookWithRight) + ", rook captures played " +
            std::to_string(rookCapturesPlayed) + "\n  in check " + std::to_string(inCheck) + " (double " +
            std::to_string(doubleCheck) + "), en passant " + std::to_string(enPassant) + ", promotion " +
            std::to_string(promotion);
    return text;
  }
};

// Makes the positions of the sources above from one seeded generator.
class StressGenerator {
 public:
  explicit StressGenerator(std::uint32_t seed) : rng_(seed) {
    for (int n = 0; n < START_POSITION_COUNT; ++n) {
      const std::string rank = backRankOf(n).value();
      const int k = int(rank.find('K'));
      if ((k > 0 && rank[k - 1] == 'R') || (k < 7 && rank[k + 1] == 'R')) adjacentStarts_.push_back(n);
      if (k == 1 || k == 6) bgStarts_.push_back(n);
    }
  }

  // Appends the positions of one game, or one built position, to `out`.
  void generate(StressSource source, std::vector<Sample>& out) {
    switch (source) {
      case StressSource::ROOK_GIVES_CHECK:
      case StressSource::ATTACKED_ROOK:
      case StressSource::SPARSE_CASTLING:
        out.push_back(build(source));
        return;
      default:
        game(source, out);
    }
  }

  long rookCapturesPlayed() const { return rookCaptures_; }

 private:
  bool chance(double p) { return std::bernoulli_distribution(p)(rng_); }
  int uniform(int low, int high) { return std::uniform_int_distribution<int>(low, high)(rng_); }
  template <class List>
  auto pick(const List& list) {
    return list[std::size_t(uniform(0, int(std::size(list)) - 1))];
  }

  // ---- games ----
  void game(StressSource source, std::vector<Sample>& out) {
    int white = randomPositionNumber(rng_), black = white;
    switch (source) {
      case StressSource::DOUBLE_GAME:
        black = randomPositionNumber(rng_);
        break;
      case StressSource::ROOK_SHUFFLE:
      case StressSource::ROOK_CAPTURE:
        if (chance(0.25)) black = randomPositionNumber(rng_);
        break;
      case StressSource::KING_ROOK_ADJACENT:
        white = pick(adjacentStarts_);
        black = chance(0.5) ? white : pick(adjacentStarts_);
        break;
      case StressSource::KING_ON_B_OR_G:
        white = pick(bgStarts_);
        black = chance(0.5) ? white : pick(bgStarts_);
        break;
      default:
        break;
    }
    Position pos = startPosition(white, black).value();
    Sample base{pos, source, "", {pos.kingSquare(WHITE), pos.kingSquare(BLACK)}, pos.castlingRooks()};
    if (source == StressSource::ROOK_CAPTURE && chance(0.5)) {
      // One rook "captured" before the game: gone from the board, its right with it.
      Setup setup = pos.toSetup();
      const Square rook =
          pick(std::vector<Square>{lsb(pos.castlingRooks() & RANK_1), msb(pos.castlingRooks() & RANK_1),
                                   lsb(pos.castlingRooks() & RANK_8), msb(pos.castlingRooks() & RANK_8)});
      setup.board[rook] = NO_PIECE;
      setup.castlingRooks &= ~squareBb(rook);
      pos = Position::fromSetup(setup).value();
      base.homeRooks &= ~squareBb(rook);
    }
    const std::string start = "position fen " + toFen(pos, CastlingNotation::SHREDDER);
    std::string moves;

    int plies = 40;
    if (source == StressSource::RANDOM_GAME || source == StressSource::DOUBLE_GAME)
      plies = ++games_ % 5 == 0 ? 150 : 30;
    else if (source == StressSource::ROOK_CAPTURE)
      plies = 60;
    Pending pending[2];
    for (int ply = 0; ply <= plies; ++ply) {
      Sample sample = base;
      sample.pos = pos;
      sample.origin = start + (moves.empty() ? "" : " moves" + moves);
      out.push_back(std::move(sample));
      const MoveList legal = legalMoves(pos);
      if (legal.empty()) break;
      const Move m = chooseMove(source, pos, legal, ply, pending[pos.turn()]);
      if (!m.isCastling() && pos.pieceAt(m.to()) != NO_PIECE && typeOf(pos.pieceAt(m.to())) == ROOK)
        ++rookCaptures_;
      moves += " " + toUci(m);
      pos.play(m);
    }
  }

  // A rook or king that left its square and may go back (rook-shuffle games).
  struct Pending {
    Square origin = NO_SQUARE;
    Square current = NO_SQUARE;
  };

  Move chooseMove(StressSource source, const Position& pos, const MoveList& legal, int ply,
                  Pending& pending) {
    const Color us = pos.turn();
    std::vector<Move> castlings, developing, rookCaptures, captures, shuffles;
    Move goBack = Move::none();
    if (pending.current != NO_SQUARE) {
      const Piece p = pos.pieceAt(pending.current);
      if (p == NO_PIECE || colorOf(p) != us || (typeOf(p) != ROOK && typeOf(p) != KING)) pending = Pending{};
    }
    for (Move m : legal) {
      const Piece moving = pos.pieceAt(m.from());
      const Piece target = m.isCastling() ? NO_PIECE : pos.pieceAt(m.to());
      if (m.isCastling()) {
        castlings.push_back(m);
        continue;
      }
      if (target != NO_PIECE) {
        captures.push_back(m);
        if (typeOf(target) == ROOK) rookCaptures.push_back(m);
      }
      if (typeOf(moving) == KING || typeOf(moving) == ROOK) shuffles.push_back(m);
      if (m.from() == pending.current && m.to() == pending.origin && m.kind() == MoveKind::NORMAL) goBack = m;
      const Bitboard fromBb = squareBb(m.from());
      if ((fromBb & rankBb(backRank(us))) && typeOf(moving) != KING && !(fromBb & pos.castlingRooks()))
        developing.push_back(m);
      else if (typeOf(moving) == PAWN && (m.to() ^ m.from()) == 16)
        developing.push_back(m);
    }

    Move chosen = legal[uniform(0, legal.size() - 1)];
    const bool shuffle = source == StressSource::ROOK_SHUFFLE;
    if (source == StressSource::ROOK_CAPTURE && !rookCaptures.empty() && chance(0.8))
      chosen = pick(rookCaptures);
    else if (source == StressSource::ROOK_CAPTURE && !captures.empty() && chance(0.3))
      chosen = pick(captures);
    else if (shuffle && !goBack.isNone() && chance(0.7))
      chosen = goBack;
    else if (shuffle && !shuffles.empty() && ply >= 6 && chance(0.35))
      chosen = pick(shuffles);
    else if (!castlings.empty() && chance(shuffle ? 0.15 : 0.3))
      chosen = pick(castlings);
    else if (!developing.empty() && ply < 24 && chance(0.6))
      chosen = pick(developing);

    if (shuffle && !chosen.isCastling()) {
      const PieceType t = typeOf(pos.pieceAt(chosen.from()));
      if (chosen == goBack)
        pending = Pending{};
      else if (chosen.from() == pending.current)
        pending.current = chosen.to();
      else if (pending.current == NO_SQUARE && (t == ROOK || t == KING))
        pending = Pending{chosen.from(), chosen.to()};
    }
    return chosen;
  }

  // ---- built positions ----
  struct CastlingSetup {
    Square king = NO_SQUARE;
    Bitboard rights = 0;
  };

  // `c`'s king on its back rank (b- to g-file) with a rook on one or both sides, rights for most.
  CastlingSetup placeCastlingSide(Setup& setup, Color c, Bitboard& used) {
    const int r = backRank(c);
    const int kf = uniform(1, 6);
    bool kingSide = chance(0.85), queenSide = chance(0.85);
    if (!kingSide && !queenSide) (chance(0.5) ? kingSide : queenSide) = true;
    CastlingSetup placed{makeSquare(kf, r), 0};
    put(setup, used, makePiece(c, KING), placed.king);
    Bitboard rooks = 0;
    if (kingSide) rooks |= squareBb(makeSquare(uniform(kf + 1, 7), r));
    if (queenSide) rooks |= squareBb(makeSquare(uniform(0, kf - 1), r));
    for (Bitboard b = rooks; b;) {
      const Square s = popLsb(b);
      put(setup, used, makePiece(c, ROOK), s);
      if (chance(0.9)) placed.rights |= squareBb(s);
    }
    if (!placed.rights) placed.rights = squareBb(chance(0.5) ? lsb(rooks) : msb(rooks));  // at least one
    setup.castlingRooks |= placed.rights;
    return placed;
  }

  static void put(Setup& setup, Bitboard& used, Piece p, Square s) {
    setup.board[s] = p;
    used |= squareBb(s);
  }

  Square randomSquare(Bitboard allowed) {
    const int n = popcount(allowed);
    if (n == 0) return NO_SQUARE;
    int k = uniform(0, n - 1);
    while (k--) allowed &= allowed - 1;
    return lsb(allowed);
  }

  static Bitboard occupancy(const Setup& setup) {
    Bitboard b = 0;
    for (int s = 0; s < SQUARE_COUNT; ++s)
      if (setup.board[s] != NO_PIECE) b |= squareBb(Square(s));
    return b;
  }

  std::optional<Position> tryBuild(StressSource source) {
    Setup setup;
    Bitboard used = 0, reserved = 0;  // reserved: kept empty (castling paths, the checking file)
    const Color us = chance(0.5) ? WHITE : BLACK, them = ~us;
    const CastlingSetup ours = placeCastlingSide(setup, us, used);
    const Bitboard ourRights = ours.rights;
    const Bitboard ourRank = rankBb(backRank(us));
    bool themCastle = false;

    if (source == StressSource::ROOK_GIVES_CHECK) {
      // Castle to a side we have the right for; the enemy king on the file the rook lands on,
      // nothing between, and everything the castling crosses empty.
      const Square rook = chance(0.5) ? lsb(ourRights) : msb(ourRights);
      const CastlingSide side = castlingSide(ours.king, rook);
      const Square kingTo = castlingKingTarget(us, side), rookTo = castlingRookTarget(us, side);
      const Square theirKing = makeSquare(fileOf(rookTo), relativeRank(us, uniform(2, 7)));
      put(setup, used, makePiece(them, KING), theirKing);
      reserved |= attacks::between(rookTo, theirKing);
      const int low = std::min({fileOf(ours.king), fileOf(rook), fileOf(kingTo), fileOf(rookTo)});
      const int high = std::max({fileOf(ours.king), fileOf(rook), fileOf(kingTo), fileOf(rookTo)});
      for (int f = low; f <= high; ++f) reserved |= squareBb(makeSquare(f, backRank(us)));
    } else if (source == StressSource::SPARSE_CASTLING || chance(0.5)) {
      placeCastlingSide(setup, them, used);
      themCastle = true;
    } else {
      put(setup, used, makePiece(them, KING),
          randomSquare(~used & ~ourRank & ~(attacks::king(ours.king) | squareBb(ours.king))));
    }

    if (source == StressSource::ATTACKED_ROOK) {
      // An enemy piece attacking one of our castling rooks; often along the back rank.
      const Square rook = chance(0.5) ? lsb(ourRights) : msb(ourRights);
      static const PieceType types[] = {BISHOP, BISHOP, BISHOP, KNIGHT, ROOK, QUEEN, PAWN};
      const PieceType type = pick(types);
      const Bitboard occ = occupancy(setup);
      Bitboard from = type == PAWN ? attacks::pawn(us, rook) : attacks::ofPiece(type, rook, occ);
      from &= ~used;
      if ((type == ROOK || type == QUEEN) && (from & ourRank) && chance(0.5)) from &= ourRank;
      const Square s = randomSquare(from);
      if (s == NO_SQUARE) return std::nullopt;
      put(setup, used, makePiece(them, type), s);
    }

    // A few more pieces anywhere; on our back rank only sometimes (they block castling).
    const int extras = uniform(0, source == StressSource::SPARSE_CASTLING ? 10 : 6);
    static const PieceType extraTypes[] = {PAWN, PAWN, PAWN, KNIGHT, BISHOP, ROOK, QUEEN};
    const bool blockBackRank = chance(0.25);
    for (int i = 0; i < extras; ++i) {
      const PieceType type = pick(extraTypes);
      Bitboard allowed = ~used & ~reserved;
      if (!blockBackRank) allowed &= ~ourRank;
      if (themCastle && !blockBackRank) allowed &= ~rankBb(backRank(them));
      if (type == PAWN) allowed &= ~(RANK_1 | RANK_8);
      const Square s = randomSquare(allowed);
      if (s == NO_SQUARE) break;
      put(setup, used, makePiece(chance(0.5) ? us : them, type), s);
    }

    setup.turn = source == StressSource::ROOK_GIVES_CHECK || chance(0.85) ? us : them;
    Result<Position> pos = Position::fromSetup(setup);
    if (!pos) return std::nullopt;
    if (popcount(pos->checkers()) > 2) return std::nullopt;
    if (source == StressSource::ROOK_GIVES_CHECK) {
      bool castlesWithCheck = false;
      for (Move m : legalMoves(*pos)) {
        if (!m.isCastling()) continue;
        Position after = *pos;
        after.play(m);
        castlesWithCheck |= after.isCheck();
      }
      if (!castlesWithCheck) return std::nullopt;
    }
    return *pos;
  }

  Sample build(StressSource source) {
    for (;;) {
      if (std::optional<Position> pos = tryBuild(source)) return Sample{*pos, source, "built"};
    }
  }

  std::mt19937 rng_;
  std::vector<int> adjacentStarts_, bgStarts_;
  long games_ = 0;
  long rookCaptures_ = 0;
};

struct StressConfig {
  std::uint32_t seed = 960;
  long positions = 1000;
  int depth = 3;
  unsigned workers = 1;
  // How many positions of each source, relative to each other.
  std::array<int, STRESS_SOURCE_COUNT> weights{1, 1, 1, 1, 1, 1, 1, 1, 1};
  std::size_t maxMismatches = 10;  // stop early after this many
};

struct StressReport {
  long compared = 0;
  std::vector<std::string> mismatches;
  Coverage coverage;
  double seconds = 0;
};

// Compares `config.positions` positions with Stockfish: for each, the FEN echo and checkers,
// the legal moves and perft(config.depth) move by move, and for positions of a game the
// position Stockfish reaches by playing the game's moves (compareWithStockfish). Workers each run
// their own Stockfish and generator (seed + worker), so a run is repeatable for a given seed
// and worker count.
inline StressReport runStressComparison(const StressConfig& config) {
  const auto started = std::chrono::steady_clock::now();
  StressReport report;
  std::mutex lock;
  // The engines start (fork) before any worker thread does, and stop in reverse order, which
  // also restores the SIGPIPE disposition each one saved.
  const unsigned workers = std::max(1u, config.workers);
  std::vector<std::unique_ptr<Oracle>> engines;
  for (unsigned w = 0; w < workers; ++w) engines.push_back(std::make_unique<Oracle>(stockfishPath()));

  auto work = [&](unsigned worker, long quota) {
    try {
      Oracle& stockfish = *engines[worker];
      StressGenerator generator(config.seed + 7919u * worker);
      Coverage coverage;
      std::vector<Sample> batch;
      std::array<long, STRESS_SOURCE_COUNT> taken{};
      long done = 0;
      while (done < quota) {
        {
          std::lock_guard<std::mutex> guard(lock);
          if (report.mismatches.size() >= config.maxMismatches) break;
        }
        // Next, the source furthest behind its share (games give dozens of positions at a time,
        // built positions one).
        int next = -1;
        for (int i = 0; i < STRESS_SOURCE_COUNT; ++i)
          if (config.weights[i] > 0 &&
              (next < 0 || taken[i] * config.weights[next] < taken[next] * config.weights[i]))
            next = i;
        batch.clear();
        generator.generate(StressSource(next), batch);
        for (const Sample& sample : batch) {
          if (done >= quota) break;
          const std::string problems = compareWithStockfish(stockfish, sample.pos, config.depth,
                                                            sample.origin == "built" ? "" : sample.origin);
          coverage.add(sample);
          ++taken[int(sample.source)];
          ++done;
          if (!problems.empty()) {
            std::lock_guard<std::mutex> guard(lock);
            report.mismatches.push_back(
                std::string(sourceName(sample.source)) + " position differs from stockfish" +
                "\n  FEN (Shredder): " + toFen(sample.pos, CastlingNotation::SHREDDER) +
                "\n  reached by:     " + sample.origin + problems);
          }
        }
      }
      coverage.rookCapturesPlayed = generator.rookCapturesPlayed();
      std::lock_guard<std::mutex> guard(lock);
      report.compared += done;
      report.coverage.merge(coverage);
    } catch (const std::exception& e) {
      std::lock_guard<std::mutex> guard(lock);
      report.mismatches.push_back(std::string("worker ") + std::to_string(worker) + " failed: " + e.what());
    }
  };

  std::vector<std::thread> threads;
  for (unsigned w = 0; w < workers; ++w) {
    const long quota = config.positions / workers + (long(w) < config.positions % long(workers) ? 1 : 0);
    threads.emplace_back(work, w, quota);
  }
  for (std::thread& t : threads) t.join();
  while (!engines.empty()) engines.pop_back();
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return report;
}

}  // namespace chess960::test
