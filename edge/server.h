// server.h: the civetweb server around a Dispatcher: with the hubs' WebSockets (hubs/hub_server.h), the only
// code that calls civetweb. One catch-all handler turns each civetweb request into an HttpRequest, answers it
// and writes one access-log line (a stream's answer is written as it comes, in its worker thread).
//
// civetweb gives each open connection a worker thread for as long as it is open (idle keep-alive, a request
// being trickled in, a push client), and connections beyond the workers wait unanswered. So the edge runs
// thousands of workers (cheap: ~20 KiB of memory each) and bounds what one address may hold; the figures
// behind the defaults are in templates/docs/live-feed.md ("Connections and worker threads").
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "edge/access_log.h"
#include "edge/connection_sweeper.h"
#include "edge/dispatch.h"
#include "edge/hubs/hub_server.h"

struct mg_context;

namespace snap {

struct ServerOptions {
  std::string listen = "127.0.0.1:8080";  // HOST:PORT; port 0 picks a free port
  int threads = 6000;                // worker threads: most connections open at once (more wait to be taken)
  int connections_per_address = 256;  // an address's newest connections beyond this are shut down
  std::vector<std::string> exempt_addresses;  // not counted against the per-address limit (trusted proxies)
  int keep_alive_timeout_ms = 15000;  // an idle keep-alive connection is closed after this
  int request_timeout_ms = 10000;     // a request's head must arrive within this, and a blocked write gives up
  AccessLog access_log = AccessLog::Text;  // one line per request on stdout, or none
  std::chrono::milliseconds slow_answer{1000};  // an answer this slow or slower is logged on stderr; 0: none
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
  std::string listen_;  // --listen, to reach the listeners when stopping
  mg_context* context_ = nullptr;
  std::unique_ptr<ConnectionSweeper> sweeper_;
  std::unique_ptr<HubServer> hubs_;
};

}  // namespace snap
