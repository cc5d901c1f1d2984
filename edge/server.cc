// server.cc: civetweb set-up and the catch-all request handler. An answer leaves in one mg_write: status line,
// headers, Date, Connection and body assembled in a per-thread buffer (civetweb's own header calls would send
// every header line in a system call of its own); a body over 64 KiB follows its head in a second write instead of
// being copied; a stream's body follows its head as it comes.
#include "edge/server.h"

#include <civetweb.h>
#include <strings.h>

#include <chrono>
#include <cstring>
#include <ctime>
#include <optional>
#include <stdexcept>

#include "edge/access_log.h"
#include "edge/listener_wake.h"
#include "edge/accept_encoding.h"
#include "core/problem.h"
#include "edge/response_head.h"
#include "edge/slow_answer.h"

namespace snap {

struct HandlerContext {
  const Dispatcher* dispatcher;
  AccessLog access_log;
  std::chrono::milliseconds slow_answer;
};

namespace {

// A header's value without the whitespace around it, which is no part of a field value (RFC 9110 section 5.5).
std::optional<std::string> optional_header(mg_connection* conn, const char* name) {
  const char* value = mg_get_header(conn, name);
  if (!value) return std::nullopt;
  std::string text(value);
  const size_t first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return std::string();
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

// Reads the whole body, keeping at most kMaxRequestBodyBytes; the rest of a larger one is read and dropped, so
// the connection stays in step for its next request.
void read_body(mg_connection* conn, HttpRequest& request) {
  char buffer[16384];
  for (;;) {
    const int n = mg_read(conn, buffer, sizeof buffer);
    if (n <= 0) break;
    if (request.body_too_large) continue;
    if (request.body.size() + static_cast<size_t>(n) > kMaxRequestBodyBytes) {
      request.body_too_large = true;
      request.body.clear();
      request.body.shrink_to_fit();
      continue;
    }
    request.body.append(buffer, static_cast<size_t>(n));
  }
}

HttpRequest read_request(mg_connection* conn) {
  const mg_request_info* info = mg_get_request_info(conn);
  HttpRequest request;
  request.method = info->request_method ? info->request_method : "";
  // Raw, as decode_url is off; of an absolute-form target ("http://host:port/weapons", RFC 9112 3.2.2) the path
  // civetweb found after its authority.
  const char* target = info->local_uri_raw ? info->local_uri_raw : info->request_uri;
  std::string uri = target ? target : "";
  const size_t question = uri.find('?');
  request.raw_path = uri.substr(0, question);
  request.raw_query = info->query_string ? info->query_string
                                         : (question == std::string::npos ? "" : uri.substr(question + 1));
  request.raw_target = request.raw_query.empty() ? request.raw_path : request.raw_path + "?" + request.raw_query;
  if (const char* etag = mg_get_header(conn, "If-None-Match")) request.if_none_match = etag;
  if (const char* codings = mg_get_header(conn, "Accept-Encoding")) request.accepts_gzip = accepts_gzip(codings);
  request.peer_address = info->remote_addr;
  request.forwarded_for = optional_header(conn, "X-Forwarded-For").value_or("");
  request.origin = optional_header(conn, "Origin").value_or("");
  request.last_event_id = optional_header(conn, "Last-Event-ID").value_or("");
  if (request.method == "POST") {
    request.content_type = optional_header(conn, "Content-Type").value_or("");
    request.accept = optional_header(conn, "Accept").value_or("");
    request.mcp_protocol_version = optional_header(conn, "MCP-Protocol-Version");
    request.mcp_method = optional_header(conn, "Mcp-Method");
    request.mcp_name = optional_header(conn, "Mcp-Name");
    read_body(conn, request);
  }
  return request;
}

// "Date: Sun, 22 Nov 2026 12:00:00 GMT\r\n" (RFC 9110 5.6.7), formatted once per second per thread.
const std::string& date_line() {
  thread_local std::time_t formatted_for = 0;
  thread_local std::string line;
  const std::time_t now = std::time(nullptr);
  if (now != formatted_for) {
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[64];
    std::strftime(text, sizeof text, "Date: %a, %d %b %Y %H:%M:%S GMT\r\n", &utc);
    line = text;
    formatted_for = now;
  }
  return line;
}

// What civetweb will do with the connection after this answer (its should_keep_alive rule): HTTP/1.1 keeps it
// unless the client says otherwise; HTTP/1.0 closes it unless the client asks to keep it.
bool keeps_alive(mg_connection* conn) {
  const mg_request_info* info = mg_get_request_info(conn);
  if (const char* connection = mg_get_header(conn, "Connection"))
    return strcasestr(connection, "keep-alive") != nullptr;
  return info->http_version && std::string(info->http_version) == "1.1";
}

// A stream's head, then its body as it comes (in this worker thread, until the client leaves); the connection
// closes after it.
void write_stream(mg_connection* conn, const HttpResponse& response) {
  mg_disable_connection_keep_alive(conn);
  const std::string head = response_head(response, 0) + date_line() + "Connection: close\r\n\r\n";
  const bool open = mg_write(conn, head.data(), head.size()) > 0;
  response.stream->run([conn, open](std::string_view text) {
    return open && mg_write(conn, text.data(), text.size()) > 0;
  });
}

// Bodies up to this size are copied behind their head and leave in one write. A larger one is written from where it
// lies: copying the 1.4 MB wiki export into every worker's buffer made the static bench's p99 at 16 connections
// 6-14 ms instead of 2-3 ms, and left each buffer that large for the worker's life.
constexpr size_t kCopiedBodyBytes = 64 << 10;

// The answer; `keep_alive` says what civetweb does with the connection after it.
void write_response(mg_connection* conn, const HttpResponse& response, bool keep_alive) {
  if (response.stream) return write_stream(conn, response);
  thread_local std::string wire;
  wire.clear();
  if (response.prepared) wire += response.prepared->head;
  else wire += response_head(response, response.body_size());
  wire += date_line();
  wire += keep_alive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n";
  const std::string_view body = response.send_body ? response.body_bytes() : std::string_view();
  if (body.size() <= kCopiedBodyBytes) {
    wire += body;
    mg_write(conn, wire.data(), wire.size());
    return;
  }
  if (mg_write(conn, wire.data(), wire.size()) > 0) mg_write(conn, body.data(), body.size());
}

// Every answer written, civetweb's refusals too: counted for /metrics and logged.
void account(const HandlerContext& context, std::string_view route, const char* remote, const std::string& method,
             const std::string& target, int status, size_t bytes, double seconds) {
  context.dispatcher->metrics().count_request(route, status, seconds);
  log_access(context.access_log, remote, method, target, status, bytes, seconds * 1000);
}

// What civetweb read of a request-line field it refused: up to the first space or line break (it may not have
// ended the field), "-" for none.
std::string refused_field(const char* field) {
  if (!field || !*field) return "-";
  return std::string(field, std::strcspn(field, " \r\n"));
}

// civetweb's own refusals, before a request reaches the handler (a request line or headers beyond its limits, a
// malformed request), in the API's one error shape instead of civetweb's page, and in the access log. The
// connection closes after it.
int answer_unreadable_request(mg_connection* conn, int status, const char* message) {
  Problem problem = Problem::bad_request(std::string("the request could not be read: ") +
                                         (message && *message ? message : status_title(status)));
  problem.status = status;
  const HttpResponse response = problem_response(problem);
  write_response(conn, response, false);
  const auto* context = static_cast<const HandlerContext*>(mg_get_user_data(mg_get_context(conn)));
  const mg_request_info* info = mg_get_request_info(conn);
  account(*context, "refused", info->remote_addr, refused_field(info->request_method),
          refused_field(info->request_uri), status, response.body_size(), 0.0);
  return 0;  // answered: civetweb sends nothing of its own
}

int handle_request(mg_connection* conn, void* data) {
  const auto started = std::chrono::steady_clock::now();
  const auto* context = static_cast<const HandlerContext*>(data);
  const AnswerTiming timing(context->slow_answer);
  const HttpRequest request = read_request(conn);
  const HttpResponse response = context->dispatcher->answer(request);
  const auto answered = std::chrono::steady_clock::now();
  write_response(conn, response, keeps_alive(conn));
  const auto written = std::chrono::steady_clock::now();
  const double seconds = std::chrono::duration<double>(written - started).count();
  account(*context, response.route, mg_get_request_info(conn)->remote_addr, request.method, request.raw_target,
          response.status, response.send_body ? response.body_size() : 0, seconds);
  if (!response.stream)  // a stream lasts as long as its reader wants
    timing.log_if_slow(request.method, request.raw_target, response.route, response.status,
                       std::chrono::duration<double>(answered - started).count(), seconds);
  return response.status;
}

}  // namespace

Server::Server(const Dispatcher& dispatcher, ServerOptions options)
    : handler_context_(std::make_unique<HandlerContext>(
          HandlerContext{&dispatcher, options.access_log, options.slow_answer})),
      listen_(options.listen) {
  const std::string threads = std::to_string(options.threads);
  const std::string keep_alive_ms = std::to_string(options.keep_alive_timeout_ms);
  const std::string request_ms = std::to_string(options.request_timeout_ms);
  const char* civet_options[] = {"listening_ports", options.listen.c_str(),
                                 "num_threads", threads.c_str(),
                                 "tcp_nodelay", "1",
                                 "decode_url", "no",  // request_uri stays as sent; dispatch decodes it strictly
                                 // An absolute-form target is answered like its path whatever host it names (with
                                 // the check on, civetweb closes the connection without an answer unless the host
                                 // is its authentication_domain); it must still name the port it arrived on.
                                 "enable_auth_domain_check", "no",
                                 "enable_keep_alive", "yes",
                                 "keep_alive_timeout_ms", keep_alive_ms.c_str(),
                                 "request_timeout_ms", request_ms.c_str(),
                                 nullptr};
  mg_callbacks callbacks{};
  callbacks.http_error = answer_unreadable_request;
  context_ = mg_start(&callbacks, handler_context_.get(), civet_options);
  if (!context_) throw std::runtime_error("cannot listen on " + options.listen);
  mg_set_request_handler(context_, "**", handle_request, handler_context_.get());
  hubs_ = std::make_unique<HubServer>(context_, dispatcher.live_feed());
  sweeper_ = std::make_unique<ConnectionSweeper>(ports(), options.connections_per_address, options.exempt_addresses);
}

Server::~Server() {
  sweeper_.reset();
  handler_context_->dispatcher->live_feed().close_all();  // streams and hub connections end, freeing their workers
  if (context_) {
    const ListenerWake wake(listen_, ports());  // else civetweb takes two seconds to notice the stop
    mg_stop(context_);
  }
  hubs_.reset();
}

std::vector<int> Server::ports() const {
  mg_server_port ports[8];
  const int n = mg_get_server_ports(context_, 8, ports);
  std::vector<int> out;
  for (int i = 0; i < n; ++i) out.push_back(ports[i].port);
  return out;
}

}  // namespace snap
