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

#define CHESS960_EMBIND_FUNCTIONS(X)                                                                      \
  X(lastFailure, "", "The last failed call's error.")                                                     \
  X(repairs, "", "What the last repairing FEN read dropped, one message each.")                           \
  X(sanHistory, "", "The moves played, in SAN, space-separated.")                                         \
  X(legalMovesSan, "", "The legal moves in SAN, space-separated, in the order of the legal move codes.")  \
  X(startFenOfSlot, "shredder", "The FEN of the position the game started from.")                         \
  X(drawClaimMoves, "", "The legal moves after which the player to move may claim a draw.")               \
  X(attackers, "square, color",                                                                           \
    "The squares of the pieces of `color` attacking `square` (pinned ones too).")                         \
  X(castlingStatus, "color, side", "Whether `color` can castle to `side`, and each reason why not.")      \
  X(moveRefusal, "from, to", "Why no legal move goes from square `from` to `to` ('' when one does).")     \
  X(startFen, "white, black", "The FEN of White's start `white` and Black's `black`.")                    \
  X(backRank, "number", "The back rank of start `number` (\"RNBQKBNR\").")                                \
  X(positionNumber, "text", "The number of a back rank or of a FEN's start.")                             \
  X(positionFromDice, "rolls", "The start that die values (1-6, at most MAX_DIE_ROLLS) build.")           \
  X(diceRolls, "number", "The five rolls that build start `number` without re-rolls.")                    \
  X(positionFromCards, "cards", "The start that 14 cards dealt in order build.")                          \
  X(variantStartFen, "variant, number", "The FEN of a shuffle-chess or Chess2880 start (VARIANT_*).")     \
  X(drawPool, "subset, exclude, maxScore, scores, sha256",                                                \
    "The starts a draw takes its starts from, ascending (a band: maxScore, or NO_BAND, with its table's " \
    "centipawns and mate found (1 or 0) of each start in turn, and its SHA-256).")                        \
  X(drawStarts,                                                                                           \
    "subset, exclude, maxScore, scores, sha256, seed, rounds, unique, doubleChess960, algorithm, "        \
    "publicSource, publicValue",                                                                          \
    "A tournament draw: its pool as drawPool's, then the draw's options.")                                \
  X(drawCommitment, "seed", "The seed's commitment.")                                                     \
  X(drawAnnouncement,                                                                                     \
    "subset, exclude, maxScore, scores, sha256, seed, rounds, unique, doubleChess960, algorithm, "        \
    "publicSource, withSeed",                                                                             \
    "The announcement of a draw with drawStarts' options (withSeed: the organiser's record).")            \
  X(readDrawAnnouncement, "text", "What the announcement in `text` says, or where it went wrong.")        \
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
std::optional<std::vector<int>> drawPool(StartSubset subset, const std::vector<int>& exclude, int maxScore,
                                         const std::vector<int>& scores, const std::string& sha256);
std::optional<TournamentDraw> drawStarts(StartSubset subset, const std::vector<int>& exclude, int maxScore,
                                         const std::vector<int>& scores, const std::string& sha256,
                                         const std::string& seed, int rounds, bool unique,
                                         bool doubleChess960, DrawAlgorithm algorithm,
                                         const std::string& publicSource, const std::string& publicValue);
std::optional<std::string> drawCommitment(const std::string& seed);
std::optional<std::string> drawAnnouncement(StartSubset subset, const std::vector<int>& exclude, int maxScore,
                                            const std::vector<int>& scores, const std::string& sha256,
                                            const std::string& seed, int rounds, bool unique,
                                            bool doubleChess960, DrawAlgorithm algorithm,
                                            const std::string& publicSource, bool withSeed);
AnnouncementReading readDrawAnnouncement(const std::string& text);
unsigned heapTop();

}  // namespace chess960::bindings::api
