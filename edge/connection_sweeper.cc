// connection_sweeper.cc: the process's sockets grouped by peer address, the newest beyond the limit shut down.
#include "edge/connection_sweeper.h"

#include <arpa/inet.h>
#include <dirent.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <algorithm>
#include <ctime>
#include <cstdlib>
#include <unordered_map>
#include <optional>

namespace snap {
namespace {

struct SocketEnds {
  int local_port = 0;
  std::string peer_address;
  int peer_port = 0;
};

// The address text and port of a socket address; nullopt for anything but IPv4 and IPv6.
std::optional<std::pair<std::string, int>> address_and_port(const sockaddr_storage& storage) {
  char text[INET6_ADDRSTRLEN] = {0};
  if (storage.ss_family == AF_INET) {
    const auto* v4 = reinterpret_cast<const sockaddr_in*>(&storage);
    inet_ntop(AF_INET, &v4->sin_addr, text, sizeof text);
    return std::make_pair(std::string(text), static_cast<int>(ntohs(v4->sin_port)));
  }
  if (storage.ss_family == AF_INET6) {
    const auto* v6 = reinterpret_cast<const sockaddr_in6*>(&storage);
    inet_ntop(AF_INET6, &v6->sin6_addr, text, sizeof text);
    return std::make_pair(std::string(text), static_cast<int>(ntohs(v6->sin6_port)));
  }
  return std::nullopt;
}

// Both ends of a connected TCP socket; nullopt for a descriptor that is closed, not a socket or not connected.
std::optional<SocketEnds> socket_ends(int fd) {
  sockaddr_storage peer{}, local{};
  socklen_t peer_length = sizeof peer, local_length = sizeof local;
  if (getpeername(fd, reinterpret_cast<sockaddr*>(&peer), &peer_length) != 0) return std::nullopt;
  if (getsockname(fd, reinterpret_cast<sockaddr*>(&local), &local_length) != 0) return std::nullopt;
  const auto peer_end = address_and_port(peer);
  const auto local_end = address_and_port(local);
  if (!peer_end || !local_end) return std::nullopt;
  return SocketEnds{local_end->second, peer_end->first, peer_end->second};
}

// The process's open descriptors, from /proc/self/fd (a walk of every possible number would cost a system call
// each, thousands a sweep, most of them closed).
std::vector<int> open_descriptors() {
  std::vector<int> fds;
  DIR* dir = opendir("/proc/self/fd");
  if (!dir) return fds;
  const int own = dirfd(dir);
  while (const dirent* entry = readdir(dir)) {
    if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
    const int fd = std::atoi(entry->d_name);
    if (fd != own) fds.push_back(fd);
  }
  closedir(dir);
  return fds;
}

// The processor time this thread has used, in user and system mode: what a sweep costs. Its wall-clock time is
// longer whenever the machine is busy and the thread waits for a core.
std::chrono::nanoseconds thread_cpu_time() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return std::chrono::seconds(now.tv_sec) + std::chrono::nanoseconds(now.tv_nsec);
}

}  // namespace

bool shut_down_socket(const std::string& peer_address, int peer_port, int local_port) {
  for (const int fd : open_descriptors()) {
    const auto ends = socket_ends(fd);
    if (ends && ends->peer_port == peer_port && ends->local_port == local_port && ends->peer_address == peer_address)
      return shutdown(fd, SHUT_RDWR) == 0;
  }
  return false;
}

ConnectionSweeper::ConnectionSweeper(std::vector<int> ports, int per_address, std::vector<std::string> exempt,
                                     std::chrono::milliseconds interval)
    : ports_(std::move(ports)), per_address_(per_address), exempt_(std::move(exempt)), interval_(interval) {
  thread_ = std::thread([this] { run(); });
}

ConnectionSweeper::~ConnectionSweeper() {
  stop_ = true;
  thread_.join();
}

// A sweep costs two system calls per open connection; the next one waits at least 20 times the processor time
// the last used, so the sweeper never takes more than about 5 % of a core (~0.4 s between sweeps at 5,000
// connections). Processor time, not wall-clock time: on a busy machine a sweep of a few hundred microseconds
// could wait 50 ms for a core, and the next then came a second later, while connections beyond the limit held
// the workers. After a sweep that shut connections down it waits only kBusyInterval: the clients cut off may
// reconnect at once, and each connection they open holds a worker until the next sweep.
void ConnectionSweeper::run() {
  constexpr std::chrono::milliseconds kBusyInterval(10);
  while (!stop_) {
    const auto started = std::chrono::steady_clock::now();
    const auto processor_before = thread_cpu_time();
    const bool shut_some = sweep();
    const auto cost = thread_cpu_time() - processor_before;
    const auto pause = shut_some ? std::min(interval_, kBusyInterval) : interval_;
    const auto wake = started + std::max<std::chrono::steady_clock::duration>(pause, cost * 20);
    const std::chrono::steady_clock::duration step = std::chrono::milliseconds(20);  // how soon a stop is seen
    for (auto now = started; !stop_ && now < wake; now = std::chrono::steady_clock::now())
      std::this_thread::sleep_for(std::min(wake - now, step));
  }
}

// Which of an address's connections are newest is told by the sweep that first saw each (descriptor numbers
// are reused lowest-first and peer ports are chosen at random, so neither orders them).
bool ConnectionSweeper::sweep() {
  ++sweep_number_;
  std::unordered_map<std::string, std::vector<std::pair<std::uint64_t, int>>> by_address;  // (first seen, fd)
  std::unordered_map<int, SeenSocket> seen;
  seen.reserve(first_seen_.size() + 64);
  for (const int fd : open_descriptors()) {
    const auto ends = socket_ends(fd);
    if (!ends || std::find(ports_.begin(), ports_.end(), ends->local_port) == ports_.end()) continue;
    const auto known = first_seen_.find(fd);
    const bool same = known != first_seen_.end() && known->second.peer_port == ends->peer_port &&
                      known->second.peer_address == ends->peer_address;
    const std::uint64_t first = same ? known->second.first_sweep : sweep_number_;
    by_address[ends->peer_address].emplace_back(first, fd);
    seen.emplace(fd, SeenSocket{ends->peer_address, ends->peer_port, first});
  }
  first_seen_ = std::move(seen);
  bool shut_some = false;
  for (auto& [address, sockets] : by_address) {
    if (static_cast<int>(sockets.size()) <= per_address_) continue;
    if (std::find(exempt_.begin(), exempt_.end(), address) != exempt_.end()) continue;
    std::sort(sockets.begin(), sockets.end());  // oldest first
    for (size_t i = static_cast<size_t>(per_address_); i < sockets.size(); ++i)
      shut_some = shutdown(sockets[i].second, SHUT_RDWR) == 0 || shut_some;
  }
  return shut_some;
}

}  // namespace snap
