#!/usr/bin/env bash
# Runs the libFuzzer harnesses built in --bin-dir: each first replays its seed corpus
# (tests/fuzz/corpus/<harness>) and its saved crashers (tests/fuzz/regressions/<harness>), then
# fuzzes for --seconds. New inputs go to <bin-dir>/work/<harness> (kept between runs, never into
# the repository), crash files to <bin-dir>/artifacts/. Prints one line per harness; on a failure
# prints the end of the fuzzer's log, the crash file and the command that reproduces it.
#
#   run.sh --bin-dir DIR [--seconds N] [--parallel N] [harness ...]
#
# FUZZ_SECONDS overrides --seconds; --parallel (default: one per CPU) is how many harnesses run at
# once. Exit status 0 only if every harness ran its time without a finding.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin_dir=""
seconds=30
parallel=$(nproc 2>/dev/null || echo 2)
harnesses=()
while [ $# -gt 0 ]; do
  case $1 in
    --bin-dir) bin_dir=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --parallel) parallel=$2; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) harnesses+=("$1"); shift ;;
  esac
done
[ -n "$bin_dir" ] || { echo "run.sh: --bin-dir is required" >&2; exit 2; }
seconds=${FUZZ_SECONDS:-$seconds}
[ ${#harnesses[@]} -gt 0 ] || harnesses=(fen uci san pgn play)
bin_dir=$(cd "$bin_dir" && pwd)
mkdir -p "$bin_dir/work" "$bin_dir/artifacts" "$bin_dir/logs"

# Per harness: the longest input worth trying (a FEN line plus moves is short; games are longer).
max_len() {
  case $1 in
    fen) echo 300 ;;
    uci|san) echo 600 ;;
    play) echo 256 ;;
    pgn) echo 12000 ;;
  esac
}

# Runs one harness; its report goes to logs/<harness>.report, printed in start order.
run_one() {
  local name=$1 bin="$bin_dir/fuzz_$1"
  local work="$bin_dir/work/$name" log="$bin_dir/logs/$name.log"
  mkdir -p "$work"
  local corpora=("$work" "$here/corpus/$name")
  [ -d "$here/regressions/$name" ] && corpora+=("$here/regressions/$name")
  local dict=()
  [ -f "$here/dict/$name.dict" ] && dict=(-dict="$here/dict/$name.dict")
  # -rss_limit_mb: far above what any harness needs; a leak or blow-up fails the run.
  "$bin" -max_total_time="$seconds" -max_len="$(max_len "$name")" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$bin_dir/artifacts/$name-" "${dict[@]}" "${corpora[@]}" \
    >"$log" 2>&1
  local status=$?
  local execs
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  local cov
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
  if [ $status -eq 0 ]; then
    printf '  fuzz_%-5s ok   %8s runs in %ss (%s, corpus %s files)\n' "$name" "${execs:-?}" "$seconds" \
      "${cov:-cov: ?}" "$(ls "$work" | wc -l)"
    return 0
  fi
  echo "  fuzz_$name FAILED (exit $status) after ${execs:-?} runs; log: $log"
  # The finding (invariant message or sanitizer report) and the end of the log, with the crash file.
  local first
  first=$(grep -n -m1 -E 'invariant failed|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error|==ERROR' "$log" | cut -d: -f1)
  if [ -n "$first" ]; then
    echo "  ---- the finding ----"
    sed -n "${first},$((first + 39))p" "$log" | sed 's/^/  | /'
  fi
  echo "  ---- end of the log ----"
  tail -n 12 "$log" | sed 's/^/  | /'
  local crash
  crash=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
  if [ -n "$crash" ]; then
    echo "  crash input: $crash"
    echo "  reproduce:   $bin $crash"
    echo "  keep it:     copy it into tests/fuzz/regressions/$name/ and add a test to tests/cpp/unit/test_regressions.cpp"
  fi
  return 1
}

failed=0
pids=()
names=()
wait_one() {
  # Waits for the oldest running harness.
  if ! wait "${pids[0]}"; then failed=1; fi
  cat "$bin_dir/logs/${names[0]}.report"
  pids=("${pids[@]:1}")
  names=("${names[@]:1}")
}
for name in "${harnesses[@]}"; do
  [ -x "$bin_dir/fuzz_$name" ] || { echo "  fuzz_$name: not built in $bin_dir" >&2; failed=1; continue; }
  while [ ${#pids[@]} -ge "$parallel" ]; do wait_one; done
  run_one "$name" >"$bin_dir/logs/$name.report" 2>&1 &
  pids+=($!)
  names+=("$name")
done
while [ ${#pids[@]} -gt 0 ]; do wait_one; done
exit $failed
