// mcp_message_fuzz.cc: an MCP POST body as snapedge reads it: the JSON-RPC message, its id for an error answer,
// and the era it belongs to with headers that agree or not. Refusals are JsonRpcErrors.
#include "edge/http_exchange.h"
#include "edge/mcp/json_rpc.h"
#include "edge/mcp/mcp_era.h"
#include "edge/mcp/mcp_header_value.h"
#include "tests/fuzz/fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string body = snap::fuzz::text_of(data, size);
  snap::json_rpc_id_of(body);
  snap::decode_mcp_header_value(body);
  try {
    const snap::JsonRpcMessage message = snap::parse_json_rpc(body);
    snap::HttpRequest request;
    request.mcp_protocol_version = body.substr(0, 16);
    request.mcp_method = message.method;
    snap::classify_mcp_request(message, request);
  } catch (const snap::JsonRpcError&) {
  }
  return 0;
}
