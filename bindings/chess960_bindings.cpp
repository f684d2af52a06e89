// The functions of the Embind road (embind_api.h). No chess logic here: each forwards to the
// engine, for the selected slot where it reads a game (engine_state.h), and hands back its answer.
#include <emscripten/bind.h>
#include <unistd.h>

#include <cstdint>

#include "chess960/castling_status.h"
#include "chess960/draw_announcement.h"
#include "chess960/fen.h"
#include "chess960/move_refusal.h"
#include "chess960/san.h"
#include "chess960/start_evaluations.h"
#include "chess960/start_positions.h"
#include "chess960/start_systems.h"
#include "chess960/tournament_draw.h"
#include "embind_api.h"
#include "engine_state.h"
#include "to_js.h"

namespace chess960::bindings::api {

namespace {
// The value, or nullopt with the error kept for lastFailure().
template <class T>
std::optional<T> valueOr(const Result<T>& result) {
  if (!result) return fail(result.error()), std::nullopt;
  return *result;
}
std::optional<std::string> fenOr(const Result<Position>& pos) {
  if (!pos) return fail(pos.error()), std::nullopt;
  return toFen(*pos);
}
CastlingNotation notation(bool shredder) {
  return shredder ? CastlingNotation::SHREDDER : CastlingNotation::XFEN;
}
std::vector<int> squareList(Bitboard squares) {
  std::vector<int> list;
  while (squares) list.push_back(popLsb(squares));
  return list;
}
// The band's table as the package hands it over (npm/src/draw.ts): each start's centipawns and
// whether the engine found a mate (1) or not (0), in turn, and its SHA-256. No scores: no table.
StartEvaluations bandTable(const std::vector<int>& scores, const std::string& sha256) {
  StartEvaluations table{std::vector<StartEvaluation>(scores.size() / 2), sha256};
  for (std::size_t number = 0; number < table.rows.size(); ++number) {
    table.rows[number].centipawns = scores[2 * number];
    table.rows[number].mate = scores[2 * number + 1];
  }
  return table;
}
// `then` of the options of a pool: the subset, the exclusions and the band.
template <class Then>
auto withPool(StartSubset subset, const std::vector<int>& exclude, int maxScore,
              const std::vector<int>& scores, const std::string& sha256, Then then) {
  const StartEvaluations table = bandTable(scores, sha256);
  DrawOptions options;
  options.subset = subset;
  options.exclude = exclude;
  options.maxScore = maxScore;
  if (!scores.empty()) options.evaluations = &table;
  return then(options);
}
// The options of a draw but its public value, on top of its pool's.
void setDraw(DrawOptions& options, const std::string& seed, int rounds, bool unique, bool doubleChess960,
             DrawAlgorithm algorithm, const std::string& publicSource) {
  options.algorithm = algorithm;
  options.seed = seed;
  options.rounds = rounds;
  options.unique = unique;
  options.doubleChess960 = doubleChess960;
  options.publicSource = publicSource;
}
}  // namespace

Failure lastFailure() { return bindings::lastFailure(); }
std::vector<std::string> repairs() {
  std::vector<std::string> messages;
  for (const Repair& r : fenRepairs()) messages.push_back(r.message);
  return messages;
}

// ---- the selected slot's game ----
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
std::string legalMovesSan() {
  std::string out;
  for (Move m : legalMoves(slot->position())) {
    if (!out.empty()) out += ' ';
    out += toSan(slot->position(), m);
  }
  return out;
}
// move_refusal.h: why no legal move goes from `from` to `to` ("" when one does).
std::string moveRefusal(int from, int to) {
  if (from < 0 || from >= SQUARE_COUNT || to < 0 || to >= SQUARE_COUNT) return "no such square";
  return chess960::moveRefusal(*slot, Square(from), Square(to));
}
std::string startFenOfSlot(bool shredder) { return toFen(slot->startPosition(), notation(shredder)); }
std::vector<DrawClaimMove> drawClaimMoves() { return slot->drawClaimMoves(); }
std::vector<int> attackers(int square, Color color) {
  const Position& pos = slot->position();
  return squareList(pos.attackersTo(Square(square), pos.occupied()) & pos.pieces(color));
}
CastlingStatusRecord castlingStatus(Color color, CastlingSide side) {
  const CastlingStatus st = chess960::castlingStatus(*slot, color, side);
  CastlingStatusRecord r;
  r.right = st.right, r.legal = st.legal, r.noRight = st.noRight, r.notToMove = st.notToMove,
  r.inCheck = st.inCheck;
  r.rook = st.rook, r.king = st.king, r.kingTo = st.kingTo, r.rookTo = st.rookTo;
  r.attacked = squareList(st.attacked), r.blocked = squareList(st.blocked);
  r.messages = castlingReasonTexts(*slot, st);
  r.loss = st.loss, r.lossPly = st.lossPly, r.lossSquare = st.lossSquare;
  if (st.lossPly > 0) r.lossMove = toSan(slot->positionBefore(st.lossPly - 1), st.lossMove);
  return r;
}

// ---- start positions (start_positions.h, start_systems.h) ----
std::optional<std::string> startFen(int white, int black) { return fenOr(startPosition(white, black)); }
std::optional<std::string> backRank(int number) { return valueOr(backRankOf(number)); }
std::optional<int> positionNumber(const std::string& text) {
  if (text.find('/') == std::string::npos) return valueOr(positionNumberOf(text));
  const auto pos = parseFen(text);
  if (!pos) return fail(pos.error()), std::nullopt;
  return valueOr(positionNumberOf(*pos));
}
std::optional<DiceReading> positionFromDice(const std::vector<int>& rolls) {
  return valueOr(chess960::positionFromDice(rolls));
}
std::vector<int> diceRolls(int number) {
  const auto rolls = diceRollsOf(number);
  return rolls ? std::vector<int>(rolls->begin(), rolls->end()) : std::vector<int>{};
}
std::optional<int> positionFromCards(const std::string& cards) {
  return valueOr(chess960::positionFromCards(cards));
}
std::optional<std::string> variantStartFen(int variant, int number) {
  return fenOr(variant == boundary::VARIANT_SHUFFLE ? shuffleStartPosition(number)
                                                    : chess2880StartPosition(number));
}

// ---- the tournament draw (tournament_draw.h, draw_announcement.h) ----
std::optional<std::vector<int>> drawPool(StartSubset subset, const std::vector<int>& exclude, int maxScore,
                                         const std::vector<int>& scores, const std::string& sha256) {
  return withPool(subset, exclude, maxScore, scores, sha256,
                  [](const DrawOptions& options) { return valueOr(chess960::drawPool(options)); });
}
std::optional<TournamentDraw> drawStarts(StartSubset subset, const std::vector<int>& exclude, int maxScore,
                                         const std::vector<int>& scores, const std::string& sha256,
                                         const std::string& seed, int rounds, bool unique,
                                         bool doubleChess960, DrawAlgorithm algorithm,
                                         const std::string& publicSource, const std::string& publicValue) {
  return withPool(subset, exclude, maxScore, scores, sha256, [&](DrawOptions& options) {
    setDraw(options, seed, rounds, unique, doubleChess960, algorithm, publicSource);
    options.publicValue = publicValue;
    return valueOr(chess960::drawStarts(options));
  });
}
std::optional<std::string> drawCommitment(const std::string& seed) {
  return valueOr(chess960::drawCommitment(seed));
}
std::optional<std::string> drawAnnouncement(StartSubset subset, const std::vector<int>& exclude, int maxScore,
                                            const std::vector<int>& scores, const std::string& sha256,
                                            const std::string& seed, int rounds, bool unique,
                                            bool doubleChess960, DrawAlgorithm algorithm,
                                            const std::string& publicSource, bool withSeed) {
  return withPool(subset, exclude, maxScore, scores, sha256, [&](DrawOptions& options) {
    setDraw(options, seed, rounds, unique, doubleChess960, algorithm, publicSource);
    return valueOr(writeDrawAnnouncement(options, withSeed));
  });
}
AnnouncementReading readDrawAnnouncement(const std::string& text) {
  AnnouncementReading reading;
  reading.announcement = valueOr(chess960::readDrawAnnouncement(text, &reading.place));
  return reading;
}

unsigned heapTop() { return unsigned(reinterpret_cast<std::uintptr_t>(sbrk(0))); }

}  // namespace chess960::bindings::api

EMSCRIPTEN_BINDINGS(chess960) {
  using namespace chess960::bindings;
#define CHESS960_REGISTER(name, parameters, doc) emscripten::function(#name, &Bound<&api::name>::call);
  CHESS960_EMBIND_FUNCTIONS(CHESS960_REGISTER)
#undef CHESS960_REGISTER
}
