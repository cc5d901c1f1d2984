// fuzz_input.h: the bytes libFuzzer hands a target, as the text the parser under test reads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace snap::fuzz {

inline std::string text_of(const std::uint8_t* data, std::size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

}  // namespace snap::fuzz
