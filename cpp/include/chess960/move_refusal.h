// "Why can't this piece go there?": the reason a move from one square to another is not legal
// now, in plain words, for a premove that can no longer be played or a drop the rules refuse.
#pragma once

#include <string>

#include "chess960/game.h"

namespace chess960 {

// Empty when a legal move goes from `from` to `to` in the game's position (a castling counts
// when the king's gesture asks for it, castling_gesture.h); otherwise the move as long
// algebraic text and why it is not legal, e.g. "Bc1-g5 is not legal: d2 is occupied by the
// pawn", "Ke1-f2 is not legal: f2 is attacked by the queen on h4", "O-O is not legal: f1 is
// attacked by the bishop on b5" (castling_status.h's words), or that no piece of the side to
// move stands on `from`: "the knight on e4 was taken (12... Bd5xe4)".
[[nodiscard]] std::string moveRefusal(const Game& game, Square from, Square to);

}  // namespace chess960
