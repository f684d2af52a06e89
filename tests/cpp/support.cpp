#include "support.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <fstream>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "chess960/fen.h"
#include "chess960/perft.h"

#ifndef CHESS960_TEST_DATA_DIR
#error "CHESS960_TEST_DATA_DIR must be defined by the build"
#endif
#ifndef CHESS960_CLI_PATH
#error "CHESS960_CLI_PATH must be defined by the build"
#endif

namespace chess960::test {

std::uint64_t PerftCase::nodesAt(int depth) const {
  for (const auto& [d, nodes] : depths)
    if (d == depth) return nodes;
  return 0;
}

std::string dataPath(const std::string& name) { return std::string(CHESS960_TEST_DATA_DIR) + "/" + name; }

std::vector<PerftCase> readPerftFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::vector<PerftCase> cases;
  std::string line;
  int lineNumber = 0;
  auto malformed = [&](const std::string& why) {
    return std::runtime_error(path + ":" + std::to_string(lineNumber) + ": " + why + ": " + line);
  };
  while (std::getline(in, line)) {
    ++lineNumber;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::size_t start = line.find_first_not_of(" \t");
    if (start == std::string::npos || line[start] == '#') continue;
    const std::string content = line.substr(start);
    const std::size_t space = content.find(' ');
    const std::string keyword = content.substr(0, space);
    const std::string rest = space == std::string::npos ? "" : content.substr(space + 1);
    if (keyword == "id") {
      cases.push_back(PerftCase{rest, "", {}});
    } else if (keyword == "epd") {
      if (cases.empty() || !cases.back().fen.empty()) throw malformed("epd without id");
      cases.back().fen = rest + " 0 1";
    } else if (keyword == "perft") {
      if (cases.empty() || cases.back().fen.empty()) throw malformed("perft before epd");
      std::istringstream fields(rest);
      int depth = 0;
      std::uint64_t nodes = 0;
      if (!(fields >> depth >> nodes) || depth < 1) throw malformed("bad perft line");
      cases.back().depths.emplace_back(depth, nodes);
    } else {
      throw malformed("unknown keyword");
    }
  }
  for (const auto& c : cases)
    if (c.fen.empty() || c.depths.empty())
      throw std::runtime_error(path + ": case " + c.id + " is incomplete");
  return cases;
}

const std::vector<PerftCase>& chess960PerftCases() {
  static const std::vector<PerftCase> cases = readPerftFile(dataPath("chess960.perft"));
  return cases;
}

const std::vector<PerftCase>& trickyPerftCases() {
  static const std::vector<PerftCase> cases = readPerftFile(dataPath("tricky.perft"));
  return cases;
}

std::vector<std::string> referenceFens() {
  std::vector<std::string> fens;
  for (const auto& c : chess960PerftCases()) fens.push_back(c.fen);
  for (const auto& c : trickyPerftCases()) fens.push_back(c.fen);
  return fens;
}

std::vector<std::uint64_t> parallelPerft(const std::vector<std::string>& fens, int depth, unsigned threads) {
  if (threads == 0) threads = std::max(2u, std::thread::hardware_concurrency());
  std::vector<std::uint64_t> results(fens.size(), std::numeric_limits<std::uint64_t>::max());
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < fens.size(); i = next++) {
      auto pos = parseFen(fens[i]);
      if (pos) results[i] = perft(*pos, depth);
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
  return results;
}

CliResult runCli(const std::vector<std::string>& args) {
  int outPipe[2], errPipe[2];
  if (pipe(outPipe) != 0) throw std::runtime_error("pipe failed");
  if (pipe(errPipe) != 0) {
    close(outPipe[0]);
    close(outPipe[1]);
    throw std::runtime_error("pipe failed");
  }
  std::vector<std::string> argvStrings{CHESS960_CLI_PATH};
  argvStrings.insert(argvStrings.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& s : argvStrings) argv.push_back(s.data());
  argv.push_back(nullptr);

  const pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("fork failed");
  if (pid == 0) {
    dup2(outPipe[1], STDOUT_FILENO);
    dup2(errPipe[1], STDERR_FILENO);
    close(outPipe[0]);
    close(outPipe[1]);
    close(errPipe[0]);
    close(errPipe[1]);
    const int devNull = open("/dev/null", O_RDONLY);
    if (devNull >= 0) dup2(devNull, STDIN_FILENO);
    execv(argv[0], argv.data());
    _exit(127);
  }
  close(outPipe[1]);
  close(errPipe[1]);

  CliResult result;
  pollfd fds[2] = {{outPipe[0], POLLIN, 0}, {errPipe[0], POLLIN, 0}};
  std::string* sinks[2] = {&result.out, &result.err};
  int open = 2;
  char buffer[4096];
  while (open > 0) {
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      const ssize_t n = read(fds[i].fd, buffer, sizeof buffer);
      if (n > 0) {
        sinks[i]->append(buffer, std::size_t(n));
      } else if (n == 0 || errno != EINTR) {
        close(fds[i].fd);
        fds[i].fd = -1;
        --open;
      }
    }
  }
  for (auto& fd : fds)
    if (fd.fd >= 0) close(fd.fd);

  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    if (end == std::string::npos) {
      lines.push_back(text.substr(start));
      break;
    }
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

std::vector<std::string> splitWords(const std::string& text) {
  std::vector<std::string> words;
  std::istringstream in(text);
  std::string word;
  while (in >> word) words.push_back(word);
  return words;
}

}  // namespace chess960::test
