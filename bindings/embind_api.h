// The Embind road: what the package calls once per user action (start positions, the tournament
// draw, castling status, SAN lists), answered with texts, lists and records (records.h). Each
// function is listed once, X(name, "its parameters' names", what it answers):
// chess960_bindings.cpp registers the list, contract_writer.cpp types it for TypeScript. A call
// that can fail answers null (std::nullopt) and keeps the error for lastFailure().
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "records.h"

#define CHESS960_EMBIND_FUNCTIONS(X)                                                                        \
  X(lastFailure, "", "The last failed call's error.")                                                       \
  X(repairs, "", "What the last repairing FEN read dropped, one message each.")                             \
  X(sanHistory, "", "The moves played, in SAN, space-separated.")                                           \
  X(legalMovesSan, "", "The legal moves in SAN, space-separated, in the order of the legal move codes.")    \
  X(startFenOfSlot, "shredder", "The FEN of the position the game started from.")                           \
  X(drawClaimMoves, "", "The legal moves after which the player to move may claim a draw.")                 \
  X(attackers, "square, color",                                                                             \
    "The squares of the pieces of `color` attacking `square` (pinned ones too).")                           \
  X(castlingStatus, "color, side", "Whether `color` can castle to `side`, and each reason why not.")        \
  X(moveRefusal, "from, to", "Why no legal move goes from square `from` to `to` ('' when one does).")       \
  X(startFen, "white, black", "The FEN of White's start `white` and Black's `black`.")                      \
  X(backRank, "number", "The back rank of start `number` (\"RNBQKBNR\").")                                  \
  X(positionNumber, "text", "The number of a back rank or of a FEN's start.")                               \
  X(positionFromDice, "rolls", "The start that die values (1-6, at most MAX_DIE_ROLLS) build.")             \
  X(diceRolls, "number", "The five rolls that build start `number` without re-rolls.")                      \
  X(positionFromCards, "cards", "The start that 14 cards dealt in order build.")                            \
  X(variantStartFen, "variant, number", "The FEN of a shuffle-chess or Chess2880 start (VARIANT_*).")       \
  X(drawStarts,                                                                                             \
    "seed, publicValue, rounds, subset, exclude, unique, doubleChess960, algorithm, publicSource, "         \
    "maxScore, evaluationRows, evaluationSha256",                                                           \
    "A tournament draw (a band: maxScore, or NO_BAND, with the rows and SHA-256 of its table).")            \
  X(drawPool, "subset, exclude, maxScore, evaluationRows, evaluationSha256",                                \
    "The starts a draw takes its starts from, ascending.")                                                  \
  X(drawCommitment, "seed", "The seed's commitment.")                                                       \
  X(drawAnnouncement,                                                                                       \
    "seed, rounds, subset, exclude, unique, doubleChess960, publicSource, withSeed, algorithm, "            \
    "maxScore, evaluationRows, evaluationSha256",                                                           \
    "The announcement of a draw (withSeed: the organiser's record).")                                       \
  X(readDrawAnnouncement, "text", "What the announcement in `text` says, or where it went wrong.")          \
  X(heapTop, "", "The top of the wasm heap, in bytes (for the heap-stability tests).")

namespace chess960::bindings::api {

Failure lastFailure();
std::vector<std::string> repairs();
std::string sanHistory();
std::string legalMovesSan();
std::string startFenOfSlot(bool shredder);
std::vector<DrawClaimMove> drawClaimMoves();
std::vector<int> attackers(int square, Color color);
CastlingStatusRecord castlingStatus(Color color, CastlingSide side);
std::string moveRefusal(int from, int to);
std::optional<std::string> startFen(int white, int black);
std::optional<std::string> backRank(int number);
std::optional<int> positionNumber(const std::string& text);
std::optional<DiceReading> positionFromDice(const std::vector<int>& rolls);
std::vector<int> diceRolls(int number);
std::optional<int> positionFromCards(const std::string& cards);
std::optional<std::string> variantStartFen(int variant, int number);
std::optional<TournamentDraw> drawStarts(const std::string& seed, const std::string& publicValue, int rounds,
                                         StartSubset subset, const std::vector<int>& exclude, bool unique,
                                         bool doubleChess960, DrawAlgorithm algorithm,
                                         const std::string& publicSource, int maxScore,
                                         const std::string& evaluationRows,
                                         const std::string& evaluationSha256);
std::optional<std::vector<int>> drawPool(StartSubset subset, const std::vector<int>& exclude, int maxScore,
                                         const std::string& evaluationRows,
                                         const std::string& evaluationSha256);
std::optional<std::string> drawCommitment(const std::string& seed);
std::optional<std::string> drawAnnouncement(const std::string& seed, int rounds, StartSubset subset,
                                            const std::vector<int>& exclude, bool unique, bool doubleChess960,
                                            const std::string& publicSource, bool withSeed,
                                            DrawAlgorithm algorithm, int maxScore,
                                            const std::string& evaluationRows,
                                            const std::string& evaluationSha256);
AnnouncementReading readDrawAnnouncement(const std::string& text);
unsigned heapTop();

}  // namespace chess960::bindings::api
