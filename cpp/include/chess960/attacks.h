// Attack tables: leapers by lookup, sliders by "fancy" magic bitboards (one multiply and shift,
// as cheap in wasm32 as natively, since wasm has 64-bit integers).
#pragma once

#include "chess960/bitboard.h"

namespace chess960::attacks {

struct Magic {
  Bitboard mask;          // relevant occupancy: the ray squares except the board edge
  Bitboard magic;         // multiplier that maps every mask subset to a distinct index
  const Bitboard* table;  // this square's slice of the shared attack table
  unsigned shift;         // 64 - number of relevant bits

  unsigned index(Bitboard occupied) const { return unsigned(((occupied & mask) * magic) >> shift); }
};

// The tables: only attacks.cpp (its TablesBuilder) can write them; everything else reads them
// through the const members, inlined as plain array reads (no cost over public arrays).
class Tables {
 public:
  Tables() = default;
  Tables(const Tables&) = delete;
  Tables& operator=(const Tables&) = delete;

  Bitboard pawn(Color c, Square s) const { return pawn_[c][s]; }
  Bitboard knight(Square s) const { return knight_[s]; }
  Bitboard king(Square s) const { return king_[s]; }
  const Magic& rook(Square s) const { return rook_[s]; }
  const Magic& bishop(Square s) const { return bishop_[s]; }
  Bitboard between(Square a, Square b) const { return between_[a][b]; }
  Bitboard line(Square a, Square b) const { return line_[a][b]; }

 private:
  friend struct TablesBuilder;

  Bitboard pawn_[2][SQUARE_COUNT];
  Bitboard knight_[SQUARE_COUNT];
  Bitboard king_[SQUARE_COUNT];
  Magic rook_[SQUARE_COUNT];
  Magic bishop_[SQUARE_COUNT];
  // between_[a][b]: squares strictly between a and b on a shared line, else 0.
  Bitboard between_[SQUARE_COUNT][SQUARE_COUNT];
  // line_[a][b]: the whole line through a and b (edge to edge), else 0.
  Bitboard line_[SQUARE_COUNT][SQUARE_COUNT];
};

// Filled once, before main() (and on demand by ensureInitialized(), for static-init callers).
extern Tables tables;
void ensureInitialized();

[[nodiscard]] inline Bitboard pawn(Color c, Square s) { return tables.pawn(c, s); }
[[nodiscard]] inline Bitboard knight(Square s) { return tables.knight(s); }
[[nodiscard]] inline Bitboard king(Square s) { return tables.king(s); }
[[nodiscard]] inline Bitboard rook(Square s, Bitboard occupied) {
  const Magic& m = tables.rook(s);
  return m.table[m.index(occupied)];
}
[[nodiscard]] inline Bitboard bishop(Square s, Bitboard occupied) {
  const Magic& m = tables.bishop(s);
  return m.table[m.index(occupied)];
}
[[nodiscard]] inline Bitboard queen(Square s, Bitboard occupied) {
  return rook(s, occupied) | bishop(s, occupied);
}
// Squares strictly between a and b on a shared line, else 0.
[[nodiscard]] inline Bitboard between(Square a, Square b) { return tables.between(a, b); }
// The whole line through a and b (edge to edge), else 0.
[[nodiscard]] inline Bitboard line(Square a, Square b) { return tables.line(a, b); }

// Attacks of a non-pawn piece type from s.
[[nodiscard]] Bitboard ofPiece(PieceType type, Square s, Bitboard occupied);

// Slow ray walk, used to build the tables and by tests as an independent check.
[[nodiscard]] Bitboard slidingSlow(PieceType type, Square s, Bitboard occupied);

}  // namespace chess960::attacks
