// global_marks.cc: each list is read in its own order from the index that serves it (oldest first within an
// owner), counting, and every kGlobalMarkSpacing-th row joins the list's marks, written as one row a list.
#include "snapgen/derived/globals/global_marks.h"

#include <string>
#include <vector>

#include "core/db/dataset_meta.h"
#include "core/globals/owner_global_marks.h"
#include "core/globals/read_model.h"

namespace snap {
namespace {


// `sql` yields owner id, type ('' for all), ts, id, grouped by owner and type, oldest first in a group.
void write_marks(Database& db, const char* owner, const std::string& sql) {
  Statement& insert = db.prepare("INSERT INTO owner_global_marks(owner, owner_id, type, marks) VALUES (?1, ?2, ?3, ?4)");
  std::int64_t group_owner = 0, position = 0;
  std::string group_type;
  std::vector<GlobalKey> marks;
  const auto write_group = [&] {
    if (!marks.empty()) insert.bind(1, owner).bind(2, group_owner).bind(3, group_type).bind_blob(4, PackedGlobalMarks(marks).bytes()).run();
    marks.clear();
  };
  auto rows = db.prepare_uncached(sql);
  bool first = true;
  while (rows->step()) {
    const std::int64_t owner_id = rows->int64(0);
    const std::string_view type = rows->view(1);
    if (first || owner_id != group_owner || type != group_type) {
      write_group();
      group_owner = owner_id, group_type = type, position = 0, first = false;
    } else if (++position % kGlobalMarkSpacing == 0) {
      marks.push_back(GlobalKey{rows->int64(2), rows->int64(3)});
    }
  }
  write_group();
}

}  // namespace

void rebuild_global_marks(Database& db) {
  db.exec("DELETE FROM owner_global_marks");
  write_marks(db, "avatar",
              "SELECT avatar_id, '', ts, id FROM global INDEXED BY global_by_avatar_ts WHERE avatar_id IS NOT NULL"
              " ORDER BY avatar_id, ts, id");
  write_marks(db, "avatar",
              "SELECT avatar_id, type, ts, id FROM global INDEXED BY global_by_avatar_type_ts WHERE avatar_id IS NOT NULL"
              " ORDER BY avatar_id, type, ts, id");
  write_marks(db, "team",
              "SELECT team_id, '', ts, id FROM global INDEXED BY global_by_team_ts WHERE team_id IS NOT NULL"
              " ORDER BY team_id, ts, id");
  write_meta(db, kOwnerGlobalMarksBuilt, "1");
}

}  // namespace snap
