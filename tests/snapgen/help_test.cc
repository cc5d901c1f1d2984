// help_test.cc: snapgen's --help is complete and consistent: every option of every command says what it is for,
// every --now says the same about its default, and the help ends with the exit codes.
#include <catch2/catch.hpp>

#include "snapgen/commands.h"

TEST_CASE("rule: every snapgen option says what it is for, each --now alike, and --help gives the exit codes",
          "[snapgen][help]") {
  CLI::App app{"snapgen"};
  snap::setup_commands(app);
  CHECK(app.help().find("Exit codes: 0 done; 1 ") != std::string::npos);
  const auto commands = app.get_subcommands({});
  CHECK(commands.size() >= 8);
  for (const CLI::App* command : commands) {
    INFO(command->get_name());
    CHECK(!command->get_description().empty());
    for (const CLI::Option* option : command->get_options()) {
      INFO(option->get_name());
      CHECK(!option->get_description().empty());
      if (option->get_name() == "--now")
        CHECK(option->get_description().find("ISO 8601 UTC (default: the real clock") != std::string::npos);
    }
  }
}
