// metrics_page.cc: the /metrics body, gauges read at the moment of the scrape.
#include "edge/metrics/metrics_page.h"

#include "edge/metrics/exposition.h"

namespace snap {
namespace {

// A metric of one sample: its header and its line.
void add_metric(std::string& out, const char* name, const char* type, const char* help, const std::string& value,
                const std::string& labels = "") {
  metric_header(out, name, type, help);
  out += std::string(name) + (labels.empty() ? "" : "{" + labels + "}") + " " + value + "\n";
}

}  // namespace

HttpResponse metrics_response(const RequestMetrics& metrics, SnapshotStore* snapshots, const LiveCacheCounts& cache,
                              int push_clients, int max_push_clients, UnixTime now, UnixTime started_at) {
  std::string out;
  add_metric(out, "snap_start_time_seconds", "gauge", "When this snapedge started, seconds since 1970.",
             std::to_string(started_at));
  metrics.write(out);
  const auto snapshot = snapshots ? snapshots->current() : nullptr;
  if (snapshot) {
    add_metric(out, "snap_snapshot_info", "gauge", "The snapshot version served (its name in the label).", "1",
               "version=\"" + label_value(snapshot->name()) + "\"");
    if (const auto built_at = parse_iso8601_utc(snapshot->built_at()))
      add_metric(out, "snap_snapshot_age_seconds", "gauge", "Seconds since the served snapshot was built.",
                 std::to_string(now - *built_at));
  }
  add_metric(out, "snap_live_cache_entries", "gauge", "Live answers held in memory.", std::to_string(cache.entries));
  add_metric(out, "snap_live_cache_bytes", "gauge", "Bytes of the live answers held.", std::to_string(cache.bytes));
  add_metric(out, "snap_live_cache_renders_total", "counter", "Live answers rendered to be held.",
             std::to_string(cache.renders));
  add_metric(out, "snap_live_cache_hits_total", "counter", "Requests answered from a held live answer.",
             std::to_string(cache.hits));
  add_metric(out, "snap_live_cache_stale_served_total", "counter",
             "Of those, expired answers served while their successor rendered.", std::to_string(cache.stale));
  add_metric(out, "snap_push_clients", "gauge", "Hub and /stream/globals clients connected now.",
             std::to_string(push_clients));
  add_metric(out, "snap_push_clients_max", "gauge", "Push clients this instance holds at most (--push-clients).",
             std::to_string(max_push_clients));
  HttpResponse response;
  response.content_type = "text/plain; version=0.0.4; charset=utf-8";
  response.body = std::move(out);
  response.headers.emplace_back("Cache-Control", "no-store");
  return response;
}

}  // namespace snap
