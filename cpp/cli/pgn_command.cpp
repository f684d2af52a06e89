// chess960 pgn [FILE|-] [--fen | --uci | --fens] [--jobs N]
//   Reads every game (standard chess and Chess960; comments are passed over unread), checks every
//   move of the mainline and of the variations, and prints "games: N", "plies: N" (moves read,
//   variations included) and "errors: N". A bad game is reported on stderr with its place
//   ("chess960: game 3, line 41, column 7: ...") and skipped. With --fen (final position), --uci
//   (mainline moves) or --fens (the start and the position after each mainline ply, then an empty
//   line) each good game is written to stdout and the summary goes to stderr. Memory stays flat
//   whatever the file size. --jobs N parses games on N threads; the output keeps the input's
//   order. A build without threads (CHESS960_CLI_NO_THREADS: the wasm one that `npx chess960`
//   runs) says so on stderr and reads on one thread, with the same output.
// Exit codes: 0 every game good, 1 some game bad, 2 bad arguments, unreadable input or unwritable
// output; 141 (as SIGPIPE's) when the reader of stdout went away (| head).
#include "pgn_command.h"

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <iostream>
#ifndef CHESS960_CLI_NO_THREADS
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#endif

#include "chess960/fen.h"
#include "chess960/pgn_reader.h"
#include "chess960/pgn_visitor.h"
#include "chess960/uci.h"

namespace chess960::cli {

namespace {

enum class Output { SUMMARY, FEN, UCI, FENS };

struct Counts {
  std::size_t games = 0, plies = 0, errors = 0;
};

// The cheapest visitor for the command: counts the moves and keeps what one good game adds to
// stdout (the mainline's UCI moves or positions, as asked), building no tree.
class GameWriter final : public PgnVisitor {
 public:
  explicit GameWriter(Output output) : output_(output) {}
  void beginGame(std::size_t) override {
    plies_ = 0;
    depth_ = 0;
    text_.clear();
  }
  Next beginMovetext(const Position& start, bool) override {
    last_ = start;
    if (output_ == Output::FENS) text_ += toFen(start) + '\n';
    return Next::READ;
  }
  void move(const PgnMoveRead& move) override {
    ++plies_;
    if (depth_ > 0 || output_ == Output::SUMMARY) return;
    if (output_ == Output::UCI) {
      if (!text_.empty()) text_ += ' ';
      text_ += toUci(move.move);
    } else if (output_ == Output::FENS) {
      text_ += toFen(move.after) + '\n';
    } else {
      last_ = move.after;
    }
  }
  Next beginVariation() override { return ++depth_, Next::READ; }
  void endVariation() override { --depth_; }
  void endGame(std::string_view) override {
    if (output_ == Output::FEN) text_ += toFen(last_) + '\n';
    if (output_ == Output::UCI) text_ += '\n';
    if (output_ == Output::FENS) text_ += '\n';
  }
  std::size_t plies() const { return plies_; }
  const std::string& text() const { return text_; }  // a good game's output (endGame seen)

 private:
  Output output_;
  std::size_t plies_ = 0;
  int depth_ = 0;
  Position last_ = Position::standard();
  std::string text_;
};

void writeError(const PgnError& error, std::string& err) { err += "chess960: " + error.message() + '\n'; }

// The moves are all the command reads: comments are passed over.
PgnReadOptions movesOnly() {
  PgnReadOptions options;
  options.comments = false;
  return options;
}

// Reads the input in 1 MiB chunks into the reader; false at the end of the input.
class Input {
 public:
  explicit Input(std::FILE* file) : file_(file), chunk_(1 << 20) {}
  bool feed(PgnReader& reader) {
    const std::size_t n = std::fread(chunk_.data(), 1, chunk_.size(), file_);
    if (n == 0) return false;
    reader.feed(std::string_view(chunk_.data(), n));
    return true;
  }
  bool failed() const { return std::ferror(file_) != 0; }

 private:
  std::FILE* file_;
  std::vector<char> chunk_;
};

// errno of the first failed write to stdout, or 0.
int outputErrno = 0;

void flush(std::string& text, std::FILE* to) {
  if (std::fwrite(text.data(), 1, text.size(), to) != text.size() && to == stdout && outputErrno == 0)
    outputErrno = errno ? errno : EIO;
  text.clear();
}

Counts readSerial(Input& input, Output output) {
  PgnReader reader(movesOnly());
  GameWriter writer(output);
  Counts counts;
  std::string out, err;
  for (;;) {
    const auto step = reader.next(writer);
    if (step == PgnReader::Step::GAME) {
      ++counts.games;
      counts.plies += writer.plies();
      out += writer.text();
      if (out.size() > (1 << 16)) flush(out, stdout);
      if (outputErrno != 0) break;  // nowhere to write: reading on is no use
    } else if (step == PgnReader::Step::ERROR) {
      ++counts.games;
      ++counts.errors;
      writeError(reader.error(), err);
      flush(out, stdout);  // keep stdout and stderr in step for readers of both
      flush(err, stderr);
    } else if (step == PgnReader::Step::NEED_INPUT) {
      if (!input.feed(reader)) reader.finish();
    } else {
      break;
    }
  }
  flush(out, stdout);
  return counts;
}

#ifndef CHESS960_CLI_NO_THREADS
// ---- --jobs N: the reader cuts games out on this thread, N workers parse batches of them ----

struct Batch {
  std::vector<PgnGameText> games;
  std::string out, err;
  Counts counts;
  bool done = false;
};

void parseBatch(Batch& batch, Output output) {
  GameWriter writer(output);
  PgnReader reader;
  for (const PgnGameText& game : batch.games) {
    reader.reset(movesOnly(), game);
    ++batch.counts.games;
    if (reader.next(writer) == PgnReader::Step::GAME) {
      batch.counts.plies += writer.plies();
      batch.out += writer.text();
    } else {
      ++batch.counts.errors;
      writeError(reader.error(), batch.err);
    }
  }
}

Counts readParallel(Input& input, Output output, int jobs) {
  std::mutex mutex;
  std::condition_variable changed;
  std::deque<std::shared_ptr<Batch>> inFlight, toParse;  // in input order / waiting for a worker
  bool closed = false;
  std::vector<std::thread> workers;
  for (int w = 0; w < jobs; ++w)
    workers.emplace_back([&] {
      for (;;) {
        std::shared_ptr<Batch> batch;
        {
          std::unique_lock lock(mutex);
          changed.wait(lock, [&] { return closed || !toParse.empty(); });
          if (toParse.empty()) return;
          batch = toParse.front();
          toParse.pop_front();
        }
        parseBatch(*batch, output);
        {
          std::lock_guard lock(mutex);
          batch->done = true;
        }
        changed.notify_all();
      }
    });

  Counts counts;
  // Writes the finished batches at the front, in order; with `all`, waits for every batch.
  auto drain = [&](std::unique_lock<std::mutex>& lock, std::size_t keep) {
    for (;;) {
      while (!inFlight.empty() && inFlight.front()->done) {
        std::shared_ptr<Batch> batch = inFlight.front();
        inFlight.pop_front();
        lock.unlock();
        flush(batch->out, stdout);
        std::fflush(stdout);
        flush(batch->err, stderr);
        counts.games += batch->counts.games;
        counts.plies += batch->counts.plies;
        counts.errors += batch->counts.errors;
        lock.lock();
      }
      if (inFlight.size() <= keep) return;
      changed.wait(lock);
    }
  };

  PgnReader reader(movesOnly());
  const std::size_t maxInFlight = std::size_t(jobs) * 4;
  bool more = true;
  while (more) {
    auto batch = std::make_shared<Batch>();
    std::size_t bytes = 0;
    while (batch->games.size() < 256 && bytes < (1 << 20)) {
      PgnGameText game;
      const auto step = reader.nextText(game);
      if (step == PgnReader::Step::GAME) {
        bytes += game.text.size();
        batch->games.push_back(std::move(game));
      } else if (step == PgnReader::Step::NEED_INPUT) {
        if (!input.feed(reader)) reader.finish();
      } else {
        more = false;
        break;
      }
    }
    std::unique_lock lock(mutex);
    drain(lock, maxInFlight - 1);
    inFlight.push_back(batch);
    toParse.push_back(batch);
    changed.notify_all();
  }
  {
    std::unique_lock lock(mutex);
    drain(lock, 0);
    closed = true;
  }
  changed.notify_all();
  for (std::thread& t : workers) t.join();
  return counts;
}
#endif

int usage(const std::string& message) {
  std::cerr << "chess960: " << message
            << " (usage: chess960 pgn [FILE|-] [--fen | --uci | --fens] [--jobs N])\n";
  return 2;
}

}  // namespace

int runPgnCommand(const std::vector<std::string>& args) {
  Output output = Output::SUMMARY;
  int jobs = 1;
  std::string path = "-";
  bool havePath = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const Output chosen = a == "--fen"    ? Output::FEN
                          : a == "--uci"  ? Output::UCI
                          : a == "--fens" ? Output::FENS
                                          : Output::SUMMARY;
    if (chosen != Output::SUMMARY) {
      if (output != Output::SUMMARY) return usage("pgn takes one of --fen, --uci, --fens");
      output = chosen;
    } else if (a == "--jobs") {
      if (i + 1 >= args.size()) return usage("--jobs needs a number of threads");
      const std::string& n = args[++i];
      auto [end, ec] = std::from_chars(n.data(), n.data() + n.size(), jobs);
      if (ec != std::errc() || end != n.data() + n.size() || jobs < 1 || jobs > 256)
        return usage("--jobs needs a number of threads from 1 to 256");
    } else if (!havePath && (a == "-" || a.empty() || a[0] != '-')) {
      path = a;
      havePath = true;
    } else {
      return usage("pgn: unexpected argument '" + a + "'");
    }
  }
  std::FILE* file = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (!file) {
    std::cerr << "chess960: cannot open " << path << "\n";
    return 2;
  }
  Input input(file);
#ifdef CHESS960_CLI_NO_THREADS
  if (jobs > 1)
    std::cerr << "chess960: --jobs " << jobs << " ignored: this build has no threads, it reads on one\n";
  const Counts counts = readSerial(input, output);
#else
  const Counts counts = jobs == 1 ? readSerial(input, output) : readParallel(input, output, jobs);
#endif
  const bool failed = input.failed();
  if (file != stdin) std::fclose(file);
  if (failed) {
    std::cerr << "chess960: cannot read " << path << "\n";
    return 2;
  }
  if (std::fflush(stdout) != 0 && outputErrno == 0) outputErrno = errno ? errno : EIO;
  // The reader went away (| head): stop without a word and with the status of a tool killed by
  // SIGPIPE (128 + 13), which is how the native build usually ends there; the wasm build has no
  // signals and ends here the same way.
  if (outputErrno == EPIPE) return 128 + 13;
  if (outputErrno != 0) {
    std::cerr << "chess960: cannot write the output: " << std::strerror(outputErrno) << "\n";
    return 2;
  }
  std::FILE* summary = output == Output::SUMMARY ? stdout : stderr;
  std::fprintf(summary, "games: %zu\nplies: %zu\nerrors: %zu\n", counts.games, counts.plies, counts.errors);
  return counts.errors == 0 ? 0 : 1;
}

}  // namespace chess960::cli
