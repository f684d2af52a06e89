// Glue between the PGN reader/writer and npm/src/pgn*.ts. No chess logic here.
//
// Plain C exports, no Embind: text crosses as UTF-8 bytes in one shared input buffer, games come
// back one packed buffer each (pgn_packed.h), so a game costs a few calls
// whatever its size. Each readPgn or streamPgn has a reader of its own (a handle), so that
// streams can be read side by side.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <string>
#include <vector>

#include "chess960/pgn_reader.h"
#include "chess960/pgn_writer.h"
#include "pgn_packed.h"

namespace {

using namespace chess960;

constexpr std::size_t BUFFER_ROOM = 1 << 16;
std::string input;   // bytes from JS: text to feed, or a packed tree to write
std::string output;  // a packed game or error, or written PGN
// Readers are kept when closed and reused, with their buffers: after the first few calls, PGN
// reading allocates nothing new (the wasm heap stays flat however many calls are made). Never
// freed, so plain pointers: no reader or tree destructor is linked into the wasm. idle[h] is
// readers[h] while it is closed, else null.
std::vector<PgnReader*> readers, idle;

}  // namespace

extern "C" {
// The input buffer, with room for `size` bytes (JS writes them, then calls feed or write).
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_pgn_input(int size) {
  // Room for common games from the start, so that their varied sizes do not scatter the heap.
  if (input.capacity() < BUFFER_ROOM) {
    input.reserve(BUFFER_ROOM);
    output.reserve(BUFFER_ROOM);
  }
  input.resize(std::size_t(size));
  return reinterpret_cast<std::uintptr_t>(input.data());
}
// The output of the last next or write: its address (its size is in its header, or returned).
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_pgn_output() {
  return reinterpret_cast<std::uintptr_t>(output.data());
}
// A new reader; returns its handle. `variations` 0 reads the mainlines only.
EMSCRIPTEN_KEEPALIVE int chess960_pgn_open(int variations) {
  PgnReadOptions options;
  options.variations = variations != 0;
  options.sans = true;
  std::size_t handle = 0;
  while (handle < readers.size() && idle[handle] == nullptr) ++handle;
  if (handle == readers.size()) {
    readers.push_back(new PgnReader(options));
    idle.push_back(nullptr);
  } else {
    readers[handle]->reset(options);
    idle[handle] = nullptr;
  }
  return int(handle);
}
EMSCRIPTEN_KEEPALIVE void chess960_pgn_close(int handle) {
  idle[std::size_t(handle)] = readers[std::size_t(handle)];
}
// Feeds the first `size` bytes of the input buffer; `size` -1 says the input has ended, -2 - n
// that n bytes are coming (a whole text: the reader makes room once, see PgnReader::reserve).
EMSCRIPTEN_KEEPALIVE void chess960_pgn_feed(int handle, int size) {
  PgnReader& reader = *readers[std::size_t(handle)];
  if (size < -1)
    reader.reserve(std::size_t(-2 - std::int64_t(size)));
  else if (size < 0)
    reader.finish();
  else
    reader.feed(std::string_view(input).substr(0, std::size_t(size)));
}
// The next step: 0 a game, 1 an error (both packed in the output), 2 feed more, 3 the end.
EMSCRIPTEN_KEEPALIVE int chess960_pgn_next(int handle) {
  PgnReader& reader = *readers[std::size_t(handle)];
  const PgnReader::Step step = reader.next();
  if (step == PgnReader::Step::GAME)
    packPgnGame(reader.game(), reader.gameCount() - 1, reader.sans(), output);
  else if (step == PgnReader::Step::ERROR)
    packPgnError(reader.error(), output);
  return int(step);
}
// Writes the packed tree in the input buffer (`size` bytes) as PGN into the output; returns the
// PGN's length, or -(length of the error message) - 1 with the message in the output.
EMSCRIPTEN_KEEPALIVE int chess960_pgn_write(int size) {
  static PgnGameTree& tree = *new PgnGameTree;  // never freed: no destructor linked
  std::string_view moves;
  const bool written =
      unpackPgnGame(std::string_view(input).substr(0, std::size_t(size)), tree, moves, output) &&
      writePgn(tree, moves, output);
  return written ? int(output.size()) : -int(output.size()) - 1;
}
}
