// missing_tables.cc: a table per stamp; a database that has the stamp keeps its table, which the fold keeps.
#include "snapgen/derived/globals/missing_tables.h"

#include "core/db/dataset_meta.h"
#include "core/globals/read_model.h"
#include "snapgen/derived/globals/avatar_name_pairs.h"
#include "snapgen/derived/globals/global_marks.h"
#include "snapgen/derived/globals/global_name_words.h"

namespace snap {
namespace {

struct BuiltOnce {
  const char* stamp;  // present once the table is built (read_model.h)
  void (*rebuild)(Database&);
};

const BuiltOnce kBuiltOnce[] = {{kGlobalNameWordsBuilt, rebuild_global_name_words},
                                {kAvatarNamePairsThrough, rebuild_avatar_name_pairs},
                                {kOwnerGlobalMarksBuilt, rebuild_global_marks}};

}  // namespace

void build_missing_read_model_tables(Database& db) {
  for (const BuiltOnce& table : kBuiltOnce) {
    if (read_meta(db, table.stamp)) continue;
    Transaction build(db);
    table.rebuild(db);
    build.commit();
  }
}

}  // namespace snap
