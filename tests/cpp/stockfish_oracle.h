// Stockfish as a test oracle: one Stockfish process (fork/exec, two pipes, UCI_Chess960 on) and
// the comparisons the differential tests make against it. Shared by tests/cpp/unit
// (test_stockfish_diff.cpp, test_stockfish_castling.cpp) and tests/cpp/deep
// (test_stockfish_scale.cpp). Header-only, so that neither suite's CMake target needs a change.
//
// Stockfish 15.1 is the reference (/usr/games/stockfish on Debian and Ubuntu); CHESS960_STOCKFISH
// overrides the path. Stockfish trusts its input: give it only legal positions (the side not to
// move not in check, no impossible en-passant square), which is what chess960::parseFen and
// Position::fromSetup accept, and what legal play from a start position reaches.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/test/unit_test.hpp>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "chess960/fen.h"
#include "chess960/movegen.h"
#include "chess960/perft.h"
#include "chess960/position.h"
#include "chess960/square_names.h"
#include "chess960/uci.h"

namespace chess960::test {

inline std::string stockfishPath() {
  const char* env = std::getenv("CHESS960_STOCKFISH");
  return env && *env ? std::string(env) : std::string("/usr/games/stockfish");
}

inline boost::test_tools::assertion_result stockfishAvailable(boost::unit_test::test_unit_id) {
  const std::string path = stockfishPath();
  if (::access(path.c_str(), X_OK) == 0) return true;
  const std::string reason = "stockfish not found at " + path + ": differential test skipped";
  BOOST_TEST_MESSAGE(reason);
  std::cerr << "*** " << reason << " ***\n";
  boost::test_tools::assertion_result result(false);
  result.message() << reason;
  return result;
}

// One Stockfish process talking UCI over two pipes. Every read has a timeout, so a hung or
// crashed engine fails the test instead of hanging it.
class StockfishProcess {
 public:
  explicit StockfishProcess(const std::string& path) {
    int toChild[2];
    int fromChild[2];
    if (::pipe2(toChild, O_CLOEXEC) != 0) throw std::runtime_error("pipe2: " + errnoText());
    if (::pipe2(fromChild, O_CLOEXEC) != 0) {
      ::close(toChild[0]);
      ::close(toChild[1]);
      throw std::runtime_error("pipe2: " + errnoText());
    }
    // A write to a dead engine must be an error (EPIPE), not a signal that ends the test run.
    struct sigaction ignore {};
    ignore.sa_handler = SIG_IGN;
    ::sigemptyset(&ignore.sa_mask);
    ::sigaction(SIGPIPE, &ignore, &oldSigpipe_);

    pid_ = ::fork();
    if (pid_ < 0) {
      const std::string error = errnoText();
      for (int fd : {toChild[0], toChild[1], fromChild[0], fromChild[1]}) ::close(fd);
      ::sigaction(SIGPIPE, &oldSigpipe_, nullptr);
      throw std::runtime_error("fork: " + error);
    }
    if (pid_ == 0) {
      // Child: only async-signal-safe calls until exec. dup2 clears O_CLOEXEC on 0 and 1.
      ::signal(SIGPIPE, SIG_DFL);
      if (::dup2(toChild[0], STDIN_FILENO) < 0 || ::dup2(fromChild[1], STDOUT_FILENO) < 0) ::_exit(126);
      ::execl(path.c_str(), path.c_str(), static_cast<char*>(nullptr));
      ::_exit(127);
    }
    ::close(toChild[0]);
    ::close(fromChild[1]);
    in_ = toChild[1];
    out_ = fromChild[0];
  }

  StockfishProcess(const StockfishProcess&) = delete;
  StockfishProcess& operator=(const StockfishProcess&) = delete;

  ~StockfishProcess() {
    if (in_ >= 0) {
      const char quit[] = "quit\n";
      [[maybe_unused]] ssize_t n = ::write(in_, quit, sizeof quit - 1);
      ::close(in_);
    }
    if (out_ >= 0) ::close(out_);
    if (pid_ > 0) {
      int status = 0;
      bool reaped = false;
      for (int i = 0; i < 200 && !reaped; ++i) {  // up to 2 s to exit on its own
        reaped = ::waitpid(pid_, &status, WNOHANG) == pid_;
        if (!reaped) std::this_thread::sleep_for(std::chrono::milliseconds(10));
      }
      if (!reaped) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, &status, 0);
      }
    }
    ::sigaction(SIGPIPE, &oldSigpipe_, nullptr);
  }

  void send(const std::string& command) {
    const std::string line = command + "\n";
    std::size_t done = 0;
    while (done < line.size()) {
      ssize_t n = ::write(in_, line.data() + done, line.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) throw std::runtime_error("writing to stockfish: " + errnoText());
      done += std::size_t(n);
    }
  }

  std::string readLine(int timeoutMs = 20000) {
    for (;;) {
      std::size_t newline = buffer_.find('\n');
      if (newline != std::string::npos) {
        std::string line = buffer_.substr(0, newline);
        buffer_.erase(0, newline + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return line;
      }
      pollfd pfd{out_, POLLIN, 0};
      int ready = ::poll(&pfd, 1, timeoutMs);
      if (ready < 0 && errno == EINTR) continue;
      if (ready < 0) throw std::runtime_error("poll: " + errnoText());
      if (ready == 0)
        throw std::runtime_error("stockfish did not answer within " + std::to_string(timeoutMs) + " ms");
      char chunk[4096];
      ssize_t n = ::read(out_, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) throw std::runtime_error("reading from stockfish: " + errnoText());
      if (n == 0) throw std::runtime_error("stockfish closed its output (exited or crashed)");
      buffer_.append(chunk, std::size_t(n));
    }
  }

  // Lines up to and including the first one starting with `prefix`.
  std::vector<std::string> readUntil(std::string_view prefix) {
    std::vector<std::string> lines;
    do lines.push_back(readLine());
    while (lines.back().rfind(prefix, 0) != 0);
    return lines;
  }

 private:
  static std::string errnoText() { return std::strerror(errno); }

  pid_t pid_ = -1;
  int in_ = -1;   // our end of the engine's stdin
  int out_ = -1;  // our end of the engine's stdout
  std::string buffer_;
  struct sigaction oldSigpipe_ {};
};

struct PerftAnswer {
  std::map<std::string, std::uint64_t> divide;  // move -> nodes below it
  std::uint64_t nodes = 0;                      // "Nodes searched"
};

struct Echo {
  std::string fen;
  std::set<std::string> checkers;
};

inline bool looksLikeUciMove(std::string_view text) {
  auto file = [](char c) { return c >= 'a' && c <= 'h'; };
  auto rank = [](char c) { return c >= '1' && c <= '8'; };
  if (text.size() != 4 && text.size() != 5) return false;
  if (!file(text[0]) || !rank(text[1]) || !file(text[2]) || !rank(text[3])) return false;
  return text.size() == 4 || std::string_view("qrbn").find(text[4]) != std::string_view::npos;
}

// The Stockfish side of the comparison, over one engine process.
class Oracle {
 public:
  explicit Oracle(const std::string& path) : engine_(path) {
    engine_.send("uci");
    engine_.readUntil("uciok");
    engine_.send("setoption name UCI_Chess960 value true");
    engine_.send("setoption name Threads value 1");
    engine_.send("isready");
    engine_.readUntil("readyok");
  }

  // `position` must be a full UCI position command ("position fen ... [moves ...]").
  PerftAnswer perft(const std::string& position, int depth) {
    engine_.send(position);
    engine_.send("go perft " + std::to_string(depth));
    PerftAnswer answer;
    std::uint64_t sum = 0;
    for (const std::string& line : engine_.readUntil("Nodes searched:")) {
      if (line.rfind("Nodes searched:", 0) == 0) {
        answer.nodes = std::stoull(line.substr(std::strlen("Nodes searched:")));
        continue;
      }
      std::size_t colon = line.find(": ");
      if (colon == std::string::npos || !looksLikeUciMove(std::string_view(line).substr(0, colon))) continue;
      std::uint64_t count = std::stoull(line.substr(colon + 2));
      if (!answer.divide.emplace(line.substr(0, colon), count).second)
        throw std::runtime_error("stockfish listed " + line.substr(0, colon) + " twice for: " + position);
      sum += count;
    }
    if (sum != answer.nodes)
      throw std::runtime_error("stockfish's divide lines do not add up to its node count for: " + position);
    return answer;
  }

  Echo display(const std::string& position) {
    engine_.send(position);
    engine_.send("d");
    Echo echo;
    bool sawFen = false;
    for (const std::string& line : engine_.readUntil("Checkers:")) {
      if (line.rfind("Fen: ", 0) == 0) {
        echo.fen = line.substr(5);
        sawFen = true;
      }
      if (line.rfind("Checkers:", 0) == 0) {
        std::istringstream squares(line.substr(std::strlen("Checkers:")));
        for (std::string square; squares >> square;) echo.checkers.insert(square);
      }
    }
    if (!sawFen) throw std::runtime_error("stockfish's `d` printed no Fen line for: " + position);
    return echo;
  }

 private:
  StockfishProcess engine_;
};

inline std::vector<std::string> fenFields(const std::string& fen) {
  std::istringstream in(fen);
  std::vector<std::string> fields;
  for (std::string field; in >> field;) fields.push_back(field);
  return fields;
}

inline std::string joined(const std::set<std::string>& items) {
  std::string text;
  for (const std::string& item : items) text += (text.empty() ? "" : " ") + item;
  return text.empty() ? "(none)" : text;
}

inline std::set<std::string> minus(const std::set<std::string>& a, const std::set<std::string>& b) {
  std::set<std::string> out;
  for (const std::string& item : a)
    if (!b.count(item)) out.insert(item);
  return out;
}

inline std::set<std::string> keys(const std::map<std::string, std::uint64_t>& divide) {
  std::set<std::string> out;
  for (const auto& entry : divide) out.insert(entry.first);
  return out;
}

// A whole number from the environment (for longer bug hunts), or `fallback` when it is unset.
inline unsigned long envNumber(const char* name, unsigned long fallback) {
  const char* text = std::getenv(name);
  if (!text || !*text) return fallback;
  char* end = nullptr;
  unsigned long value = std::strtoul(text, &end, 10);
  if (*end != '\0') throw std::invalid_argument(std::string(name) + " is not a number: " + text);
  return value;
}

// Everything Stockfish can say about one position that we can check: it reads our FEN back as
// the same position with the same checkers, and `go perft depth` lists the same legal moves
// (the divide keys), the same node count below each of them, and the same total. With
// `reachedBy` (a "position fen ... moves ..." command that leads to `pos`), Stockfish must also
// reach the same position by playing those moves itself, which checks how castling rights,
// clocks and en passant evolve, not only how a FEN is read. (Its FEN keeps an en-passant square
// whenever a pawn attacks it; ours only when the capture is legal.)
// Returns an empty string when all agree, else a description of every difference.
inline std::string compareWithStockfish(Oracle& stockfish, const Position& pos, int depth,
                                        const std::string& reachedBy = "") {
  const std::string shredder = toFen(pos, CastlingNotation::SHREDDER);
  const std::string command = "position fen " + shredder;
  std::string problems;

  const Echo echo = stockfish.display(command);
  std::set<std::string> ourCheckers;
  for (Bitboard b = pos.checkers(); b;) ourCheckers.insert(squareName(popLsb(b)));
  if (echo.fen != shredder) problems += "\n  stockfish echoes our FEN as " + echo.fen;
  if (echo.checkers != ourCheckers)
    problems += "\n  checkers: chess960 " + joined(ourCheckers) + ", stockfish " + joined(echo.checkers);

  if (!reachedBy.empty()) {
    const std::vector<std::string> theirs = fenFields(stockfish.display(reachedBy).fen),
                                   ours = fenFields(shredder);
    bool same = theirs.size() == 6 && ours.size() == 6;
    for (std::size_t i = 0; same && i < 6; ++i)
      if (theirs[i] != ours[i] && !(i == 3 && ours[3] == "-")) same = false;
    if (!same) {
      std::string text;
      for (const std::string& field : theirs) text += (text.empty() ? "" : " ") + field;
      problems += "\n  stockfish, playing the moves itself, reaches " + text;
    }
  }

  const PerftAnswer theirs = stockfish.perft(command, depth);
  std::map<std::string, std::uint64_t> ours;
  std::uint64_t total = 0;
  for (const auto& [move, nodes] : divide(pos, depth)) {
    ours[toUci(move)] = nodes;
    total += nodes;
  }
  std::set<std::string> ourMoves = keys(ours), theirMoves = keys(theirs.divide);
  if (ourMoves != theirMoves)
    problems += "\n  legal moves differ\n    only chess960:  " + joined(minus(ourMoves, theirMoves)) +
                "\n    only stockfish: " + joined(minus(theirMoves, ourMoves));
  std::string differing;
  for (const auto& [move, nodes] : ours) {
    auto it = theirs.divide.find(move);
    if (it != theirs.divide.end() && it->second != nodes)
      differing += " " + move + "(" + std::to_string(nodes) + " vs " + std::to_string(it->second) + ")";
  }
  if (total != theirs.nodes || !differing.empty())
    problems += "\n  perft(" + std::to_string(depth) + "): chess960 " + std::to_string(total) +
                ", stockfish " + std::to_string(theirs.nodes) +
                (differing.empty() ? "" : "; per move (chess960 vs stockfish):" + differing);
  return problems;
}

}  // namespace chess960::test
