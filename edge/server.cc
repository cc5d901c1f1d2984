// server.cc: civetweb set-up and the catch-all request handler.
#include "server.h"

#include <civetweb.h>

#include <chrono>
#include <stdexcept>
#include <strings.h>

#include "access_log.h"
#include "problem.h"

namespace snap {
namespace {

HttpRequest read_request(mg_connection* conn) {
  const mg_request_info* info = mg_get_request_info(conn);
  HttpRequest request;
  request.method = info->request_method ? info->request_method : "";
  std::string uri = info->request_uri ? info->request_uri : "";  // raw, as decode_url is off
  const size_t question = uri.find('?');
  request.raw_path = uri.substr(0, question);
  request.raw_query = info->query_string ? info->query_string
                                         : (question == std::string::npos ? "" : uri.substr(question + 1));
  if (const char* etag = mg_get_header(conn, "If-None-Match")) request.if_none_match = etag;
  return request;
}

void write_response(mg_connection* conn, const HttpResponse& response) {
  mg_response_header_start(conn, response.status);
  if (!response.content_type.empty()) mg_response_header_add(conn, "Content-Type", response.content_type.c_str(), -1);
  if (response.status != 204 && response.status != 304)
    mg_response_header_add(conn, "Content-Length", std::to_string(response.body.size()).c_str(), -1);
  for (const auto& [name, value] : response.headers) mg_response_header_add(conn, name.c_str(), value.c_str(), -1);
  mg_response_header_send(conn);
  if (response.send_body && !response.body.empty()) mg_write(conn, response.body.data(), response.body.size());
}

int handle_request(mg_connection* conn, void* data) {
  const auto started = std::chrono::steady_clock::now();
  const auto* dispatcher = static_cast<const Dispatcher*>(data);
  const HttpRequest request = read_request(conn);
  const HttpResponse response = dispatcher->answer(request);
  write_response(conn, response);
  const mg_request_info* info = mg_get_request_info(conn);
  const std::string target = request.raw_path + (request.raw_query.empty() ? "" : "?" + request.raw_query);
  log_access(info->remote_addr, request.method, target, response.status,
             response.send_body ? response.body.size() : 0,
             std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
  return response.status;
}

}  // namespace

Server::Server(const Dispatcher& dispatcher, ServerOptions options) : dispatcher_(dispatcher) {
  const std::string threads = std::to_string(options.threads);
  const char* civet_options[] = {"listening_ports", options.listen.c_str(),
                                 "num_threads", threads.c_str(),
                                 "tcp_nodelay", "1",
                                 "decode_url", "no",  // request_uri stays as sent; dispatch decodes it strictly
                                 "enable_keep_alive", "yes",
                                 "keep_alive_timeout_ms", "15000",
                                 "request_timeout_ms", "15000",
                                 nullptr};
  mg_callbacks callbacks{};
  context_ = mg_start(&callbacks, nullptr, civet_options);
  if (!context_) throw std::runtime_error("cannot listen on " + options.listen);
  mg_set_request_handler(context_, "**", handle_request, const_cast<Dispatcher*>(&dispatcher_));
}

Server::~Server() {
  if (context_) mg_stop(context_);
}

std::vector<int> Server::ports() const {
  mg_server_port ports[8];
  const int n = mg_get_server_ports(context_, 8, ports);
  std::vector<int> out;
  for (int i = 0; i < n; ++i) out.push_back(ports[i].port);
  return out;
}

}  // namespace snap
