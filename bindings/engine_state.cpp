#include "engine_state.h"

#include <string>

#include "chess960/san.h"

namespace chess960::bindings {

namespace {
Game slots[boundary::SLOT_COUNT];
std::string lastMessage;
}  // namespace

Game* slot = &slots[0];
std::uint16_t legalCodes[boundary::MAX_LEGAL_MOVES];
boundary::MoveRecord moveRecord;
alignas(Position) unsigned char positionBuffer[sizeof(Position)];

// `index` is 0 to SLOT_COUNT - 1 (the wrapper's own bookkeeping).
void selectSlot(int index) { slot = &slots[index]; }

std::vector<std::uint16_t>& replayBuffer() {
  static std::vector<std::uint16_t> moves(MoveList::CAPACITY);
  return moves;
}

const std::uint32_t* bufferTable() {
  const auto address = [](const void* buffer) {
    return std::uint32_t(reinterpret_cast<std::uintptr_t>(buffer));
  };
  static std::uint32_t table[boundary::BUFFER_TABLE_WORDS];
  table[boundary::BUFFER_POSITION] = address(positionBuffer);
  table[boundary::BUFFER_POSITION_BYTES] = sizeof(Position);
  table[boundary::BUFFER_LEGAL_CODES] = address(legalCodes);
  table[boundary::BUFFER_MOVE_RECORD] = address(&moveRecord);
  return table;
}

int fail(const Error& error) {
  lastMessage = error.message;
  return boundary::failureResult(error.code);
}
const std::string& lastErrorMessage() { return lastMessage; }

int describeMove(int index) {
  const Position& before = slot->positionBefore(index);
  const Move m = slot->moves()[std::size_t(index)];
  const std::string san = toSan(before, m);
  moveRecord.piece = typeOf(before.pieceAt(m.from()));
  moveRecord.captured = before.capturedType(m);
  moveRecord.color = before.turn();
  moveRecord.sanLength = std::uint8_t(san.size());
  san.copy(moveRecord.san, san.size());
  return m.bits();
}

}  // namespace chess960::bindings
