#include "chess960/movegen.h"

namespace chess960 {

namespace {

// Move generation writes into a sink; one sink lists moves, the other only counts them, so
// perft's leaves cost a popcount per piece instead of a loop per move.
struct ListSink {
  MoveList& list;
  void targets(Square from, Bitboard to) {
    while (to) list.push(Move(from, popLsb(to)));
  }
  template <int Delta>
  void pawnTargets(Bitboard to) {
    while (to) {
      Square s = popLsb(to);
      list.push(Move(Square(s - Delta), s));
    }
  }
  template <int Delta>
  void promotionTargets(Bitboard to) {
    while (to) {
      Square s = popLsb(to);
      promotions(Square(s - Delta), s);
    }
  }
  void promotions(Square from, Square to) {
    for (PieceType t : {QUEEN, ROOK, BISHOP, KNIGHT}) list.push(Move(from, to, MoveKind::PROMOTION, t));
  }
  void move(Move m) { list.push(m); }
};

struct CountSink {
  int count = 0;
  void targets(Square, Bitboard to) { count += popcount(to); }
  template <int Delta>
  void pawnTargets(Bitboard to) {
    count += popcount(to);
  }
  template <int Delta>
  void promotionTargets(Bitboard to) {
    count += 4 * popcount(to);
  }
  void promotions(Square, Square) { count += 4; }
  void move(Move) { ++count; }
};

template <Color Us, class Sink>
void generatePawnMoves(const Position& pos, Bitboard target, Bitboard pinned, Sink& sink) {
  constexpr Color Them = ~Us;
  constexpr int Up = Us == WHITE ? 8 : -8;
  constexpr int UpLeft = Us == WHITE ? 7 : -9;   // towards the a-file
  constexpr int UpRight = Us == WHITE ? 9 : -7;  // towards the h-file
  constexpr Bitboard PromotionRank = Us == WHITE ? RANK_8 : RANK_1;
  constexpr Bitboard ThirdRank = Us == WHITE ? rankBb(2) : rankBb(5);

  const Bitboard empty = ~pos.occupied();
  const Bitboard enemies = pos.pieces(Them) & target;
  const Square king = pos.kingSquare(Us);
  const Bitboard pawns = pos.pieces(Us, PAWN);

  // Unpinned pawns move in bulk, by shifting the whole set at once.
  const Bitboard free = pawns & ~pinned;
  const Bitboard single = shift<Up>(free) & empty;
  const Bitboard pushes = single & target;
  const Bitboard doubles = shift<Up>(single & ThirdRank) & empty & target;
  const Bitboard left = shift<UpLeft>(free) & enemies;
  const Bitboard right = shift<UpRight>(free) & enemies;
  sink.template pawnTargets<Up>(pushes & ~PromotionRank);
  sink.template pawnTargets<2 * Up>(doubles);
  sink.template pawnTargets<UpLeft>(left & ~PromotionRank);
  sink.template pawnTargets<UpRight>(right & ~PromotionRank);
  sink.template promotionTargets<Up>(pushes & PromotionRank);
  sink.template promotionTargets<UpLeft>(left & PromotionRank);
  sink.template promotionTargets<UpRight>(right & PromotionRank);

  // Pinned pawns (rare) may only move along the line through their king.
  Bitboard pinnedPawns = pawns & pinned;
  while (pinnedPawns) {
    const Square from = popLsb(pinnedPawns);
    const Bitboard ray = attacks::line(king, from);
    Bitboard to = attacks::pawn(Us, from) & enemies & ray;
    const Bitboard one = shift<Up>(squareBb(from)) & empty;
    to |= one & target & ray;
    to |= shift<Up>(one & ThirdRank) & empty & target & ray;
    if (to & PromotionRank) {
      while (to) sink.promotions(from, popLsb(to));
    } else {
      sink.targets(from, to);
    }
  }

  // En passant: the captured pawn may be the checker, and removing two pawns from one rank
  // can expose the king sideways, so each capture gets a full legality check.
  const Square ep = pos.epSquare();
  if (ep != NO_SQUARE) {
    const Bitboard capturedPawn = squareBb(Square(ep ^ 8));
    if ((target & (squareBb(ep) | capturedPawn))) {
      Bitboard capturers = attacks::pawn(Them, ep) & pawns;
      while (capturers) {
        const Square from = popLsb(capturers);
        if (pos.isLegalEnPassant(from)) sink.move(Move(from, ep, MoveKind::EN_PASSANT));
      }
    }
  }
}

template <Color Us, class Sink>
void generateCastling(const Position& pos, Sink& sink) {
  const Square king = pos.kingSquare(Us);
  const Bitboard occupied = pos.occupied();
  for (CastlingSide side : {KING_SIDE, QUEEN_SIDE}) {
    const Square rook = pos.castlingRook(Us, side);
    if (rook == NO_SQUARE) continue;
    const CastlingPath squares = castlingPath(Us, side, king, rook);
    if (occupied & squares.mustBeEmpty) continue;
    // The castling rook is lifted: it may have been shielding a square of the king's path,
    // even the king's own square when the king does not move.
    const Bitboard withoutRook = occupied ^ squareBb(rook);
    Bitboard path = squares.kingSquares;
    bool safe = true;
    while (path && safe) safe = !pos.isAttackedBy(~Us, popLsb(path), withoutRook);
    if (safe) sink.move(Move(king, rook, MoveKind::CASTLING));
  }
}

// The squares the king of `us` can step to, each tested with the king lifted so that it cannot
// hide behind itself on a checking ray.
// `anyOne`: stop at the first safe one (whether the king can move at all).
// Out of line: one copy for every generator instance, not one inlined in each (download size).
[[gnu::noinline]] Bitboard safeKingSteps(const Position& pos, Color us, bool anyOne = false) {
  const Square king = pos.kingSquare(us);
  const Bitboard withoutKing = pos.occupied() ^ squareBb(king);
  Bitboard to = attacks::king(king) & ~pos.pieces(us), safe = 0;
  while (to && !(anyOne && safe)) {
    const Square s = popLsb(to);
    if (!pos.isAttackedBy(~us, s, withoutKing)) safe |= squareBb(s);
  }
  return safe;
}

template <Color Us, class Sink>
void generate(const Position& pos, Sink& sink) {
  constexpr Color Them = ~Us;
  const Square king = pos.kingSquare(Us);
  const Bitboard occupied = pos.occupied();
  const Bitboard ours = pos.pieces(Us), theirs = pos.pieces(Them);
  const Bitboard checkers = pos.attackersTo(king, occupied) & theirs;

  sink.targets(king, safeKingSteps(pos, Us));
  if (moreThanOne(checkers)) return;

  // Squares a non-king move must land on: anywhere, or block/capture the single checker.
  const Bitboard target = checkers ? (attacks::between(king, lsb(checkers)) | checkers) : ~ours;

  // Pinned pieces: ours, alone between our king and an enemy slider.
  Bitboard pinned = 0;
  Bitboard snipers = (attacks::rook(king, 0) & (pos.pieces(Them, ROOK) | pos.pieces(Them, QUEEN))) |
                     (attacks::bishop(king, 0) & (pos.pieces(Them, BISHOP) | pos.pieces(Them, QUEEN)));
  while (snipers) {
    const Bitboard blockers = attacks::between(king, popLsb(snipers)) & occupied;
    if (blockers && !moreThanOne(blockers)) pinned |= blockers & ours;
  }

  generatePawnMoves<Us>(pos, target, pinned, sink);

  Bitboard knights = pos.pieces(Us, KNIGHT) & ~pinned;  // a pinned knight can never move
  while (knights) {
    const Square from = popLsb(knights);
    sink.targets(from, attacks::knight(from) & target);
  }
  Bitboard diagonal = (pos.pieces(Us, BISHOP) | pos.pieces(Us, QUEEN));
  while (diagonal) {
    const Square from = popLsb(diagonal);
    Bitboard to = attacks::bishop(from, occupied) & target;
    if (pinned & squareBb(from)) to &= attacks::line(king, from);
    sink.targets(from, to);
  }
  Bitboard straight = (pos.pieces(Us, ROOK) | pos.pieces(Us, QUEEN));
  while (straight) {
    const Square from = popLsb(straight);
    Bitboard to = attacks::rook(from, occupied) & target;
    if (pinned & squareBb(from)) to &= attacks::line(king, from);
    sink.targets(from, to);
  }

  if (!checkers) generateCastling<Us>(pos, sink);
}

template <class Sink>
void generateFor(const Position& pos, Sink& sink) {
  if (pos.turn() == WHITE)
    generate<WHITE>(pos, sink);
  else
    generate<BLACK>(pos, sink);
}

}  // namespace

bool MoveList::contains(Move m) const {
  for (Move x : *this)
    if (x == m) return true;
  return false;
}

MoveList legalMoves(const Position& pos) {
  MoveList list;
  ListSink sink{list};
  generateFor(pos, sink);
  return list;
}

int countLegalMoves(const Position& pos) {
  CountSink sink;
  generateFor(pos, sink);
  return sink.count;
}

bool hasLegalMoves(const Position& pos) {
  // A king step settles most positions, checks included, before the other pieces are asked.
  return safeKingSteps(pos, pos.turn(), true) != 0 || countLegalMoves(pos) > 0;
}

bool isLegal(const Position& pos, Move m) { return legalMoves(pos).contains(m); }

}  // namespace chess960
