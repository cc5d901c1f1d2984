// signalr_messages.h: the text of ASP.NET Core SignalR as our hubs speak it, so the official JavaScript client
// (@microsoft/signalr) connects unchanged: the negotiate answer, the handshake, the 0x1E record framing and the
// JSON hub messages. Pure functions (and one buffer object per connection); no sockets, no threads.
//
// The protocol (sources: https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/TransportProtocols.md
// and .../HubProtocol.md; checked against the client's source, @microsoft/signalr 10.0.11):
//   1. Optional `POST /hubs/<name>/negotiate?negotiateVersion=1` (empty body) answered 200 with JSON naming the
//      connection and its transports. The client then opens the WebSocket at `/hubs/<name>?id=<connectionToken>`
//      (the connectionId under version 0). With skipNegotiation it opens `/hubs/<name>` with no id at all.
//   2. Over the WebSocket (text frames), the client's first record is the handshake request
//      {"protocol":"json","version":1}; the server answers {} (accepted) or {"error":"..."} and then closes.
//   3. Then both sides send JSON hub messages, each a record ended by 0x1E; a frame may carry several records.
//      The server must send whole records in each frame (the JS client refuses a frame that does not end in 0x1E);
//      the spec does not forbid a client splitting one across frames (the JS client never does, but it joins
//      several queued records into one frame), so incoming text goes through a RecordSplitter.
// Only the JSON protocol, the WebSockets transport and server-to-client invocations plus client invocations with
// a single result are served: no streaming, no MessagePack, no stateful reconnect (Ack/Sequence).
//
// Thread-safety: every function is pure and safe to call from any thread. A RecordSplitter holds one connection's
// unfinished record, so it is used by one thread at a time (the connection's reader).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/json_bytes.h"

namespace snap {

// Ends every handshake and hub message record (ASCII record separator).
constexpr char kRecordSeparator = '\x1e';
// The longest record a client may send (its unfinished part included); longer is a reason to close.
constexpr std::size_t kMaxClientRecordBytes = 64 * 1024;

// ---- Connection ids and the negotiate request ----

// RFC 4648 section 5 base64 (the URL- and filename-safe alphabet: '-' and '_'), without '=' padding.
std::string url_safe_base64(std::string_view bytes);

// 16 random bytes (from /dev/urandom) as url_safe_base64: 22 characters that need no escaping in `?id=`. Use one
// for the public connectionId and another for the secret connectionToken.
std::string random_connection_id();

// The negotiate version answered for the request's `negotiateVersion` query value (nullopt when absent, which
// means 0): the requested one when we support it (0 or 1), our highest (1) when more is asked; nullopt for a value
// that is not a non-negative integer (answer 400).
std::optional<int> agreed_negotiate_version(const std::optional<std::string>& requested);

// The 200 body of a negotiate request, for an agreed version (0 or 1). Version 1 names both ids and the client
// comes back with `id=<connection_token>`; version 0 names only connectionId and the client comes back with
// `id=<connection_id>`. The only transport offered is WebSockets with the Text format (JSON).
std::string negotiate_response(int negotiate_version, const std::string& connection_id,
                               const std::string& connection_token);

// ---- Handshake ----

// Why the handshake record (its text without 0x1E) is refused; nullopt when it asks for JSON version 1.
std::optional<std::string> handshake_refusal(std::string_view record);

// The handshake answer record: {} when `refusal` is nullopt, else {"error":refusal} (send it, then close).
std::string handshake_response(const std::optional<std::string>& refusal);

// ---- Record framing ----

// Collects the text of one connection's frames and yields its complete records (without 0x1E), in order.
class RecordSplitter {
 public:
  struct Result {
    std::vector<std::string> records;
    bool overflow = false;  // a record passed the cap: close the connection (records before it are yielded)
  };

  explicit RecordSplitter(std::size_t max_record_bytes = kMaxClientRecordBytes) : max_record_bytes_(max_record_bytes) {}

  // Appends a frame's text. Once a record passes the cap, the buffer is dropped and this and every later call
  // report overflow; later calls yield nothing.
  Result feed(std::string_view data);

  // Bytes of an unfinished record held for the next frame.
  std::size_t buffered() const { return partial_.size(); }

 private:
  std::size_t max_record_bytes_;
  std::string partial_;
  bool overflowed_ = false;
};

// ---- Client messages ----

enum class HubMessageType {
  kInvocation = 1,
  kStreamItem = 2,
  kCompletion = 3,
  kStreamInvocation = 4,
  kCancelInvocation = 5,
  kPing = 6,
  kClose = 7,
  kAck = 8,
  kSequence = 9,
};

// One record from a client, read. kUnsupported and kMalformed carry `error`; the spec lets a server close the
// connection on either (with close_record(error)). An unsupported message that had an invocationId may instead
// be answered with completion_error_record.
struct ClientMessage {
  enum class Kind { kInvocation, kPing, kClose, kUnsupported, kMalformed };
  Kind kind = Kind::kMalformed;
  std::string target;                        // kInvocation: the hub method, case-sensitive
  Json arguments = Json::array();            // kInvocation: always an array
  std::optional<std::string> invocation_id;  // absent: a non-blocking invocation, which gets no answer
  std::optional<std::string> close_error;    // kClose: the client's error, if any
  std::string error;                         // kUnsupported / kMalformed: why
};

// Reads one record (its text without 0x1E). Unknown fields (e.g. headers) are ignored.
ClientMessage parse_client_message(std::string_view record);

// ---- Server messages (each a whole record, 0x1E included) ----

// A non-blocking invocation of client method `target` with `arguments_json`, the already serialized JSON array
// of arguments (e.g. to_bytes(Json::array({global}))), so one serialization serves every subscriber.
// Precondition: arguments_json is a JSON array.
std::string invocation_record(std::string_view target, std::string_view arguments_json);

// The answer to a client invocation that had an invocationId: its result (null for a method returning nothing)
// or its error.
std::string completion_record(const std::string& invocation_id, const Json& result);
std::string completion_error_record(const std::string& invocation_id, const std::string& error);

// The keep-alive, {"type":6}.
std::string ping_record();

// {"type":7}, with the error the client reports on closing and, when allow_reconnect, permission for a client
// built withAutomaticReconnect() to reconnect. Send it before a WebSocket close frame with code 1000.
std::string close_record(const std::optional<std::string>& error = std::nullopt, bool allow_reconnect = false);

}  // namespace snap
