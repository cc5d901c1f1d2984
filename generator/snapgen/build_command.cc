// build_command.cc: `snapgen build --db PATH --out DIR [--now ISO]` first brings the scheduled derived tables
// up to date (leaderboard standings, game health), then renders every static route of the route table for every
// parameter set it declares (each page of a paged list) into a new snapshot version and switches DIR/current.

#include <chrono>
#include <iostream>

#include "snapgen/batch_priority.h"
#include "snapgen/build_progress.h"
#include "snapgen/commands.h"
#include "snapgen/data_stamp.h"
#include "core/db/dataset_meta.h"
#include "core/db/migrations.h"
#include "snapgen/derived/scheduled_tables.h"
#include "core/route_table.h"
#include "core/snapshot_path.h"
#include "snapgen/snapshot_writer.h"

namespace snap {
namespace {

struct BuildOptions {
  std::string db_path;
  std::string out_dir;
  std::string now;
  int keep = 5;
};

// Page 1 and then every further page the first one announces in its totalPages. A route that stamps its files
// keeps the previous version's files of these captures, every page of them, while the stamp (and the program
// that wrote them) is the same.
void write_route(const Route& route, const PathArgs& args, const RenderContext& ctx, SnapshotWriter& writer,
                 BuildProgress& progress) {
  const std::string stamp = route.file_stamp ? program_digest().substr(0, 16) + " " + route.file_stamp(ctx, args) : "";
  if (route.file_stamp) {
    std::int64_t kept_pages = 0;  // the pages were written together, so they end together
    while (auto kept = writer.reusable_file(snapshot_file_for(route, args, kept_pages + 1), stamp)) {
      writer.keep(*kept);
      progress.file_done();
      ++kept_pages;
    }
    if (kept_pages > 0) return;
  }
  std::int64_t pages = 1;
  for (std::int64_t page = 1; page <= pages; ++page) {
    QueryPairs query;
    if (page > 1) query.emplace_back(route.page_param, std::to_string(page));
    ctx.forget_clock_reads();
    RenderedBody body = render_body(route, ctx, args, parse_params(route.params, query));
    if (page == 1) pages = body.total_pages;
    writer.add(route.pattern, snapshot_route_key(route, args, page), snapshot_file_for(route, args, page),
               body.bytes, ctx.read_clock(), stamp);
    progress.file_done();
  }
}

// Every file of the route: kept from the previous version when the data did not change and none of them read
// the clock, else rendered.
void write_files_of(const Route& route, const RenderContext& ctx, SnapshotWriter& writer, BuildProgress& progress) {
  if (auto kept = writer.reusable(route.pattern)) {
    for (const ManifestEntry& entry : *kept) {
      writer.keep(entry);
      progress.file_done();
    }
    return;
  }
  for (const PathArgs& args : route.snapshot_args(ctx)) write_route(route, args, ctx, writer, progress);
}

void run_build(const BuildOptions& options) {
  const auto started = std::chrono::steady_clock::now();
  const UnixTime now = clock_from_option(options.now);
  std::cout << describe(rebuild_scheduled_tables(options.db_path, now)) << "\n";
  Database db(options.db_path, OpenMode::ReadOnly);
  require_current_schema(db);
  const ReadTransaction one_version(db);  // every file from the same data, whatever an import commits meanwhile
  const RenderContext ctx{db, now};
  SnapshotWriter writer(options.out_dir, now, data_version(db), data_stamp(db), options.keep);
  std::vector<const Route*> statics;
  for (const Route& route : all_routes().routes())
    if (route.is_static()) statics.push_back(&route);
  BuildProgress progress(statics.size());
  for (size_t i = 0; i < statics.size(); ++i) {
    progress.start_route(i, statics[i]->pattern);
    write_files_of(*statics[i], ctx, writer, progress);
  }
  progress.finish();
  const std::string version = writer.commit();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  const SnapshotChanges& changes = writer.changes();
  std::cout << "snapshot " << version << (writer.unchanged() ? " (unchanged, still current)" : "") << ": "
            << statics.size() << " routes, " << writer.file_count() << " files; "
            << changes.added.size() << " added, " << changes.changed.size() << " changed, " << changes.removed.size()
            << " removed; " << writer.files_written() << " files (" << writer.bytes_written() << " bytes) written, "
            << writer.file_count() - writer.files_written() << " unchanged";
  if (!writer.retired_version().empty())
    std::cout << " (" << writer.files_in_place() << " of them already in the retired version "
              << writer.retired_version() << ", whose folder this one reuses)";
  std::cout << "; " << seconds << " s\n";
  if (writer.unchanged())
    std::cout << "no data changed since the previous version: no file bodies written, no new version made\n";
}

}  // namespace

void setup_build_command(CLI::App& app) {
  auto options = std::make_shared<BuildOptions>();
  auto* cmd = app.add_subcommand("build", "render every static route into a new snapshot version");
  cmd->add_option("--db", options->db_path, "SQLite database file")->required();
  cmd->add_option("--out", options->out_dir, "snapshot folder; versions go below it, `current` points at the newest")
      ->required();
  cmd->add_option("--now", options->now, "the clock, ISO 8601 UTC (default: the real clock)");
  cmd->add_option("--keep", options->keep, "how many versions to keep, the new one included")
      ->capture_default_str()->check(CLI::Range(1, 1000));
  run_as_batch_work(cmd, BatchWork::KeepsUp);
  cmd->callback([options] { run_build(*options); });
}

}  // namespace snap
