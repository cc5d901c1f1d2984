// verify_command.cc: `snapgen verify DIR` checks a snapshot against its manifest; it lists every missing,
// corrupt or extra file and exits non-zero when there is any.
#include <iostream>

#include "snapgen/commands.h"
#include "snapgen/snapshot_verify.h"

namespace snap {
namespace {

void print_list(const char* what, const std::vector<std::string>& files) {
  for (const std::string& file : files) std::cout << what << " " << file << "\n";
}

}  // namespace

void setup_verify_command(CLI::App& app) {
  auto dir = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand("verify", "check a snapshot against its manifest (exit 1 on any difference)");
  cmd->add_option("dir", *dir, "snapshot folder (its current version) or one version folder")->required();
  cmd->callback([dir] {
    const VerifyReport report = verify_snapshot(*dir);
    print_list("missing", report.missing);
    print_list("corrupt", report.corrupt);
    print_list("extra", report.extra);
    std::cout << "snapshot " << report.version << ": " << report.files_checked << " files listed, "
              << report.missing.size() << " missing, " << report.corrupt.size() << " corrupt, " << report.extra.size()
              << " extra\n";
    if (!report.ok()) throw CLI::RuntimeError(1);
  });
}

}  // namespace snap
