// importer.h: `snapgen import` as a plain function, so tests drive the same code as the command: reads JSON
// Lines files of records (templates/import-formats.md) into the database in one transaction, then rebuilds
// the derived tables. New globals are matched to events and challenges in the same transaction
// (core/domain/global_matching.h). Nothing is written unless every record of every file is valid.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/domain/global_matching.h"

namespace snap {

struct ImportOptions {
  std::vector<std::string> files;  // read in this order; later files may link to entries of earlier ones
  std::string kind;                // --kind: the kind of every file; a file's header line must agree ("" = none)
  UnixTime now = 0;                // the clock for refresh_derived and for avatars created without a time
};

struct ImportSummary {
  std::vector<std::pair<std::string, int>> records;  // records per kind, in the order the kinds were first met
  int avatars_created = 0;                           // named by globals or PvP kills for the first time
  int teams_created = 0;
  MatchSummary matching;  // event standings and challenge progress the new records changed
  double matching_seconds = 0;  // of `seconds`
  double seconds = 0;
};

// Imports every file in one transaction and refreshes the derived tables in it. Throws ImportError
// ("FILE:LINE: reason") for the first bad record, after rolling everything back.
ImportSummary import_files(Database& db, const ImportOptions& options);

// "imported weapons 3, globals 40; created avatars 2, teams 1; matched event rows +5 ~0 -0, challenge progress 2
// in 0.01 s; 0.12 s"
std::string describe(const ImportSummary& summary);

}  // namespace snap
