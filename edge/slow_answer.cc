// slow_answer.cc: the request's own clocks (thread-local), read once at its start and once at its end; the line
// is composed only for a slow answer.
#include "edge/slow_answer.h"

#include <cstdio>

#include "core/clock.h"
#include "edge/access_log.h"

namespace snap {
namespace {

struct ConnectionTimes {
  double waited = 0;
  double held = 0;
  int leases = 0;
};

thread_local ConnectionTimes this_request;

double seconds_of(const timeval& time) { return static_cast<double>(time.tv_sec) + time.tv_usec / 1e6; }

}  // namespace

AnswerTiming::AnswerTiming(std::chrono::milliseconds threshold) : threshold_(threshold) {
  if (threshold_.count() <= 0) return;
  this_request = {};
  getrusage(RUSAGE_THREAD, &started_);
}

void AnswerTiming::add_connection_wait(double seconds) {
  this_request.waited += seconds;
  ++this_request.leases;
}

void AnswerTiming::add_connection_held(double seconds) { this_request.held += seconds; }

void AnswerTiming::log_if_slow(const std::string& method, const std::string& raw_target, std::string_view route,
                               int status, double answered, double written) const {
  if (threshold_.count() <= 0 || written * 1000 < static_cast<double>(threshold_.count())) return;
  rusage ended{};
  getrusage(RUSAGE_THREAD, &ended);
  const double user = seconds_of(ended.ru_utime) - seconds_of(started_.ru_utime);
  const double system = seconds_of(ended.ru_stime) - seconds_of(started_.ru_stime);
  const ConnectionTimes& connection = this_request;
  char line[512];
  std::snprintf(line, sizeof line,
                " %d (route %.*s) took %.0f ms: answered in %.0f, written in %.0f; waited for a database connection "
                "%.0f ms (%d lease%s), held one %.0f ms; on a core %.0f ms (user %.0f, system %.0f), off it %.0f ms; "
                "context switches %ld waiting, %ld preempted; page faults %ld (%ld read from disk)\n",
                status, static_cast<int>(route.size()), route.data(), written * 1000, answered * 1000,
                (written - answered) * 1000, connection.waited * 1000, connection.leases,
                connection.leases == 1 ? "" : "s", connection.held * 1000, (user + system) * 1000, user * 1000,
                system * 1000, (written - user - system) * 1000,
                ended.ru_nvcsw - started_.ru_nvcsw, ended.ru_nivcsw - started_.ru_nivcsw,
                (ended.ru_minflt - started_.ru_minflt) + (ended.ru_majflt - started_.ru_majflt),
                ended.ru_majflt - started_.ru_majflt);
  // one write, so lines of threads logging at once never interleave
  const std::string text = format_iso8601(real_now()) + " snapedge: slow answer: " + escaped_request_text(method) +
                           " " + escaped_request_text(raw_target) + line;
  std::fputs(text.c_str(), stderr);
}

}  // namespace snap
