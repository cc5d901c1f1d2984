// health.cc: the /healthz body: snapshot version and age, the newest global and its age, when leaderboards were
// built, whether the database answers, how the edge's held live answers are used, and its follower's status.
#include "edge/health.h"

#include <algorithm>
#include <iostream>

#include "core/db/dataset_meta.h"
#include "core/domain/standings_window.h"
#include "core/follower_status.h"
#include "core/json_bytes.h"
#include "edge/database_pool.h"

namespace snap {
namespace {

// {"…At": ISO time, "…AgeSeconds": seconds before now} of a moment that may be unknown.
void put_moment(Json& body, const char* at_key, const char* age_key, const Statement& row, int column, UnixTime now) {
  if (row.is_null(column)) return;
  body[at_key] = format_iso8601(row.int64(column));
  body[age_key] = std::max<UnixTime>(0, now - row.int64(column));  // a moment ahead of the clock is now
}

}  // namespace

HttpResponse health_response(DatabasePool& databases, SnapshotStore* snapshots, const LiveCacheCounts& live_cache,
                             UnixTime now, const std::string& follower_status) {
  Json body = Json::object();
  body["status"] = "ok";
  const auto snapshot = snapshots ? snapshots->current() : nullptr;
  body["snapshotVersion"] = snapshot ? Json(snapshot->name()) : Json(nullptr);
  const auto built_at = snapshot ? parse_iso8601_utc(snapshot->built_at()) : std::nullopt;
  body["snapshotAgeSeconds"] = built_at ? Json(now - *built_at) : Json(nullptr);
  body["lastGlobalAt"] = nullptr;
  body["lastGlobalAgeSeconds"] = nullptr;
  body["leaderboardsBuiltAt"] = nullptr;
  body["database"] = "ok";
  body["liveCache"] = {{"entries", live_cache.entries}, {"renders", live_cache.renders}, {"hits", live_cache.hits},
                       {"staleServed", live_cache.stale}};
  HttpResponse response;
  try {
    const DatabaseLease lease = databases.lease();
    Database& db = *lease;
    const ReadTransaction one_version(db);
    Statement& last = db.prepare("SELECT MAX(ts) FROM global");
    if (last.step()) put_moment(body, "lastGlobalAt", "lastGlobalAgeSeconds", last, 0, now);
    last.reset();
    if (auto built = standings_built_at(db)) body["leaderboardsBuiltAt"] = *built;
  } catch (const std::exception& e) {
    std::cerr << "snapedge: /healthz: database " << databases.path() << " cannot be read: " << e.what() << "\n";
    body["status"] = "unavailable";
    body["database"] = "unavailable";
    response.status = 503;
  }
  // Why an edge whose database reads still cannot serve current data; the first reason is told.
  std::string problem;
  if (snapshots && !snapshot) problem = "the snapshot folder has no version to serve (every answer is rendered live)";
  if (!follower_status.empty()) {
    // The follower writes with the real clock, whatever clock this edge answers with.
    const auto status = read_follower_status(follower_status);
    const UnixTime now_really = real_now();
    body["follower"] = {{"statusAgeSeconds", status ? Json(now_really - status->at) : Json(nullptr)},
                        {"behind", status && status->behind ? Json(*status->behind) : Json(nullptr)}};
    if (problem.empty()) problem = follower_staleness(status, now_really);
  }
  if (!problem.empty() && response.status == 200) {
    body["status"] = "degraded";
    body["problem"] = problem;
    response.status = 503;
  }
  response.body = to_bytes(body);
  response.headers.emplace_back("Cache-Control", "no-store");
  return response;
}

}  // namespace snap
