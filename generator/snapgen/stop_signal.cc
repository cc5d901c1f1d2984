// stop_signal.cc: the handlers only set an atomic flag, arm an alarm and, when it is too late to wait,
// write(2) a line and _exit(2): all async-signal-safe.
#include "snapgen/stop_signal.h"

#include <signal.h>
#include <unistd.h>

namespace snap {
namespace {

std::atomic<bool> g_stop{false};

void exit_now(const char* why, size_t length) {
  // Nothing to do when the line cannot be written: the exit status says it.
  [[maybe_unused]] const ssize_t written = ::write(STDERR_FILENO, why, length);
  ::_exit(1);
}

void stop_too_late(int) {
  static const char kWhy[] = "snapgen: not stopped within the grace period after the stop signal: exiting now\n";
  exit_now(kWhy, sizeof kWhy - 1);
}

void request_stop(int) {
  if (g_stop.exchange(true)) {
    static const char kWhy[] = "snapgen: a second stop signal: exiting now\n";
    exit_now(kWhy, sizeof kWhy - 1);
  }
  ::alarm(kStopGraceSeconds);
}

void handle(int signal, void (*handler)(int)) {
  struct sigaction action {};
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  sigaction(signal, &action, nullptr);
}

}  // namespace

const std::atomic<bool>& stop_on_signals() {
  handle(SIGALRM, stop_too_late);
  handle(SIGTERM, request_stop);
  handle(SIGINT, request_stop);
  return g_stop;
}

}  // namespace snap
