// hub_server.cc: one HubConnection per WebSocket: reader callbacks from civetweb, a writer thread of its own.
#include "edge/hubs/hub_server.h"

#include <civetweb.h>

#include <atomic>
#include <chrono>
#include <deque>
#include <memory>
#include <string>
#include <thread>

#include "core/live/push_endpoints.h"
#include "edge/connection_sweeper.h"
#include "edge/hubs/signalr_messages.h"
#include "edge/live/live_feed.h"

namespace snap {

struct HubContext {
  const HubEndpoint* hub;
  LiveFeed* feed;
};

namespace {

constexpr std::chrono::seconds kPingEvery{15};
constexpr std::chrono::seconds kClientSilenceLimit{60};

PushFeed feed_of(const HubEndpoint& hub) {
  if (hub.path == "/hubs/trademessages") return PushFeed::TradeMessages;
  if (hub.path == "/hubs/events") return PushFeed::EventStandings;
  return PushFeed::Globals;
}

std::int64_t now_seconds() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

class HubConnection {
 public:
  HubConnection(mg_connection* conn, const HubContext& context)
      : conn_(conn),
        context_(context),
        client_(std::make_shared<PushClient>(feed_of(*context.hub), PushFormat::SignalR, QueryPairs{},
                                             context.feed->signal())) {
    last_heard_ = now_seconds();
    const mg_request_info* info = mg_get_request_info(conn);
    peer_address_ = info->remote_addr;
    peer_port_ = info->remote_port;
    local_port_ = info->server_port;
  }

  void start_writer() { writer_ = std::thread([this] { write_loop(); }); }

  // A WebSocket frame's data; false closes the connection.
  bool on_data(int opcode, std::string_view data) {
    last_heard_ = now_seconds();
    if (opcode == MG_WEBSOCKET_OPCODE_CONNECTION_CLOSE) return false;
    if (opcode != MG_WEBSOCKET_OPCODE_TEXT && opcode != MG_WEBSOCKET_OPCODE_CONTINUATION) return true;
    const RecordSplitter::Result split = splitter_.feed(data);
    for (const std::string& record : split.records)
      if (!on_record(record)) return false;
    if (split.overflow) return refuse("a message larger than " + std::to_string(kMaxClientRecordBytes) + " bytes");
    return true;
  }

  // The connection closed: the writer stops, the client leaves the feed.
  void finish() {
    client_->queue.close();
    if (writer_.joinable()) writer_.join();
    context_.feed->leave(client_);
  }

 private:
  bool on_record(const std::string& record) {
    if (!handshake_done_) return on_handshake(record);
    const ClientMessage message = parse_client_message(record);
    switch (message.kind) {
      case ClientMessage::Kind::kPing:
        return true;
      case ClientMessage::Kind::kClose:
        return false;
      case ClientMessage::Kind::kInvocation:
        return on_invocation(message);
      case ClientMessage::Kind::kUnsupported:
      case ClientMessage::Kind::kMalformed:
        return refuse(message.error);
    }
    return true;
  }

  bool on_handshake(const std::string& record) {
    if (const auto refusal = handshake_refusal(record)) {
      write_frame(handshake_response(refusal));
      return false;
    }
    send(handshake_response(std::nullopt));  // queued before the feed's first message can be
    handshake_done_ = true;
    if (!context_.feed->admit(client_)) return refuse("this server holds as many push clients as it may");
    return true;
  }

  bool on_invocation(const ClientMessage& message) {
    const std::string& id = message.invocation_id.value_or("");
    const bool wants_answer = message.invocation_id.has_value();
    const bool events_hub = client_->feed == PushFeed::EventStandings;
    const bool one_text = message.arguments.is_array() && message.arguments.size() == 1 &&
                          message.arguments[0].is_string();
    if (events_hub && (message.target == "SubscribeEvent" || message.target == "UnsubscribeEvent")) {
      if (!one_text) return answer_error(id, wants_answer, message.target + " takes one argument: an event's slug");
      const std::string slug = message.arguments[0].get<std::string>();
      if (message.target == "UnsubscribeEvent") {
        client_->set_subscribed(slug, false);
        return answer(id, wants_answer, nullptr);
      }
      const auto categories = context_.feed->subscribe_event(client_, slug);
      if (!categories) return answer_error(id, wants_answer, "no event with slug '" + slug + "'");
      return answer(id, wants_answer, Json{{"slug", slug}, {"categories", *categories}});
    }
    return answer_error(id, wants_answer, "Unknown hub method '" + message.target + "'");
  }

  bool answer(const std::string& id, bool wanted, const Json& result) {
    if (wanted) send(completion_record(id, result));
    return true;
  }
  bool answer_error(const std::string& id, bool wanted, const std::string& error) {
    if (wanted) send(completion_error_record(id, error));
    return true;
  }

  // Tells the client why (a Close message, written at once: the connection closes next) and closes.
  bool refuse(const std::string& why) {
    write_frame(close_record(why, false));
    return false;
  }

  void send(std::string record) { client_->queue.push_now(std::make_shared<const std::string>(std::move(record))); }

  // Either thread may write: civetweb locks the connection for each frame.
  bool write_frame(const std::string& text) {
    return mg_websocket_write(conn_, MG_WEBSOCKET_OPCODE_TEXT, text.data(), text.size()) > 0;
  }

  void write_loop() {
    std::deque<PushMessage> messages;
    std::string frame;
    while (client_->queue.wait(messages, kPingEvery)) {
      if (now_seconds() - last_heard_ > kClientSilenceLimit.count()) break;
      frame.clear();
      for (const PushMessage& m : messages) frame += *m;
      if (frame.empty() && handshake_done_) frame = ping_record();
      if (!frame.empty() && !write_frame(frame)) break;
    }
    if (client_->queue.cut_off()) write_frame(close_record("this client fell behind the feed", true));
    const char normal_closure[2] = {'\x03', '\xe8'};  // WebSocket close code 1000
    mg_websocket_write(conn_, MG_WEBSOCKET_OPCODE_CONNECTION_CLOSE, normal_closure, sizeof normal_closure);
    // The reader may be waiting on a client that neither reads nor writes: shutting the socket ends its wait.
    shut_down_socket(peer_address_, peer_port_, local_port_);
  }

  mg_connection* conn_;
  HubContext context_;
  std::shared_ptr<PushClient> client_;
  RecordSplitter splitter_;
  std::atomic<bool> handshake_done_{false};
  std::atomic<std::int64_t> last_heard_{0};
  std::string peer_address_;
  int peer_port_ = 0, local_port_ = 0;
  std::thread writer_;
};

int on_connect(const mg_connection*, void*) { return 0; }

void on_ready(mg_connection* conn, void* data) {
  auto* connection = new HubConnection(conn, *static_cast<HubContext*>(data));
  mg_set_user_connection_data(conn, connection);
  connection->start_writer();
}

int on_data(mg_connection* conn, int bits, char* data, size_t length, void*) {
  auto* connection = static_cast<HubConnection*>(mg_get_user_connection_data(conn));
  if (!connection) return 0;
  return connection->on_data(bits & 0x0f, std::string_view(data, length)) ? 1 : 0;
}

void on_close(const mg_connection* conn, void*) {
  auto* connection = static_cast<HubConnection*>(mg_get_user_connection_data(conn));
  if (!connection) return;
  connection->finish();
  delete connection;
}

}  // namespace

HubServer::HubServer(mg_context* context, LiveFeed& feed) {
  for (const HubEndpoint& hub : hub_endpoints()) {
    hubs_.push_back(std::make_unique<HubContext>(HubContext{&hub, &feed}));
    mg_set_websocket_handler(context, hub.path.c_str(), on_connect, on_ready, on_data, on_close, hubs_.back().get());
  }
}

HubServer::~HubServer() = default;

}  // namespace snap
