// The plain words the engine explains refusals with, written piece by piece into one string:
// castling_status.cpp (why a castling is not legal) and move_refusal.cpp (why a move is not)
// share them, so both say a thing the same way (internal, not installed).
#pragma once

#include <string>

#include "chess960/game.h"
#include "chess960/position.h"

namespace chess960::reason_words {

// Appends to one string.
struct Text {
  std::string& out;
  Text& operator<<(const char* s) {
    out += s;
    return *this;
  }
  Text& operator<<(char c) {
    out += c;
    return *this;
  }
  Text& operator<<(Square s);
  Text& operator<<(int n);
};

// "the bishop on b5 and the knight on e3"
void writePieces(Text t, const Position& pos, Bitboard pieces);
// "g1 is occupied by the knight, f1 is occupied by the opponent's bishop" (`us`: whose pieces
// go without "opponent's").
void writeOccupied(Text t, const Position& pos, Bitboard squares, Color us);
// "Ra1-a2", "Bb7xh1", "e7-e8=Q": the piece on `from` in `before` going to `to`, long algebraic.
void writeLongMove(Text t, const Position& before, Square from, Square to,
                   PieceType promotion = NO_PIECE_TYPE);
// "12. Ra1-a2", "12... Bb7xh1", "8. O-O": the game's move at 1-based `ply`, with its number.
void writeNumberedMove(Text t, const Game& game, int ply);

}  // namespace chess960::reason_words
