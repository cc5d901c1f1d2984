// push_readers.h: the clients of the push feed the tests listen with: the official SignalR client
// (tests/hub_clients/listen.mjs) on one hub, and a raw reader of /stream/globals (Server-Sent Events) on a
// loopback port, HAProxy's or an edge's.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "core/json_bytes.h"
#include "core/bytes/file_bytes.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/eventually.h"
#include "tests/support/processes.h"

namespace snap::test {

// Now, in milliseconds since the epoch: what the hub client's receivedAt and the stream reader's arrivals use.
inline std::int64_t epoch_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

// The official SignalR client, listening to one hub; its report is one JSON object per line.
struct HubListener {
  std::string out;
  std::unique_ptr<BackgroundProcess> process;

  // `url` is the hub's whole URL; the report goes to a file in `dir`.
  HubListener(const std::string& dir, const std::string& url, std::vector<std::string> options) {
    out = dir + "/hub-" + std::to_string(reinterpret_cast<std::uintptr_t>(this)) + ".jsonl";
    std::vector<std::string> args = {checkout_path("tests/hub_clients/listen.mjs"), url, "--out", out};
    args.insert(args.end(), options.begin(), options.end());
    process = std::make_unique<BackgroundProcess>("node", args);
    REQUIRE(eventually([&] { return !lines_with("connected").empty(); }));
    INFO(process->output());
    REQUIRE(lines_with("connected").front().at("connected") == true);
  }

  std::vector<snap::Json> lines() const {
    std::vector<snap::Json> all;
    std::istringstream text(snap::read_file_bytes(out).value_or(""));
    for (std::string line; std::getline(text, line);)
      if (!line.empty()) all.push_back(snap::Json::parse(line));
    return all;
  }
  std::vector<snap::Json> lines_with(const std::string& key) const {
    std::vector<snap::Json> found;
    for (const snap::Json& line : lines())
      if (line.contains(key)) found.push_back(line);
    return found;
  }
  std::vector<snap::Json> calls(const std::string& method) const {
    std::vector<snap::Json> found;
    for (const snap::Json& line : lines_with("method"))
      if (line.at("method") == method) found.push_back(line);
    return found;
  }
};

// `ids` as runs of consecutive ids ("101-140 146-160"), to show what a reader missed or had twice.
inline std::string id_ranges(const std::vector<std::int64_t>& ids) {
  std::string text;
  for (size_t i = 0; i < ids.size();) {
    size_t end = i;
    while (end + 1 < ids.size() && ids[end + 1] == ids[end] + 1) ++end;
    text += (text.empty() ? "" : " ") + std::to_string(ids[i]) + (end > i ? "-" + std::to_string(ids[end]) : "");
    i = end + 1;
  }
  return text;
}

// A raw reader of /stream/globals: connects, sends the request, and reads in a thread of its own unless told to
// stop reading (then the kernel buffers fill and the server's queue for it grows).
class StreamReader {
 public:
  StreamReader(int port, const std::string& target, bool reads = true, const std::string& headers = "") {
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    if (!reads) {
      const int small = 4096;
      ::setsockopt(fd_, SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
    }
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    REQUIRE(::connect(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
    const std::string request = "GET " + target + " HTTP/1.1\r\nHost: edge\r\n" + headers + "\r\n";
    REQUIRE(::send(fd_, request.data(), request.size(), 0) == static_cast<ssize_t>(request.size()));
    if (reads) reader_ = std::thread([this] { read_all(); });
  }
  ~StreamReader() {
    ::shutdown(fd_, SHUT_RDWR);
    if (reader_.joinable()) reader_.join();
    ::close(fd_);
  }

  std::string text() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return text_;
  }
  bool closed_by_server() const { return closed_; }
  // The ids of the events received, in order.
  std::vector<std::int64_t> ids() const {
    std::vector<std::int64_t> found;
    std::istringstream lines(text());
    for (std::string line; std::getline(lines, line);)
      if (line.rfind("id: ", 0) == 0) found.push_back(std::stoll(line.substr(4)));
    return found;
  }
  // Each event's id and when its bytes arrived (epoch ms), in order.
  std::vector<std::pair<std::int64_t, std::int64_t>> id_arrivals() const {
    std::lock_guard<std::mutex> lock(mutex_);
    std::vector<std::pair<std::int64_t, std::int64_t>> found;
    size_t chunk = 0;
    // The stream opens with a comment line, so every id line follows a newline.
    for (size_t at = text_.find("\nid: "); at != std::string::npos; at = text_.find("\nid: ", at + 1)) {
      const size_t start = at + 1;
      while (chunk < arrivals_.size() && arrivals_[chunk].first <= start) ++chunk;
      found.emplace_back(std::stoll(text_.substr(start + 4, text_.find('\n', start) - start - 4)),
                         chunk < arrivals_.size() ? arrivals_[chunk].second : -1);
    }
    return found;
  }
  // Without a reading thread: whether the server has closed the connection (reads what is waiting, drops it).
  bool server_closed_now() {
    char buffer[65536];
    for (;;) {
      const ssize_t n = ::recv(fd_, buffer, sizeof buffer, MSG_DONTWAIT);
      if (n == 0) return true;
      if (n < 0) return errno != EAGAIN && errno != EWOULDBLOCK;
    }
  }

 private:
  void read_all() {
    char buffer[65536];
    for (;;) {
      const ssize_t n = ::recv(fd_, buffer, sizeof buffer, 0);
      if (n <= 0) break;
      const std::int64_t now_ms = epoch_ms();
      std::lock_guard<std::mutex> lock(mutex_);
      text_.append(buffer, static_cast<size_t>(n));
      arrivals_.emplace_back(text_.size(), now_ms);
    }
    closed_ = true;
  }

  int fd_ = -1;
  std::thread reader_;
  mutable std::mutex mutex_;
  std::string text_;
  std::vector<std::pair<size_t, std::int64_t>> arrivals_;  // text_'s size after each read, and when (epoch ms)
  std::atomic<bool> closed_{false};
};

}  // namespace snap::test
