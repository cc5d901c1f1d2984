// eventually.h: the tests' wait for something another process does: poll a condition until it holds or a
// time passes.
#pragma once

#include <chrono>
#include <thread>

namespace snap::test {

// Polls `done` every 20 ms until it holds (true) or `milliseconds` pass (false).
template <typename Condition>
bool eventually(Condition done, int milliseconds = 10000) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(milliseconds);
  while (!done()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return true;
}

}  // namespace snap::test
