// CHESS960_BUILT_FOR_SIZE marks the rarely run functions (errors, set-up, unusual input) of a
// file that is compiled for speed: they are optimised for size anyway, since browsers download
// every byte of the wasm, and never inlined into the fast paths. Clang only (Emscripten is
// clang); elsewhere it does nothing.
#pragma once

#if defined(__clang__)
#define CHESS960_BUILT_FOR_SIZE __attribute__((minsize, noinline))
#else
#define CHESS960_BUILT_FOR_SIZE
#endif
