// processes.h: the real programs under test: snapgen runs to completion, snapedge runs on 127.0.0.1:0 and
// reports its port through --ready-file. Paths of the binaries come from the build (checkout_paths.h).
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "tests/support/checkout_paths.h"
#include "tests/support/http_client.h"

namespace snap::test {

struct CommandResult {
  int exit_code = -1;
  std::string output;  // stdout and stderr together
};

CommandResult run_snapgen(const std::vector<std::string>& args);

// Runs `program` (looked up on PATH when it holds no '/') to completion.
CommandResult run_program(const std::string& program, const std::vector<std::string>& args);

// Starts snapgen and SIGKILLs it after `delay`; true when it was still running then (killed mid-way).
bool run_snapgen_killed_after(const std::vector<std::string>& args, std::chrono::milliseconds delay);

// A fresh empty folder under the system temp dir, removed by remove_tree().
std::string make_temp_dir(const std::string& prefix);
void remove_tree(const std::string& path);

// A program left running (a client listening, `snapgen ingest --follow`), its output in a file; SIGTERM and a
// wait when it is stopped or destroyed.
class BackgroundProcess {
 public:
  BackgroundProcess(const std::string& program, const std::vector<std::string>& args);
  ~BackgroundProcess();
  BackgroundProcess(const BackgroundProcess&) = delete;
  BackgroundProcess& operator=(const BackgroundProcess&) = delete;

  int stop();                // SIGTERM, then the exit status (0 for a clean stop)
  // SIGTERM, then the exit status if the process exits within `limit`; else SIGKILL and nullopt.
  std::optional<int> stop_within(std::chrono::milliseconds limit);
  void kill_now();           // SIGKILL: a crash, nothing flushed
  bool running() const;
  std::string output() const;  // stdout and stderr so far
  pid_t pid() const { return pid_; }

 private:
  pid_t pid_ = -1;
  std::string dir_;
};

class EdgeProcess {
 public:
  // Starts snapedge with --db, --now and (when not empty) --snapshots; waits until it listens.
  EdgeProcess(const std::string& db, const std::string& snapshots, const std::string& now,
               const std::vector<std::string>& extra_args = {});
  ~EdgeProcess();  // SIGTERM, then waits for the exit
  EdgeProcess(const EdgeProcess&) = delete;
  EdgeProcess& operator=(const EdgeProcess&) = delete;

  int port() const { return port_; }
  pid_t pid() const { return pid_; }
  HttpResult get(const std::string& target) const { return http_get(port_, target); }
  HttpResult request(const std::string& method, const std::string& target, const std::string& headers = "",
                     const std::string& body = "") const {
    return http_request(port_, method, target, headers, body);
  }
  // After a build switched `current` to `version`: GET `target` until the answer comes from that version (the
  // first request that sees a switch wakes the edge's loader, which switches once the manifest is read), for at
  // most 10 s; the last answer.
  HttpResult get_once_switched(const std::string& target, const std::string& version) const;
  // Sends SIGTERM and returns the exit status (0 for a clean stop).
  int stop();
  std::string log() const;  // what the process wrote (access log and errors)

 private:
  pid_t pid_ = -1;
  int port_ = 0;
  std::string dir_;
};

// Debian's nginx on a free loopback port, serving `snapshots` through templates/nginx/snapshots.conf (written
// by scripts/nginx-conf) and handing the rest to the snapedge on `edge_port`.
class NginxProcess {
 public:
  NginxProcess(const std::string& snapshots, int edge_port);
  ~NginxProcess();  // SIGTERM, then waits for the exit
  NginxProcess(const NginxProcess&) = delete;
  NginxProcess& operator=(const NginxProcess&) = delete;

  int port() const { return port_; }
  HttpResult request(const std::string& method, const std::string& target, const std::string& headers = "") const {
    return http_request(port_, method, target, headers);
  }

 private:
  pid_t pid_ = -1;
  int port_ = 0;
  std::string dir_;
};

// Debian's nats-server (/usr/sbin) with JetStream on a free loopback port, its store in a folder of its own that outlives
// restart(): the activity log replicas follow.
class NatsServerProcess {
 public:
  NatsServerProcess();
  ~NatsServerProcess();  // SIGTERM, then waits for the exit
  NatsServerProcess(const NatsServerProcess&) = delete;
  NatsServerProcess& operator=(const NatsServerProcess&) = delete;

  std::string url() const { return "nats://127.0.0.1:" + std::to_string(port_); }
  void stop();     // SIGTERM and wait: a server going away
  void start();    // on the same port and store; waits until it listens
  void restart() { stop(); start(); }

 private:
  pid_t pid_ = -1;
  int port_ = 0;
  std::string dir_;
};

}  // namespace snap::test
