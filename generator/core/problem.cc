// problem.cc: named constructors of Problem and its one JSON writer.
#include "core/problem.h"

#include "core/json_bytes.h"

namespace snap {

Problem Problem::bad_parameter(const std::string& name, const std::string& why, const std::string& detail) {
  Problem p;
  p.status = 400;
  p.detail = detail.empty() ? name + " " + why : detail;
  p.errors[name].push_back(why);
  return p;
}

Problem Problem::bad_request(const std::string& detail) {
  Problem p;
  p.status = 400;
  p.detail = detail;
  return p;
}

Problem Problem::not_found(std::string_view kind, std::string_view key) {
  Problem p;
  p.status = 404;
  p.detail = std::string(kind) + " '" + std::string(key) + "' was not found";
  return p;
}

Problem Problem::unresolved(const std::string& argument, std::string_view kind, std::string_view asked) {
  Problem p;
  p.status = 404;
  const std::string why = "names no " + std::string(kind) + ": no " + std::string(kind) + " has a name close to '" +
                          std::string(asked) + "'";
  p.detail = argument + " " + why;
  p.errors[argument].push_back(why);
  return p;
}

Problem Problem::not_started(std::string_view avatar, std::string_view challenge) {
  Problem p;
  p.status = 404;
  p.detail = "avatar '" + std::string(avatar) + "' has not started challenge '" + std::string(challenge) + "'";
  return p;
}

Problem Problem::no_route(std::string_view path) {
  Problem p;
  p.status = 404;
  p.detail = "no resource at " + std::string(path);
  return p;
}

Problem Problem::method_not_allowed(std::string_view method, std::vector<std::string> allow) {
  Problem p;
  p.status = 405;
  p.detail = "method " + std::string(method) + " is not allowed here";
  p.allow = std::move(allow);
  return p;
}

Problem Problem::too_many_requests(const std::string& detail, int retry_after_seconds) {
  Problem p;
  p.status = 429;
  p.detail = detail;
  p.retry_after_seconds = retry_after_seconds;
  return p;
}

Problem Problem::unavailable(const std::string& detail, int retry_after_seconds) {
  Problem p;
  p.status = 503;
  p.detail = detail;
  p.retry_after_seconds = retry_after_seconds;
  return p;
}

Problem Problem::internal() {
  Problem p;
  p.status = 500;
  p.detail = "the server could not answer this request";
  return p;
}

ApiError::ApiError(Problem problem) : std::runtime_error(problem.detail), problem_(std::move(problem)) {}

const char* status_title(int status) {
  switch (status) {
    case 200: return "OK";
    case 202: return "Accepted";
    case 204: return "No Content";
    case 304: return "Not Modified";
    case 400: return "Bad Request";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 408: return "Request Timeout";
    case 413: return "Content Too Large";
    case 414: return "URI Too Long";
    case 429: return "Too Many Requests";
    case 431: return "Request Header Fields Too Large";
    case 503: return "Service Unavailable";
    default: return status >= 500 ? "Internal Server Error" : "Error";
  }
}

std::string problem_json(const Problem& problem) {
  Json body = Json::object();
  body["type"] = "about:blank";
  body["title"] = status_title(problem.status);
  body["status"] = problem.status;
  body["detail"] = problem.detail;
  if (!problem.errors.empty()) {
    Json errors = Json::object();
    for (const auto& [name, whys] : problem.errors) errors[name] = whys;
    body["errors"] = errors;
  }
  return to_bytes(body);
}

}  // namespace snap
