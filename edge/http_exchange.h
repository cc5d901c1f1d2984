// http_exchange.h: a request and its response as plain values, so dispatch can be exercised without a
// socket; server.cc is the only code that converts them to and from civetweb.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "edge/prepared_answer.h"

namespace snap {

struct HttpRequest {
  std::string method;         // "GET"
  std::string raw_path;       // as sent, still percent-encoded: "/weapons/sollomate-opalo"
  std::string raw_query;      // as sent, without '?': "pageNumber=2"
  std::string raw_target;     // as sent, path and query: "/weapons?pageNumber=2" (the key of snapshot and caches)
  std::string if_none_match;  // If-None-Match header, or empty
  bool accepts_gzip = false;  // Accept-Encoding names gzip (or *) with a non-zero q
  std::string peer_address;   // the connecting socket's address ("127.0.0.1")
  std::string forwarded_for;  // X-Forwarded-For header, or empty (read only behind --trusted-proxy)
  std::string origin;         // Origin header, or empty
  std::string last_event_id;  // Last-Event-ID header (a Server-Sent Events client resuming), or empty
  // POST only (the MCP endpoint): the body, and the MCP transport headers (empty when absent).
  std::string body;
  bool body_too_large = false;  // the body passed kMaxRequestBodyBytes and was not kept
  std::string content_type;
  std::string accept;
  std::optional<std::string> mcp_protocol_version;  // MCP-Protocol-Version
  std::optional<std::string> mcp_method;            // Mcp-Method
  std::optional<std::string> mcp_name;              // Mcp-Name, as sent (possibly base64-encoded)
};

constexpr size_t kMaxRequestBodyBytes = 1 << 20;  // a larger body is refused with 413

// A body written as it happens (Server-Sent Events): the server writes the head (no Content-Length), then runs
// `run` with a writer (false once the client is gone) until it returns, then closes the connection.
struct StreamedBody {
  std::function<void(const std::function<bool(std::string_view)>& write)> run;
};

struct HttpResponse {
  int status = 200;
  std::string content_type = "application/json; charset=utf-8";
  std::string body;
  // A held answer's body (live_cache.h), shared with the cache instead of copied; `body` stays empty then.
  std::shared_ptr<const std::string> held_body;
  std::vector<std::pair<std::string, std::string>> headers;  // beyond Content-Type and Content-Length
  bool send_body = true;                                      // false for HEAD, 204 and 304
  // A snapshot answer (200 or 304): when set, it is the whole answer; status and send_body still say which.
  std::shared_ptr<const PreparedAnswer> prepared;
  std::shared_ptr<const StreamedBody> stream;  // set for a stream: run after the head (always, once)
  // What answered, for /metrics: the route table's pattern ("/weapons/{slug}"), an endpoint of the edge's own
  // ("/mcp", "/healthz"), or "none" when nothing matched. Points at text that outlives the response.
  std::string_view route = "none";

  std::string_view body_bytes() const {
    if (prepared) return *prepared->body;
    return held_body ? std::string_view(*held_body) : std::string_view(body);
  }
  size_t body_size() const { return body_bytes().size(); }
};

}  // namespace snap
