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
// Embind carries the API; the calls made once per move, per node or per read (legal moves, play
// a code, undo, status) are plain C exports, because an Embind call costs ~100 ns and these
// ~15 ns, and a plain export adds fewer bytes to the download.
#include <emscripten/bind.h>
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
#include "chess960/pgn.h"
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
std::string lastError() { return lastErrorMessage; }

// ---- choosing, starting and restoring the slot ----
// `index` is 0 to contract::SLOT_COUNT - 1 (the wrapper's own bookkeeping).
void selectSlot(int index) { slot = &slots[index]; }
Result<Position> readFen(const std::string& fen, bool repair) {
  fenRepairs.clear();
  return parseFen(fen, repair ? &fenRepairs : nullptr);
}
int newGameFromFen(const std::string& fen, bool repair) { return startGame(readFen(fen, repair)); }
int newGameFromStart(int white, int black) { return startGame(startPosition(white, black)); }
int validateFen(const std::string& fen, bool repair) {
  auto pos = readFen(fen, repair);
  return pos ? 0 : fail(pos.error());
}
// What the last FEN read dropped, one line each.
std::string repairs() {
  std::string out;
  for (const Repair& r : fenRepairs) (out += r.message) += contract::LIST_END;
  return out;
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
int playUci(const std::string& uci) { return played(slot->playUci(uci)); }
int playSan(const std::string& san) { return played(slot->playSan(san)); }
int undo() { return slot->undo() ? 1 : 0; }
int ply() { return slot->ply(); }
int moveCode(int index) { return slot->moves()[std::size_t(index)].bits(); }
// SAN of every move, separated by spaces: one call for a whole history.
std::string sanHistory() {
  std::string out;
  Position pos = slot->startPosition();
  for (Move m : slot->moves()) {
    if (!out.empty()) out += ' ';
    out += toSan(pos, m);
    pos.play(m);
  }
  return out;
}
// SAN of every legal move, in legalMoves() order, separated by spaces.
std::string legalMovesSan() {
  std::string out;
  for (Move m : chess960::legalMoves(slot->position())) {
    if (!out.empty()) out += ' ';
    out += toSan(slot->position(), m);
  }
  return out;
}

// ---- the current position ----
std::string fen(bool shredder) {
  return toFen(slot->position(), shredder ? CastlingNotation::SHREDDER : CastlingNotation::XFEN);
}
std::string startFenOfSlot(bool shredder) {
  return toFen(slot->startPosition(), shredder ? CastlingNotation::SHREDDER : CastlingNotation::XFEN);
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
std::string castlingStatusOfSlot() { return castlingStatusJson(*slot); }
double perftSlot(int depth) { return double(perft(slot->position(), depth)); }

// ---- PGN ----
std::string pgn(const std::string& tagLines, const std::string& result) {
  // Tags come as a text list: name, value, name, value...
  PgnTags tags;
  std::size_t i = 0;
  while (i < tagLines.size()) {
    std::size_t nameEnd = tagLines.find(contract::LIST_END, i);
    if (nameEnd == std::string::npos) break;
    std::size_t valueEnd = tagLines.find(contract::LIST_END, nameEnd + 1);
    if (valueEnd == std::string::npos) valueEnd = tagLines.size();
    tags.emplace_back(tagLines.substr(i, nameEnd - i), tagLines.substr(nameEnd + 1, valueEnd - nameEnd - 1));
    i = valueEnd + 1;
  }
  return toPgn(*slot, tags, result);
}

// ---- start positions ----
std::string startFen(int white, int black) {
  auto pos = startPosition(white, black);
  if (!pos) {
    fail(pos.error());
    return "";
  }
  return toFen(*pos);
}
std::string backRankText(int number) {
  auto rank = backRankOf(number);
  if (!rank) {
    fail(rank.error());
    return "";
  }
  return *rank;
}
int positionNumber(const std::string& text) {
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
int positionFromDiceText(const std::string& digits) {
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
int positionFromCardText(const std::string& cards) {
  auto number = positionFromCards(cards);
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
std::string variantStartFen(int variant, int number) {
  auto pos =
      variant == contract::VARIANT_SHUFFLE ? shuffleStartPosition(number) : chess2880StartPosition(number);
  if (!pos) {
    fail(pos.error());
    return "";
  }
  return toFen(*pos);
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

EMSCRIPTEN_BINDINGS(chess960) {
  using emscripten::function;
  function("replayBufferAddress", &replayBufferAddress);
  function("lastError", &lastError);
  function("newGameFromFen", &newGameFromFen);
  function("newGameFromStart", &newGameFromStart);
  function("validateFen", &validateFen);
  function("repairs", &repairs);
  function("saveStart", &saveStart);
  function("playUci", &playUci);
  function("playSan", &playSan);
  function("ply", &ply);
  function("moveCode", &moveCode);
  function("sanHistory", &sanHistory);
  function("legalMovesSan", &legalMovesSan);
  function("fen", &fen);
  function("startFenOfSlot", &startFenOfSlot);
  function("drawClaimMoves", &drawClaimMoves);
  function("halfmoveClock", &halfmoveClock);
  function("fullmoveNumber", &fullmoveNumber);
  function("pieceAt", &pieceAt);
  function("castlingRooks", &castlingRooks);
  function("castlingStatus", &castlingStatusOfSlot);
  function("perft", &perftSlot);
  function("pgn", &pgn);
  function("startFen", &startFen);
  function("backRank", &backRankText);
  function("positionNumber", &positionNumber);
  function("positionFromDice", &positionFromDiceText);
  function("diceRolls", &canonicalDiceRolls);
  function("positionFromCards", &positionFromCardText);
  function("startSubsets", &startSubsets);
  function("variantStartFen", &variantStartFen);
  function("heapTop", &heapTop);
}
