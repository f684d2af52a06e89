// What an organiser publishes before a chess960-draw-v1 draw (tournament_draw.h): one text that
// names the algorithm, the seed's commitment, every option of the draw and where the public value
// will come from. Players check the revealed seed against it and re-derive the rounds from the
// options it announced, never from options typed afterwards. The organiser's record is the same
// text with the seed added, kept secret until the reveal.
//
//   algorithm: chess960-draw-v1
//   commitment: 98c0b21652bd2ca4d64c6c4968e24ad3c9583b5c890351c4358134466bcc990a
//   rounds: 7
//   pool: chess960                  chess18, chess90, chess870
//   excluded: 518, 534              or none
//   repeats: no                     yes: a start may come twice
//   double chess960: no
//   public value: five die rolls by a player before round 1          or none
//   seed: Hastings 2026             the organiser's record only
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
  std::string commitment;  // drawCommitment(seed): 64 lowercase hex digits
  int rounds = 1;
  StartSubset subset = StartSubset::CHESS960;
  std::vector<int> exclude;  // ascending, each number once
  bool unique = true;
  bool doubleChess960 = false;
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
  bool seedMatches = false;        // the SHA-256 of the seed is the announced commitment
  bool publicAsAnnounced = false;  // a public value was given exactly when one was announced
  TournamentDraw draw;             // the announced options' rounds for this seed and public value
};

// The announcement of a draw with `options` (their public value, drawn later, is left out), or
// with `withSeed` the organiser's record. Errors: those of drawStarts for the seed and the options;
// DRAW_ANNOUNCEMENT for a source of the public value that is not one line of at most
// MAX_DRAW_PUBLIC_BYTES, or a seed a record cannot hold on one line (line breaks, spaces at an end).
Result<std::string> writeDrawAnnouncement(const DrawOptions& options, std::string_view publicSource,
                                          bool withSeed = false);
// The announcement (or record) in `text`; DRAW_ANNOUNCEMENT with `place` set says what is wrong.
Result<DrawAnnouncement> readDrawAnnouncement(std::string_view text, DrawAnnouncementPlace* place = nullptr);
// The announced draw for a revealed seed and public value ("" for none); the errors of drawStarts
// for a seed or public value no draw takes.
Result<DrawCheck> verifyDraw(const DrawAnnouncement& announced, std::string_view seed,
                             std::string_view publicValue);

}  // namespace chess960
