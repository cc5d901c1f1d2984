// mcp_endpoint.cc: one POST body -> one JSON-RPC answer.
#include "edge/mcp/mcp_endpoint.h"

#include <iostream>

#include "core/db/database.h"
#include "core/problem.h"
#include "edge/database_problem.h"
#include "edge/mcp/json_rpc.h"
#include "edge/mcp/mcp_era.h"
#include "edge/mcp/mcp_methods.h"
#include "edge/mcp/mcp_origin.h"

namespace snap {
namespace {

HttpResponse json_rpc_response(int status, std::string body) {
  HttpResponse response;
  response.status = status;
  response.content_type = "application/json";
  response.body = std::move(body);
  response.headers.emplace_back("Cache-Control", "no-store");
  return response;
}

HttpResponse error_response(const std::optional<Json>& id, const JsonRpcError& e) {
  return json_rpc_response(e.http_status(), json_rpc_error(id, e.code(), e.what(), e.data()));
}

// The request, once it is known to be one message: notifications are taken (202), requests answered.
HttpResponse answer_message(const JsonRpcMessage& message, const HttpRequest& request, DatabasePool& databases,
                            UnixTime now) {
  if (message.is_notification()) {
    HttpResponse accepted = json_rpc_response(202, "");
    accepted.content_type.clear();
    accepted.send_body = false;
    return accepted;
  }
  try {
    const McpEra era = classify_mcp_request(message, request);
    return json_rpc_response(200, json_rpc_result(*message.id, mcp_result(era, message, databases, now)));
  } catch (const JsonRpcError& e) {
    return error_response(message.id, e);
  } catch (const DatabaseError& e) {  // the status and sentence a route gives (database_problem.h)
    std::cerr << "snapedge: database error on /mcp " << message.method << ": " << e.what() << "\n";
    const Problem problem = database_problem(e);
    HttpResponse response = error_response(
        message.id, JsonRpcError(problem.status, kJsonRpcInternalError, "Internal error: " + problem.detail));
    response.headers.emplace_back("X-Data-Version", "unavailable");  // not asked of the database that just failed
    if (problem.retry_after_seconds)
      response.headers.emplace_back("Retry-After", std::to_string(*problem.retry_after_seconds));
    return response;
  } catch (const ApiError& e) {
    return error_response(
        message.id, JsonRpcError(e.problem().status, kJsonRpcInternalError, "Internal error: " + e.problem().detail));
  } catch (const std::exception& e) {
    std::cerr << "snapedge: internal error on /mcp " << message.method << ": " << e.what() << "\n";
    return error_response(message.id,
                          JsonRpcError(500, kJsonRpcInternalError, "Internal error: the server could not answer"));
  }
}

}  // namespace

HttpResponse answer_mcp_post(const HttpRequest& request, DatabasePool& databases, UnixTime now) {
  if (!mcp_origin_allowed(request.origin))
    return error_response(std::nullopt, JsonRpcError(403, kJsonRpcInvalidRequest,
                                                     "Forbidden: the Origin header is not a serialized origin"));
  if (request.body_too_large)
    return error_response(std::nullopt, JsonRpcError(413, kJsonRpcInvalidRequest,
                                                     "Invalid Request: the body is larger than " +
                                                         std::to_string(kMaxRequestBodyBytes) + " bytes"));
  JsonRpcMessage message;
  try {
    message = parse_json_rpc(request.body);
  } catch (const JsonRpcError& e) {
    return error_response(json_rpc_id_of(request.body), e);
  }
  return answer_message(message, request, databases, now);
}

HttpResponse mcp_over_budget(const HttpRequest& request, int retry_after_seconds) {
  HttpResponse response = json_rpc_response(
      429, json_rpc_error(json_rpc_id_of(request.body), kToolBudgetExceeded,
                          "Too many tool calls: retry after " + std::to_string(retry_after_seconds) + " seconds"));
  response.headers.emplace_back("Retry-After", std::to_string(retry_after_seconds));
  return response;
}

}  // namespace snap
