// server.h: the civetweb server around a Dispatcher: the only code that calls civetweb. One catch-all
// handler turns each civetweb request into an HttpRequest, answers it and writes one access-log line.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "edge/dispatch.h"

struct mg_context;

namespace snap {

struct ServerOptions {
  std::string listen = "127.0.0.1:8080";  // HOST:PORT; port 0 picks a free port
  int threads = 64;  // each keep-alive client holds a worker thread while connected: size for the peak
  bool access_log = true;  // one line per request on stdout
};

struct HandlerContext;

class Server {
 public:
  Server(const Dispatcher& dispatcher, ServerOptions options);
  ~Server();  // stops civetweb, waiting for requests in flight
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  std::vector<int> ports() const;  // the bound ports (resolves port 0)

 private:
  std::unique_ptr<HandlerContext> handler_context_;
  mg_context* context_ = nullptr;
};

}  // namespace snap
