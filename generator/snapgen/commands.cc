// commands.cc: snapgen's command line as one app: every subcommand, the config file, and the exit codes --help
// ends with (main.cc returns them).
#include "snapgen/commands.h"

namespace snap {

void setup_commands(CLI::App& app) {
  app.require_subcommand(1);
  app.footer(
      "Exit codes: 0 done; 1 the command failed (stderr says why; verify and status: a difference or no complete "
      "current version); 2 SQLite could not read or write the database; 100-127 a wrong command line or config "
      "file (CLI11's codes).");
  app.set_config("--config", "",
                 "read options from this TOML file: a [command] table per subcommand with its long options' names "
                 "(`[build]` then `db = \"/srv/api.db\"`, `out = \"/srv/snapshots\"`); the command line wins");
  app.allow_config_extras(CLI::config_extras_mode::error);  // a misspelt option in the file is an error
  setup_demo_command(app);
  setup_import_command(app);
  setup_ingest_command(app);
  setup_replicate_command(app);
  setup_feed_command(app);
  setup_match_command(app);
  setup_build_command(app);
  setup_migrate_command(app);
  setup_verify_command(app);
  setup_status_command(app);
}

}  // namespace snap
