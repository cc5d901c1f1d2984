// avatar_name_globals.cc: avatar_name_globals and avatar_name_block stored from their rules (schema 0030) for every
// avatar, or, for a range of new globals, their avatars' rows and blocks grown by the new globals (a new start
// splits its block: both parts are summed again), then the blocks' running totals from the first touched block of
// each type on.
#include "snapgen/derived/globals/avatar_name_globals.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/globals/page_starts.h"
#include "snapgen/derived/fold_steps.h"
#include "snapgen/derived/globals/running_totals.h"

namespace snap {
namespace {

using Block = std::pair<std::string, std::string>;  // (type, first name)

// An avatar's new globals of a type (or of every type, '').
struct AddedGlobals {
  std::string type, name;
  std::int64_t avatar_id = 0, count = 0;
};

// The new globals per avatar and type, and per avatar under type '' (counted here: SQL's GROUP BY over the joined
// rows sorted them, ~3 times as long).
std::vector<AddedGlobals> added_globals(Database& db, const FoldRange& range) {
  Statement& rows = db.prepare("SELECT avatar_id, type FROM global NOT INDEXED WHERE id > ?1 AND id <= ?2"
                               " AND avatar_id IS NOT NULL");
  rows.bind(1, range.after_id).bind(2, range.through_id);
  std::map<std::pair<std::int64_t, std::string>, std::int64_t> counts;  // (avatar, type) -> new globals
  while (rows.step()) ++counts[{rows.int64(0), rows.text(1)}], ++counts[{rows.int64(0), ""}];
  rows.reset();
  Statement& name = db.prepare("SELECT name FROM avatar WHERE id = ?1");
  std::vector<AddedGlobals> added;
  for (const auto& [avatar_type, count] : counts) {
    const auto& [avatar, type] = avatar_type;
    if (added.empty() || added.back().avatar_id != avatar) {
      name.bind(1, avatar);
      name.step();
      added.push_back({type, name.text(0), avatar, count});
      name.reset();
    } else {
      added.push_back({type, added.back().name, avatar, count});
    }
  }
  return added;
}

// The block a name of the type is in: the one with the greatest first name at or before it ('' when none is).
std::string block_of(Database& db, const std::string& type, const std::string& name) {
  Statement& row = db.prepare("SELECT first_name FROM avatar_name_block WHERE type = ?1 AND first_name <= ?2"
                              " ORDER BY first_name DESC LIMIT 1");
  row.bind(1, type).bind(2, name);
  std::string first = row.step() ? row.text(0) : "";
  row.reset();
  return first;
}

// The block's globals summed again from its avatars' rows; a block without any is removed, as the rule has none.
void sum_block(Database& db, const Block& block) {
  const auto& [type, first] = block;
  const std::optional<std::string> end = next_avatar_name_block(db, type, first);
  Statement& sum = db.prepare(end ? "SELECT IFNULL(SUM(globals), 0) FROM avatar_name_globals WHERE type = ?1"
                                    " AND name >= ?2 AND name < ?3"
                                  : "SELECT IFNULL(SUM(globals), 0) FROM avatar_name_globals WHERE type = ?1"
                                    " AND name >= ?2");
  sum.bind(1, type).bind(2, first);
  if (end) sum.bind(3, *end);
  const std::int64_t globals = sum.single_int64();
  if (globals == 0) {
    db.prepare("DELETE FROM avatar_name_block WHERE type = ?1 AND first_name = ?2").bind(1, type).bind(2, first).run();
    return;
  }
  db.prepare("INSERT INTO avatar_name_block VALUES (?1, ?2, ?3, 0)"
             " ON CONFLICT (type, first_name) DO UPDATE SET globals = excluded.globals")
      .bind(1, type)
      .bind(2, first)
      .bind(3, globals)
      .run();
}

}  // namespace

void rebuild_avatar_name_globals(Database& db) {
  db.exec("DELETE FROM avatar_name_globals");
  db.exec("INSERT INTO avatar_name_globals SELECT type, name, avatar_id, globals FROM avatar_name_globals_rule");
  db.exec("DELETE FROM avatar_name_block");
  db.exec("INSERT INTO avatar_name_block SELECT type, first_name, globals, running FROM avatar_name_block_rule");
}

void fold_avatar_name_globals(Database& db, const FoldRange& range) {
  Statement& add = db.prepare("INSERT INTO avatar_name_globals VALUES (?1, ?2, ?3, ?4) ON CONFLICT (type, name)"
                              " DO UPDATE SET globals = globals + excluded.globals RETURNING globals");
  Statement& starts = db.prepare("SELECT 1 FROM avatar_name_block_start WHERE avatar_id = ?1");
  std::set<Block> to_sum;                   // split by a new start: summed again
  std::vector<const AddedGlobals*> to_add;  // added to their block's sum
  const std::vector<AddedGlobals> added = added_globals(db, range);
  for (const AddedGlobals& a : added) {
    add.bind(1, a.type).bind(2, a.name).bind(3, a.avatar_id).bind(4, a.count);
    const bool new_row = add.single_int64() == a.count;  // its total is the new globals alone
    starts.bind(1, a.avatar_id);
    const bool starts_block = new_row && starts.step();
    starts.reset();
    if (starts_block) {  // its block is split: both parts summed again from their avatars
      to_sum.emplace(a.type, block_of(db, a.type, a.name));
      to_sum.emplace(a.type, a.name);
      db.prepare("INSERT INTO avatar_name_block VALUES (?1, ?2, 0, 0)").bind(1, a.type).bind(2, a.name).run();
    } else {
      to_add.push_back(&a);
    }
  }
  std::set<Block> touched = to_sum;
  std::map<Block, std::int64_t> sums;  // the other blocks: their avatars' new globals
  for (const AddedGlobals* a : to_add) {
    const Block block{a->type, block_of(db, a->type, a->name)};
    if (!to_sum.count(block)) sums[block] += a->count, touched.insert(block);
  }
  Statement& grow = db.prepare("INSERT INTO avatar_name_block VALUES (?1, ?2, ?3, 0)"
                               " ON CONFLICT (type, first_name) DO UPDATE SET globals = globals + excluded.globals");
  for (const auto& [block, count] : sums) grow.bind(1, block.first).bind(2, block.second).bind(3, count).run();
  for (const Block& block : to_sum) sum_block(db, block);
  // The running totals from each type's first touched block on (the set is ordered by type, then first name).
  std::optional<std::string> summed_type;
  for (const auto& [type, first] : touched)
    if (type != summed_type) sum_running_again(db, kAvatarNameBlockTotals, type, Json(first)), summed_type = type;
}

}  // namespace snap
