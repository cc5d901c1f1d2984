// import_command.cc: `snapgen import --db PATH [--kind KIND] [--now ISO] FILE...` loads JSON Lines record
// files (templates/import-formats.md) in one transaction. The database is created and migrated when absent;
// if the import then fails, the new file is removed again, so a failed import changes nothing on disk.
#include <cstdio>
#include <fstream>
#include <iostream>

#include "snapgen/commands.h"
#include "core/clock.h"
#include "core/db/migrations.h"
#include "snapgen/batch_priority.h"
#include "snapgen/import/importer.h"

namespace snap {
namespace {

struct ImportCommandOptions {
  std::string db_path;
  std::vector<std::string> files;
  std::string kind;
  std::string now;
};

void remove_database_files(const std::string& path) {
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) std::remove((path + suffix).c_str());
}

ImportSummary import_into(const std::string& path, const ImportOptions& options) {
  Database db(path, OpenMode::Create);
  db.exec("PRAGMA journal_mode = WAL");
  migrate(db);
  return import_files(db, options);
}

void run_import(const ImportCommandOptions& command) {
  const ImportOptions options{command.files, command.kind, clock_from_option(command.now)};
  const bool existed = static_cast<bool>(std::ifstream(command.db_path));
  try {
    std::cout << describe(import_into(command.db_path, options)) << "\n";
  } catch (...) {
    if (!existed) remove_database_files(command.db_path);
    throw;
  }
}

}  // namespace

void setup_import_command(CLI::App& app) {
  auto options = std::make_shared<ImportCommandOptions>();
  auto* cmd =
      app.add_subcommand("import", "load JSON Lines record files (templates/import-formats.md) into the database");
  cmd->add_option("--db", options->db_path, "SQLite database file; created and migrated when absent")->required();
  cmd->add_option("--kind", options->kind, "record kind of files without a {\"kind\":...} header line");
  cmd->add_option("--now", options->now, "the clock, ISO 8601 UTC (default: the real clock)");
  cmd->add_option("files", options->files, "JSON Lines files, imported in order, all or nothing")->required();
  run_as_batch_work(cmd, BatchWork::Bulk);
  cmd->callback([options] { run_import(*options); });
}

}  // namespace snap
