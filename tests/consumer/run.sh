#!/usr/bin/env bash
# Builds tests/consumer against the library twice: through add_subdirectory and through
# find_package after `cmake --install` into a temporary prefix. Usage: run.sh <repo> <work dir>
set -euo pipefail
repo=$1
work=$2
expected="bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1 9006"  # perft 3 checked with stockfish 15.1
rm -rf "$work" && mkdir -p "$work"

cmake -S "$repo/tests/consumer" -B "$work/subdir" -DCHESS960_SOURCE_DIR="$repo" >/dev/null
cmake --build "$work/subdir" -j2 >/dev/null
got=$("$work/subdir/consumer")
[ "$got" = "$expected" ] || { echo "add_subdirectory consumer printed '$got', expected '$expected'"; exit 1; }

cmake -S "$repo" -B "$work/lib" -DCHESS960_BUILD_TESTS=OFF -DCHESS960_BUILD_CLI=OFF >/dev/null
cmake --build "$work/lib" -j2 >/dev/null
cmake --install "$work/lib" --prefix "$work/prefix" >/dev/null
cmake -S "$repo/tests/consumer" -B "$work/installed" -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/installed" -j2 >/dev/null
got=$("$work/installed/consumer")
[ "$got" = "$expected" ] || { echo "find_package consumer printed '$got', expected '$expected'"; exit 1; }
echo "consumer: add_subdirectory and find_package both build and run"
