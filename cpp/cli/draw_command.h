// `chess960 draw --seed TEXT [--public TEXT] --rounds N [--subset NAME] [--exclude 518,534]
// [--allow-repeats] [--double]`: the tournament draw chess960-draw-v1 (tournament_draw.h).
#pragma once

#include <string>
#include <vector>

namespace chess960::cli {

// `args` are the words after "draw". Returns the exit code.
int runDrawCommand(const std::vector<std::string>& args);

}  // namespace chess960::cli
