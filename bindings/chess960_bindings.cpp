// Glue between the engine and the TypeScript wrapper (npm/src). No chess logic here.
//
// The wasm side holds a fixed pool of working games ("slots"); calls act on the selected one.
// Each JS Game keeps its own state as the bytes of its start position plus its move codes; the
// most recently used games keep a slot each (switching between them costs one call, whatever
// their length), and a game that lost its slot is replayed into one when used again. So no C++
// object's lifetime is tied to a JS object, and nothing leaks if a JS Game is dropped. Moves cross as 16-bit
// codes in shared buffers, errors as negative codes with the message kept for lastError().
// Every flag, layout, code and limit that JS reads is named in boundary.h (the contract).
//
// Every function is a plain C export (no Embind): numbers cross as numbers; text crosses as UTF-8
// bytes in two shared buffers. JS writes a text argument into the input buffer
// (chess960_text_input) and passes its length; a function that returns text puts it in the
// output buffer and returns its length (chess960_text_output says where it is). npm/src/wasm.ts
// turns these into the methods the wrapper calls. Embind did this before; without its runtime the
// download is about 5 KB smaller, and a call costs ~15 ns instead of ~100.
#include <emscripten/emscripten.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "boundary.h"
#include "chess960/castling_status.h"
#include "chess960/fen.h"
#include "chess960/game.h"
#include "chess960/movegen.h"
#include "chess960/perft.h"
#include "chess960/san.h"
#include "chess960/start_positions.h"
#include "chess960/start_systems.h"
#include "chess960/uci.h"

namespace {

using namespace chess960;
namespace contract = chess960::boundary;

Game slots[contract::SLOT_COUNT];
Game* slot = &slots[0];  // the selected slot
std::string lastErrorMessage;
constexpr std::size_t TEXT_ROOM = 1024;
std::string textIn;   // a text argument from JS (chess960_text_input)
std::string textOut;  // the text result of the last call that returns one
std::vector<std::uint16_t> replayBuffer(MoveList::CAPACITY);  // a game's moves, to restore it
// The slot position's legal moves; drawClaimMoves() writes (code, claims) pairs here.
std::uint16_t legalCodes[contract::CLAIM_MOVE_WORDS * contract::MAX_LEGAL_MOVES];
alignas(Position) unsigned char positionBuffer[sizeof(Position)];
contract::MoveRecord moveRecord;  // the move just played or described
// A count, then bytes (contract::BYTE_LIST_*): attackers' squares, die rolls.
std::uint8_t byteList[contract::BYTE_LIST_FIRST + contract::BYTE_LIST_CAPACITY];
// Where JS finds the buffers above, read once at load (contract::BUFFER_*).
std::uint32_t bufferTable[contract::BUFFER_TABLE_WORDS];
std::vector<Repair> fenRepairs;  // what the last repairing FEN read dropped

// The text argument of `length` bytes that JS wrote into the input buffer.
std::string_view textArgument(int length) { return std::string_view(textIn).substr(0, std::size_t(length)); }
// Hands `text` to JS: returns its length (its bytes are at chess960_text_output()).
// Copied into textOut's own memory, which is only ever grown: the heap stays flat however many
// calls are made.
int giveText(const std::string& text) {
  textOut.assign(text);
  return int(textOut.size());
}

// Failures return contract::failureResult(code), so every non-negative value is a success.
int fail(const Error& error) {
  lastErrorMessage = error.message;
  return contract::failureResult(error.code);
}

int startGame(Result<Position> pos) {
  if (!pos) return fail(pos.error());
  *slot = Game(*pos);
  return 0;
}

// ---- buffers ----
std::uint32_t addressOf(const void* buffer) {
  return std::uint32_t(reinterpret_cast<std::uintptr_t>(buffer));
}
std::uintptr_t buffers() {
  textIn.reserve(TEXT_ROOM);  // room for common texts from the start (see giveText)
  textOut.reserve(TEXT_ROOM);
  bufferTable[contract::BUFFER_POSITION] = addressOf(positionBuffer);
  bufferTable[contract::BUFFER_POSITION_BYTES] = sizeof(Position);
  bufferTable[contract::BUFFER_LEGAL_CODES] = addressOf(legalCodes);
  bufferTable[contract::BUFFER_MOVE_RECORD] = addressOf(&moveRecord);
  bufferTable[contract::BUFFER_BYTE_LIST] = addressOf(byteList);
  return reinterpret_cast<std::uintptr_t>(bufferTable);
}
std::uintptr_t replayBufferAddress(int minimumSize) {
  if (int(replayBuffer.size()) < minimumSize) replayBuffer.resize(std::size_t(minimumSize));
  return reinterpret_cast<std::uintptr_t>(replayBuffer.data());
}
int lastError() { return giveText(lastErrorMessage); }

// ---- choosing, starting and restoring the slot ----
// `index` is 0 to contract::SLOT_COUNT - 1 (the wrapper's own bookkeeping).
void selectSlot(int index) { slot = &slots[index]; }
Result<Position> readFen(std::string_view fen, bool repair) {
  fenRepairs.clear();
  return parseFen(fen, repair ? &fenRepairs : nullptr);
}
int newGameFromFen(int length, int repair) { return startGame(readFen(textArgument(length), repair)); }
int newGameFromStart(int white, int black) { return startGame(startPosition(white, black)); }
int validateFen(int length, int repair) {
  auto pos = readFen(textArgument(length), repair);
  return pos ? 0 : fail(pos.error());
}
// What the last FEN read dropped, one line each.
int repairs() {
  std::string out;
  for (const Repair& r : fenRepairs) (out += r.message) += contract::LIST_END;
  return giveText(out);
}
// The slot's start position, as bytes in positionBuffer (the JS Game keeps them).
void saveStart() { std::memcpy(positionBuffer, &slot->startPosition(), sizeof(Position)); }
// Rebuild the slot from saved start bytes and `count` move codes in replayBuffer. The start and
// the codes are the slot's own earlier state, kept by the JS Game in private fields: trusted.
void restore(int count) {
  Position start;
  std::memcpy(&start, positionBuffer, sizeof(Position));
  slot->reset(start);
  for (int i = 0; i < count; ++i) slot->playTrusted(Move::fromBits(replayBuffer[std::size_t(i)]));
}

// ---- moves ----
int generateMoves() {
  const MoveList moves = chess960::legalMoves(slot->position());
  for (int i = 0; i < moves.size(); ++i) legalCodes[i] = moves[i].bits();
  return moves.size();
}
// Writes the move record of the move at `index` in the slot's history: the moved and captured
// piece, colour and SAN. Returns its code.
int describeMove(int index) {
  const Position& before = slot->positionBefore(index);
  const Move m = slot->moves()[std::size_t(index)];
  const std::string san = toSan(before, m);
  moveRecord.piece = typeOf(before.pieceAt(m.from()));
  moveRecord.captured = before.capturedType(m);
  moveRecord.color = before.turn();
  moveRecord.sanLength = std::uint8_t(san.size());
  std::memcpy(moveRecord.san, san.data(), san.size());
  return m.bits();
}
int describeLastMove() { return describeMove(slot->ply() - 1); }
// Game decides legality and words the refusal; here only the record of what was played.
int played(const Result<Move>& move) { return move ? describeLastMove() : fail(move.error()); }
int playUci(int length) { return played(slot->playUci(textArgument(length))); }
int playSan(int length) { return played(slot->playSan(textArgument(length))); }
int undo() { return slot->undo() ? 1 : 0; }
int ply() { return slot->ply(); }
int moveCode(int index) { return slot->moves()[std::size_t(index)].bits(); }
// SAN of every move, separated by spaces: one call for a whole history.
int sanHistory() {
  std::string out;
  Position pos = slot->startPosition();
  for (Move m : slot->moves()) {
    if (!out.empty()) out += ' ';
    out += toSan(pos, m);
    pos.play(m);
  }
  return giveText(out);
}
// SAN of every legal move, in legalMoves() order, separated by spaces.
int legalMovesSan() {
  std::string out;
  for (Move m : chess960::legalMoves(slot->position())) {
    if (!out.empty()) out += ' ';
    out += toSan(slot->position(), m);
  }
  return giveText(out);
}

// ---- the current position ----
int fen(int shredder) {
  return giveText(toFen(slot->position(), shredder ? CastlingNotation::SHREDDER : CastlingNotation::XFEN));
}
int startFenOfSlot(int shredder) {
  return giveText(
      toFen(slot->startPosition(), shredder ? CastlingNotation::SHREDDER : CastlingNotation::XFEN));
}
// One call for the facts a UI shows (contract::STATUS_*): check, the automatic termination, the
// side to move, repetitions and the move counts. Claims are not computed here: drawClaims().
int status() {
  const Outcome outcome = slot->outcome();
  int flags = int(outcome.termination) << contract::STATUS_TERMINATION_SHIFT;
  if (slot->isCheck()) flags |= contract::STATUS_CHECK;
  if (slot->isInsufficientMaterial()) flags |= contract::STATUS_INSUFFICIENT_MATERIAL;
  if (slot->isThreefoldRepetition()) flags |= contract::STATUS_THREEFOLD_REPETITION;
  if (slot->isFivefoldRepetition()) flags |= contract::STATUS_FIVEFOLD_REPETITION;
  if (slot->isSeventyFiveMoves()) flags |= contract::STATUS_SEVENTY_FIVE_MOVES;
  if (slot->position().turn() == BLACK) flags |= contract::STATUS_BLACK_TO_MOVE;
  return flags;
}
// Claims by the next move: (code, claims) pairs in legalCodes; returns how many.
int drawClaimMoves() {
  int count = 0;
  for (const DrawClaimMove& claim : slot->drawClaimMoves()) {
    legalCodes[contract::CLAIM_MOVE_WORDS * count] = claim.move.bits();
    legalCodes[contract::CLAIM_MOVE_WORDS * count++ + 1] = std::uint16_t(claim.claims);
  }
  return count;
}
int halfmoveClock() { return slot->position().halfmoveClock(); }
int fullmoveNumber() { return slot->position().fullmoveNumber(); }
int pieceAt(int square) {
  if (square < 0 || square >= SQUARE_COUNT) return NO_PIECE;
  return slot->position().pieceAt(Square(square));
}
// A castling rook square per colour and side (NO_SQUARE = none), one byte each (contract::CASTLING_ROOK_*).
int castlingRooks() {
  int packed = 0;
  for (Color c : {WHITE, BLACK})
    for (CastlingSide side : {KING_SIDE, QUEEN_SIDE})
      packed |= slot->position().castlingRook(c, side) << (contract::CASTLING_ROOK_BITS * (2 * c + side));
  return packed;
}
int castlingStatusOfSlot() { return giveText(castlingStatusJson(*slot)); }
double perftSlot(int depth) { return double(perft(slot->position(), depth)); }

// ---- start positions ----
// Text functions that can fail return the failure result, with no text.
int startFen(int white, int black) {
  auto pos = startPosition(white, black);
  return pos ? giveText(toFen(*pos)) : fail(pos.error());
}
int backRankText(int number) {
  auto rank = backRankOf(number);
  return rank ? giveText(*rank) : fail(rank.error());
}
int positionNumber(int length) {
  const std::string_view text = textArgument(length);
  if (text.find('/') == std::string::npos) {
    auto number = positionNumberOf(text);
    return number ? *number : fail(number.error());
  }
  auto pos = parseFen(text);
  if (!pos) return fail(pos.error());
  auto number = positionNumberOf(*pos);
  return number ? *number : fail(number.error());
}

// ---- other ways to choose a start (start_systems.h) ----
// Die values as digits ("23323", at most MAX_DIE_ROLLS; the wrapper checks); the Scharnagl
// number, plus the rolls read shifted up by DICE_ROLLS_USED_SHIFT.
int positionFromDiceText(int length) {
  const std::string_view digits = textArgument(length);
  static int rolls[contract::MAX_DIE_ROLLS];
  const std::size_t count = std::min(digits.size(), std::size_t(contract::MAX_DIE_ROLLS));
  for (std::size_t i = 0; i < count; ++i) rolls[i] = digits[i] - '0';
  auto reading = positionFromDice(std::span<const int>(rolls, count));
  return reading ? reading->number | reading->rollsUsed << contract::DICE_ROLLS_USED_SHIFT
                 : fail(reading.error());
}
// The canonical rolls, as a byte list; returns how many.
int canonicalDiceRolls(int number) {
  auto rolls = diceRollsOf(number);
  if (!rolls) return fail(rolls.error());
  byteList[contract::BYTE_LIST_COUNT] = std::uint8_t(rolls->size());
  for (std::size_t i = 0; i < rolls->size(); ++i)
    byteList[contract::BYTE_LIST_FIRST + i] = std::uint8_t((*rolls)[i]);
  return int(rolls->size());
}
int positionFromCardText(int length) {
  auto number = positionFromCards(textArgument(length));
  return number ? *number : fail(number.error());
}
// Bit flags: contract::SUBSET_CHESS18, _CHESS90, _CHESS870 (bit = StartSubset - 1).
int startSubsets(int number) {
  int flags = 0;
  for (int bit = 0; bit < 3; ++bit) {
    auto in = isInSubset(number, StartSubset(bit + 1));
    if (!in) return fail(in.error());
    flags |= *in << bit;
  }
  return flags;
}
// contract::VARIANT_SHUFFLE: shuffle chess (0-5039), VARIANT_CHESS2880: Chess2880 (0-2879).
int variantStartFen(int variant, int number) {
  auto pos =
      variant == contract::VARIANT_SHUFFLE ? shuffleStartPosition(number) : chess2880StartPosition(number);
  return pos ? giveText(toFen(*pos)) : fail(pos.error());
}

// For the heap-stability tests: the top of the malloc heap.
double heapTop() { return double(reinterpret_cast<std::uintptr_t>(sbrk(0))); }

}  // namespace

// The per-move hot path, as plain exports (see the top of this file).
extern "C" {
EMSCRIPTEN_KEEPALIVE int chess960_legal_moves() { return generateMoves(); }
// Game::playTrusted, then the move record: `code` must come from chess960_legal_moves() for
// the slot's current position.
EMSCRIPTEN_KEEPALIVE int chess960_play_trusted(int code) {
  slot->playTrusted(Move::fromBits(std::uint16_t(code)));
  return describeLastMove();
}
EMSCRIPTEN_KEEPALIVE int chess960_undo() { return undo(); }
EMSCRIPTEN_KEEPALIVE void chess960_restore(int count) { restore(count); }
EMSCRIPTEN_KEEPALIVE void chess960_select_slot(int index) { selectSlot(index); }
EMSCRIPTEN_KEEPALIVE int chess960_status() { return status(); }
// What the player to move may claim now (contract::CLAIM_* bits).
EMSCRIPTEN_KEEPALIVE int chess960_draw_claims() { return int(slot->drawClaims()); }
// The move record of the move at `index` in the slot's history; returns its code.
EMSCRIPTEN_KEEPALIVE int chess960_describe_move(int index) { return describeMove(index); }
// The address of the buffer table (contract::BUFFER_*), read once at load.
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_buffers() { return buffers(); }
// What a board UI highlights (plain exports: no Embind registration, a few bytes each).
// The square of the king in check (64 when the side to move is not in check).
EMSCRIPTEN_KEEPALIVE int chess960_check_square() {
  return slot->position().isCheck() ? slot->position().kingSquare(slot->position().turn()) : NO_SQUARE;
}
// The squares of `color`'s pieces attacking `square` (pinned pieces too), as a byte list;
// returns how many.
EMSCRIPTEN_KEEPALIVE int chess960_attackers(int square, int color) {
  const Position& pos = slot->position();
  Bitboard attackers = pos.attackersTo(Square(square), pos.occupied()) & pos.pieces(Color(color));
  int count = 0;
  while (attackers) byteList[contract::BYTE_LIST_FIRST + count++] = std::uint8_t(popLsb(attackers));
  byteList[contract::BYTE_LIST_COUNT] = std::uint8_t(count);
  return count;
}
}

// The rest of the API (npm/src/wasm.ts names each for the wrapper).
extern "C" {
// The input buffer, with room for `size` bytes of text (JS writes them, then makes the call).
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_text_input(int size) {
  textIn.resize(std::size_t(size));
  return reinterpret_cast<std::uintptr_t>(textIn.data());
}
// Where the text of the last call that returned some is.
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_text_output() {
  return reinterpret_cast<std::uintptr_t>(textOut.data());
}
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_replay_buffer(int minimumSize) {
  return replayBufferAddress(minimumSize);
}
EMSCRIPTEN_KEEPALIVE int chess960_last_error() { return lastError(); }
EMSCRIPTEN_KEEPALIVE int chess960_new_game_from_fen(int length, int repair) {
  return newGameFromFen(length, repair);
}
EMSCRIPTEN_KEEPALIVE int chess960_new_game_from_start(int white, int black) {
  return newGameFromStart(white, black);
}
EMSCRIPTEN_KEEPALIVE int chess960_validate_fen(int length, int repair) { return validateFen(length, repair); }
EMSCRIPTEN_KEEPALIVE int chess960_repairs() { return repairs(); }
EMSCRIPTEN_KEEPALIVE void chess960_save_start() { saveStart(); }
EMSCRIPTEN_KEEPALIVE int chess960_play_uci(int length) { return playUci(length); }
EMSCRIPTEN_KEEPALIVE int chess960_play_san(int length) { return playSan(length); }
EMSCRIPTEN_KEEPALIVE int chess960_ply() { return ply(); }
EMSCRIPTEN_KEEPALIVE int chess960_move_code(int index) { return moveCode(index); }
EMSCRIPTEN_KEEPALIVE int chess960_san_history() { return sanHistory(); }
EMSCRIPTEN_KEEPALIVE int chess960_legal_moves_san() { return legalMovesSan(); }
EMSCRIPTEN_KEEPALIVE int chess960_fen(int shredder) { return fen(shredder); }
EMSCRIPTEN_KEEPALIVE int chess960_start_fen_of_slot(int shredder) { return startFenOfSlot(shredder); }
EMSCRIPTEN_KEEPALIVE int chess960_draw_claim_moves() { return drawClaimMoves(); }
EMSCRIPTEN_KEEPALIVE int chess960_halfmove_clock() { return halfmoveClock(); }
EMSCRIPTEN_KEEPALIVE int chess960_fullmove_number() { return fullmoveNumber(); }
EMSCRIPTEN_KEEPALIVE int chess960_piece_at(int square) { return pieceAt(square); }
EMSCRIPTEN_KEEPALIVE int chess960_castling_rooks() { return castlingRooks(); }
EMSCRIPTEN_KEEPALIVE int chess960_castling_status() { return castlingStatusOfSlot(); }
EMSCRIPTEN_KEEPALIVE double chess960_perft(int depth) { return perftSlot(depth); }
EMSCRIPTEN_KEEPALIVE int chess960_start_fen(int white, int black) { return startFen(white, black); }
EMSCRIPTEN_KEEPALIVE int chess960_back_rank(int number) { return backRankText(number); }
EMSCRIPTEN_KEEPALIVE int chess960_position_number(int length) { return positionNumber(length); }
EMSCRIPTEN_KEEPALIVE int chess960_position_from_dice(int length) { return positionFromDiceText(length); }
EMSCRIPTEN_KEEPALIVE int chess960_dice_rolls(int number) { return canonicalDiceRolls(number); }
EMSCRIPTEN_KEEPALIVE int chess960_position_from_cards(int length) { return positionFromCardText(length); }
EMSCRIPTEN_KEEPALIVE int chess960_start_subsets(int number) { return startSubsets(number); }
EMSCRIPTEN_KEEPALIVE int chess960_variant_start_fen(int variant, int number) {
  return variantStartFen(variant, number);
}
EMSCRIPTEN_KEEPALIVE double chess960_heap_top() { return heapTop(); }
}
