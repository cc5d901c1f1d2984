// match_command.cc: `snapgen match --db PATH [--event SLUG]... [--challenge SLUG]... [--now ISO]` re-derives
// event standings (event_global) and challenge progress from the globals, for the events and challenges named, or
// for all of them when none is named, in one transaction (core/domain/global_matching.h). Idempotent: a second run
// changes nothing. For repairs after a rule change; imports match their own globals.
#include <iostream>

#include "core/clock.h"
#include "core/db/migrations.h"
#include "core/domain/global_matching.h"
#include "snapgen/batch_priority.h"
#include "snapgen/commands.h"

namespace snap {
namespace {

struct MatchCommandOptions {
  std::string db_path;
  std::vector<std::string> events, challenges;
  std::string now;
};

std::vector<std::int64_t> ids_of(Database& db, const std::string& table, const std::vector<std::string>& slugs) {
  std::vector<std::int64_t> ids;
  Statement& find = db.prepare("SELECT id FROM " + table + " WHERE slug = ?1");
  for (const std::string& slug : slugs) {
    find.bind(1, slug);
    const std::int64_t id = find.step() ? find.int64(0) : 0;
    find.reset();
    if (id == 0) throw std::runtime_error("no " + table + " with slug \"" + slug + "\"");
    ids.push_back(id);
  }
  return ids;
}

void run_match(const MatchCommandOptions& options) {
  Database db(options.db_path, OpenMode::ReadWrite);
  require_current_schema(db);
  Transaction tx(db);
  const RecordedChanges whole{{}, ids_of(db, "event", options.events), ids_of(db, "challenge", options.challenges)};
  const MatchSummary summary = rematch(db, whole, clock_from_option(options.now));
  tx.commit();
  std::cout << "matched " << describe(summary) << "\n";
}

}  // namespace

void setup_match_command(CLI::App& app) {
  auto options = std::make_shared<MatchCommandOptions>();
  auto* cmd = app.add_subcommand(
      "match", "re-derive event standings and challenge progress from the globals (all, or those named)");
  cmd->add_option("--db", options->db_path, "SQLite database file")->required();
  cmd->add_option("--event", options->events, "an event's slug (repeatable)");
  cmd->add_option("--challenge", options->challenges, "a challenge's slug (repeatable)");
  cmd->add_option("--now", options->now, "the clock for new matches, ISO 8601 UTC (default: the real clock)");
  run_as_batch_work(cmd, BatchWork::Bulk);
  cmd->callback([options] { run_match(*options); });
}

}  // namespace snap
