// Glue between the PGN reader/writer and npm/src/pgn*.ts. No chess logic here.
//
// Plain C exports, no Embind: text crosses as UTF-8 bytes in one shared input buffer, and each
// game is read by the package where the reader's tree lies, through a header of words
// (pgn_packed.h), so a game costs a few calls whatever its size. Each readPgn or streamPgn has a
// reader of its own (a handle), so that streams can be read side by side.
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
std::string input;                             // bytes from JS: text to feed, or a packed tree to write
std::string output;                            // written PGN, or why not
std::int32_t header[pgn_packed::HEADER_SIZE];  // where the last game or error read lies
std::vector<std::int32_t> kept;                // the words the package keeps of the last game read
std::string errorText;                         // the error's texts the header points into
const void* lastOutput = header;               // header after a read, output after a write
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
// The output of the last next (the header) or write (the PGN, its size returned by write).
EMSCRIPTEN_KEEPALIVE std::uintptr_t chess960_pgn_output() {
  return reinterpret_cast<std::uintptr_t>(lastOutput);
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
// The next step: 0 a game, 1 an error (both described by the header: the output), 2 feed more,
// 3 the end. An error in the movetext comes with the game up to it.
EMSCRIPTEN_KEEPALIVE int chess960_pgn_next(int handle) {
  PgnReader& reader = *readers[std::size_t(handle)];
  const PgnReader::Step step = reader.next();
  const bool error = step == PgnReader::Step::ERROR;
  if (step == PgnReader::Step::GAME || error)
    describePgnStep(!error || reader.error().inMovetext ? &reader.game() : nullptr, reader.gameCount() - 1,
                    reader.sans(), error ? &reader.error() : nullptr, header, kept, errorText);
  lastOutput = header;
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
  lastOutput = output.data();
  return written ? int(output.size()) : -int(output.size()) - 1;
}
}
