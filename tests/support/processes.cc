// processes.cc: fork/exec of the project's binaries for integration tests.
#include "tests/support/processes.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <thread>
#include "core/bytes/file_bytes.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/eventually.h"

namespace fs = std::filesystem;

namespace snap::test {
namespace {

pid_t spawn(const std::string& binary, const std::vector<std::string>& args, const std::string& output_path) {
  const pid_t pid = ::fork();
  if (pid == 0) {
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(binary.c_str()));
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    if (FILE* out = std::freopen(output_path.c_str(), "w", stdout)) (void)out;
    ::dup2(STDOUT_FILENO, STDERR_FILENO);
    ::execvp(binary.c_str(), argv.data());
    std::_Exit(127);
  }
  if (pid < 0) throw std::runtime_error("fork failed");
  return pid;
}

sockaddr_in loopback(int port) {
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  address.sin_port = htons(static_cast<uint16_t>(port));
  return address;
}

// A loopback port nothing listens on right now (bound, read, released), for nginx: it cannot bind port 0 and say
// which port it got, as snapedge (--ready-file) and nats-server (its ports file) do.
int free_port() {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address = loopback(0);
  socklen_t length = sizeof address;
  if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
      ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0)
    throw std::runtime_error("no free loopback port");
  ::close(fd);
  return ntohs(address.sin_port);
}

bool accepts_connections(int port) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  const sockaddr_in address = loopback(port);
  const bool ok = ::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
  ::close(fd);
  return ok;
}

}  // namespace

std::string make_temp_dir(const std::string& prefix) {
  std::string pattern = (fs::temp_directory_path() / (prefix + "-XXXXXX")).string();
  if (!::mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
  return pattern;
}

void remove_tree(const std::string& path) {
  std::error_code ignored;
  fs::remove_all(path, ignored);
}

CommandResult run_snapgen(const std::vector<std::string>& args) { return run_program(snapgen_bin(), args); }

CommandResult run_program(const std::string& program, const std::vector<std::string>& args) {
  const std::string dir = make_temp_dir("program-run");
  const std::string output = dir + "/output.txt";
  const pid_t pid = spawn(program, args, output);
  int status = 0;
  ::waitpid(pid, &status, 0);
  CommandResult result{WIFEXITED(status) ? WEXITSTATUS(status) : -1, read_file_bytes(output).value_or("")};
  remove_tree(dir);
  return result;
}

bool run_snapgen_killed_after(const std::vector<std::string>& args, std::chrono::milliseconds delay) {
  const std::string dir = make_temp_dir("snapgen-killed");
  const pid_t pid = spawn(snapgen_bin(), args, dir + "/output.txt");
  std::this_thread::sleep_for(delay);
  int status = 0;
  const bool still_running = ::waitpid(pid, &status, WNOHANG) == 0;
  ::kill(pid, SIGKILL);
  ::waitpid(pid, &status, 0);
  remove_tree(dir);
  return still_running;
}

BackgroundProcess::BackgroundProcess(const std::string& program, const std::vector<std::string>& args) {
  dir_ = make_temp_dir("background");
  pid_ = spawn(program, args, dir_ + "/output.txt");
}

BackgroundProcess::~BackgroundProcess() {
  stop();
  remove_tree(dir_);
}

int BackgroundProcess::stop() {
  if (pid_ < 0) return -1;
  ::kill(pid_, SIGTERM);
  int status = 0;
  ::waitpid(pid_, &status, 0);
  pid_ = -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

std::optional<int> BackgroundProcess::stop_within(std::chrono::milliseconds limit) {
  if (pid_ < 0) return std::nullopt;
  ::kill(pid_, SIGTERM);
  const auto deadline = std::chrono::steady_clock::now() + limit;
  int status = 0;
  while (::waitpid(pid_, &status, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() > deadline) {
      kill_now();
      return std::nullopt;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  pid_ = -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

void BackgroundProcess::kill_now() {
  if (pid_ < 0) return;
  ::kill(pid_, SIGKILL);
  int status = 0;
  ::waitpid(pid_, &status, 0);
  pid_ = -1;
}

bool BackgroundProcess::running() const {
  int status = 0;
  return pid_ > 0 && ::waitpid(pid_, &status, WNOHANG) == 0;
}

std::string BackgroundProcess::output() const { return read_file_bytes(dir_ + "/output.txt").value_or(""); }

EdgeProcess::EdgeProcess(const std::string& db, const std::string& snapshots, const std::string& now,
                         const std::vector<std::string>& extra_args) {
  dir_ = make_temp_dir("snapedge");
  const std::string ready = dir_ + "/port";
  std::vector<std::string> args = {"--db", db, "--listen", "127.0.0.1:0", "--ready-file", ready};
  if (std::find(extra_args.begin(), extra_args.end(), "--threads") == extra_args.end())
    args.insert(args.end(), {"--threads", "16"});  // tests need few; 6,000 would take a second to start
  if (!now.empty()) args.insert(args.end(), {"--now", now});
  if (!snapshots.empty()) args.insert(args.end(), {"--snapshots", snapshots});
  args.insert(args.end(), extra_args.begin(), extra_args.end());
  pid_ = spawn(snapedge_bin(), args, dir_ + "/log.txt");
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (!fs::exists(ready)) {
    int status = 0;
    if (::waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      throw std::runtime_error("snapedge exited at start: " + log());
    }
    if (std::chrono::steady_clock::now() > deadline) throw std::runtime_error("snapedge did not start: " + log());
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  port_ = std::stoi(read_file_bytes(ready).value_or(""));
}

int EdgeProcess::stop() {
  if (pid_ <= 0) return -1;
  ::kill(pid_, SIGTERM);
  int status = 0;
  ::waitpid(pid_, &status, 0);
  pid_ = -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

EdgeProcess::~EdgeProcess() {
  stop();
  remove_tree(dir_);
}

HttpResult EdgeProcess::get_once_switched(const std::string& target, const std::string& version) const {
  HttpResult answer;
  eventually([&] {
    answer = get(target);
    return answer.header("x-snapshot-version") == version;
  });
  return answer;
}

std::string EdgeProcess::log() const { return read_file_bytes(dir_ + "/log.txt").value_or(""); }

NginxProcess::NginxProcess(const std::string& snapshots, int edge_port) : dir_(make_temp_dir("nginx")) {
  port_ = free_port();
  const std::string conf = dir_ + "/nginx.conf";
  const pid_t writer = spawn("/bin/bash",
                             {checkout_path("scripts/nginx-conf"), "127.0.0.1:" + std::to_string(port_), snapshots,
                              "127.0.0.1:" + std::to_string(edge_port), dir_, "1"},
                             conf);
  int status = 0;
  ::waitpid(writer, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) throw std::runtime_error("scripts/nginx-conf failed");
  pid_ = spawn("/usr/sbin/nginx", {"-p", dir_, "-e", dir_ + "/error.log", "-c", conf}, dir_ + "/output.txt");
  for (int i = 0; i < 100 && !accepts_connections(port_); ++i) {
    if (::waitpid(pid_, &status, WNOHANG) == pid_)
      throw std::runtime_error("nginx exited: " + read_file_bytes(dir_ + "/output.txt").value_or("") +
                               read_file_bytes(dir_ + "/error.log").value_or(""));
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  if (!accepts_connections(port_)) throw std::runtime_error("nginx did not start listening");
}

NginxProcess::~NginxProcess() {
  ::kill(pid_, SIGTERM);
  int status = 0;
  ::waitpid(pid_, &status, 0);
  remove_tree(dir_);
}

NatsServerProcess::NatsServerProcess() : dir_(make_temp_dir("nats")) { start(); }

NatsServerProcess::~NatsServerProcess() {
  stop();
  remove_tree(dir_);
}

void NatsServerProcess::stop() {
  if (pid_ < 0) return;
  ::kill(pid_, SIGTERM);
  int status = 0;
  ::waitpid(pid_, &status, 0);
  pid_ = -1;
}

// The first start binds the port the kernel chooses (--port -1) and reads it from the ports file nats-server
// writes once it listens ({"nats":["nats://127.0.0.1:PORT"]}); a restart binds that port again.
void NatsServerProcess::start() {
  const std::string ports_file_dir = dir_ + "/ports";
  std::filesystem::remove_all(ports_file_dir);
  std::filesystem::create_directories(ports_file_dir);
  pid_ = spawn("/usr/sbin/nats-server", {"--jetstream", "--store_dir", dir_ + "/store", "--addr", "127.0.0.1",
                                        "--port", port_ == 0 ? "-1" : std::to_string(port_),
                                        "--ports_file_dir", ports_file_dir},
               dir_ + "/output.txt");
  const std::string ports_file = ports_file_dir + "/nats-server_" + std::to_string(pid_) + ".ports";
  int status = 0;
  std::optional<std::string> ports;
  const auto reported = [&] { return (ports = read_file_bytes(ports_file)) && ports->find("\"]") != std::string::npos; };
  for (int i = 0; i < 400 && !reported(); ++i) {  // 10 s at most
    if (::waitpid(pid_, &status, WNOHANG) == pid_)
      throw std::runtime_error("nats-server exited: " + read_file_bytes(dir_ + "/output.txt").value_or(""));
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  const size_t colon = ports ? ports->rfind(':') : std::string::npos;
  if (colon == std::string::npos) throw std::runtime_error("nats-server did not report its port in " + ports_file);
  port_ = std::stoi(ports->substr(colon + 1));
}

}  // namespace snap::test
