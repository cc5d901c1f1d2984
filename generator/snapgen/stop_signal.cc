// stop_signal.cc: the handlers only set an atomic flag (async-signal-safe).
#include "snapgen/stop_signal.h"

#include <signal.h>

namespace snap {
namespace {

std::atomic<bool> g_stop{false};

void request_stop(int) { g_stop = true; }

}  // namespace

const std::atomic<bool>& stop_on_signals() {
  struct sigaction action {};
  action.sa_handler = request_stop;
  sigemptyset(&action.sa_mask);
  sigaction(SIGTERM, &action, nullptr);
  sigaction(SIGINT, &action, nullptr);
  return g_stop;
}

}  // namespace snap
