// http_client.h: a minimal HTTP/1.1 client over a loopback (or given IPv4) socket for integration tests: one request per
// connection (or several on one kept alive), the raw target sent exactly as given (so tests can send malformed or
// hostile paths).
#pragma once

#include <map>
#include <string>

#include "core/json_bytes.h"

namespace snap::test {

struct HttpResult {
  int status = 0;
  std::map<std::string, std::string> headers;  // names lower-cased
  std::string body;

  std::string header(const std::string& lower_name) const;
  Json json() const;  // throws if the body is not JSON
};

// Sends `METHOD target HTTP/1.1` to 127.0.0.1:port with `extra_headers` ("Name: value\r\n" lines) and, for
// POST or a non-empty `body`, the body with its Content-Length (unless `extra_headers` give one).
HttpResult http_request(int port, const std::string& method, const std::string& target,
                        const std::string& extra_headers = "", const std::string& body = "");

// The same to HOST (an IPv4 address) instead of 127.0.0.1.
HttpResult http_request_at(const std::string& host, int port, const std::string& method, const std::string& target,
                           const std::string& extra_headers = "", const std::string& body = "");

// One keep-alive connection to 127.0.0.1:port, for tests that need requests answered by one worker thread
// (civetweb keeps a connection on one): each get() sends on it and reads its answer whole, by Content-Length.
class KeepAliveConnection {
 public:
  explicit KeepAliveConnection(int port);
  ~KeepAliveConnection();
  KeepAliveConnection(const KeepAliveConnection&) = delete;
  KeepAliveConnection& operator=(const KeepAliveConnection&) = delete;

  HttpResult get(const std::string& target);

 private:
  int fd_;
};

// `text` as a query value: every byte but letters and digits percent-encoded.
std::string query_value(const std::string& text);

inline HttpResult http_get(int port, const std::string& target) { return http_request(port, "GET", target); }
inline HttpResult http_get_at(const std::string& host, int port, const std::string& target) {
  return http_request_at(host, port, "GET", target);
}

}  // namespace snap::test
