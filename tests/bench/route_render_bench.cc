// route_render_bench.cc: times, in-process and without HTTP, the whole render of any live route target (routing
// aside: parameters, SQL, JSON and its bytes), as the edge renders one that it does not hold. Beside wrk's figures
// it says how much of a request is the render; it is steadier than wrk on a shared machine.
// Usage: route_render_bench --db PATH [--runs N] [--now ISO] TARGET...   (TARGET as requested: /path?query)
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/db/migrations.h"
#include "core/freed_memory.h"
#include "core/route_table.h"
#include "in_process_timing.h"

namespace {

void bench_target(snap::Database& db, const std::string& target, snap::UnixTime now, int runs) {
  const size_t mark = target.find('?');
  const std::string path = target.substr(0, mark), query = mark == std::string::npos ? "" : target.substr(mark + 1);
  snap::PathArgs args;
  const snap::Route* route = snap::all_routes().match(snap::split_request_path(path), args);
  if (!route) throw std::runtime_error("no route answers " + path);
  const snap::Params params = snap::parse_params(route->params, snap::parse_query_string(query));
  const snap::RenderContext ctx{db, now};
  size_t bytes = 0;
  snap::bench::Timing render =
      snap::bench::time_runs(runs, [&] { bytes = snap::render_body(*route, ctx, args, params).bytes.size(); });
  std::printf("%s\t%zu\t%.0f\t%.0f\n", target.c_str(), bytes, render.percentile(0.5), render.percentile(0.99));
}

}  // namespace

int main(int argc, char** argv) {
  // As snapedge does: memory a render frees is kept for the next. Without it a render whose temporary b-tree
  // sat at the heap's top got fresh zeroed pages from the kernel on every run (the Pia search: 22 us alone,
  // 270 us after any other query).
  snap::keep_freed_memory_for_reuse();
  std::string db_path, now_text = "2026-11-20T12:00:00Z";
  int runs = 200;
  std::vector<std::string> targets;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--db" && i + 1 < argc) db_path = argv[++i];
    else if (arg == "--runs" && i + 1 < argc) runs = std::atoi(argv[++i]);
    else if (arg == "--now" && i + 1 < argc) now_text = argv[++i];
    else targets.push_back(arg);
  }
  if (db_path.empty() || runs < 1 || targets.empty()) {
    std::fprintf(stderr, "usage: route_render_bench --db PATH [--runs N] [--now ISO] TARGET...\n");
    return 2;
  }
  try {
    const auto now = snap::parse_iso8601_utc(now_text);
    if (!now) throw std::runtime_error("--now is not an ISO 8601 time: " + now_text);
    snap::Database db(db_path, snap::OpenMode::ReadOnly);
    snap::require_current_schema(db);
    std::printf("target\tbytes\trender_p50_us\trender_p99_us\n");
    const snap::ReadTransaction one_version(db);
    for (const std::string& target : targets) bench_target(db, target, *now, runs);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "route_render_bench: %s\n", e.what());
    return 1;
  }
  return 0;
}
