// http_client.cc: blocking socket client; reads until the server closes or Content-Length is satisfied.
#include "tests/support/http_client.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace snap::test {
namespace {

int connect_to(const std::string& host, int port) {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  if (::inet_pton(AF_INET, host.c_str(), &addr.sin_addr) != 1 ||
      ::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    ::close(fd);
    throw std::runtime_error("cannot connect to " + host + ":" + std::to_string(port));
  }
  timeval timeout{30, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  return fd;
}

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

HttpResult parse_response(const std::string& raw, bool head) {
  HttpResult result;
  const size_t header_end = raw.find("\r\n\r\n");
  if (header_end == std::string::npos || raw.compare(0, 5, "HTTP/") != 0)
    throw std::runtime_error("malformed HTTP response: " + raw.substr(0, 200));
  result.status = std::stoi(raw.substr(raw.find(' ') + 1, 3));
  size_t line = raw.find("\r\n") + 2;
  while (line < header_end) {
    const size_t next = raw.find("\r\n", line);
    const std::string text = raw.substr(line, next - line);
    const size_t colon = text.find(':');
    if (colon != std::string::npos) {
      size_t value = colon + 1;
      while (value < text.size() && text[value] == ' ') ++value;
      result.headers[lower(text.substr(0, colon))] = text.substr(value);
    }
    line = next + 2;
  }
  if (!head) result.body = raw.substr(header_end + 4);
  return result;
}

}  // namespace

std::string HttpResult::header(const std::string& lower_name) const {
  auto it = headers.find(lower_name);
  return it == headers.end() ? "" : it->second;
}

Json HttpResult::json() const { return Json::parse(body); }

HttpResult http_request(int port, const std::string& method, const std::string& target,
                        const std::string& extra_headers, const std::string& body) {
  return http_request_at("127.0.0.1", port, method, target, extra_headers, body);
}

HttpResult http_request_at(const std::string& host, int port, const std::string& method, const std::string& target,
                           const std::string& extra_headers, const std::string& body) {
  const int fd = connect_to(host, port);
  std::string request = method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n" +
                        extra_headers;
  const bool length_given = lower(extra_headers).find("content-length:") != std::string::npos;
  if ((method == "POST" || !body.empty()) && !length_given)
    request += "Content-Length: " + std::to_string(body.size()) + "\r\n";
  request += "\r\n" + body;
  ::send(fd, request.data(), request.size(), MSG_NOSIGNAL);
  std::string raw;
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
    if (n <= 0) break;
    raw.append(buffer, static_cast<size_t>(n));
  }
  ::close(fd);
  return parse_response(raw, method == "HEAD");
}

KeepAliveConnection::KeepAliveConnection(int port) : fd_(connect_to("127.0.0.1", port)) {}

KeepAliveConnection::~KeepAliveConnection() { ::close(fd_); }

HttpResult KeepAliveConnection::get(const std::string& target) {
  const std::string request = "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
  ::send(fd_, request.data(), request.size(), MSG_NOSIGNAL);
  std::string raw;
  size_t header_end = std::string::npos, length = 0;
  char buffer[65536];
  while (header_end == std::string::npos || raw.size() < header_end + 4 + length) {
    const ssize_t n = ::recv(fd_, buffer, sizeof buffer, 0);
    if (n <= 0) throw std::runtime_error("the connection ended before the answer to " + target + " was whole");
    raw.append(buffer, static_cast<size_t>(n));
    if (header_end == std::string::npos && (header_end = raw.find("\r\n\r\n")) != std::string::npos)
      length = std::stoul(parse_response(raw, true).header("content-length"));
  }
  return parse_response(raw, false);
}

std::string query_value(const std::string& text) {
  static const char* const kHex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if (std::isalnum(c)) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

}  // namespace snap::test
