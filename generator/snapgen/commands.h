// commands.h: snapgen's subcommands, one file each (CLI11's subcommands-in-files shape): each setup_*
// registers its options and callback on the app.
#pragma once

#include <CLI/CLI.hpp>

namespace snap {

// The whole command line: the subcommands below, --config and the exit codes in --help.
void setup_commands(CLI::App& app);

void setup_demo_command(CLI::App& app);
void setup_import_command(CLI::App& app);
void setup_match_command(CLI::App& app);
void setup_build_command(CLI::App& app);
void setup_migrate_command(CLI::App& app);
void setup_verify_command(CLI::App& app);
void setup_status_command(CLI::App& app);
void setup_ingest_command(CLI::App& app);
void setup_replicate_command(CLI::App& app);
void setup_feed_command(CLI::App& app);

}  // namespace snap
