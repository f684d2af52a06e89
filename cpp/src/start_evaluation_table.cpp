#include "chess960/start_evaluation_table.h"

#include <cstdlib>

namespace chess960 {

namespace {
#include "start_evaluation_table.inc"
}  // namespace

const StartEvaluationTable& startEvaluationTable() {
  static const StartEvaluationTable table = [] {
    auto read = readStartEvaluations(TABLE_ROWS, TABLE_SHA256);
    // Unreachable: the generator checked the rows and their SHA-256, and tests/repo that the
    // generated file is the data file's.
    if (!read) std::abort();
    return StartEvaluationTable{TABLE_ENGINE, TABLE_OPTIONS, TABLE_NODES,
                                TABLE_DATE,   TABLE_ROWS,    std::move(read).value()};
  }();
  return table;
}

}  // namespace chess960
