// Prints "commitment <hex>", then per round "round <r> <number> <fen>" (with --double
// "round <r> <white> <black> <fen>"). --announce and --record print the announcement or the
// organiser's record instead (draw_announcement.h); --announcement FILE takes the options from
// one and checks the seed and the public value against it first: a mismatch exits 1, and so does
// an announced band of another table than the one compiled in. --max-score N keeps to the band
// |score| <= N of that table (start_evaluation_table.h). Bad arguments, and options that give no
// draw, exit 2.
#include "draw_command.h"

#include <charconv>
#include <cstdio>
#include <iostream>
#include <string_view>

#include "chess960/draw_announcement.h"
#include "chess960/fen.h"
#include "chess960/start_evaluation_table.h"
#include "chess960/start_positions.h"
#include "chess960/tournament_draw.h"

namespace chess960::cli {

namespace {

constexpr const char* USAGE =
    "usage: chess960 draw --seed TEXT [--public TEXT] --rounds N [--subset NAME] [--exclude 518,534] "
    "[--allow-repeats] [--double] [--max-score N] [--public-source TEXT] [--announce | --record] "
    "[--algorithm chess960-draw-v1], or "
    "chess960 draw --announcement FILE|- [--seed TEXT] [--public TEXT]";

int usage(const std::string& message) {
  std::cerr << "chess960: " << message << " (" << USAGE << ")\n";
  return 2;
}

bool parseInt(std::string_view text, int& value) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc() && end == text.data() + text.size();
}

// "518,534" -> {518, 534}; false for anything else (an empty item, a sign, a space).
bool parseNumbers(std::string_view text, std::vector<int>& numbers) {
  for (std::size_t start = 0;;) {
    const std::size_t comma = text.find(',', start);
    const std::string_view item = text.substr(start, comma == std::string_view::npos ? comma : comma - start);
    int number = 0;
    if (item.empty() || item[0] == '-' || !parseInt(item, number)) return false;
    numbers.push_back(number);
    if (comma == std::string_view::npos) return true;
    start = comma + 1;
  }
}

// The text of FILE, or of stdin for "-"; false when it cannot be read.
bool readText(const std::string& path, std::string& text) {
  std::FILE* file = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (!file) return false;
  char chunk[4096];
  for (std::size_t n; (n = std::fread(chunk, 1, sizeof chunk, file)) > 0;) text.append(chunk, n);
  const bool failed = std::ferror(file);
  if (file != stdin) std::fclose(file);
  return !failed;
}

std::string drawText(const TournamentDraw& draw, bool doubleChess960) {
  std::string out = "commitment " + draw.commitment + "\n";
  for (const DrawnStart& start : draw.starts) {
    out += "round " + std::to_string(start.round) + " " + std::to_string(start.white) + " ";
    if (doubleChess960) out += std::to_string(start.black) + " ";
    out += toFen(*startPosition(start.white, start.black)) + "\n";
  }
  return out;
}

// The draw an announcement (or record) in `path` gives: its seed checked against the commitment,
// the public value against what it announced; the rounds only when both agree.
int drawFromAnnouncement(const std::string& path, const std::string* seed, const std::string& publicValue) {
  std::string text;
  if (!readText(path, text)) {
    std::cerr << "chess960: cannot read " << path << "\n";
    return 2;
  }
  auto announced = readDrawAnnouncement(text);
  if (!announced) {
    std::cerr << "chess960: " << path << " is no draw announcement: " << announced.error().message << "\n";
    return 2;
  }
  if (!seed && announced->seed.empty()) return usage("draw needs --seed TEXT (the announcement holds none)");
  auto check = verifyDraw(*announced, seed ? *seed : announced->seed, publicValue,
                          &startEvaluationTable().evaluations);
  if (!check && check.error().code == ErrorCode::DRAW_BAND) {
    std::cerr << "chess960: " << check.error().message << " (this chess960 has the table of "
              << startEvaluationTable().engine << ", " << startEvaluationTable().nodes << " nodes a start)\n";
    return 1;
  }
  if (!check) return usage(check.error().message);
  std::string out;
  if (announced->algorithm == DrawAlgorithm::V1)
    out += check->seedMatches
               ? "seed matches the commitment\n"
               : "seed does not match the commitment: its SHA-256 is " + check->draw.commitment + "\n";
  else
    out += check->seedMatches
               ? "seed and options match the commitment\n"
               : "seed and options do not match the commitment: they give " + check->draw.commitment + "\n";
  if (!check->publicAsAnnounced)
    out += publicValue.empty()
               ? "public value missing: the announcement says it comes from " + announced->publicSource + "\n"
               : std::string("public value given, but the announcement names none\n");
  else
    out += "public value as announced\n";
  const bool matches = check->seedMatches && check->publicAsAnnounced;
  if (matches) out += drawText(check->draw, announced->doubleChess960);
  std::cout << out;
  return matches ? 0 : 1;
}

}  // namespace

int runDrawCommand(const std::vector<std::string>& args) {
  DrawOptions options;
  std::vector<int> exclude;
  std::string announcement, publicSource;
  bool seedGiven = false, roundsGiven = false, publicGiven = false, subsetGiven = false, excludeGiven = false;
  bool announcementGiven = false, sourceGiven = false, announce = false, record = false, optionGiven = false;
  bool maxScoreGiven = false, algorithmGiven = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    bool* given = a == "--seed"            ? &seedGiven
                  : a == "--public"        ? &publicGiven
                  : a == "--rounds"        ? &roundsGiven
                  : a == "--subset"        ? &subsetGiven
                  : a == "--exclude"       ? &excludeGiven
                  : a == "--announcement"  ? &announcementGiven
                  : a == "--public-source" ? &sourceGiven
                  : a == "--max-score"     ? &maxScoreGiven
                  : a == "--algorithm"     ? &algorithmGiven
                                           : nullptr;
    if (given && i + 1 >= args.size()) return usage(a + " needs a value");
    if (given && *given) return usage("draw: " + a + " given twice");
    if (given) *given = true;
    // What an announcement says, and so cannot be given beside one.
    if (given == &roundsGiven || given == &subsetGiven || given == &excludeGiven || given == &maxScoreGiven ||
        given == &algorithmGiven || a == "--allow-repeats" || a == "--double")
      optionGiven = true;
    if (a == "--seed") {
      options.seed = args[++i];
    } else if (a == "--public") {
      options.publicValue = args[++i];
    } else if (a == "--rounds") {
      if (!parseInt(args[++i], options.rounds)) return usage("--rounds needs a number from 1 to 1000");
    } else if (a == "--subset") {
      const std::string& name = args[++i];
      int subset = 0;
      while (subset < START_SUBSET_COUNT && name != startSubsetName(StartSubset(subset))) ++subset;
      if (subset == START_SUBSET_COUNT) return usage("--subset takes chess960, chess18, chess90 or chess870");
      options.subset = StartSubset(subset);
    } else if (a == "--exclude") {
      if (!parseNumbers(args[++i], exclude))
        return usage("--exclude takes start numbers separated by commas, such as 518,534");
    } else if (a == "--allow-repeats") {
      options.unique = false;
    } else if (a == "--double") {
      options.doubleChess960 = true;
    } else if (a == "--announcement") {
      announcement = args[++i];
    } else if (a == "--public-source") {
      publicSource = args[++i];
    } else if (a == "--max-score") {
      if (!parseInt(args[++i], options.maxScore) || options.maxScore < 0 || options.maxScore > MAX_DRAW_SCORE)
        return usage("--max-score needs a number of centipawns from 0 to " + std::to_string(MAX_DRAW_SCORE));
      options.evaluations = &startEvaluationTable().evaluations;
    } else if (a == "--algorithm") {
      const std::string& name = args[++i];
      if (name != DRAW_ALGORITHM_V1 && name != DRAW_ALGORITHM_V2)
        return usage("--algorithm takes chess960-draw-v2 (the default) or chess960-draw-v1");
      options.algorithm = name == DRAW_ALGORITHM_V1 ? DrawAlgorithm::V1 : DrawAlgorithm::V2;
    } else if (a == "--announce" || a == "--record") {
      (a == "--announce" ? announce : record) = true;
    } else {
      return usage("draw: unexpected argument '" + a + "'");
    }
  }
  if (announcementGiven) {
    if (optionGiven)
      return usage("draw: the options come from the announcement; give only --seed and --public");
    if (announce || record || sourceGiven)
      return usage("draw: --announcement reads an announcement, it writes none");
    const std::string seed(options.seed), publicValue(options.publicValue);
    return drawFromAnnouncement(announcement, seedGiven ? &seed : nullptr, publicValue);
  }
  if (!seedGiven) return usage("draw needs --seed TEXT");
  if (!roundsGiven) return usage("draw needs --rounds N");
  if (announce && record) return usage("draw takes --announce or --record, not both");
  if (sourceGiven && options.algorithm == DrawAlgorithm::V1 && !announce && !record)
    return usage(
        "draw: --public-source goes with --announce or --record (chess960-draw-v1's commitment omits it)");
  options.exclude = exclude;
  options.publicSource = publicSource;
  if (announce || record) {
    if (publicGiven)
      return usage("draw: the public value is drawn after the announcement; give --public-source");
    auto text = writeDrawAnnouncement(options, record);
    if (!text) return usage(text.error().message);
    std::cout << *text;
    return 0;
  }
  auto draw = drawStarts(options);
  if (!draw) return usage(draw.error().message);
  std::cout << drawText(*draw, options.doubleChess960);
  return 0;
}

}  // namespace chess960::cli
