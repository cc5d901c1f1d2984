// migrate_command.cc: `snapgen migrate --db PATH` brings a database to this build's schema version.
#include <iostream>

#include "core/db/dataset_meta.h"
#include "core/db/migrations.h"
#include "snapgen/commands.h"
#include "snapgen/derived/globals/missing_tables.h"
#include "snapgen/derived/refresh_derived.h"

namespace snap {

void setup_migrate_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("migrate", "create a database or apply pending schema migrations");
  auto path = std::make_shared<std::string>();
  cmd->add_option("--db", *path, "SQLite database file")->required();
  cmd->callback([path] {
    Database db(*path, OpenMode::Create);
    db.exec("PRAGMA journal_mode = WAL");
    migrate(db);
    build_missing_read_model_tables(db);  // 0021's, 0027's and 0029's, which SQL alone cannot fill
    if (read_meta(db, kDerivedRebuildDue)) {
      Transaction rebuild(db);
      refresh_derived(db, real_now());
      rebuild.commit();
      std::cout << "rebuilt the derived tables (a migration changed their source rows)\n";
    }
    std::cout << "schema version " << latest_schema_version() << "\n";
  });
}

}  // namespace snap
