// dispatch.cc: request -> route -> snapshot file or live render -> response, with every failure turned into
// one problem+json shape here.
#include "dispatch.h"

#include <iostream>

#include "db/dataset_meta.h"
#include "health.h"
#include "json_bytes.h"
#include "problem.h"
#include "snapshot_path.h"
#include "thread_database.h"

namespace snap {
namespace {

const char* kAllowedMethods = "GET, HEAD, OPTIONS";

void add_common_headers(HttpResponse& response) {
  response.headers.emplace_back("Access-Control-Allow-Origin", "*");
  response.headers.emplace_back("Access-Control-Expose-Headers", "ETag, X-Data-Version, X-Snapshot-Version, Retry-After");
}

// RFC 9110 13.1.2: "*" or a comma-separated list of entity-tags, weak ones (W/) compared weakly.
bool etag_matches(const std::string& if_none_match, const std::string& etag) {
  size_t start = 0;
  while (start < if_none_match.size()) {
    size_t end = if_none_match.find(',', start);
    if (end == std::string::npos) end = if_none_match.size();
    std::string tag = if_none_match.substr(start, end - start);
    tag.erase(0, tag.find_first_not_of(" \t"));
    tag.erase(tag.find_last_not_of(" \t") + 1);
    if (tag.rfind("W/", 0) == 0) tag.erase(0, 2);
    if (tag == "*" || tag == etag) return true;
    start = end + 1;
  }
  return false;
}

HttpResponse problem_response(const Problem& problem) {
  HttpResponse response;
  response.status = problem.status;
  response.content_type = "application/problem+json";
  response.body = problem_json(problem);
  add_common_headers(response);
  if (!problem.allow.empty()) {
    std::string allow;
    for (const std::string& m : problem.allow) allow += (allow.empty() ? "" : ", ") + m;
    response.headers.emplace_back("Allow", allow);
  }
  if (problem.retry_after_seconds) response.headers.emplace_back("Retry-After", std::to_string(*problem.retry_after_seconds));
  response.headers.emplace_back("Cache-Control", "no-store");
  return response;
}

HttpResponse preflight_response() {
  HttpResponse response;
  response.status = 204;
  response.send_body = false;
  response.content_type.clear();
  add_common_headers(response);
  response.headers.emplace_back("Access-Control-Allow-Methods", kAllowedMethods);
  response.headers.emplace_back("Access-Control-Allow-Headers", "*");
  response.headers.emplace_back("Access-Control-Max-Age", "86400");
  return response;
}

// 200 with the body, or 304 when the client already holds this ETag.
HttpResponse json_response(std::string body, const std::string& etag, const Route& route,
                           const std::string& data_version, const HttpRequest& request) {
  HttpResponse response;
  response.body = std::move(body);
  add_common_headers(response);
  response.headers.emplace_back("ETag", etag);
  response.headers.emplace_back("Cache-Control", "public, max-age=" + std::to_string(route.max_age_seconds));
  response.headers.emplace_back("X-Data-Version", data_version);
  if (etag_matches(request.if_none_match, etag)) {
    response.status = 304;
    response.send_body = false;
  }
  return response;
}

}  // namespace

HttpResponse Dispatcher::answer(const HttpRequest& request) const {
  HttpResponse response;
  try {
    response = answer_route(request);
  } catch (const ApiError& e) {
    response = problem_response(e.problem());
  } catch (const DatabaseError& e) {
    std::cerr << "snapedge: database error on " << request.raw_path << ": " << e.what() << "\n";
    response = problem_response(e.code() == SQLITE_INTERRUPT
                                    ? Problem::unavailable("the query took too long; narrow it and retry")
                                    : Problem::internal());
  } catch (const std::exception& e) {
    std::cerr << "snapedge: internal error on " << request.raw_path << ": " << e.what() << "\n";
    response = problem_response(Problem::internal());
  }
  if (request.method == "HEAD") response.send_body = false;
  add_data_version_if_missing(response);
  return response;
}

// Errors and preflights carry the data version too (API.md: every response does).
void Dispatcher::add_data_version_if_missing(HttpResponse& response) const {
  for (const auto& header : response.headers)
    if (header.first == "X-Data-Version") return;
  try {
    response.headers.emplace_back("X-Data-Version", data_version(thread_database(config_.db_path)));
  } catch (const std::exception&) {
    response.headers.emplace_back("X-Data-Version", "unavailable");
  }
}

HttpResponse Dispatcher::answer_route(const HttpRequest& request) const {
  if (request.method == "OPTIONS") return preflight_response();
  if (request.method != "GET" && request.method != "HEAD")
    throw ApiError(Problem::method_not_allowed(request.method, {"GET", "HEAD", "OPTIONS"}));
  if (request.raw_path == "/healthz") {  // this instance's own state, so not a route of the shared table
    HttpResponse health = health_response(config_.db_path, snapshots_, config_.fixed_now.value_or(real_now()));
    add_common_headers(health);
    return health;
  }
  PathArgs args;
  const Route* route = routes_.match(split_request_path(request.raw_path), args);
  if (!route) throw ApiError(Problem::no_route(request.raw_path));
  const Params params = parse_params(route->params, parse_query_string(request.raw_query));
  if (auto cached = from_snapshot(*route, args, params, request)) return *cached;
  return render_live(*route, args, params, request);
}

std::optional<HttpResponse> Dispatcher::from_snapshot(const Route& route, const PathArgs& args, const Params& params,
                                                      const HttpRequest& request) const {
  if (!snapshots_ || !route.is_static() || !params.all_default_except(route.page_param)) return std::nullopt;
  const std::int64_t page = route.page_param.empty() ? 1 : params.integer(route.page_param);
  auto file = snapshots_->find(snapshot_file_for(route, args, page));
  if (!file) return std::nullopt;
  HttpResponse response = json_response(std::move(file->bytes), file->etag, route, file->version, request);
  response.headers.emplace_back("X-Snapshot-Version", file->version);
  return response;
}

HttpResponse Dispatcher::render_live(const Route& route, const PathArgs& args, const Params& params,
                                     const HttpRequest& request) const {
  Database& db = thread_database(config_.db_path);
  const ReadTransaction one_version(db);  // the body and its X-Data-Version from the same data
  const RenderContext ctx{db, config_.fixed_now.value_or(real_now())};
  std::string body = to_bytes(route.render(ctx, args, params));
  const std::string etag = etag_for(body);
  return json_response(std::move(body), etag, route, data_version(db), request);
}

}  // namespace snap
