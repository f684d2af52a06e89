// Glue between the engine and the TypeScript wrapper (npm/src). No chess logic here.
//
// The wasm side holds a fixed pool of working games ("slots"); calls act on the selected one.
// Each JS Game keeps its own state as the bytes of its start position plus its move codes; the
// most recently used games keep a slot each (switching between them costs one call, whatever
// their length), and a game that lost its slot is replayed into one when used again. So no C++
// object's lifetime is tied to a JS object, and nothing leaks if a JS Game is dropped. Moves cross as 16-bit
// codes in shared buffers, errors as negative codes with the message kept for lastError().
//
// Embind carries the API; the few calls made once per move or per node (legal moves, play a
// code, undo) are plain C exports, because an Embind call costs ~100 ns and these ~15 ns.
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>
#include <unistd.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

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

// Enough for a page of boards or a test suite's interleaved games to switch without replay.
constexpr int SLOT_COUNT = 64;
Game slots[SLOT_COUNT];
Game* slot = &slots[0];  // the selected slot
std::string lastErrorMessage;
std::vector<std::uint16_t> replayBuffer(MoveList::CAPACITY);  // a game's moves, to restore it
// The slot position's legal moves; drawClaimMoves() writes (code, claims) pairs here.
std::uint16_t legalCodes[2 * MoveList::CAPACITY];
alignas(Position) unsigned char positionBuffer[sizeof(Position)];
// The move just played: piece, captured piece (6 = none), colour, SAN length, SAN.
unsigned char playedInfo[32];
PgnTags pgnTags;
std::string pgnResult;
std::vector<Repair> fenRepairs;  // what the last repairing FEN read dropped

// Failures return -(code + 1), so every non-negative value is a success.
int fail(const Error& error) {
  lastErrorMessage = error.message;
  return -(int(error.code) + 1);
}

int startGame(Result<Position> pos) {
  if (!pos) return fail(pos.error());
  *slot = Game(*pos);
  return 0;
}

// ---- buffers ----
int positionBytes() { return int(sizeof(Position)); }
std::uintptr_t positionBufferAddress() { return reinterpret_cast<std::uintptr_t>(positionBuffer); }
std::uintptr_t replayBufferAddress(int minimumSize) {
  if (int(replayBuffer.size()) < minimumSize) replayBuffer.resize(std::size_t(minimumSize));
  return reinterpret_cast<std::uintptr_t>(replayBuffer.data());
}
std::uintptr_t legalCodesAddress() { return reinterpret_cast<std::uintptr_t>(legalCodes); }
std::uintptr_t playedInfoAddress() { return reinterpret_cast<std::uintptr_t>(playedInfo); }
std::string lastError() { return lastErrorMessage; }
int errorCodeCount() { return int(ErrorCode::PGN) + 1; }
std::string errorName(int code) { return errorCodeName(ErrorCode(code)); }

// ---- choosing, starting and restoring the slot ----
int slotCount() { return SLOT_COUNT; }
// `index` is 0 to SLOT_COUNT - 1 (the wrapper's own bookkeeping).
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
  for (const Repair& r : fenRepairs) out += r.message + '\n';
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
// Plays a move the caller has checked, noting the moved and captured piece, colour and SAN.
int playChecked(Move m) {
  const Position& before = slot->position();
  int captured = NO_PIECE_TYPE;
  if (m.kind() == MoveKind::EN_PASSANT)
    captured = PAWN;
  else if (!m.isCastling() && before.pieceAt(m.to()) != NO_PIECE)
    captured = typeOf(before.pieceAt(m.to()));
  const std::string san = toSan(before, m);
  playedInfo[0] = typeOf(before.pieceAt(m.from()));
  playedInfo[1] = std::uint8_t(captured);
  playedInfo[2] = before.turn();
  playedInfo[3] = std::uint8_t(san.size());
  std::memcpy(playedInfo + 4, san.data(), san.size());
  slot->playTrusted(m);
  return m.bits();
}
int play(Result<Move> move, const std::string& text) {
  if (!move && move.error().code == ErrorCode::ILLEGAL_MOVE)
    if (auto why = castlingRefusal(*slot, text)) return fail(*why);  // says why castling is refused
  if (!move) return fail(move.error());
  if (!isLegal(slot->position(), *move))
    return fail(
        Error{ErrorCode::ILLEGAL_MOVE, "illegal move " + toUci(*move) + " in " + toFen(slot->position())});
  return playChecked(*move);
}
int playUci(const std::string& uci) { return play(parseUci(slot->position(), uci), uci); }
int playSan(const std::string& san) { return play(parseSan(slot->position(), san), san); }
int undo() { return slot->undo() ? 1 : 0; }
int ply() { return slot->ply(); }
int moveCode(int index) { return slot->moves()[std::size_t(index)].bits(); }

// SAN of the move at `index` in the slot's history (index = ply - 1 for the last move).
std::string sanAt(int index) { return toSan(slot->positionBefore(index), slot->moves()[std::size_t(index)]); }
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
// Piece type moved and captured (NO_PIECE_TYPE = 6 when none) for the move at `index`, packed.
int pieceInfoAt(int index) {
  const Position& pos = slot->positionBefore(index);
  const Move m = slot->moves()[std::size_t(index)];
  int captured = NO_PIECE_TYPE;
  if (m.kind() == MoveKind::EN_PASSANT)
    captured = PAWN;
  else if (!m.isCastling() && pos.pieceAt(m.to()) != NO_PIECE)
    captured = typeOf(pos.pieceAt(m.to()));
  return typeOf(pos.pieceAt(m.from())) | (captured << 4) | (pos.turn() << 8);
}

// ---- the current position ----
std::string fen(bool shredder) {
  return toFen(slot->position(), shredder ? CastlingNotation::SHREDDER : CastlingNotation::XFEN);
}
std::string startFenOfSlot(bool shredder) {
  return toFen(slot->startPosition(), shredder ? CastlingNotation::SHREDDER : CastlingNotation::XFEN);
}
// One call for everything a UI shows: bit flags, the automatic termination and the side to move.
// Bits: 1 check, 2/4 threefold/fifty claimable now, 8 dead position, 16-128 the termination,
// 256 Black to move, 512/1024/2048 threefold/fivefold/75-move facts.
int status() {
  const Outcome outcome = slot->outcome();
  int flags = 0;
  if (slot->isCheck()) flags |= 1;
  flags |= int(slot->drawClaims()) << 1;
  if (slot->isInsufficientMaterial()) flags |= 8;
  if (slot->isThreefoldRepetition()) flags |= 512;
  if (slot->isFivefoldRepetition()) flags |= 1024;
  if (slot->isSeventyFiveMoves()) flags |= 2048;
  return flags | (int(outcome.termination) << 4) | (slot->position().turn() << 8);
}
// Claims by the next move: (code, claims) pairs in legalCodes; returns how many.
int drawClaimMoves() {
  int count = 0;
  for (const DrawClaimMove& claim : slot->drawClaimMoves()) {
    legalCodes[2 * count] = claim.move.bits();
    legalCodes[2 * count++ + 1] = std::uint16_t(claim.claims);
  }
  return count;
}
int halfmoveClock() { return slot->position().halfmoveClock(); }
int fullmoveNumber() { return slot->position().fullmoveNumber(); }
int pieceAt(int square) {
  if (square < 0 || square >= SQUARE_COUNT) return NO_PIECE;
  return slot->position().pieceAt(Square(square));
}
// A castling rook square per colour and side (64 = none), packed 8 bits each.
int castlingRooks() {
  int packed = 0;
  for (Color c : {WHITE, BLACK})
    for (CastlingSide side : {KING_SIDE, QUEEN_SIDE})
      packed |= slot->position().castlingRook(c, side) << (8 * (2 * c + side));
  return packed;
}
std::string castlingStatusOfSlot() { return castlingStatusJson(*slot); }
double perftSlot(int depth) { return double(perft(slot->position(), depth)); }

// ---- PGN ----
std::string pgn(const std::string& tagLines, const std::string& result) {
  // Tags come as "Name\nValue\n" pairs.
  PgnTags tags;
  std::size_t i = 0;
  while (i < tagLines.size()) {
    std::size_t nameEnd = tagLines.find('\n', i);
    if (nameEnd == std::string::npos) break;
    std::size_t valueEnd = tagLines.find('\n', nameEnd + 1);
    if (valueEnd == std::string::npos) valueEnd = tagLines.size();
    tags.emplace_back(tagLines.substr(i, nameEnd - i), tagLines.substr(nameEnd + 1, valueEnd - nameEnd - 1));
    i = valueEnd + 1;
  }
  return toPgn(*slot, tags, result);
}
int loadPgn(const std::string& text) {
  auto parsed = parsePgn(text);
  if (!parsed) return fail(parsed.error());
  *slot = std::move(parsed->game);
  pgnTags = std::move(parsed->tags);
  pgnResult = std::move(parsed->result);
  return 0;
}
std::string loadedPgnTags() {
  std::string out;
  for (const auto& [name, value] : pgnTags) out += name + '\n' + value + '\n';
  return out;
}
std::string loadedPgnResult() { return pgnResult; }

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
// Die values as digits ("23323", at most 1000; the wrapper checks); the Scharnagl number
// + 1024 * the rolls read.
int positionFromDiceText(const std::string& digits) {
  static int rolls[1000];
  const std::size_t count = digits.size() < 1000 ? digits.size() : 1000;
  for (std::size_t i = 0; i < count; ++i) rolls[i] = digits[i] - '0';
  auto reading = positionFromDice(std::span<const int>(rolls, count));
  return reading ? reading->number + 1024 * reading->rollsUsed : fail(reading.error());
}
// The canonical rolls as one decimal number: 518 -> 23323.
int canonicalDiceRolls(int number) {
  auto rolls = diceRollsOf(number);
  if (!rolls) return fail(rolls.error());
  int packed = 0;
  for (int roll : *rolls) packed = 10 * packed + roll;
  return packed;
}
int positionFromCardText(const std::string& cards) {
  auto number = positionFromCards(cards);
  return number ? *number : fail(number.error());
}
// Bit flags: 1 Chess18, 2 Chess90, 4 Chess870.
int startSubsets(int number) {
  int flags = 0;
  for (int bit = 0; bit < 3; ++bit) {
    auto in = isInSubset(number, StartSubset(bit + 1));
    if (!in) return fail(in.error());
    flags |= *in << bit;
  }
  return flags;
}
// variant 0: shuffle chess (0-5039), 1: Chess2880 (0-2879).
std::string variantStartFen(int variant, int number) {
  auto pos = variant == 0 ? shuffleStartPosition(number) : chess2880StartPosition(number);
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
// `code` must come from chess960_legal_moves() for the slot's current position.
EMSCRIPTEN_KEEPALIVE int chess960_play_legal(int code) {
  return playChecked(Move::fromBits(std::uint16_t(code)));
}
EMSCRIPTEN_KEEPALIVE int chess960_undo() { return undo(); }
EMSCRIPTEN_KEEPALIVE void chess960_restore(int count) { restore(count); }
EMSCRIPTEN_KEEPALIVE void chess960_select_slot(int index) { selectSlot(index); }
// What a board UI highlights (plain exports: no Embind registration, a few bytes each).
// The square of the king in check (64 when the side to move is not in check).
EMSCRIPTEN_KEEPALIVE int chess960_check_square() {
  return slot->position().isCheck() ? slot->position().kingSquare(slot->position().turn()) : NO_SQUARE;
}
// The squares of `color`'s pieces attacking `square` (pinned pieces too), as a count followed by
// the squares, in a static buffer whose address is returned.
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_attackers(int square, int color) {
  static unsigned char squares[1 + SQUARE_COUNT];
  const Position& pos = slot->position();
  Bitboard attackers = pos.attackersTo(Square(square), pos.occupied()) & pos.pieces(Color(color));
  squares[0] = 0;
  while (attackers) squares[++squares[0]] = std::uint8_t(popLsb(attackers));
  return reinterpret_cast<std::uintptr_t>(squares);
}
}

EMSCRIPTEN_BINDINGS(chess960) {
  using emscripten::function;
  function("positionBytes", &positionBytes);
  function("positionBufferAddress", &positionBufferAddress);
  function("replayBufferAddress", &replayBufferAddress);
  function("legalCodesAddress", &legalCodesAddress);
  function("playedInfoAddress", &playedInfoAddress);
  function("lastError", &lastError);
  function("errorCodeCount", &errorCodeCount);
  function("errorName", &errorName);
  function("slotCount", &slotCount);
  function("newGameFromFen", &newGameFromFen);
  function("newGameFromStart", &newGameFromStart);
  function("validateFen", &validateFen);
  function("repairs", &repairs);
  function("saveStart", &saveStart);
  function("playUci", &playUci);
  function("playSan", &playSan);
  function("ply", &ply);
  function("moveCode", &moveCode);
  function("sanAt", &sanAt);
  function("sanHistory", &sanHistory);
  function("pieceInfoAt", &pieceInfoAt);
  function("legalMovesSan", &legalMovesSan);
  function("fen", &fen);
  function("startFenOfSlot", &startFenOfSlot);
  function("status", &status);
  function("drawClaimMoves", &drawClaimMoves);
  function("halfmoveClock", &halfmoveClock);
  function("fullmoveNumber", &fullmoveNumber);
  function("pieceAt", &pieceAt);
  function("castlingRooks", &castlingRooks);
  function("castlingStatus", &castlingStatusOfSlot);
  function("perft", &perftSlot);
  function("pgn", &pgn);
  function("loadPgn", &loadPgn);
  function("loadedPgnTags", &loadedPgnTags);
  function("loadedPgnResult", &loadedPgnResult);
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
