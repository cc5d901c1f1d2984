// build_progress.h: what `snapgen build` shows while it works: on a terminal a bar redrawn in place (routes done,
// files so far, the route being rendered) at most ten times a second; otherwise (cron, logs) a plain line every
// few seconds and one per route family that took a second or more, so a log shows where a slow build spends its
// time.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>

namespace snap {

class BuildProgress {
 public:
  explicit BuildProgress(size_t total_routes);

  void start_route(size_t index, const std::string& pattern);  // index counts from 0
  void file_done();                                          // one more file rendered
  void finish();                                             // ends the bar's line

 private:
  void draw(bool force);

  size_t total_routes_, routes_done_ = 0, files_ = 0;
  std::string pattern_;
  bool terminal_;
  std::chrono::steady_clock::time_point last_draw_, route_started_;
};

}  // namespace snap
