// global_marks.cc: each list is read in its own order from the index that serves it (newest first within an
// owner, owners in descending order), counting, and every kGlobalMarkSpacing-th row becomes a mark.
#include "snapgen/derived/global_marks.h"

#include "core/model/owner_global_marks.h"

namespace snap {
namespace {

// `sql` yields owner id, type ('' for all), ts, id, grouped by owner and type, newest first in a group.
void write_marks(Database& db, const char* owner, const std::string& sql) {
  Statement& insert =
      db.prepare("INSERT INTO owner_global_mark(owner, owner_id, type, position, ts, id) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  auto rows = db.prepare_uncached(sql);
  std::int64_t group_owner = 0, position = 0;
  std::string group_type;
  bool first = true;
  while (rows->step()) {
    const std::int64_t owner_id = rows->int64(0);
    std::string type = rows->text(1);
    if (first || owner_id != group_owner || type != group_type) {
      group_owner = owner_id, group_type = std::move(type), position = 0, first = false;
    } else if (++position % kGlobalMarkSpacing == 0) {
      insert.bind(1, owner).bind(2, owner_id).bind(3, group_type).bind(4, position);
      insert.bind(5, rows->int64(2)).bind(6, rows->int64(3)).run();
    }
  }
}

}  // namespace

void rebuild_global_marks(Database& db) {
  db.exec("DELETE FROM owner_global_mark");
  write_marks(db, "avatar",
              "SELECT avatar_id, '', ts, id FROM global INDEXED BY global_by_avatar_ts WHERE avatar_id IS NOT NULL"
              " ORDER BY avatar_id DESC, ts DESC, id DESC");
  write_marks(db, "avatar",
              "SELECT avatar_id, type, ts, id FROM global INDEXED BY global_by_avatar_type_ts WHERE avatar_id IS NOT NULL"
              " ORDER BY avatar_id DESC, type DESC, ts DESC, id DESC");
  write_marks(db, "team",
              "SELECT team_id, '', ts, id FROM global INDEXED BY global_by_team_ts WHERE team_id IS NOT NULL"
              " ORDER BY team_id DESC, ts DESC, id DESC");
}

}  // namespace snap
