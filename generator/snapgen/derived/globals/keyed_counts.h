// keyed_counts.h: the shapes of global_count that snapgen keeps (all, type, creature, subject, hof, ath, team;
// schema 0005), each declared once and counted two ways: over every global, by the index that holds its key (the
// rebuild, global_counts.cc), or over a range of new ids, by rowid (the fold, fold_global_counts.cc).
#pragma once

#include "core/db/database.h"
#include "snapgen/derived/fold_steps.h"

namespace snap {

// Clears these shapes and counts every global anew.
void count_keyed_shapes(Database& db);

// Adds the range's globals to these shapes.
void fold_keyed_shapes(Database& db, const FoldRange& range);

}  // namespace snap
