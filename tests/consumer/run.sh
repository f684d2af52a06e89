#!/usr/bin/env bash
# Builds tests/consumer against the library twice: through add_subdirectory and through
# find_package after `cmake --install` of an existing build tree into a temporary prefix.
# Usage: run.sh <repo> <work dir> <build dir of the library, to install from>
# The add_subdirectory build is unoptimised (-O0): it proves the CMake wiring, and compiles the
# engine in about a third of a Release build's time. The CMake options that switch the tests and
# the CLI off are configured by the fuzz preset (scripts/test-hardening.sh).
set -euo pipefail
repo=$1
work=$2
built=$3
expected="bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1 9006"  # perft 3 checked with stockfish 15.1
rm -rf "$work" && mkdir -p "$work"

cmake -S "$repo/tests/consumer" -B "$work/subdir" -DCHESS960_SOURCE_DIR="$repo" \
  -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O0 >/dev/null
cmake --build "$work/subdir" -j2 >/dev/null
got=$("$work/subdir/consumer")
[ "$got" = "$expected" ] || { echo "add_subdirectory consumer printed '$got', expected '$expected'"; exit 1; }

cmake --install "$built" --prefix "$work/prefix" >/dev/null
cmake -S "$repo/tests/consumer" -B "$work/installed" -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/installed" -j2 >/dev/null
got=$("$work/installed/consumer")
[ "$got" = "$expected" ] || { echo "find_package consumer printed '$got', expected '$expected'"; exit 1; }
echo "consumer: add_subdirectory and find_package both build and run"
