// avatar_name_globals.cc: avatar_name_globals stored from its rule (schema 0030) for every avatar, or again for the
// avatars of a range of new globals (their owner_type_summary rows already folded).
#include "snapgen/derived/avatar_name_globals.h"

#include "snapgen/derived/fold_steps.h"

namespace snap {

void rebuild_avatar_name_globals(Database& db) {
  db.exec("DELETE FROM avatar_name_globals");
  db.exec("INSERT INTO avatar_name_globals SELECT type, name, avatar_id, globals FROM avatar_name_globals_rule");
}

void fold_avatar_name_globals(Database& db, const FoldRange& range) {
  db.prepare("INSERT INTO avatar_name_globals SELECT type, name, avatar_id, globals FROM avatar_name_globals_rule"
             " WHERE avatar_id IN (SELECT avatar_id FROM global NOT INDEXED WHERE id > ?1 AND id <= ?2)"
             " ON CONFLICT (type, name) DO UPDATE SET globals = excluded.globals")
      .bind(1, range.after_id)
      .bind(2, range.through_id)
      .run();
}

}  // namespace snap
