// route.h: a route is one public URL pattern with its declared parameters and the one function that renders
// its JSON. Declared once in routes/<family>.cc; snapgen and snapedge both work from the same table.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/json_bytes.h"
#include "core/params.h"

namespace snap {

class Database;

// What a render may read: the database and the clock. Renders never write. The context notes whether the clock
// was read, so snapgen knows which files depend on nothing but the data (and may keep them while it is unchanged).
class RenderContext {
 public:
  RenderContext(Database& database, UnixTime now) : db(database), now_(now) {}
  Database& db;
  UnixTime now() const {
    read_clock_ = true;
    return now_;
  }
  bool read_clock() const { return read_clock_; }
  void forget_clock_reads() const { read_clock_ = false; }

 private:
  UnixTime now_;
  mutable bool read_clock_ = false;
};

// Values of the {captures} of a pattern, already decoded and validated ("slug" -> "sollomate-opalo").
using PathArgs = std::map<std::string, std::string>;

using RenderFn = std::function<Json(const RenderContext&, const PathArgs&, const Params&)>;

// What a held live answer depends on beyond its query, read per request (see Route::edge_cache_stamp).
using CacheStampFn = std::function<std::string(Database&)>;

// Every PathArgs snapgen writes a snapshot for (one empty PathArgs for a pattern without captures).
using SnapshotArgsFn = std::function<std::vector<PathArgs>(const RenderContext&)>;

struct Route {
  std::string pattern;              // "/weapons/{slug}"; captures: {slug}, {id} (digits), {name} (free text)
  std::string summary;              // one line for documentation
  std::vector<ParamSpec> params;
  RenderFn render;
  SnapshotArgsFn snapshot_args;     // empty: the route is always rendered live
  std::string page_param;           // paged lists: the page parameter; snapgen writes page-N files
  int max_age_seconds = 60;         // Cache-Control max-age of its answers
  int edge_cache_seconds = 0;       // live routes: snapedge reuses one render per query for this many seconds
                                    // of its clock (0: render every request)
  CacheStampFn edge_cache_stamp;    // when set, a held answer serves only while this reads what it read when
                                    // the answer was rendered (e.g. which standings), so a rebuild shows at once

  bool is_static() const { return static_cast<bool>(snapshot_args); }
};

// A route with its pattern, summary, render and Cache-Control max-age; the caller sets the rest.
inline Route basic_route(std::string pattern, std::string summary, RenderFn render, int max_age_seconds) {
  Route route;
  route.pattern = std::move(pattern);
  route.summary = std::move(summary);
  route.render = std::move(render);
  route.max_age_seconds = max_age_seconds;
  return route;
}

}  // namespace snap
