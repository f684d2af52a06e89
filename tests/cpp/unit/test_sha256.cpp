// SHA-256 against the test vectors of FIPS 180-4's examples (NIST, "Cryptographic Standards and
// Guidelines: Examples with Intermediate Values", SHA-256) and the long message of the NIST suite;
// plus messages around the 64-byte block and 56-byte padding boundaries, whose digests were worked
// out with python3's hashlib (hashlib.sha256(b'x' * n).hexdigest()).
#include <boost/test/unit_test.hpp>
#include <string>

#include "chess960/sha256.h"

using namespace chess960;

namespace {
std::string hexOf(const std::string& message) { return toHex(sha256(message)); }
}  // namespace

BOOST_AUTO_TEST_SUITE(sha256_digests)

BOOST_AUTO_TEST_CASE(fips_180_4_vectors) {
  BOOST_TEST(hexOf("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  BOOST_TEST(hexOf("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  // 448 bits: the padding needs a second block.
  BOOST_TEST(hexOf("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
             "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  // 896 bits.
  BOOST_TEST(
      hexOf(
          "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsm"
          "nopqrstnopqrstu") == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
  BOOST_TEST(hexOf(std::string(1000000, 'a')) ==
             "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

BOOST_AUTO_TEST_CASE(block_and_padding_boundaries) {
  BOOST_TEST(hexOf(std::string(55, 'x')) ==
             "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072");
  BOOST_TEST(hexOf(std::string(56, 'x')) ==
             "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e");
  BOOST_TEST(hexOf(std::string(63, 'x')) ==
             "75220b47218278e656f2013bb8f0c455a25eaf01e86c64924e9d48d89776d6f2");
  BOOST_TEST(hexOf(std::string(64, 'x')) ==
             "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c");
  BOOST_TEST(hexOf(std::string(65, 'x')) ==
             "9537c5fdf120482f7d58d25e9ed583f52c02b4e304ea814db1633ad565aed7e9");
  BOOST_TEST(hexOf(std::string(119, 'x')) ==
             "000b48d4edf0fa7bee3c6236ecd2785baa5db4eeb8bb54341b029e0d9fa5fb0c");
  BOOST_TEST(hexOf(std::string(120, 'x')) ==
             "13f05a0b594787f5ecd315edc96141bd3243203d1b7d4f0836f37308b276ba98");
}

// Bytes above 0x7f are hashed as unsigned bytes (char may be signed), a zero byte as any other
// (hashlib.sha256(b'\xff\x80\x00\xc3\xa9')).
BOOST_AUTO_TEST_CASE(high_and_zero_bytes) {
  BOOST_TEST(hexOf(std::string("\xff\x80\x00\xc3\xa9", 5)) ==
             "d4faa184018d3e9418b936bd9e2ed0d5133cb248a7c811d81fa8004a089da8e4");
}

BOOST_AUTO_TEST_CASE(pieces_give_the_digest_of_the_whole) {
  const std::string message(1000, 'q');
  for (std::size_t cut : {0, 1, 55, 56, 63, 64, 65, 500, 999, 1000}) {
    Sha256 hash;
    hash.update(std::string_view(message).substr(0, cut));
    Sha256 copy = hash;  // a copy continues on its own (the draw hashes a common prefix once)
    hash.update(std::string_view(message).substr(cut));
    copy.update(std::string_view(message).substr(cut));
    BOOST_TEST(toHex(hash.digest()) == hexOf(message), "cut at " << cut);
    BOOST_TEST(toHex(copy.digest()) == hexOf(message), "copy cut at " << cut);
  }
}

BOOST_AUTO_TEST_SUITE_END()
