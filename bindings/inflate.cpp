// Raw DEFLATE (RFC 1951) for the browser build's synchronous start: a small wasm module of its
// own (CMake target chess960_inflate) that unpacks the engine's deflated bytes before they are
// compiled. JS runs in a fresh page's cold interpreter; this runs as compiled code.
// Stored, fixed and dynamic Huffman blocks; no checksum (the engine's bytes are compiled next).
#include <cstdint>

namespace {

using u8 = std::uint8_t;
using u16 = std::uint16_t;
using u32 = std::uint32_t;

constexpr int MAX_BITS = 15;      // the longest code
constexpr int FAST_BITS = 9;      // codes up to this long are found by one table look-up
constexpr int MAX_SYMBOLS = 320;  // 288 length and literal codes and 32 distance codes

// A canonical Huffman code (RFC 1951, 3.2.2).
struct Huffman {
  u16 count[MAX_BITS + 1];   // how many codes of each length
  u16 symbol[MAX_SYMBOLS];   // the symbols in the order of their codes
  u16 fast[1 << FAST_BITS];  // by the next FAST_BITS bits: symbol << 4 | length (0: a longer code)
};

// Bits of the input, least significant first. Past its end it reads zeros; inflate() checks at the
// end that none of them was used.
struct BitReader {
  const u8* in;
  u32 length;
  u32 next = 0;  // the next byte to buffer
  u32 bits = 0;
  int count = 0;

  void need(int n) {
    for (; count < n; count += 8, ++next) bits |= u32(next < length ? in[next] : 0) << count;
  }
  void drop(int n) {
    bits >>= n;
    count -= n;
  }
  u32 take(int n) {
    need(n);
    const u32 value = bits & ((1u << n) - 1);
    drop(n);
    return value;
  }
  // Gives back the whole bytes buffered (a stored block starts on a byte boundary).
  void align() {
    drop(count & 7);
    next -= u32(count / 8);
    bits = 0, count = 0;
  }
  u32 used() const { return next - u32(count / 8); }
};

// The code with these lengths (0: the symbol is unused); false for lengths that are no code.
bool build(Huffman& code, const u8* lengths, int symbols) {
  for (u16& n : code.count) n = 0;
  for (int s = 0; s < symbols; ++s) ++code.count[lengths[s]];
  code.count[0] = 0;
  int left = 1;  // codes of the current length still free
  for (int len = 1; len <= MAX_BITS; ++len) {
    left = 2 * left - code.count[len];
    if (left < 0) return false;
  }
  u16 offset[MAX_BITS + 1] = {};
  for (int len = 1; len < MAX_BITS; ++len) offset[len + 1] = u16(offset[len] + code.count[len]);
  for (int s = 0; s < symbols; ++s)
    if (lengths[s] != 0) code.symbol[offset[lengths[s]]++] = u16(s);
  for (u16& entry : code.fast) entry = 0;
  u32 next = 0;  // the next code of the current length, most significant bit first
  for (int len = 1, index = 0; len <= FAST_BITS; ++len, next <<= 1)
    for (int k = 0; k < code.count[len]; ++k, ++next, ++index) {
      u32 reversed = 0;  // as the reader meets it
      for (int b = 0; b < len; ++b) reversed |= ((next >> b) & 1u) << (len - 1 - b);
      for (u32 bits = reversed; bits < (1u << FAST_BITS); bits += 1u << len)
        code.fast[bits] = u16(code.symbol[index] << 4 | len);
    }
  return true;
}

// The next symbol, or -1 for bits that are no code.
int decode(BitReader& reader, const Huffman& code) {
  reader.need(MAX_BITS);
  if (const u16 entry = code.fast[reader.bits & ((1u << FAST_BITS) - 1)]) {
    reader.drop(entry & 15);
    return entry >> 4;
  }
  int bits = 0, first = 0, index = 0;  // a longer code: bit by bit
  for (int len = 1; len <= MAX_BITS; ++len) {
    bits |= int(reader.take(1));
    const int count = code.count[len];
    if (bits - first < count) return code.symbol[index + bits - first];
    index += count;
    first = (first + count) << 1;
    bits <<= 1;
  }
  return -1;
}

constexpr u16 LENGTH_BASE[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
constexpr u8 LENGTH_EXTRA[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
constexpr u16 DISTANCE_BASE[30] = {1,    2,    3,    4,    5,    7,    9,    13,    17,    25,
                                   33,   49,   65,   97,   129,  193,  257,  385,   513,   769,
                                   1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
constexpr u8 DISTANCE_EXTRA[30] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                   6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
constexpr u8 CODE_LENGTH_ORDER[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

Huffman lengthCode, distanceCode;

// The codes of a block: fixed (type 1) or read from its header (type 2).
bool readCodes(BitReader& reader, u32 type) {
  u8 lengths[MAX_SYMBOLS];
  if (type == 1) {
    for (int s = 0; s < 288; ++s) lengths[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
    for (int s = 288; s < 288 + 30; ++s) lengths[s] = 5;
    return build(lengthCode, lengths, 288) && build(distanceCode, lengths + 288, 30);
  }
  const int lengthCount = int(reader.take(5)) + 257, distanceCount = int(reader.take(5)) + 1;
  const int codeLengthCount = int(reader.take(4)) + 4;
  if (lengthCount > 286 || distanceCount > 30) return false;
  u8 codeLengths[19] = {};
  for (int i = 0; i < codeLengthCount; ++i) codeLengths[CODE_LENGTH_ORDER[i]] = u8(reader.take(3));
  Huffman& codeLengthCode = distanceCode;  // free until the block's distance code is built
  if (!build(codeLengthCode, codeLengths, 19)) return false;
  for (int i = 0; i < lengthCount + distanceCount;) {
    const int symbol = decode(reader, codeLengthCode);
    if (symbol < 0) return false;
    if (symbol < 16) {
      lengths[i++] = u8(symbol);
      continue;
    }
    if (symbol == 16 && i == 0) return false;
    const u8 repeated = symbol == 16 ? lengths[i - 1] : 0;
    int times = symbol == 16   ? 3 + int(reader.take(2))
                : symbol == 17 ? 3 + int(reader.take(3))
                               : 11 + int(reader.take(7));
    if (i + times > lengthCount + distanceCount) return false;
    while (times-- > 0) lengths[i++] = repeated;
  }
  return build(lengthCode, lengths, lengthCount) && build(distanceCode, lengths + lengthCount, distanceCount);
}

}  // namespace

extern "C" {

// Inflates `inLength` bytes of raw DEFLATE at `in` into exactly `outLength` bytes at `out`: 1, or
// 0 for input that is not that (a bad stream, more or fewer bytes).
int inflate(const u8* in, u32 inLength, u8* out, u32 outLength) {
  BitReader reader{in, inLength};
  u32 written = 0;
  for (bool last = false; !last;) {
    last = reader.take(1) != 0;
    const u32 type = reader.take(2);
    if (type == 0) {
      reader.align();
      const u32 at = reader.next;
      if (at + 4 > inLength) return 0;
      const u32 length = in[at] | in[at + 1] << 8, check = in[at + 2] | in[at + 3] << 8;
      if ((length ^ 0xffff) != check || at + 4 + length > inLength || written + length > outLength) return 0;
      for (u32 i = 0; i < length; ++i) out[written++] = in[at + 4 + i];
      reader.next = at + 4 + length;
      continue;
    }
    if (type == 3 || !readCodes(reader, type)) return 0;
    for (int symbol; (symbol = decode(reader, lengthCode)) != 256;) {
      if (symbol < 0 || symbol > 285) return 0;
      if (symbol < 256) {
        if (written == outLength) return 0;
        out[written++] = u8(symbol);
        continue;
      }
      const u32 length = LENGTH_BASE[symbol - 257] + reader.take(LENGTH_EXTRA[symbol - 257]);
      const int d = decode(reader, distanceCode);
      if (d < 0 || d > 29) return 0;
      const u32 distance = DISTANCE_BASE[d] + reader.take(DISTANCE_EXTRA[d]);
      if (distance > written || length > outLength - written) return 0;
      for (u32 i = 0; i < length; ++i, ++written) out[written] = out[written - distance];
    }
  }
  return written == outLength && reader.used() <= inLength ? 1 : 0;
}
}
