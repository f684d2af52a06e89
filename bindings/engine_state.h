// What the bindings share: the pool of working games ("slots"), the selected one, the buffers
// the plain exports read and write, and the last failure. No chess logic here.
//
// Each JS Game keeps its own state as the bytes of its start position plus its move codes; the
// most recently used games keep a slot each (switching between them costs one call, whatever
// their length), and a game that lost its slot is replayed into one when used again. So no C++
// object's lifetime is tied to a JS object, and nothing leaks if a JS Game is dropped.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "boundary.h"
#include "chess960/error.h"
#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/position.h"
#include "records.h"

namespace chess960::bindings {

extern Game* slot;  // the selected slot
void selectSlot(int index);

// The buffers of the plain exports (boundary.h BUFFER_*): JS finds them through bufferTable().
extern std::uint16_t legalCodes[MAX_LEGAL_MOVES];
extern std::uint8_t moveRecord[boundary::MOVE_RECORD_BYTES];
extern unsigned char positionBuffer[sizeof(Position)];
extern char textBuffer[boundary::TEXT_BUFFER_BYTES];
std::vector<std::uint16_t>& replayBuffer();
const std::uint32_t* bufferTable();

// A failed call keeps its error here, for lastFailure(), and says so by what it returns.
void fail(const Error& error);
const Failure& lastFailure();
// What the last FEN read with repair dropped.
std::vector<Repair>& fenRepairs();

// Writes the move record (boundary.h MOVE_RECORD_*) of the move at `index` in the slot's history;
// returns its code.
int recordPlayedMove(int index);
// Writes the move record of the legal move `m` from the slot's current position.
void recordLegalMove(Move m);

}  // namespace chess960::bindings
