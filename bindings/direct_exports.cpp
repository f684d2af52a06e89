// The plain road (direct_exports.h): C exports that the package calls as Module._chess960_*
// (Emscripten's documented direct exports), per move and in bulk: numbers in, numbers out, texts
// and lists in the buffers of engine_state.h.
#include "direct_exports.h"

#include <emscripten/emscripten.h>

#include <cstdint>
#include <cstring>
#include <string_view>

#include "chess960/castling_gesture.h"
#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/perft.h"
#include "chess960/pgn.h"
#include "chess960/premove.h"
#include "chess960/start_systems.h"
#include "engine_state.h"

using namespace chess960;
using namespace chess960::bindings;

namespace {
// The first `length` bytes of the text buffer.
std::string_view text(int length) { return {textBuffer, std::size_t(length)}; }
Result<Position> readFen(int length, int repair) {
  fenRepairs().clear();
  return parseFen(text(length), repair ? &fenRepairs() : nullptr);
}
// The code of a move the slot has just played, or NO_MOVE for a refusal.
int played(const Result<Move>& move) {
  if (!move) return fail(move.error()), boundary::NO_MOVE;
  return recordPlayedMove(slot->ply() - 1);
}
}  // namespace

extern "C" {

// The address of the buffer table (boundary.h BUFFER_*), read once at load.
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_buffers() {
  return reinterpret_cast<std::uintptr_t>(bufferTable());
}
EMSCRIPTEN_KEEPALIVE void chess960_select_slot(int index) { selectSlot(index); }

// ---- texts through the text buffer ----
EMSCRIPTEN_KEEPALIVE int chess960_new_game(int length, int repair) {
  const auto pos = readFen(length, repair);
  if (!pos) return fail(pos.error()), 0;
  *slot = Game(*pos);
  return 1;
}
EMSCRIPTEN_KEEPALIVE int chess960_validate_fen(int length, int repair) {
  const auto pos = readFen(length, repair);
  if (!pos) return fail(pos.error()), 0;
  return 1;
}
// Game decides legality and words the refusal; here only the record of what was played.
EMSCRIPTEN_KEEPALIVE int chess960_play_uci(int length) { return played(slot->playUci(text(length))); }
EMSCRIPTEN_KEEPALIVE int chess960_play_san(int length) { return played(slot->playSan(text(length))); }
EMSCRIPTEN_KEEPALIVE int chess960_fen(int shredder) {
  const std::string fen =
      toFen(slot->position(), shredder ? CastlingNotation::SHREDDER : CastlingNotation::XFEN);
  return int(fen.copy(textBuffer, sizeof textBuffer));
}

// The slot position's legal move codes into legalCodes; returns how many.
EMSCRIPTEN_KEEPALIVE int chess960_legal_moves() {
  const MoveList moves = legalMoves(slot->position());
  for (int i = 0; i < moves.size(); ++i) legalCodes[i] = moves[i].bits();
  return moves.size();
}
// Game::playTrusted, then the move record: `code` must come from chess960_legal_moves() for the
// slot's current position.
EMSCRIPTEN_KEEPALIVE int chess960_play_trusted(int code) {
  slot->playTrusted(Move::fromBits(std::uint16_t(code)));
  return recordPlayedMove(slot->ply() - 1);
}
EMSCRIPTEN_KEEPALIVE int chess960_undo() { return slot->undo() ? 1 : 0; }
// The move record of the move at `index` in the slot's history; returns its code.
EMSCRIPTEN_KEEPALIVE int chess960_describe_move(int index) { return recordPlayedMove(index); }
// The move record of `code`, one of chess960_legal_moves() for the slot's current position,
// without playing it.
EMSCRIPTEN_KEEPALIVE void chess960_describe_legal(int code) {
  recordLegalMove(Move::fromBits(std::uint16_t(code)));
}

// castling_gesture.h: the CastlingSide that moving the king on `from` to `to` asks for in the
// slot's position, or NO_CASTLING_SIDE.
EMSCRIPTEN_KEEPALIVE int chess960_castling_asked(int from, int to) {
  if (from < 0 || from >= SQUARE_COUNT || to < 0 || to >= SQUARE_COUNT) return boundary::NO_CASTLING_SIDE;
  const auto side = castlingAskedBy(slot->position(), Square(from), Square(to));
  return side ? int(*side) : boundary::NO_CASTLING_SIDE;
}
// premove.h: the premove destinations of the piece on `from`, as move codes into legalCodes;
// returns how many.
EMSCRIPTEN_KEEPALIVE int chess960_premove_moves(int from) {
  if (from < 0 || from >= SQUARE_COUNT) return 0;
  int count = 0;
  for (Bitboard dests = premoveDestinations(slot->position(), Square(from)); dests;)
    legalCodes[count++] = Move(Square(from), popLsb(dests)).bits();
  return count;
}

// Room for `minimumSize` move codes to restore a game from; returns the buffer's address.
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_replay_buffer(int minimumSize) {
  std::vector<std::uint16_t>& moves = replayBuffer();
  if (int(moves.size()) < minimumSize) moves.resize(std::size_t(minimumSize));
  return reinterpret_cast<std::uintptr_t>(moves.data());
}
// The slot's start position, as bytes in positionBuffer (the JS Game keeps them).
EMSCRIPTEN_KEEPALIVE void chess960_save_start() {
  std::memcpy(positionBuffer, &slot->startPosition(), sizeof(Position));
}
// Rebuilds the slot from saved start bytes and `count` codes in the replay buffer. The start and
// the codes are the slot's own earlier state, kept by the JS Game in private fields: trusted.
EMSCRIPTEN_KEEPALIVE void chess960_restore(int count) {
  Position start;
  std::memcpy(&start, positionBuffer, sizeof(Position));
  slot->reset(start);
  for (int i = 0; i < count; ++i) slot->playTrusted(Move::fromBits(replayBuffer()[std::size_t(i)]));
}

// The facts a UI shows after each move (boundary.h STATUS_*): check, the automatic termination,
// the side to move, repetitions. Claims are asked for separately (chess960_draw_claims).
EMSCRIPTEN_KEEPALIVE int chess960_status() {
  int flags = int(slot->outcome().termination) << boundary::STATUS_TERMINATION_SHIFT;
  if (slot->isCheck()) flags |= boundary::STATUS_CHECK;
  if (slot->isInsufficientMaterial()) flags |= boundary::STATUS_INSUFFICIENT_MATERIAL;
  if (slot->isThreefoldRepetition()) flags |= boundary::STATUS_THREEFOLD_REPETITION;
  if (slot->isFivefoldRepetition()) flags |= boundary::STATUS_FIVEFOLD_REPETITION;
  if (slot->isSeventyFiveMoves()) flags |= boundary::STATUS_SEVENTY_FIVE_MOVES;
  if (slot->position().turn() == BLACK) flags |= boundary::STATUS_BLACK_TO_MOVE;
  return flags;
}
// What the player to move may claim now (boundary.h CLAIM_* bits).
EMSCRIPTEN_KEEPALIVE int chess960_draw_claims() { return int(slot->drawClaims()); }
// pgn.h gameResult() of the slot's game, its Result tag being `recorded` (-1: none), both indexes
// in PGN_RESULTS.
EMSCRIPTEN_KEEPALIVE int chess960_game_result(int recorded) {
  const bool known = recorded >= 0 && recorded <= int(PgnResult::UNFINISHED);
  return int(gameResult(*slot, known ? PgnResult(recorded) : PgnResult::UNFINISHED));
}
EMSCRIPTEN_KEEPALIVE int chess960_piece_at(int square) {
  return square >= 0 && square < SQUARE_COUNT ? slot->position().pieceAt(Square(square)) : NO_PIECE;
}
// The square of the king in check (NO_SQUARE when the side to move is not in check).
EMSCRIPTEN_KEEPALIVE int chess960_check_square() {
  const Position& pos = slot->position();
  return pos.isCheck() ? pos.kingSquare(pos.turn()) : NO_SQUARE;
}
// A castling rook square per colour and side (NO_SQUARE = none), one byte each (CASTLING_ROOK_*).
EMSCRIPTEN_KEEPALIVE int chess960_castling_rooks() {
  int packed = 0;
  for (Color c : {WHITE, BLACK})
    for (CastlingSide side : {KING_SIDE, QUEEN_SIDE})
      packed |= slot->position().castlingRook(c, side) << (boundary::CASTLING_ROOK_BITS * (2 * c + side));
  return packed;
}
EMSCRIPTEN_KEEPALIVE int chess960_halfmove_clock() { return slot->position().halfmoveClock(); }
EMSCRIPTEN_KEEPALIVE int chess960_fullmove_number() { return slot->position().fullmoveNumber(); }
// A double: perft counts pass 2^32 at depth 7 and stay exact up to 2^53.
EMSCRIPTEN_KEEPALIVE double chess960_perft(int depth) { return double(perft(slot->position(), depth)); }
// Asked of every start at once (a pool's numbers): a number out of range is in no pool.
EMSCRIPTEN_KEEPALIVE int chess960_start_subsets(int number) {
  int flags = 0;
  for (StartSubset subset : {StartSubset::CHESS18, StartSubset::CHESS90, StartSubset::CHESS870}) {
    const auto in = isInSubset(number, subset);
    if (in && *in) flags |= 1 << int(subset);
  }
  return flags;
}
}
