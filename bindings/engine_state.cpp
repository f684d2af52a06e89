#include "engine_state.h"

#include <string>

#include "chess960/move_facts.h"

namespace chess960::bindings {

namespace {
Game slots[boundary::SLOT_COUNT];
Failure failure;
std::vector<Repair> repairs;
}  // namespace

Game* slot = &slots[0];
std::uint16_t legalCodes[MAX_LEGAL_MOVES];
std::uint8_t moveRecord[boundary::MOVE_RECORD_BYTES];
alignas(Position) unsigned char positionBuffer[sizeof(Position)];
char textBuffer[boundary::TEXT_BUFFER_BYTES];

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
  table[boundary::BUFFER_MOVE_RECORD] = address(moveRecord);
  table[boundary::BUFFER_TEXT] = address(textBuffer);
  return table;
}

void fail(const Error& error) { failure = {int(error.code), error.message}; }
const Failure& lastFailure() { return failure; }
std::vector<Repair>& fenRepairs() { return repairs; }

namespace {
void writeRecord(const MoveFacts& facts) {
  using namespace boundary;
  moveRecord[MOVE_RECORD_PIECE] = facts.piece;
  moveRecord[MOVE_RECORD_CAPTURED] = facts.captured;
  moveRecord[MOVE_RECORD_COLOR] = facts.color;
  moveRecord[MOVE_RECORD_CASTLING_SIDE] = facts.castling.value_or(KING_SIDE);
  moveRecord[MOVE_RECORD_PIECE_TO] = facts.pieceTo;
  moveRecord[MOVE_RECORD_ROOK_TO] = facts.rookTo;
  moveRecord[MOVE_RECORD_EP_SQUARE] = facts.epSquare;
  moveRecord[MOVE_RECORD_CHECK_MARK] = std::uint8_t(facts.checkMark);
  moveRecord[MOVE_RECORD_SAN_LENGTH] = facts.sanLength;
  facts.sanText().copy(reinterpret_cast<char*>(moveRecord + MOVE_RECORD_SAN), facts.sanLength);
}
}  // namespace

int recordPlayedMove(int index) {
  const Move m = slot->moves()[std::size_t(index)];
  writeRecord(describeMove(slot->positionBefore(index), m, slot->positionBefore(index + 1)));
  return m.bits();
}

void recordLegalMove(Move m) { writeRecord(describeMove(slot->position(), m)); }

}  // namespace chess960::bindings
