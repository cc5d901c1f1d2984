// hub_server.h: the SignalR hubs of core/live/push_endpoints.h over WebSockets (JSON hub protocol, version 1),
// on civetweb's WebSocket support. civetweb's worker thread reads each connection (handshake, pings, the
// SubscribeEvent / UnsubscribeEvent invocations, close); a writer thread per connection drains the client's
// bounded queue (push_queue.h) and pings every 15 s, so a client that stops reading blocks only its own writer
// and is cut off when its queue overflows. A connection that sends nothing for 60 s (clients ping every 15 s)
// is closed. Negotiation is stateless (dispatch_push.cc): any connection id, or none (skipNegotiation), is
// accepted.
#pragma once

#include <memory>
#include <vector>

struct mg_context;

namespace snap {

class LiveFeed;
struct HubContext;

// Registers a WebSocket handler for every hub path on `context`; `feed` and this object must outlive it.
class HubServer {
 public:
  HubServer(mg_context* context, LiveFeed& feed);
  ~HubServer();

 private:
  std::vector<std::unique_ptr<HubContext>> hubs_;  // civetweb holds pointers to these
};

}  // namespace snap
