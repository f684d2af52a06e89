// The records the Embind functions answer with (embind_api.h), each described once: its
// TypeScript name and its fields, each a JS name, a member and what it holds. to_js.h makes the
// JS object from the description; bindings/contract_writer.cpp prints the TypeScript interface
// from the same one. A record is a struct of the engine, or one of the bindings' own below.
#pragma once

#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "chess960/draw_announcement.h"
#include "chess960/game.h"
#include "chess960/start_systems.h"
#include "chess960/tournament_draw.h"

namespace chess960::bindings {

// A field: its name in JS, the member, what it holds.
template <class Record, class Member>
struct Field {
  const char* name;
  Member Record::*member;
  const char* doc;
};
template <class Record, class Member>
Field(const char*, Member Record::*, const char*) -> Field<Record, Member>;

// Specialized for each record: `name` (of the TypeScript interface), `doc` and `fields`.
template <class Record>
struct RecordFields;

template <class T>
concept DescribedRecord = requires {
  RecordFields<T>::fields;
};

template <class T>
inline constexpr bool isVector = false;
template <class T>
inline constexpr bool isVector<std::vector<T>> = true;
template <class T>
inline constexpr bool isOptional = false;
template <class T>
inline constexpr bool isOptional<std::optional<T>> = true;

// ---- the bindings' own ----

// The last failed call's error.
struct Failure {
  int code = 0;  // an ErrorCode
  std::string message;
};

// castling_status.h's CastlingStatus with its squares as lists, each reason in words, and the SAN
// of the move that lost the right.
struct CastlingStatusRecord {
  bool right = false, legal = false, noRight = false, notToMove = false, inCheck = false;
  int rook = NO_SQUARE, king = NO_SQUARE, kingTo = NO_SQUARE, rookTo = NO_SQUARE;
  std::vector<int> attacked, blocked;
  std::vector<std::string> messages;
  RightLoss loss = RightLoss::UNKNOWN;
  int lossPly = 0, lossSquare = NO_SQUARE;
  std::string lossMove;
};

// What readDrawAnnouncement found: the announcement, or where the text went wrong.
struct AnnouncementReading {
  std::optional<DrawAnnouncement> announcement;
  DrawAnnouncementPlace place;
};

// ---- the descriptions ----

template <>
struct RecordFields<Failure> {
  static constexpr const char* name = "FailureRecord";
  static constexpr const char* doc = "The last failed call's error.";
  static constexpr auto fields = std::tuple{
      Field{"code", &Failure::code, "Its index in ERROR_CODES."},
      Field{"message", &Failure::message, "What exactly is wrong."},
  };
};

template <>
struct RecordFields<DrawClaimMove> {
  static constexpr const char* name = "DrawClaimMoveRecord";
  static constexpr const char* doc = "A legal move after which the player to move may claim a draw.";
  static constexpr auto fields = std::tuple{
      Field{"move", &DrawClaimMove::move, "Its move code."},
      Field{"claims", &DrawClaimMove::claims, "The claims (*_CLAIM bits)."},
  };
};

template <>
struct RecordFields<CastlingStatusRecord> {
  using R = CastlingStatusRecord;
  static constexpr const char* name = "CastlingStatusRecord";
  static constexpr const char* doc = "Whether a colour can castle to a side, and each reason why not.";
  static constexpr auto fields = std::tuple{
      Field{"right", &R::right, "The colour has the right."},
      Field{"legal", &R::legal, "The castling is a legal move now."},
      Field{"noRight", &R::noRight, ""},
      Field{"notToMove", &R::notToMove, ""},
      Field{"inCheck", &R::inCheck, ""},
      Field{"rook", &R::rook, "The castling rook's square (NO_SQUARE without a right)."},
      Field{"king", &R::king, ""},
      Field{"kingTo", &R::kingTo, ""},
      Field{"rookTo", &R::rookTo, ""},
      Field{"attacked", &R::attacked, "Squares of the king's way that the opponent attacks."},
      Field{"blocked", &R::blocked, "Squares of the king's or rook's way that hold another piece."},
      Field{"messages", &R::messages,
            "One per reason, in the order noRight, notToMove, inCheck, attacked, blocked."},
      Field{"loss", &R::loss, ""},
      Field{"lossPly", &R::lossPly, "The move that lost the right (1-based ply; 0 when not shown)."},
      Field{"lossSquare", &R::lossSquare, "Where the king or the rook stood before it."},
      Field{"lossMove", &R::lossMove, "Its SAN ('' when not shown)."},
  };
};

template <>
struct RecordFields<DiceReading> {
  static constexpr const char* name = "DiceReadingRecord";
  static constexpr const char* doc = "The start that die rolls build.";
  static constexpr auto fields = std::tuple{
      Field{"number", &DiceReading::number, "The start's number."},
      Field{"rollsUsed", &DiceReading::rollsUsed, "Rolls read, re-rolls included."},
  };
};

template <>
struct RecordFields<DrawnStart> {
  static constexpr const char* name = "DrawnStartRecord";
  static constexpr const char* doc = "One round of a tournament draw.";
  static constexpr auto fields = std::tuple{
      Field{"round", &DrawnStart::round, "From 1."},
      Field{"white", &DrawnStart::white, "The start number of White's back rank."},
      Field{"black", &DrawnStart::black, "Black's: the same as White's unless doubleChess960."},
  };
};

template <>
struct RecordFields<TournamentDraw> {
  static constexpr const char* name = "TournamentDrawRecord";
  static constexpr const char* doc = "A tournament draw.";
  static constexpr auto fields = std::tuple{
      Field{"commitment", &TournamentDraw::commitment,
            "v2: the SHA-256 of the record without its commitment line; v1: drawCommitment(seed)."},
      Field{"starts", &TournamentDraw::starts, ""},
  };
};

template <>
struct RecordFields<DrawAnnouncement> {
  using R = DrawAnnouncement;
  static constexpr const char* name = "DrawAnnouncementRecord";
  static constexpr const char* doc = "What a draw's announcement (or organiser's record) says.";
  static constexpr auto fields = std::tuple{
      Field{"algorithm", &R::algorithm, ""},
      Field{"commitment", &R::commitment, ""},
      Field{"rounds", &R::rounds, ""},
      Field{"subset", &R::subset, ""},
      Field{"exclude", &R::exclude, "Ascending, each number once."},
      Field{"unique", &R::unique, ""},
      Field{"double", &R::doubleChess960, "White's and Black's back ranks drawn separately."},
      Field{"maxScore", &R::maxScore, "The band's largest |score| in centipawns, or NO_BAND."},
      Field{"evaluations", &R::evaluations, "The SHA-256 of the band's table ('' for none)."},
      Field{"publicSource", &R::publicSource, "Where the public value will come from ('' for none)."},
      Field{"seed", &R::seed, "In an organiser's record only ('' otherwise)."},
  };
};

template <>
struct RecordFields<DrawAnnouncementPlace> {
  static constexpr const char* name = "DrawAnnouncementPlaceRecord";
  static constexpr const char* doc = "Where a text that is no announcement went wrong.";
  static constexpr auto fields = std::tuple{
      Field{"line", &DrawAnnouncementPlace::line, "From 1; 0 for the text as a whole."},
      Field{"field", &DrawAnnouncementPlace::field,
            "The field's name as announcements write it ('' for none)."},
  };
};

template <>
struct RecordFields<AnnouncementReading> {
  static constexpr const char* name = "AnnouncementReadingRecord";
  static constexpr const char* doc = "The announcement in a text, or where the text went wrong.";
  static constexpr auto fields = std::tuple{
      Field{"announcement", &AnnouncementReading::announcement, "null for a text that is no announcement."},
      Field{"place", &AnnouncementReading::place, ""},
  };
};

}  // namespace chess960::bindings
