// json_rpc.cc: reading one JSON-RPC message and writing its answer.
#include "edge/mcp/json_rpc.h"

namespace snap {
namespace {

bool usable_id(const Json& id) { return id.is_string() || id.is_number_integer(); }

JsonRpcError invalid_request(const std::string& why) {
  return JsonRpcError(400, kJsonRpcInvalidRequest, "Invalid Request: " + why);
}

}  // namespace

JsonRpcMessage parse_json_rpc(const std::string& body) {
  const Json message = Json::parse(body, nullptr, false);
  if (message.is_discarded()) throw JsonRpcError(400, kJsonRpcParseError, "Parse error: the body is not JSON");
  if (message.is_array()) throw invalid_request("batches are not supported; send one message per POST");
  if (!message.is_object()) throw invalid_request("the body must be a JSON-RPC request object");
  if (!message.contains("method") && (message.contains("result") || message.contains("error")))
    throw invalid_request("this server sends no requests, so it takes no responses");
  auto version = message.find("jsonrpc");
  if (version == message.end() || *version != "2.0") throw invalid_request("jsonrpc must be \"2.0\"");
  auto method = message.find("method");
  if (method == message.end() || !method->is_string()) throw invalid_request("method must be a string");
  JsonRpcMessage out;
  out.method = method->get<std::string>();
  if (auto id = message.find("id"); id != message.end()) {
    if (!usable_id(*id)) throw invalid_request("id must be a string or an integer (never null)");
    out.id = *id;
  }
  if (auto params = message.find("params"); params != message.end()) {
    if (!params->is_object()) throw invalid_request("params must be an object");
    out.params = *params;
  }
  return out;
}

std::optional<Json> json_rpc_id_of(const std::string& body) {
  const Json message = Json::parse(body, nullptr, false);
  if (!message.is_object()) return std::nullopt;
  auto id = message.find("id");
  if (id == message.end() || !usable_id(*id)) return std::nullopt;
  return *id;
}

std::string json_rpc_result(const Json& id, Json result) {
  Json response = Json::object();
  response["jsonrpc"] = "2.0";
  response["id"] = id;
  response["result"] = std::move(result);
  return to_bytes(response);
}

std::string json_rpc_error(const std::optional<Json>& id, int code, const std::string& message, const Json& data) {
  Json error = Json::object();
  error["code"] = code;
  error["message"] = message;
  if (!data.is_null()) error["data"] = data;
  Json response = Json::object();
  response["jsonrpc"] = "2.0";
  if (id) response["id"] = *id;
  response["error"] = std::move(error);
  return to_bytes(response);
}

}  // namespace snap
