// dispatch_push.cc: the Dispatcher's answers at the push endpoints (core/live/push_endpoints.h) that are plain
// HTTP: the Server-Sent Events stream (validated here, then streamed by the server) and a hub's negotiate POST.
// The hubs' WebSockets themselves are edge/hubs/hub_server.h's.
#include <cstdlib>

#include "core/live/push_endpoints.h"
#include "core/problem.h"
#include "edge/dispatch.h"
#include "edge/hubs/signalr_messages.h"
#include "edge/live/global_stream.h"

namespace snap {
namespace {

constexpr int kFullRetrySeconds = 30;  // Retry-After when every push slot is taken

// The declared filters only, as the client wrote them.
QueryPairs declared_filters(const QueryPairs& query) {
  QueryPairs filters;
  for (const auto& [name, value] : query)
    for (const ParamSpec& spec : global_stream_params())
      if (spec.name == name && !value.empty()) filters.emplace_back(name, value);
  return filters;
}

// A /globals filter the stream cannot apply is refused, naming it (push_endpoints.h).
void refuse_unapplied_filters(const QueryPairs& query) {
  for (const auto& [name, value] : query)
    for (const std::string& refused : global_stream_refused_filters())
      if (name == refused && !value.empty())
        throw ApiError(Problem::bad_parameter(
            name, "is not applied by the stream",
            name + " is a filter of /globals that the stream cannot apply: it sends each global as it is "
                   "recorded; read past globals from /globals, then resume the stream with afterId"));
}

// The id to resume after: the Last-Event-ID header or the afterId parameter (they must agree), or -1 for none.
std::int64_t resume_point(const HttpRequest& request, const QueryPairs& query) {
  std::int64_t from_header = -1;
  if (!request.last_event_id.empty()) {
    char* end = nullptr;
    const long long id = std::strtoll(request.last_event_id.c_str(), &end, 10);
    if (*end != '\0' || id < 0)
      throw ApiError(Problem::bad_parameter("Last-Event-ID", "must be the id of a global (a whole number)",
                                            "the Last-Event-ID header must be the id of the last event received"));
    from_header = id;
  }
  const ParamSpec& after_id = global_stream_after_id();
  const std::optional<std::int64_t> from_query = parse_params({after_id}, query).optional_integer(after_id.name);
  if (from_query && from_header >= 0 && *from_query != from_header)
    throw ApiError(Problem::bad_parameter(after_id.name, "disagrees with the Last-Event-ID header",
                                          "afterId and Last-Event-ID name different resume points; give one"));
  return from_query ? *from_query : from_header;
}

Problem feed_full() {
  return Problem::unavailable("this server holds as many push clients as it may; retry later or poll "
                              "/globals/recent",
                              kFullRetrySeconds);
}

}  // namespace

HttpResponse Dispatcher::answer_global_stream(const HttpRequest& request) const {
  if (request.method != "GET") throw ApiError(Problem::method_not_allowed(request.method, {"GET"}));
  const QueryPairs query = parse_query_string(request.raw_query);
  refuse_unapplied_filters(query);
  const QueryPairs filters = declared_filters(query);
  const std::int64_t resume_after = resume_point(request, query);
  {  // a filter that breaks its rule (type=Fishing, minValue above maxValue ...) is a 400 now, not on the first
     // new global: the feed reads the filters the same way
    const DatabaseLease lease = databases_.lease();
    matching_global_ids(*lease, filters, 0, 0);
  }
  std::int64_t published_through = 0;
  const std::shared_ptr<PushClient> client =
      live_feed_.join(PushFeed::Globals, PushFormat::ServerSentEvents, filters, &published_through, resume_after);
  if (!client) throw ApiError(feed_full());
  std::string backlog;
  if (resume_after >= 0) {
    try {
      const DatabaseLease lease = databases_.lease();
      const ReadTransaction one_version(*lease);
      backlog = global_stream_backlog(*lease, filters, resume_after, published_through);
    } catch (...) {
      live_feed_.leave(client);
      throw;
    }
  }
  HttpResponse response;
  response.content_type = "text/event-stream; charset=utf-8";
  response.headers.emplace_back("Cache-Control", "no-store");
  response.headers.emplace_back("X-Accel-Buffering", "no");  // nginx in front: pass each event on at once
  response.headers.emplace_back("Access-Control-Allow-Origin", "*");
  LiveFeed* feed = &live_feed_;
  response.stream = std::make_shared<const StreamedBody>(
      StreamedBody{[feed, client, backlog](const std::function<bool(std::string_view)>& write) {
        stream_events(client->queue, backlog, write);
        feed->leave(client);
      }});
  return response;
}

// POST {hub}/negotiate: the WebSocket transport only, and a connection token the hub does not keep (a client
// may open its WebSocket on any edge, with the token or without negotiating at all).
HttpResponse Dispatcher::answer_hub_negotiate(const HttpRequest& request) const {
  HttpResponse response;
  // Browsers send credentials to negotiate by default: the origin is named, never "*", and credentials allowed.
  response.headers.emplace_back("Access-Control-Allow-Origin", request.origin.empty() ? "*" : request.origin);
  if (!request.origin.empty()) response.headers.emplace_back("Access-Control-Allow-Credentials", "true");
  response.headers.emplace_back("Vary", "Origin");
  if (request.method == "OPTIONS") {
    response.status = 204;
    response.send_body = false;
    response.content_type.clear();
    response.headers.emplace_back("Access-Control-Allow-Methods", "POST, OPTIONS");
    response.headers.emplace_back("Access-Control-Allow-Headers",
                                  "X-Requested-With, X-SignalR-User-Agent, Content-Type, Authorization");
    response.headers.emplace_back("Access-Control-Max-Age", "86400");
    return response;
  }
  if (request.method != "POST") throw ApiError(Problem::method_not_allowed(request.method, {"POST", "OPTIONS"}));
  std::optional<std::string> requested;
  for (const auto& [name, value] : parse_query_string(request.raw_query))
    if (name == "negotiateVersion") requested = value;
  const std::optional<int> version = agreed_negotiate_version(requested);
  if (!version)
    throw ApiError(Problem::bad_parameter("negotiateVersion", "must be a whole number (0 or 1)"));
  const std::string id = random_connection_id();
  response.body = negotiate_response(*version, id, random_connection_id());
  response.headers.emplace_back("Cache-Control", "no-store");
  return response;
}

}  // namespace snap
