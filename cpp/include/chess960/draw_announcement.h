// What an organiser publishes before a draw (tournament_draw.h): one text that names the
// algorithm, the commitment, every option of the draw and where the public value will come from.
// Players check the revealed seed against it and re-derive the rounds from the options it
// announced, never from options typed afterwards. The organiser's record is the same text with
// the seed added, kept secret until the reveal.
//
//   algorithm: chess960-draw-v2
//   commitment: 5a0e...(64 hex digits)
//   rounds: 7
//   pool: chess960                  chess18, chess90, chess870
//   excluded: 518, 534              or none
//   max score: 40                   or none: the band, |score| <= 40 centipawns
//   evaluations: 9c1f...(64 hex)    or none: the SHA-256 of the band's table (start_evaluations.h)
//   repeats: no                     yes: a start may come twice
//   double chess960: no
//   public value: five die rolls by a player before round 1          or none
//   seed: Hastings 2026             the organiser's record only
//
// chess960-draw-v2's commitment is the lowercase hex SHA-256 of the organiser's record as
// writeDrawAnnouncement writes it, without its commitment line: so it covers the seed and every
// option, and an announcement edited after publication no longer matches its seed. A
// chess960-draw-v1 announcement has no "max score" and "evaluations" lines, and its commitment
// is the SHA-256 of the seed alone.
//
// Read back: one "name: value" per line in this order, every field but the seed, names and values
// in any case; blank lines, lines that start with '#' (a title, a note for the reader) and spaces
// around names and values are ignored.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "chess960/error.h"
#include "chess960/start_systems.h"
#include "chess960/tournament_draw.h"

namespace chess960 {

// An announcement (or a record) is read up to this many bytes; where the public value comes from
// is one line of at most MAX_DRAW_PUBLIC_BYTES.
inline constexpr std::size_t MAX_DRAW_ANNOUNCEMENT_BYTES = 8192;

struct DrawAnnouncement {
  DrawAlgorithm algorithm = DrawAlgorithm::V2;
  std::string commitment;  // 64 lowercase hex digits
  int rounds = 1;
  StartSubset subset = StartSubset::CHESS960;
  std::vector<int> exclude;  // ascending, each number once
  bool unique = true;
  bool doubleChess960 = false;
  int maxScore = NO_BAND;    // v2: the band's largest |score| in centipawns
  std::string evaluations;   // v2 with a band: its table's SHA-256 (lowercase hex); else empty
  std::string publicSource;  // where the public value will come from; empty: the draw has none
  std::string seed;          // in an organiser's record only
};

// Where a text that is no announcement went wrong: its line (from 1; 0 for the text as a whole,
// such as a missing field) and the field's name as the announcement writes it ("" for none).
struct DrawAnnouncementPlace {
  int line = 0;
  std::string field;
};

// What a player's check of a revealed draw found.
struct DrawCheck {
  bool seedMatches = false;        // the seed (v2: with the announced options) gives the commitment
  bool publicAsAnnounced = false;  // a public value was given exactly when one was announced
  TournamentDraw draw;             // the announced options' rounds for this seed and public value
};

// The announcement of a draw with `options` in the format of their algorithm (their public value,
// drawn later, is left out; options.publicSource says where it will come from), or with
// `withSeed` the organiser's record. Errors: those of drawStarts for the seed and the options;
// DRAW_ANNOUNCEMENT for a source of the public value that is not one line of at most
// MAX_DRAW_PUBLIC_BYTES, or a seed a record cannot hold on one line (line breaks, spaces at an end).
Result<std::string> writeDrawAnnouncement(const DrawOptions& options, bool withSeed = false);
// chess960-draw-v2's commitment for `options` (whatever their algorithm); the errors of
// writeDrawAnnouncement but the record's.
Result<std::string> drawCommitmentV2(const DrawOptions& options);
// The announcement (or record) in `text`; DRAW_ANNOUNCEMENT with `place` set says what is wrong.
Result<DrawAnnouncement> readDrawAnnouncement(std::string_view text, DrawAnnouncementPlace* place = nullptr);
// The announced draw for a revealed seed and public value ("" for none), with `evaluations` the
// table a band was announced with; the errors of drawStarts for a seed or public value no draw
// takes, and DRAW_BAND when a band was announced and `evaluations` is missing or another table.
Result<DrawCheck> verifyDraw(const DrawAnnouncement& announced, std::string_view seed,
                             std::string_view publicValue, const StartEvaluations* evaluations = nullptr);

}  // namespace chess960
