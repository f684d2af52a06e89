#include "chess960/move_facts.h"

namespace chess960 {

namespace {

MoveFacts describe(const Position& before, Move m, CheckMark mark) {
  MoveFacts facts;
  facts.piece = typeOf(before.pieceAt(m.from()));
  facts.captured = before.capturedType(m);
  facts.color = before.turn();
  facts.pieceTo = m.to();
  if (facts.piece == PAWN) facts.epSquare = doubleStepSquare(m.from(), m.to());
  if (m.isCastling()) {
    const CastlingSide side = castlingSide(m.from(), m.to());
    facts.castling = side;
    facts.pieceTo = castlingKingTarget(facts.color, side);
    facts.rookTo = castlingRookTarget(facts.color, side);
  }
  facts.checkMark = mark;
  facts.sanLength = std::uint8_t(writeSan(facts.san, before, m, mark));
  return facts;
}

}  // namespace

MoveFacts describeMove(const Position& before, Move m, const Position& after) {
  return describe(before, m, checkMarkOf(after));
}

MoveFacts describeMove(const Position& before, Move m) { return describe(before, m, checkMarkOf(before, m)); }

}  // namespace chess960
