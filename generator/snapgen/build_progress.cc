// build_progress.cc: the bar and the plain lines, both on stderr (stdout carries the summary).
#include "snapgen/build_progress.h"

#include <unistd.h>

#include <cstdio>

namespace snap {
namespace {

constexpr auto kTerminalEvery = std::chrono::milliseconds(100);
constexpr auto kLogEvery = std::chrono::seconds(5);
constexpr auto kSlowRoute = std::chrono::seconds(1);
constexpr int kBarWidth = 30;

}  // namespace

BuildProgress::BuildProgress(size_t total_routes)
    : total_routes_(total_routes), terminal_(::isatty(STDERR_FILENO) == 1),
      last_draw_(std::chrono::steady_clock::now()), route_started_(last_draw_) {}

void BuildProgress::start_route(size_t index, const std::string& pattern) {
  const auto now = std::chrono::steady_clock::now();
  // The previous route family is done: a line with its time, if it took long enough to matter.
  if (!terminal_ && index > 0 && now - route_started_ >= kSlowRoute)
    std::fprintf(stderr, "build: [%zu/%zu] %s done, %zu files so far, %.1f s\n", index, total_routes_,
                 pattern_.c_str(), files_, std::chrono::duration<double>(now - route_started_).count());
  routes_done_ = index;
  pattern_ = pattern;
  route_started_ = now;
  draw(terminal_);
}

void BuildProgress::file_done() {
  ++files_;
  if ((files_ & 63) == 0) draw(false);  // look at the clock every 64 files only
}

void BuildProgress::finish() {
  routes_done_ = total_routes_;
  if (terminal_) {
    draw(true);
    std::fputc('\n', stderr);
  } else {
    std::fprintf(stderr, "build: %zu routes, %zu files rendered\n", total_routes_, files_);
  }
}

void BuildProgress::draw(bool force) {
  const auto now = std::chrono::steady_clock::now();
  if (!force && now - last_draw_ < (terminal_ ? kTerminalEvery : std::chrono::steady_clock::duration(kLogEvery)))
    return;
  last_draw_ = now;
  if (terminal_) {
    const int filled = total_routes_ ? static_cast<int>(kBarWidth * routes_done_ / total_routes_) : kBarWidth;
    std::fprintf(stderr, "\r[%s%s] %zu/%zu routes, %zu files  %s\x1b[K", std::string(filled, '#').c_str(),
                 std::string(kBarWidth - filled, '.').c_str(), routes_done_, total_routes_, files_, pattern_.c_str());
  } else {
    std::fprintf(stderr, "build: [%zu/%zu] %s, %zu files so far\n", routes_done_, total_routes_, pattern_.c_str(),
                 files_);
  }
  std::fflush(stderr);
}

}  // namespace snap
