// Small value types shared by every module: colours, pieces, squares, moves.
#pragma once

#include <cstdint>

namespace chess960 {

enum Color : std::uint8_t { WHITE = 0, BLACK = 1 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : std::uint8_t { PAWN = 0, KNIGHT, BISHOP, ROOK, QUEEN, KING, NO_PIECE_TYPE };
constexpr int PIECE_TYPE_COUNT = 6;

// A coloured piece: its type in the low bits, its colour above them (colour * 8 + type), so
// NO_PIECE fits in a byte-sized mailbox.
inline constexpr int PIECE_TYPE_MASK = 7;
inline constexpr int PIECE_COLOR_SHIFT = 3;
enum Piece : std::uint8_t { NO_PIECE = 16 };
[[nodiscard]] constexpr Piece makePiece(Color c, PieceType t) { return Piece(c << PIECE_COLOR_SHIFT | t); }
[[nodiscard]] constexpr Color colorOf(Piece p) { return Color(p >> PIECE_COLOR_SHIFT); }
[[nodiscard]] constexpr PieceType typeOf(Piece p) { return PieceType(p & PIECE_TYPE_MASK); }

// Squares a1 = 0, b1 = 1, ..., h8 = 63 (little-endian rank-file mapping).
// clang-format off
enum Square : std::uint8_t {
  A1, B1, C1, D1, E1, F1, G1, H1,
  A2, B2, C2, D2, E2, F2, G2, H2,
  A3, B3, C3, D3, E3, F3, G3, H3,
  A4, B4, C4, D4, E4, F4, G4, H4,
  A5, B5, C5, D5, E5, F5, G5, H5,
  A6, B6, C6, D6, E6, F6, G6, H6,
  A7, B7, C7, D7, E7, F7, G7, H7,
  A8, B8, C8, D8, E8, F8, G8, H8,
  NO_SQUARE
};
// clang-format on
constexpr int SQUARE_COUNT = 64;
// A square's file in its low bits, its rank above them.
inline constexpr int FILE_MASK = 7;
inline constexpr int RANK_SHIFT = 3;

[[nodiscard]] constexpr int fileOf(Square s) { return s & FILE_MASK; }
[[nodiscard]] constexpr int rankOf(Square s) { return s >> RANK_SHIFT; }
[[nodiscard]] constexpr Square makeSquare(int file, int rank) { return Square(rank << RANK_SHIFT | file); }
// The same square seen from Black's side (a1 <-> a8).
[[nodiscard]] constexpr Square flipRank(Square s) { return Square(s ^ 56); }
// The square a pawn moving from `from` to `to` passes over when the move is its two-square step
// (the en-passant square it leaves behind), else NO_SQUARE.
[[nodiscard]] constexpr Square doubleStepSquare(Square from, Square to) {
  return (from ^ to) == 16 ? Square((from + to) / 2) : NO_SQUARE;
}
[[nodiscard]] constexpr int relativeRank(Color c, int rank) { return c == WHITE ? rank : 7 - rank; }
[[nodiscard]] constexpr int backRank(Color c) { return c == WHITE ? 0 : 7; }

enum CastlingSide : std::uint8_t { KING_SIDE = 0, QUEEN_SIDE = 1 };

// Which side castling with the rook on `rook` goes to, from the king on `king` (same rank).
[[nodiscard]] constexpr CastlingSide castlingSide(Square king, Square rook) {
  return rook > king ? KING_SIDE : QUEEN_SIDE;
}

// Where castling puts king and rook: O-O on g/f, O-O-O on c/d, whatever the start squares.
[[nodiscard]] constexpr Square castlingKingTarget(Color c, CastlingSide side) {
  return makeSquare(side == KING_SIDE ? 6 : 2, backRank(c));
}
[[nodiscard]] constexpr Square castlingRookTarget(Color c, CastlingSide side) {
  return makeSquare(side == KING_SIDE ? 5 : 3, backRank(c));
}

// A move in 16 bits: from (6), to (6), kind (2), promotion piece (2).
// Castling is stored as king-takes-rook (to = the rook's square), so that Chess960 castlings
// where the king does not move, or lands on the rook's square, stay unambiguous.
enum class MoveKind : std::uint8_t { NORMAL = 0, PROMOTION = 1, EN_PASSANT = 2, CASTLING = 3 };
inline constexpr int MOVE_CODE_BITS = 16;
inline constexpr int MOVE_FROM_SHIFT = 0;
inline constexpr int MOVE_TO_SHIFT = 6;
inline constexpr int MOVE_SQUARE_MASK = 63;
inline constexpr int MOVE_KIND_SHIFT = 12;
inline constexpr int MOVE_KIND_MASK = 3;
// The promotion piece's type minus KNIGHT.
inline constexpr int MOVE_PROMOTION_SHIFT = 14;

class Move {
 public:
  // Trivial, so a MoveList's 256 slots cost nothing to create; Move() and Move{} are zero.
  Move() = default;
  constexpr Move(Square from, Square to, MoveKind kind = MoveKind::NORMAL, PieceType promotion = KNIGHT)
      : bits_(std::uint16_t(from << MOVE_FROM_SHIFT | to << MOVE_TO_SHIFT | int(kind) << MOVE_KIND_SHIFT |
                            (promotion - KNIGHT) << MOVE_PROMOTION_SHIFT)) {}

  static constexpr Move fromBits(std::uint16_t bits) {
    Move m{};
    m.bits_ = bits;
    return m;
  }
  static constexpr Move none() { return fromBits(0); }

  constexpr Square from() const { return Square(bits_ >> MOVE_FROM_SHIFT & MOVE_SQUARE_MASK); }
  constexpr Square to() const { return Square(bits_ >> MOVE_TO_SHIFT & MOVE_SQUARE_MASK); }
  constexpr MoveKind kind() const { return MoveKind(bits_ >> MOVE_KIND_SHIFT & MOVE_KIND_MASK); }
  constexpr PieceType promotion() const {
    return kind() == MoveKind::PROMOTION ? PieceType(KNIGHT + (bits_ >> MOVE_PROMOTION_SHIFT))
                                         : NO_PIECE_TYPE;
  }
  constexpr bool isCastling() const { return kind() == MoveKind::CASTLING; }
  constexpr std::uint16_t bits() const { return bits_; }
  constexpr bool isNone() const { return bits_ == 0; }

  friend constexpr bool operator==(Move a, Move b) { return a.bits_ == b.bits_; }

 private:
  std::uint16_t bits_;  // a1a1 normal (0) is never a real move, so 0 means "no move"
};
static_assert(sizeof(Move) * 8 == MOVE_CODE_BITS);

}  // namespace chess960
