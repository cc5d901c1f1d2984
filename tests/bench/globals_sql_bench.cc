// globals_sql_bench.cc: times, in-process and without HTTP, what GET /globals runs for a query string: the
// bare page query (the very statement globals_query.cc builds, prepared once, then bound and stepped), its
// preparation, the totalCount work (global_totals.cc), and the whole render with JSON. Run by scripts/bench.d/globals beside wrk.
// With --plans FILE it also writes each page statement's EXPLAIN QUERY PLAN there, one block per query.
// Usage: globals_sql_bench --db PATH [--runs N] [--plans FILE] QUERY...   (QUERY as after '?', e.g. "type=Mining")
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/db/migrations.h"
#include "core/freed_memory.h"
#include "core/route_table.h"
#include "core/routes/globals/global_totals.h"
#include "core/routes/globals/globals_query.h"
#include "in_process_timing.h"

namespace {

using snap::bench::time_runs;
using snap::bench::Timing;

// The statement's plan as the sqlite3 shell draws it: one line per step, indented by depth.
void write_plan(snap::Database& db, const snap::SqlBuilder& sql, const std::string& query, std::FILE* out) {
  auto plan = db.prepare_uncached("EXPLAIN QUERY PLAN " + sql.sql);
  snap::bind_all(*plan, sql.values);
  std::map<std::int64_t, int> depth_of{{0, 0}};  // a step's id -> its depth
  std::fprintf(out, "/globals%s%s\n", query.empty() ? "" : "?", query.c_str());
  while (plan->step()) {
    const int depth = depth_of[plan->int64(1)] + 1;
    depth_of[plan->int64(0)] = depth;
    std::fprintf(out, "%*s%s\n", 2 * depth, "", plan->text(3).c_str());
  }
}

void bench_query(snap::Database& db, const snap::Route& route, const std::string& query, int runs, std::FILE* plans) {
  const snap::Params params = snap::parse_params(route.params, snap::parse_query_string(query));
  const snap::SqlBuilder sql = snap::globals_page_sql_of(db, params);
  if (plans) write_plan(db, sql, query, plans);
  size_t rows = 0;
  auto statement = db.prepare_uncached(sql.sql);
  Timing page = time_runs(runs, [&] {  // the bare query: prepared once, as SQLite's own benchmarks time it
    statement->reset();
    snap::bind_all(*statement, sql.values);
    rows = 0;
    while (statement->step()) ++rows;
  });
  Timing prepare = time_runs(runs, [&] { db.prepare_uncached(sql.sql); });
  Timing count = time_runs(runs, [&] { snap::count_globals(db, snap::read_globals_filter(db, params)); });
  const snap::RenderContext ctx{db, 0};
  Timing render = time_runs(runs, [&] { snap::to_bytes(route.render(ctx, {}, params)); });
  std::printf("%s\t%zu\t%.0f\t%.0f\t%.0f\t%.0f\t%.0f\t%.0f\t%.0f\n", query.empty() ? "(none)" : query.c_str(), rows,
              page.percentile(0.5), page.percentile(0.99), prepare.percentile(0.5), count.percentile(0.5),
              count.percentile(0.99), render.percentile(0.5), render.percentile(0.99));
}

}  // namespace

int main(int argc, char** argv) {
  // As snapedge does: memory a render frees is kept for the next. Without it a render whose temporary b-tree
  // sat at the heap's top got fresh zeroed pages from the kernel on every run (the Pia search: 22 us alone,
  // 270 us after any other query).
  snap::keep_freed_memory_for_reuse();
  std::string db_path;
  int runs = 200;
  std::string plans_path;
  std::vector<std::string> queries;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--db" && i + 1 < argc) db_path = argv[++i];
    else if (arg == "--runs" && i + 1 < argc) runs = std::atoi(argv[++i]);
    else if (arg == "--plans" && i + 1 < argc) plans_path = argv[++i];
    else queries.push_back(arg == "-" ? "" : arg);
  }
  if (db_path.empty() || runs < 1) {
    std::fprintf(stderr, "usage: globals_sql_bench --db PATH [--runs N] [--plans FILE] QUERY... ('-' for no query)\n");
    return 2;
  }
  try {
    snap::Database db(db_path, snap::OpenMode::ReadOnly);
    snap::require_current_schema(db);
    snap::PathArgs args;
    const snap::Route* route = snap::all_routes().match({"globals"}, args);
    std::printf("query\trows\tpage_p50_us\tpage_p99_us\tprepare_p50_us\tcount_p50_us\tcount_p99_us\trender_p50_us"
                "\trender_p99_us\n");
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> plans(plans_path.empty() ? nullptr : std::fopen(plans_path.c_str(), "w"),
                                                          &std::fclose);
    if (!plans_path.empty() && !plans) throw std::runtime_error("cannot write " + plans_path);
    const snap::ReadTransaction one_version(db);
    for (const std::string& query : queries) bench_query(db, *route, query, runs, plans.get());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "globals_sql_bench: %s\n", e.what());
    return 1;
  }
  return 0;
}
