// data_stamp.h: a digest of everything a render depends on besides the clock: the program itself (its linker
// build ID, else its executable's bytes: a new snapgen may render differently), every dataset_meta value (the
// data version that import and demo write, the derived tables' stamps) and every table's row count and highest
// rowid. Two builds with the same stamp render the same bytes for every file whose render did not read the
// clock, so the second keeps those files without rendering them. A writer that changes rows in place must write
// a new data version (as `snapgen import` does), or the stamp cannot see the change.
#pragma once

#include <string>

#include "core/db/database.h"

namespace snap {

std::string data_stamp(Database& db);

// The digest of this program's build ID, or of its executable when it has none (part of data_stamp, and of
// every file stamp snapgen records), so a file the previous program wrote is never kept by a new one.
const std::string& program_digest();

}  // namespace snap
