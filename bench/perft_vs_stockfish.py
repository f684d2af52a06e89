#!/usr/bin/env python3
"""Perft speed of the chess960 CLI next to Stockfish's, on the same positions in the same run.

For every position both programs count the perft nodes to the same depth; the counts must agree
(and match tests/data when the data file has that depth), otherwise the script stops with exit
code 1. Times:
  chess960   wall time of the whole `chess960 perft D <fen>` process (start-up included)
  stockfish  from sending `go perft D` to reading `Nodes searched`, the engine already running
             (UCI_Chess960 on, Threads 1; the position is set up before the clock starts)
With --repeat N each program runs N times per position and the fastest run counts.

Standard library only. See bench/README.md.
"""

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
STANDARD_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
# Perft of the standard start position, depths 1-6 (Chess Programming Wiki "Perft Results").
STANDARD_PERFT = {1: 20, 2: 400, 3: 8902, 4: 197281, 5: 4865609, 6: 119060324}


class BenchError(Exception):
    pass


def read_perft_file(path):
    """{id: (fen, {depth: nodes})} from a tests/data *.perft file."""
    positions = {}
    current = None
    for number, raw in enumerate(path.read_text().splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, rest = line.partition(" ")
        if key == "id":
            current = rest.strip()
            positions[current] = [None, {}]
        elif key == "epd":
            positions[current][0] = rest.strip() + " 0 1"
        elif key == "perft":
            depth, nodes = rest.split()
            positions[current][1][int(depth)] = int(nodes)
        else:
            raise BenchError(f"{path}:{number}: unexpected line: {raw}")
    return {name: (fen, counts) for name, (fen, counts) in positions.items()}


def default_positions():
    """(label, fen, depth, known counts) for the default set."""
    chess960 = read_perft_file(DATA / "chess960.perft")
    tricky = read_perft_file(DATA / "tricky.perft")
    positions = [("standard start (518)", STANDARD_FEN, 6, STANDARD_PERFT)]
    for ident in ("0", "100", "500", "900"):
        fen, counts = chess960[ident]
        positions.append((f"chess960.perft #{ident}", fen, 6, counts))
    fen, counts = tricky["pos-2"]
    positions.append(("Kiwipete", fen, 5, counts))
    return positions


def shredder_fen(cli, fen):
    """The FEN normalised by the CLI, with Shredder-FEN castling (HAha)."""
    done = subprocess.run([cli, "fen", fen, "--shredder"], capture_output=True, text=True)
    if done.returncode != 0:
        raise BenchError(f"{cli} fen {fen!r} failed ({done.returncode}): {done.stderr.strip()}")
    return done.stdout.strip()


def cli_perft(cli, fen, depth):
    """(nodes, seconds): wall time of the whole process."""
    start = time.perf_counter()
    done = subprocess.run([cli, "perft", str(depth), fen], capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise BenchError(f"{cli} perft {depth} {fen!r} failed ({done.returncode}): {done.stderr.strip()}")
    for line in done.stdout.splitlines():
        if line.startswith("Nodes searched:"):
            return int(line.split(":", 1)[1]), seconds
    raise BenchError(f"{cli} perft printed no 'Nodes searched' line:\n{done.stdout}")


class Stockfish:
    def __init__(self, path):
        try:
            self.process = subprocess.Popen(
                [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        except OSError as error:
            raise BenchError(f"cannot start stockfish at {path}: {error}") from error
        self.send("uci")
        self.read_until("uciok")
        self.send("setoption name UCI_Chess960 value true")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 16")
        self.send("isready")
        self.read_until("readyok")

    def send(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def read_until(self, prefix):
        lines = []
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise BenchError(f"stockfish exited (waiting for {prefix!r})")
            lines.append(line.rstrip("\n"))
            if line.startswith(prefix):
                return lines

    def perft(self, fen, depth):
        """(nodes, seconds): from sending `go perft` to reading `Nodes searched`."""
        self.send("position fen " + fen)
        self.send("isready")
        self.read_until("readyok")
        start = time.perf_counter()
        self.send(f"go perft {depth}")
        lines = self.read_until("Nodes searched:")
        seconds = time.perf_counter() - start
        return int(lines[-1].split(":", 1)[1]), seconds

    def close(self):
        try:
            self.send("quit")
            self.process.stdin.close()
            self.process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()


def mnps(nodes, seconds):
    return nodes / seconds / 1e6 if seconds > 0 else float("inf")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli", default=str(ROOT / "build" / "native" / "chess960"),
                        help="chess960 CLI (default: build/native/chess960)")
    parser.add_argument("--stockfish", default="/usr/games/stockfish", help="Stockfish binary (default: %(default)s)")
    parser.add_argument("--depth-offset", type=int, default=0, metavar="N",
                        help="run every position N plies shallower (quick check)")
    parser.add_argument("--repeat", type=int, default=1, metavar="N", help="best of N runs per program (default 1)")
    args = parser.parse_args()
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    if args.depth_offset < 0:
        parser.error("--depth-offset must not be negative")
    if not os.access(args.cli, os.X_OK):
        parser.error(f"chess960 CLI not found at {args.cli} (build it, or pass --cli)")
    if not os.access(args.stockfish, os.X_OK):
        parser.error(f"stockfish not found at {args.stockfish} (pass --stockfish)")

    rows = []
    stockfish = Stockfish(args.stockfish)
    try:
        for label, fen, full_depth, known in default_positions():
            depth = max(1, full_depth - args.depth_offset)
            fen = shredder_fen(args.cli, fen)
            ours_best = theirs_best = None
            nodes = None
            for _ in range(args.repeat):
                ours_nodes, ours_time = cli_perft(args.cli, fen, depth)
                theirs_nodes, theirs_time = stockfish.perft(fen, depth)
                if ours_nodes != theirs_nodes:
                    raise BenchError(f"NODE COUNT MISMATCH on {label} ({fen}) depth {depth}: "
                                     f"chess960 {ours_nodes}, stockfish {theirs_nodes}")
                if depth in known and known[depth] != ours_nodes:
                    raise BenchError(f"NODE COUNT MISMATCH on {label} ({fen}) depth {depth}: both programs say "
                                     f"{ours_nodes}, the reference data says {known[depth]}")
                nodes = ours_nodes
                ours_best = ours_time if ours_best is None else min(ours_best, ours_time)
                theirs_best = theirs_time if theirs_best is None else min(theirs_best, theirs_time)
            rows.append((label, depth, nodes, ours_best, theirs_best))
            print(f"  {label}: depth {depth}, {nodes} nodes, chess960 {ours_best:.3f} s, "
                  f"stockfish {theirs_best:.3f} s", file=sys.stderr, flush=True)
    finally:
        stockfish.close()

    header = ("position", "depth", "nodes", "chess960 s", "stockfish s", "chess960 Mnps", "stockfish Mnps",
              "ratio")
    table = [header]
    for label, depth, nodes, ours, theirs in rows:
        table.append((label, str(depth), f"{nodes:,}", f"{ours:.3f}", f"{theirs:.3f}",
                      f"{mnps(nodes, ours):.1f}", f"{mnps(nodes, theirs):.1f}", f"{theirs / ours:.2f}"))
    total_nodes = sum(row[2] for row in rows)
    total_ours = sum(row[3] for row in rows)
    total_theirs = sum(row[4] for row in rows)
    table.append(("total", "", f"{total_nodes:,}", f"{total_ours:.3f}", f"{total_theirs:.3f}",
                  f"{mnps(total_nodes, total_ours):.1f}", f"{mnps(total_nodes, total_theirs):.1f}",
                  f"{total_theirs / total_ours:.2f}"))
    widths = [max(len(row[i]) for row in table) for i in range(len(header))]

    def render(row):
        cells = [row[0].ljust(widths[0])] + [cell.rjust(width) for cell, width in zip(row[1:], widths[1:])]
        return "| " + " | ".join(cells) + " |"

    print(f"perft: chess960 CLI ({args.cli}) vs Stockfish ({args.stockfish}, Threads 1), best of {args.repeat}")
    print(render(table[0]))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in table[1:-1]:
        print(render(row))
    print(render(table[-1]))
    print("ratio = chess960 Mnps / stockfish Mnps (above 1: chess960 is faster); "
          "total = total nodes / total time of each program")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BenchError as error:
        print(f"perft_vs_stockfish: {error}", file=sys.stderr)
        sys.exit(1)
