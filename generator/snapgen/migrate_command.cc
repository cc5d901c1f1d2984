// migrate_command.cc: `snapgen migrate --db PATH` brings a database to this build's schema version.
#include <iostream>

#include "snapgen/commands.h"
#include "core/db/migrations.h"
#include "snapgen/derived/avatar_name_pairs.h"
#include "snapgen/derived/global_marks.h"
#include "snapgen/derived/global_name_words.h"

namespace snap {

void setup_migrate_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("migrate", "create a database or apply pending schema migrations");
  auto path = std::make_shared<std::string>();
  cmd->add_option("--db", *path, "SQLite database file")->required();
  cmd->callback([path] {
    Database db(*path, OpenMode::Create);
    db.exec("PRAGMA journal_mode = WAL");
    migrate(db);
    build_global_name_words_once(db);  // schema 0021's tables, which SQL alone cannot fill
    build_avatar_name_pairs_once(db);   // and 0027's
    build_global_marks_once(db);        // and 0029's
    std::cout << "schema version " << latest_schema_version() << "\n";
  });
}

}  // namespace snap
