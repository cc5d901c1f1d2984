// slow_answer.h: one line on stderr for each answer the edge took longer than a threshold to give (--log-slow-ms),
// saying where its time went, so an operator sees which wait made it late (as PostgreSQL's
// log_min_duration_statement shows a slow statement): waiting for a database connection and holding one (queries
// and render), writing the answer, the worker thread's time on a core and off it, its context switches (voluntary:
// it waited for a lock, a page read from disk or a sleep; involuntary: another thread took its core) and page
// faults (major ones read the disk). Thread-local: each worker measures its own request.
#pragma once

#include <sys/resource.h>

#include <chrono>
#include <string>
#include <string_view>

namespace snap {

// Measures the request of the calling thread from construction to log_if_slow(). A threshold of 0 measures
// nothing and logs nothing.
class AnswerTiming {
 public:
  explicit AnswerTiming(std::chrono::milliseconds threshold);

  // The database pool's part, told by it on the calling thread (one request may lease more than once).
  static void add_connection_wait(double seconds);
  static void add_connection_held(double seconds);

  // `answered` and `written` are the seconds from the start to the answer ready and to its last byte written.
  void log_if_slow(const std::string& method, const std::string& raw_target, std::string_view route, int status,
                   double answered, double written) const;

 private:
  std::chrono::milliseconds threshold_;
  rusage started_{};
};

}  // namespace snap
