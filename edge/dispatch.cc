// dispatch.cc: request -> route -> snapshot file or live render -> response, with every failure turned into
// one problem+json shape here.
#include "edge/dispatch.h"

#include <algorithm>
#include <iostream>
#include <optional>

#include "core/db/dataset_meta.h"
#include "edge/database_problem.h"
#include "edge/health.h"
#include "core/json_bytes.h"
#include "core/live/push_endpoints.h"
#include "core/problem.h"
#include "core/routes/shared/page_links.h"
#include "edge/response_head.h"
#include "core/snapshot_path.h"
#include "core/tools/mcp_identity.h"
#include "edge/mcp/mcp_endpoint.h"
#include "edge/metrics/metrics_page.h"
#include "edge/rate_limit/rate_limit_headers.h"
#include "edge/rate_limit/tool_caller.h"
#include "edge/render_slice.h"

namespace snap {
namespace {

const char* kAllowedMethods = "GET, HEAD, OPTIONS";
const char* kHubsPrefix = "/hubs/";  // every hub's path (push_endpoints.h); no route of the table is under it
const char* kMcpAllowedMethods = "POST, OPTIONS";
// Named as well as "*": the wildcard does not cover Authorization, and older browsers do not know it.
const char* kMcpAllowedHeaders =
    "Content-Type, Accept, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id, Last-Event-ID, *";

void add_common_headers(HttpResponse& response) {
  response.headers.emplace_back("Access-Control-Allow-Origin", "*");
  response.headers.emplace_back("Access-Control-Expose-Headers",
                                "ETag, Link, X-Data-Version, X-Snapshot-Version, Retry-After, RateLimit, "
                                "RateLimit-Policy");
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

// The hub whose negotiate URL this is ("/hubs/globals/negotiate"), or nullptr.
const HubEndpoint* hub_of_negotiate(const std::string& path) {
  const std::string suffix = "/negotiate";
  if (path.size() <= suffix.size() || path.compare(path.size() - suffix.size(), suffix.size(), suffix) != 0)
    return nullptr;
  return find_hub(path.substr(0, path.size() - suffix.size()));
}

HttpResponse preflight_response(const char* methods, const char* headers) {
  HttpResponse response;
  response.status = 204;
  response.send_body = false;
  response.content_type.clear();
  add_common_headers(response);
  response.headers.emplace_back("Access-Control-Allow-Methods", methods);
  response.headers.emplace_back("Access-Control-Allow-Headers", headers);
  response.headers.emplace_back("Access-Control-Max-Age", "86400");
  return response;
}

std::string max_age(int seconds) { return "public, max-age=" + std::to_string(seconds); }

// A route's Cache-Control: its max-age, and "immutable" for answers that never change.
std::string max_age(const Route& route) {
  return max_age(route.max_age_seconds) + (route.immutable ? ", immutable" : "");
}

// A held answer's: how long it stays fresh, and that a cache may serve it that much longer while it fetches anew
// (as the edge itself does, live_cache.h).
std::string held_max_age(int seconds) {
  return max_age(seconds) + ", stale-while-revalidate=" + std::to_string(kServeStaleSeconds);
}

// 200 of the route's media type with its body's validators and, of a page of a list, its Link header; the caller
// sets the body.
HttpResponse route_response(const Route& route, const std::string& etag, const std::string& cache_control,
                            const std::string& data_version, const std::string& link) {
  HttpResponse response;
  response.content_type = route.media_type();
  add_common_headers(response);
  response.headers.emplace_back("ETag", etag);
  response.headers.emplace_back("Cache-Control", cache_control);
  response.headers.emplace_back("X-Data-Version", data_version);
  if (!link.empty()) response.headers.emplace_back("Link", link);
  return response;
}

// The Link header of a snapshot file that is a page of a list, from its body and its route key
// ("/weapons?pageNumber=2"); empty for any other file.
std::string snapshot_link(const Route& route, const std::string& body, const std::string& key) {
  if (route.page_param.empty() && !route.offset_paged) return {};
  const std::optional<ListPosition> position = list_position(route, Json::parse(body, nullptr, false));
  if (!position) return {};
  const size_t query = key.find('?');
  return page_link_header(route, std::string_view(key).substr(0, query),
                          query == std::string::npos ? std::string_view() : std::string_view(key).substr(query + 1),
                          *position);
}

// Below this size a live answer is sent as it is: gzip's header and the work would outweigh what it saves.
constexpr size_t kLiveGzipMinBytes = 1024;

// A live answer's body in the encoding the request accepts: gzip for a JSON (or other text) body worth it, the
// held answer's compressed once (LazyGzip). Either way the answer varies with Accept-Encoding.
void set_live_body(HttpResponse& response, const std::shared_ptr<const LiveAnswer>& answer,
                   const HttpRequest& request) {
  response.headers.emplace_back("Vary", "Accept-Encoding");
  if (request.accepts_gzip && answer->body.size() >= kLiveGzipMinBytes) {
    response.held_body = gzipped_body(*answer);
    response.headers.emplace_back("Content-Encoding", "gzip");
  } else {
    response.held_body = std::shared_ptr<const std::string>(answer, &answer->body);  // shared, not copied
  }
}

// The same answer as a 304 when the client already holds this ETag.
HttpResponse not_modified_if_held(HttpResponse response, const std::string& etag, const HttpRequest& request) {
  if (etag_matches(request.if_none_match, etag)) {
    response.status = 304;
    response.send_body = false;
    response.body.clear();
    response.held_body.reset();
  }
  return response;
}

// A snapshot answer (200 in one encoding, or 304), serialized once.
PreparedAnswer prepare_answer(const Route& route, const std::shared_ptr<const std::string>& body,
                              const ManifestEntry& entry, const SnapshotVersion& version, const std::string& link,
                              int status, bool gzip) {
  HttpResponse response =
      route_response(route, entry.etag, max_age(route), version.data_version(), link);
  response.status = status;
  response.headers.emplace_back("X-Snapshot-Version", version.name());
  response.headers.emplace_back("Vary", "Accept-Encoding");
  if (gzip) response.headers.emplace_back("Content-Encoding", "gzip");
  return PreparedAnswer{response_head(response, body->size()), body};
}

std::shared_ptr<const PreparedFile> prepare_file(const Route& route, const FileBodies& bodies,
                                                 const ManifestEntry& entry, const SnapshotVersion& version,
                                                 const std::string& key) {
  static const auto no_body = std::make_shared<const std::string>();
  const std::string link = snapshot_link(route, *bodies.identity, key);
  return std::make_shared<const PreparedFile>(
      PreparedFile{entry.etag, entry.pattern, prepare_answer(route, bodies.identity, entry, version, link, 200, false),
                   prepare_answer(route, bodies.gzip, entry, version, link, 200, true),
                   prepare_answer(route, no_body, entry, version, link, 304, false)});
}

// The prepared answer the request asks for, sharing ownership with its PreparedFile.
HttpResponse answer_prepared(const std::shared_ptr<const PreparedFile>& file, const HttpRequest& request) {
  const PreparedAnswer* answer = &file->identity;
  if (etag_matches(request.if_none_match, file->etag)) answer = &file->not_modified;
  else if (request.accepts_gzip) answer = &file->gzip;
  HttpResponse response;
  response.status = answer == &file->not_modified ? 304 : 200;
  response.send_body = response.status == 200;
  response.prepared = std::shared_ptr<const PreparedAnswer>(file, answer);
  response.route = file->pattern;
  return response;
}

}  // namespace

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

HttpResponse Dispatcher::answer(const HttpRequest& request) const {
  const RequestTimeSlice slice(config_.render_slice);
  HttpResponse response;
  std::optional<ToolBudgetAnswer> spent;  // set once a tool call was counted (or refused)
  std::string_view route = "none";        // set once known, so an error answer is counted under its route too
  try {
    response = answer_route(request, spent, route);
  } catch (const ApiError& e) {
    response = problem_response(e.problem());
  } catch (const DatabaseError& e) {
    std::cerr << "snapedge: database error on " << request.raw_path << ": " << e.what() << "\n";
    response = problem_response(database_problem(e));
    // Asking the database again for the version would wait out a second deadline behind the same fault.
    response.headers.emplace_back("X-Data-Version", "unavailable");
  } catch (const std::exception& e) {
    std::cerr << "snapedge: internal error on " << request.raw_path << ": " << e.what() << "\n";
    response = problem_response(Problem::internal());
  }
  if (spent) add_rate_limit_headers(*spent, response);
  if (spent && !spent->allowed) metrics_.count_refused_tool_call();
  if (!response.prepared) response.route = route;
  if (request.method == "HEAD") response.send_body = false;
  if (!response.prepared) add_data_version_if_missing(request, response);
  return response;
}

ToolBudgetAnswer Dispatcher::spend_tool_call(const HttpRequest& request) const {
  return tool_budget_.spend(tool_caller(request, config_.trusted_proxies), monotonic_ms());
}

// /mcp answers POST only; a client's GET for an event stream is told 405, which both eras allow.
HttpResponse Dispatcher::answer_mcp(const HttpRequest& request, std::optional<ToolBudgetAnswer>& spent) const {
  if (request.method == "OPTIONS") return preflight_response(kMcpAllowedMethods, kMcpAllowedHeaders);
  if (request.method != "POST") throw ApiError(Problem::method_not_allowed(request.method, {"POST", "OPTIONS"}));
  spent = spend_tool_call(request);
  HttpResponse response = spent->allowed ? answer_mcp_post(request, databases_, config_.clock.now())
                                         : mcp_over_budget(request, spent->seconds_until_slot);
  add_common_headers(response);
  return response;
}

// Errors and preflights carry the data version too (API.md: every response does).
void Dispatcher::add_data_version_if_missing(const HttpRequest& request, HttpResponse& response) const {
  for (const auto& header : response.headers)
    if (header.first == "X-Data-Version") return;
  try {
    response.headers.emplace_back("X-Data-Version", data_version(*databases_.lease()));
  } catch (const std::exception& e) {
    std::cerr << "snapedge: X-Data-Version of " << request.raw_path << " unavailable, database " << config_.db_path
              << " cannot be read: " << e.what() << "\n";
    response.headers.emplace_back("X-Data-Version", "unavailable");
  }
}

HttpResponse Dispatcher::answer_route(const HttpRequest& request, std::optional<ToolBudgetAnswer>& spent,
                                      std::string_view& route_label) const {
  if (request.raw_path == kMcpEndpoint) {
    route_label = kMcpEndpoint;
    return answer_mcp(request, spent);
  }
  if (request.raw_path == kGlobalStreamPath) {
    route_label = kGlobalStreamPath;
    return answer_global_stream(request);
  }
  if (hub_of_negotiate(request.raw_path)) {
    route_label = "/hubs/{hub}/negotiate";
    return answer_hub_negotiate(request);
  }
  if (find_hub(request.raw_path))
    throw ApiError(Problem::bad_request("a SignalR hub: POST " + request.raw_path +
                                        "/negotiate?negotiateVersion=1, then open a WebSocket here"));
  if (request.raw_path.rfind(kHubsPrefix, 0) == 0) {  // a hub this server does not have, whatever the method
    route_label = "/hubs/{hub}";
    throw ApiError(Problem::no_route(request.raw_path));
  }
  if (request.method == "OPTIONS") return preflight_response(kAllowedMethods, "*");
  if (request.method != "GET" && request.method != "HEAD")
    throw ApiError(Problem::method_not_allowed(request.method, {"GET", "HEAD", "OPTIONS"}));
  if (auto prepared = prepared_for_target(request)) return *prepared;
  if (request.raw_path == "/healthz") {  // this instance's own state, so not a route of the shared table
    route_label = "/healthz";
    HttpResponse health =
        health_response(databases_, snapshots_, live_cache_.counts(), config_.clock.now(), config_.follower_status);
    add_common_headers(health);
    return health;
  }
  if (request.raw_path == "/metrics") {  // the same: this instance's counters
    route_label = "/metrics";
    return metrics_response(metrics_, snapshots_, live_cache_.counts(), live_feed_.clients(), config_.push_clients,
                            config_.clock.now(), started_at_);
  }
  PathArgs args;
  const Route* route = routes_.match(split_request_path(request.raw_path), args);
  if (!route) throw ApiError(Problem::no_route(request.raw_path));
  route_label = route->pattern;
  if (route->rate_limited) {
    spent = spend_tool_call(request);
    if (!spent->allowed)
      throw ApiError(Problem::too_many_requests(
          "this caller has made " + std::to_string(spent->quota) + " tool calls in the last " +
              std::to_string(spent->window_seconds) + " seconds; retry after " +
              std::to_string(spent->seconds_until_slot) + " seconds",
          spent->seconds_until_slot));
  }
  const Params params = parse_params(route->params, parse_query_string(request.raw_query));
  if (auto cached = from_snapshot(*route, args, params, request)) return *cached;
  return render_live(*route, args, params, request);
}

// The short way for the common case: a target spelled exactly as a snapshot route key whose answer is already
// prepared needs no routing or parsing (the long way would reach the same file).
std::optional<HttpResponse> Dispatcher::prepared_for_target(const HttpRequest& request) const {
  if (!snapshots_) return std::nullopt;
  const std::shared_ptr<SnapshotVersion> version = snapshots_->current();
  if (!version) return std::nullopt;
  const std::shared_ptr<const PreparedFile> file = version->prepared(request.raw_target);
  if (!file) return std::nullopt;
  return answer_prepared(file, request);
}

std::optional<HttpResponse> Dispatcher::from_snapshot(const Route& route, const PathArgs& args, const Params& params,
                                                      const HttpRequest& request) const {
  if (!snapshots_ || !route.is_static() || !params.all_default_except(route.page_param)) return std::nullopt;
  const std::shared_ptr<SnapshotVersion> version = snapshots_->current();
  if (!version) return std::nullopt;
  const std::int64_t page = route.page_param.empty() ? 1 : params.integer(route.page_param);
  const std::string key = snapshot_route_key(route, args, page);
  std::shared_ptr<const PreparedFile> file = version->prepared(key);
  if (!file) {
    const std::shared_ptr<const FileBodies> bodies = version->bodies(key);
    if (!bodies) return std::nullopt;  // not in this version, or gone from disk: answer live
    file = prepare_file(route, *bodies, *version->entry(key), *version, key);
    version->keep_prepared(key, file);
  }
  return answer_prepared(file, request);
}

HttpResponse Dispatcher::render_live(const Route& route, const PathArgs& args, const Params& params,
                                     const HttpRequest& request) const {
  const UnixTime now = config_.clock.now();
  const auto render_in = [&](Database& db) {  // within a read transaction: the body and its X-Data-Version agree
    RequestTimeSlice::rendering();
    const RenderContext ctx{db, now};
    RenderedBody rendered = render_body(route, ctx, args, params);
    std::string etag = etag_for(rendered.bytes);
    std::string link = rendered.position
                           ? page_link_header(route, request.raw_path, request.raw_query, *rendered.position)
                           : std::string();
    return std::make_shared<const LiveAnswer>(LiveAnswer{std::move(rendered.bytes), std::move(etag), data_version(db),
                                                         now + route.edge_cache_seconds, std::move(link)});
  };
  const auto render = [&] {
    const DatabaseLease lease = databases_.lease();
    const ReadTransaction one_version(*lease);
    return render_in(*lease);
  };
  if (route.edge_cache_seconds <= 0) {
    const std::shared_ptr<const LiveAnswer> fresh = render();
    HttpResponse response =
        route_response(route, fresh->etag, max_age(route), fresh->data_version, fresh->link);
    set_live_body(response, fresh, request);
    return not_modified_if_held(std::move(response), fresh->etag, request);
  }
  HeldAnswer held;
  if (route.edge_cache_stamp) {
    // One lease and one read for the stamp and, when no answer is held for it, the render: the answer is of the
    // data the stamp read. Given up before waiting for another request's render (a thread holds one lease).
    std::optional<DatabaseLease> lease(databases_.lease());
    std::optional<ReadTransaction> one_version(std::in_place, **lease);
    const std::string cache_key = request.raw_target + '\n' + route.edge_cache_stamp(**lease);
    held = live_cache_.get_or_render(cache_key, now, [&] { return render_in(**lease); }, [&] {
      one_version.reset();
      lease.reset();
    });
  } else {
    held = live_cache_.get_or_render(request.raw_target, now, render);
  }
  const LiveAnswer& answer = *held.answer;
  // A request that waited for a render begun at a later clock reading must not be told more than the lifetime;
  // an expired answer served while its successor renders is stale at once, and says how old it is.
  const int remaining =
      held.stale ? 0 : static_cast<int>(std::min<UnixTime>(answer.expires_at - now, route.edge_cache_seconds));
  HttpResponse response =
      route_response(route, answer.etag, held_max_age(remaining), answer.data_version, answer.link);
  set_live_body(response, held.answer, request);
  if (held.stale) {  // rendered one lifetime before it expired
    const UnixTime rendered_at = answer.expires_at - route.edge_cache_seconds;
    response.headers.emplace_back("Age", std::to_string(std::max<UnixTime>(0, now - rendered_at)));
  }
  return not_modified_if_held(std::move(response), answer.etag, request);
}

}  // namespace snap
