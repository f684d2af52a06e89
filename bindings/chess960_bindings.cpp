// The engine's API for the npm package, bound with Embind. No chess logic here: each function
// forwards to the engine for the selected slot (engine_state.h) and hands back its answer.
//
// Calls that can fail return boundary::failureResult(code) (a number) or an empty text, and keep
// the engine's message for lastError(): npm/src turns these into Error subclasses. The calls a
// game makes per move are direct exports instead (direct_exports.cpp); PGN collections cross as
// packed buffers (pgn_bindings.cpp).
#include <emscripten/bind.h>
#include <emscripten/val.h>
#include <unistd.h>

#include <string>
#include <vector>

#include "chess960/castling_status.h"
#include "chess960/draw_announcement.h"
#include "chess960/fen.h"
#include "chess960/pgn.h"
#include "chess960/san.h"
#include "chess960/start_positions.h"
#include "chess960/start_systems.h"
#include "chess960/tournament_draw.h"
#include "chess960/uci.h"
#include "engine_state.h"

// Named, so that the bound functions can share their names with the engine's own (playSan,
// positionFromDice, ...) and still be taken by address below.
namespace chess960::bindings::api {

using emscripten::val;

std::vector<Repair> fenRepairs;  // what the last repairing FEN read dropped

// ---- starting games ----
Result<Position> readFen(const std::string& fen, bool repair) {
  fenRepairs.clear();
  return parseFen(fen, repair ? &fenRepairs : nullptr);
}
int startGame(const Result<Position>& pos) {
  if (!pos) return fail(pos.error());
  *slot = Game(*pos);
  return 0;
}
int newGameFromFen(const std::string& fen, bool repair) { return startGame(readFen(fen, repair)); }
int validateFen(const std::string& fen, bool repair) {
  const auto pos = readFen(fen, repair);
  return pos ? 0 : fail(pos.error());
}
// What the last FEN read dropped: one message each.
val repairs() {
  val messages = val::array();
  for (const Repair& r : fenRepairs) messages.call<void>("push", r.message);
  return messages;
}

// ---- moves ----
// Game decides legality and words the refusal; here only the record of what was played.
int played(const Result<Move>& move) { return move ? recordPlayedMove(slot->ply() - 1) : fail(move.error()); }
int playUci(const std::string& uci) { return played(slot->playUci(uci)); }
int playSan(const std::string& san) { return played(slot->playSan(san)); }
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
// SAN of every legal move, in the order of the legal move codes, separated by spaces.
std::string legalMovesSan() {
  std::string out;
  for (Move m : legalMoves(slot->position())) {
    if (!out.empty()) out += ' ';
    out += toSan(slot->position(), m);
  }
  return out;
}

// ---- the current position ----
CastlingNotation notation(bool shredder) {
  return shredder ? CastlingNotation::SHREDDER : CastlingNotation::XFEN;
}
std::string fen(bool shredder) { return toFen(slot->position(), notation(shredder)); }
std::string startFenOfSlot(bool shredder) { return toFen(slot->startPosition(), notation(shredder)); }

// A move after which the player may claim a draw, and the claims (boundary.h CLAIM_* bits).
struct DrawClaimMoveRecord {
  int move = 0;  // its move code
  int claims = 0;
};
val drawClaimMoves() {
  val list = val::array();
  for (const DrawClaimMove& claim : slot->drawClaimMoves())
    list.call<void>("push", DrawClaimMoveRecord{claim.move.bits(), int(claim.claims)});
  return list;
}

val squareList(Bitboard squares) {
  val list = val::array();
  while (squares) list.call<void>("push", int(popLsb(squares)));
  return list;
}
// The squares of `color`'s pieces attacking `square` (pinned pieces too).
val attackers(int square, int color) {
  const Position& pos = slot->position();
  return squareList(pos.attackersTo(Square(square), pos.occupied()) & pos.pieces(Color(color)));
}

// castling_status.h's CastlingStatus for JS: squares as numbers, square sets as lists, and each
// reason's words in `messages` (in the order noRight, notToMove, inCheck, attacked, blocked).
struct CastlingStatusRecord {
  bool right = false, legal = false, noRight = false, notToMove = false, inCheck = false;
  int rook = NO_SQUARE, king = NO_SQUARE, kingTo = NO_SQUARE, rookTo = NO_SQUARE;
  val attacked = val::undefined(), blocked = val::undefined(), messages = val::undefined();
  int loss = int(RightLoss::UNKNOWN);
  int lossPly = 0, lossSquare = NO_SQUARE;
  std::string lossMove;  // the SAN of the move that lost the right ("" when not shown)
};
CastlingStatusRecord castlingStatusOf(int color, int side) {
  const CastlingStatus st = castlingStatus(*slot, Color(color), CastlingSide(side));
  CastlingStatusRecord r;
  r.right = st.right, r.legal = st.legal, r.noRight = st.noRight, r.notToMove = st.notToMove,
  r.inCheck = st.inCheck;
  r.rook = st.rook, r.king = st.king, r.kingTo = st.kingTo, r.rookTo = st.rookTo;
  r.attacked = squareList(st.attacked), r.blocked = squareList(st.blocked);
  r.messages = val::array();
  for (const std::string& text : castlingReasonTexts(*slot, st)) r.messages.call<void>("push", text);
  r.loss = int(st.loss), r.lossPly = st.lossPly, r.lossSquare = st.lossSquare;
  if (st.lossPly > 0) r.lossMove = toSan(slot->positionBefore(st.lossPly - 1), st.lossMove);
  return r;
}

// ---- start positions (start_positions.h, start_systems.h) ----
// Texts that can fail are empty on failure (the message is in lastError()).
std::string startFen(int white, int black) {
  const auto pos = startPosition(white, black);
  if (!pos) return fail(pos.error()), "";
  return toFen(*pos);
}
std::string backRank(int number) {
  const auto rank = backRankOf(number);
  if (!rank) return fail(rank.error()), "";
  return *rank;
}
// The number of a back rank ("RNBQKBNR") or of a FEN's start.
int positionNumber(const std::string& text) {
  if (text.find('/') == std::string::npos) {
    const auto number = positionNumberOf(text);
    return number ? *number : fail(number.error());
  }
  const auto pos = parseFen(text);
  if (!pos) return fail(pos.error());
  const auto number = positionNumberOf(*pos);
  return number ? *number : fail(number.error());
}
// Die values as digits ("23323", at most MAX_DIE_ROLLS: the wrapper checks). On failure the
// reading's number is the failure result.
DiceReading positionFromDice(const std::string& digits) {
  std::vector<int> rolls(digits.begin(), digits.end());
  for (int& roll : rolls) roll -= '0';
  const auto reading = chess960::positionFromDice(rolls);
  return reading ? *reading : DiceReading{fail(reading.error()), 0};
}
// The canonical rolls of a start (empty for a number out of range: the wrapper checks first).
val diceRolls(int number) {
  val list = val::array();
  const auto rolls = diceRollsOf(number);
  if (rolls)
    for (int roll : *rolls) list.call<void>("push", roll);
  return list;
}
int positionFromCards(const std::string& cards) {
  const auto number = chess960::positionFromCards(cards);
  return number ? *number : fail(number.error());
}
// The pools besides all 960 that start `number` is in: bit 1 << StartSubset of each.
int startSubsets(int number) {
  int flags = 0;
  for (StartSubset subset : {StartSubset::CHESS18, StartSubset::CHESS90, StartSubset::CHESS870}) {
    const auto in = isInSubset(number, subset);
    if (!in) return fail(in.error());
    flags |= *in << int(subset);
  }
  return flags;
}
// boundary.h VARIANT_SHUFFLE: shuffle chess (0-5039); VARIANT_CHESS2880: Chess2880 (0-2879).
std::string variantStartFen(int variant, int number) {
  const auto pos =
      variant == boundary::VARIANT_SHUFFLE ? shuffleStartPosition(number) : chess2880StartPosition(number);
  if (!pos) return fail(pos.error()), "";
  return toFen(*pos);
}

// ---- the tournament draw (tournament_draw.h) ----
// The draw: the commitment and each round's numbers (Black's the same as White's unless
// doubleChess960). On failure `failed` is the failure result and nothing is drawn.
struct DrawRecord {
  int failed = 0;
  std::string commitment;
  val white = val::undefined(), black = val::undefined();
};
DrawRecord drawRecord(const Result<TournamentDraw>& draw) {
  DrawRecord record;
  if (!draw) {
    record.failed = fail(draw.error());
    return record;
  }
  record.commitment = draw->commitment;
  record.white = val::array();
  record.black = val::array();
  for (const DrawnStart& start : draw->starts) {
    record.white.call<void>("push", start.white);
    record.black.call<void>("push", start.black);
  }
  return record;
}
DrawOptions drawOptions(const std::string& seed, int rounds, int subset, const std::vector<int>& exclude,
                        bool unique, bool doubleChess960) {
  DrawOptions options;
  options.seed = seed;
  options.rounds = rounds;
  options.subset = StartSubset(subset);
  options.exclude = exclude;
  options.unique = unique;
  options.doubleChess960 = doubleChess960;
  return options;
}
DrawRecord drawStarts(const std::string& seed, const std::string& publicValue, int rounds, int subset,
                      const val& exclude, bool unique, bool doubleChess960) {
  const std::vector<int> excluded = emscripten::vecFromJSArray<int>(exclude);
  DrawOptions options = drawOptions(seed, rounds, subset, excluded, unique, doubleChess960);
  options.publicValue = publicValue;
  return drawRecord(chess960::drawStarts(options));
}
// The seed's commitment, or "" on failure.
std::string drawCommitment(const std::string& seed) {
  const auto commitment = chess960::drawCommitment(seed);
  if (!commitment) return fail(commitment.error()), "";
  return *commitment;
}

// ---- the draw's announcement (draw_announcement.h) ----
// The announcement (withSeed: the organiser's record) as a string, or the failure result.
val drawAnnouncement(const std::string& seed, int rounds, int subset, const val& exclude, bool unique,
                     bool doubleChess960, const std::string& publicSource, bool withSeed) {
  const std::vector<int> excluded = emscripten::vecFromJSArray<int>(exclude);
  const auto text = writeDrawAnnouncement(drawOptions(seed, rounds, subset, excluded, unique, doubleChess960),
                                          publicSource, withSeed);
  return text ? val(*text) : val(fail(text.error()));
}
// What the announcement in `text` says, as an object; on failure `failed` is the failure result,
// `line` and `field` say where. (A player's check is drawStarts with the announced options.)
val readDrawAnnouncement(const std::string& text) {
  val out = val::object();
  // One call for every field: out.set is instantiated for each name's length and value's type.
  auto put = [&out](const char* name, const val& value) { out.set(name, value); };
  DrawAnnouncementPlace place;
  const auto announced = chess960::readDrawAnnouncement(text, &place);
  if (!announced) {
    put("failed", val(fail(announced.error())));
    put("line", val(place.line));
    put("field", val(place.field));
    return out;
  }
  put("commitment", val(announced->commitment));
  put("rounds", val(announced->rounds));
  put("subset", val(startSubsetName(announced->subset)));
  put("exclude", val::array(announced->exclude));
  put("unique", val(announced->unique));
  put("double", val(announced->doubleChess960));
  put("publicSource", val(announced->publicSource));
  put("seed", val(announced->seed));
  return out;
}

std::string lastError() { return lastErrorMessage(); }
// For the heap-stability tests: the top of the malloc heap.
double heapTop() { return double(reinterpret_cast<std::uintptr_t>(sbrk(0))); }

}  // namespace chess960::bindings::api

EMSCRIPTEN_BINDINGS(chess960) {
  using namespace emscripten;
  using namespace chess960;
  namespace api = chess960::bindings::api;

  value_object<api::DrawClaimMoveRecord>("DrawClaimMoveRecord")
      .field("move", &api::DrawClaimMoveRecord::move)
      .field("claims", &api::DrawClaimMoveRecord::claims);
  value_object<DiceReading>("DiceReading")
      .field("number", &DiceReading::number)
      .field("rollsUsed", &DiceReading::rollsUsed);
  value_object<api::DrawRecord>("DrawRecord")
      .field("failed", &api::DrawRecord::failed)
      .field("commitment", &api::DrawRecord::commitment)
      .field("white", &api::DrawRecord::white)
      .field("black", &api::DrawRecord::black);
  value_object<api::CastlingStatusRecord>("CastlingStatusRecord")
      .field("right", &api::CastlingStatusRecord::right)
      .field("legal", &api::CastlingStatusRecord::legal)
      .field("noRight", &api::CastlingStatusRecord::noRight)
      .field("notToMove", &api::CastlingStatusRecord::notToMove)
      .field("inCheck", &api::CastlingStatusRecord::inCheck)
      .field("rook", &api::CastlingStatusRecord::rook)
      .field("king", &api::CastlingStatusRecord::king)
      .field("kingTo", &api::CastlingStatusRecord::kingTo)
      .field("rookTo", &api::CastlingStatusRecord::rookTo)
      .field("attacked", &api::CastlingStatusRecord::attacked)
      .field("blocked", &api::CastlingStatusRecord::blocked)
      .field("messages", &api::CastlingStatusRecord::messages)
      .field("loss", &api::CastlingStatusRecord::loss)
      .field("lossPly", &api::CastlingStatusRecord::lossPly)
      .field("lossSquare", &api::CastlingStatusRecord::lossSquare)
      .field("lossMove", &api::CastlingStatusRecord::lossMove);

  function("lastError", &api::lastError);
  function("newGameFromFen", &api::newGameFromFen);
  function("validateFen", &api::validateFen);
  function("repairs", &api::repairs);
  function("playUci", &api::playUci);
  function("playSan", &api::playSan);
  function("sanHistory", &api::sanHistory);
  function("legalMovesSan", &api::legalMovesSan);
  function("fen", &api::fen);
  function("startFenOfSlot", &api::startFenOfSlot);
  function("drawClaimMoves", &api::drawClaimMoves);
  function("attackers", &api::attackers);
  function("castlingStatus", &api::castlingStatusOf);
  function("startFen", &api::startFen);
  function("backRank", &api::backRank);
  function("positionNumber", &api::positionNumber);
  function("positionFromDice", &api::positionFromDice);
  function("diceRolls", &api::diceRolls);
  function("positionFromCards", &api::positionFromCards);
  function("startSubsets", &api::startSubsets);
  function("variantStartFen", &api::variantStartFen);
  function("drawStarts", &api::drawStarts);
  function("drawCommitment", &api::drawCommitment);
  function("drawAnnouncement", &api::drawAnnouncement);
  function("readDrawAnnouncement", &api::readDrawAnnouncement);
  function("heapTop", &api::heapTop);
}
