// Fully legal move generation: pins, checks and double checks, en passant (including the
// horizontally pinned case) and Chess960 castling as FIDE's Guidelines II define it.
#pragma once

#include <cstddef>
#include <initializer_list>

#include "chess960/position.h"

namespace chess960 {

// Room for every legal move of a position: 218 is the most any position has.
inline constexpr int MAX_LEGAL_MOVES = 256;

class MoveList {
 public:
  static constexpr int CAPACITY = MAX_LEGAL_MOVES;
  void push(Move m) { moves_[size_++] = m; }
  [[nodiscard]] int size() const { return size_; }
  [[nodiscard]] bool empty() const { return size_ == 0; }
  Move operator[](int i) const { return moves_[i]; }
  const Move* begin() const { return moves_; }
  const Move* end() const { return moves_ + size_; }
  [[nodiscard]] bool contains(Move m) const;

 private:
  Move moves_[CAPACITY];
  int size_ = 0;
};

[[nodiscard]] MoveList legalMoves(const Position& pos);
// The number of legal moves, counted without listing them (perft's leaves).
[[nodiscard]] int countLegalMoves(const Position& pos);
// Whether there is any legal move: mate and stalemate tests, cheaper than counting.
[[nodiscard]] bool hasLegalMoves(const Position& pos);
[[nodiscard]] bool isLegal(const Position& pos, Move m);

// The squares one castling involves (FIDE Guidelines II), the one definition that move
// generation and castling_status.h share.
struct CastlingPath {
  Bitboard kingSquares;  // where the king stands, crosses and lands: none may be attacked
  Bitboard mustBeEmpty;  // all the king and the rook cross or land on, except their own squares
};
[[nodiscard]] inline CastlingPath castlingPath(Color c, CastlingSide side, Square king, Square rook) {
  const Square kingTo = castlingKingTarget(c, side), rookTo = castlingRookTarget(c, side);
  const Bitboard kingPath = attacks::between(king, kingTo) | squareBb(kingTo);
  const Bitboard rookPath = attacks::between(rook, rookTo) | squareBb(rookTo);
  return {kingPath | squareBb(king), (kingPath | rookPath) & ~(squareBb(king) | squareBb(rook))};
}

}  // namespace chess960
