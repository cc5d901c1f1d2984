// fold_new_globals.cc: the fold, one step per derived table or family (fold_steps.h), in the order the rebuild
// writes them; the watermark moves last.
#include "snapgen/derived/fold_new_globals.h"

#include <algorithm>
#include <string>

#include "core/db/dataset_meta.h"
#include "core/globals/read_model.h"
#include "snapgen/derived/fold_steps.h"
#include "snapgen/derived/globals/avatar_name_pairs.h"
#include "snapgen/derived/globals/global_name_words.h"

namespace snap {
namespace {

FoldRange new_globals(Database& db) {
  FoldRange range;
  range.after_id = std::stoll(read_meta(db, kGlobalCountsThrough).value_or("0"));
  range.through_id = std::max(range.after_id, db.scalar_int("SELECT IFNULL(MAX(id), 0) FROM global"));
  return range;
}

void fold_globals(Database& db, const FoldRange& range) {
  db.prepare("INSERT INTO global_fts(rowid, message) SELECT id, message FROM global WHERE id > ?1 AND id <= ?2")
      .bind(1, range.after_id)
      .bind(2, range.through_id)
      .run();
  fold_global_name_words(db, range);
  fold_global_counts(db, range);
  fold_group_summary(db, range);
  fold_profile_summaries(db, range);
  fold_avatar_name_globals(db, range);
  fold_last_seen(db, range);
  fold_global_marks(db, range);
  write_meta(db, kGlobalCountsThrough, std::to_string(range.through_id));
}

}  // namespace

FoldSummary fold_new_globals(Database& db) {
  FoldSummary summary;
  summary.avatars = fold_new_avatars(db);
  fold_avatar_name_pairs(db);
  summary.teams = fold_new_teams(db);
  const FoldRange range = new_globals(db);
  summary.through_id = range.through_id;
  if (range.through_id == range.after_id) return summary;
  summary.globals = db.prepare("SELECT COUNT(*) FROM global WHERE id > ?1 AND id <= ?2")
                        .bind(1, range.after_id)
                        .bind(2, range.through_id)
                        .single_int64();
  fold_globals(db, range);
  return summary;
}

}  // namespace snap
