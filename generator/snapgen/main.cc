// main.cc: snapgen, the batch CLI: demo data, import, matching, snapshot build. Errors from any command are turned
// into one stderr line and a non-zero exit here, and only here.
#include <iostream>

#include "snapgen/commands.h"
#include "core/db/database.h"
#include "core/freed_memory.h"
#include "core/problem.h"

int main(int argc, char** argv) {
  snap::keep_freed_memory_for_reuse();
  CLI::App app{"snapgen: builds the Entropia community API's database and static snapshots"};
  snap::setup_commands(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::Error& e) {  // parse errors, and a command's own exit code (CLI::RuntimeError)
    return app.exit(e);
  } catch (const snap::ApiError& e) {
    std::cerr << "snapgen: " << e.problem().detail << "\n";
    return 1;
  } catch (const snap::DatabaseError& e) {
    std::cerr << "snapgen: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "snapgen: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
