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

struct Tables {
  Bitboard pawn[2][SQUARE_COUNT];
  Bitboard knight[SQUARE_COUNT];
  Bitboard king[SQUARE_COUNT];
  Magic rook[SQUARE_COUNT];
  Magic bishop[SQUARE_COUNT];
  // between[a][b]: squares strictly between a and b on a shared line, else 0.
  Bitboard between[SQUARE_COUNT][SQUARE_COUNT];
  // line[a][b]: the whole line through a and b (edge to edge), else 0.
  Bitboard line[SQUARE_COUNT][SQUARE_COUNT];
};

// Filled once, before main() (and on demand by ensureInitialized(), for static-init callers).
extern Tables tables;
void ensureInitialized();

inline Bitboard pawn(Color c, Square s) { return tables.pawn[c][s]; }
inline Bitboard knight(Square s) { return tables.knight[s]; }
inline Bitboard king(Square s) { return tables.king[s]; }
inline Bitboard rook(Square s, Bitboard occupied) {
  const Magic& m = tables.rook[s];
  return m.table[m.index(occupied)];
}
inline Bitboard bishop(Square s, Bitboard occupied) {
  const Magic& m = tables.bishop[s];
  return m.table[m.index(occupied)];
}
inline Bitboard queen(Square s, Bitboard occupied) { return rook(s, occupied) | bishop(s, occupied); }
inline Bitboard between(Square a, Square b) { return tables.between[a][b]; }
inline Bitboard line(Square a, Square b) { return tables.line[a][b]; }

// Attacks of a non-pawn piece type from s.
Bitboard ofPiece(PieceType type, Square s, Bitboard occupied);

// Slow ray walk, used to build the tables and by tests as an independent check.
Bitboard slidingSlow(PieceType type, Square s, Bitboard occupied);

}  // namespace chess960::attacks
