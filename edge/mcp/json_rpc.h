// json_rpc.h: JSON-RPC 2.0 framing of the MCP endpoint: one request or notification per POST body (batches
// and null ids refused), the error every refusal becomes (with the HTTP status it is sent with), and the two
// response shapes.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>

#include "core/json_bytes.h"

namespace snap {

// The standard codes (JSON-RPC 2.0) and MCP's (2026-07-28 basic/index.mdx).
constexpr int kJsonRpcParseError = -32700;
constexpr int kJsonRpcInvalidRequest = -32600;
constexpr int kJsonRpcMethodNotFound = -32601;
constexpr int kJsonRpcInvalidParams = -32602;
constexpr int kJsonRpcInternalError = -32603;
constexpr int kMcpHeaderMismatch = -32020;
constexpr int kMcpUnsupportedProtocolVersion = -32022;
// Ours, for a caller over its tool budget: outside the JSON-RPC reserved range (-32768..-32000), as MCP asks of
// application-defined codes (-32000..-32019 are legacy, -32020..-32099 belong to the MCP specification).
constexpr int kToolBudgetExceeded = -31429;

// A request the endpoint refuses: answered as a JSON-RPC error with this HTTP status.
class JsonRpcError : public std::runtime_error {
 public:
  JsonRpcError(int http_status, int code, const std::string& message, Json data = nullptr)
      : std::runtime_error(message), http_status_(http_status), code_(code), data_(std::move(data)) {}
  int http_status() const { return http_status_; }
  int code() const { return code_; }
  const Json& data() const { return data_; }

 private:
  int http_status_;
  int code_;
  Json data_;
};

struct JsonRpcMessage {
  std::optional<Json> id;  // a string or an integer; absent for a notification
  std::string method;
  Json params = Json::object();  // always an object (absent params read as {})

  bool is_notification() const { return !id; }
};

// Throws JsonRpcError: -32700 for a body that is not JSON, -32600 for anything but a single request or
// notification object (a batch, a response, a null or non-scalar id, a missing method, params not an object).
JsonRpcMessage parse_json_rpc(const std::string& body);

// The id of `body` when it has a usable one, for answering a request refused before it was parsed whole.
std::optional<Json> json_rpc_id_of(const std::string& body);

std::string json_rpc_result(const Json& id, Json result);
// Without an id when none could be read (MCP: an error to an unreadable request carries no id).
std::string json_rpc_error(const std::optional<Json>& id, int code, const std::string& message,
                           const Json& data = nullptr);

}  // namespace snap
