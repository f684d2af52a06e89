#!/usr/bin/env bash
# Hardening checks, from a fresh machine (installs what is missing):
#   1. the Boost.Test suite built with AddressSanitizer + UndefinedBehaviorSanitizer
#      (CMake preset "sanitize", build/sanitize; -O2 without NDEBUG, so test_perft checks its
#      evenly spread depth-5 subset);
#   2. the libFuzzer harnesses (preset "fuzz", build/fuzz; clang 14, -fsanitize=fuzzer,address,
#      undefined): each replays its seed corpus and saved crashers, then fuzzes for 15 s, as many
#      at a time as there are CPUs. FUZZ_SECONDS changes the 15 s (scripts/test.sh --long: 60 s).
# The long fuzzing run (10 minutes per harness) is on request only:
#   cmake --preset fuzz && cmake --build --preset fuzz --target fuzz-long
# See tests/fuzz/README.md for the harnesses, their input formats and how to keep a crasher.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh --with-clang

jobs=$(nproc)
started=$SECONDS
# Stop at the first report, with a stack trace; leaks count as failures.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

echo "== sanitizers: Boost.Test suite under ASan + UBSan (build/sanitize)"
cmake --preset sanitize >/dev/null
cmake --build --preset sanitize -j"$jobs" --target chess960_tests
ctest --preset sanitize -j"$jobs"  # the suite in two halves (tests/cpp/CMakeLists.txt)
after_suite=$SECONDS

echo "== fuzzing: every harness ${FUZZ_SECONDS:-15} s (build/fuzz)"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j"$jobs"
bash tests/fuzz/run.sh --bin-dir build/fuzz/tests/fuzz --seconds "${FUZZ_SECONDS:-15}" --parallel "$jobs"

echo "hardening: passed in $((SECONDS - started)) s (sanitizers $((after_suite - started)) s, fuzzing $((SECONDS - after_suite)) s)"
