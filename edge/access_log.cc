// access_log.cc: the access-log line, written under a lock so lines never interleave.
#include "access_log.h"

#include <cstdio>
#include <mutex>

#include "clock.h"

namespace snap {

void log_access(const std::string& remote, const std::string& method, const std::string& target, int status,
                size_t bytes, double milliseconds) {
  static std::mutex mutex;
  const std::string when = format_iso8601(real_now());
  std::lock_guard<std::mutex> lock(mutex);
  std::fprintf(stdout, "%s %s \"%s %s\" %d %zu %.2fms\n", when.c_str(), remote.c_str(), method.c_str(),
               target.c_str(), status, bytes, milliseconds);
  std::fflush(stdout);
}

}  // namespace snap
