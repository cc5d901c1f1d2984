// avatar_name_globals.cc: avatar_name_globals and avatar_name_block stored from their rules (schema 0030) for every
// avatar, or, for a range of new globals (their owner_type_summary rows already folded), the rows of their avatars
// and the blocks those avatars are in (a new start splits its block: both are summed again), then the blocks'
// running totals from the first summed block of each type on.
#include "snapgen/derived/avatar_name_globals.h"

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "snapgen/derived/fold_steps.h"

namespace snap {
namespace {

using Block = std::pair<std::string, std::string>;  // (type, first name)

// The avatars of the new globals.
std::vector<std::int64_t> avatars_of(Database& db, const FoldRange& range) {
  Statement& rows = db.prepare("SELECT DISTINCT avatar_id FROM global NOT INDEXED WHERE id > ?1 AND id <= ?2"
                               " AND avatar_id IS NOT NULL");
  rows.bind(1, range.after_id).bind(2, range.through_id);
  std::vector<std::int64_t> ids;
  while (rows.step()) ids.push_back(rows.int64(0));
  rows.reset();
  return ids;
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
  Statement& next = db.prepare("SELECT first_name FROM avatar_name_block WHERE type = ?1 AND first_name > ?2"
                               " ORDER BY first_name LIMIT 1");
  next.bind(1, type).bind(2, first);
  const std::optional<std::string> end = next.step() ? std::optional<std::string>(next.text(0)) : std::nullopt;
  next.reset();
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

// The running totals of a type's blocks summed again from a block on: the total before it, plus the sums since.
void sum_running_from(Database& db, const std::string& type, const std::string& first) {
  Statement& before = db.prepare("SELECT running FROM avatar_name_block WHERE type = ?1 AND first_name < ?2"
                                 " ORDER BY first_name DESC LIMIT 1");
  before.bind(1, type).bind(2, first);
  std::int64_t running = before.step() ? before.int64(0) : 0;
  before.reset();
  Statement& since = db.prepare("SELECT first_name, globals, running FROM avatar_name_block WHERE type = ?1"
                                " AND first_name >= ?2 ORDER BY first_name");
  since.bind(1, type).bind(2, first);
  std::vector<std::pair<std::string, std::int64_t>> moved;  // (first name, running total) of the rows to write
  while (since.step()) {
    running += since.int64(1);
    if (since.int64(2) != running) moved.emplace_back(since.text(0), running);
  }
  since.reset();
  Statement& write = db.prepare("UPDATE avatar_name_block SET running = ?3 WHERE type = ?1 AND first_name = ?2");
  for (const auto& [name, total] : moved) write.bind(1, type).bind(2, name).bind(3, total).run();
}

}  // namespace

void rebuild_avatar_name_globals(Database& db) {
  db.exec("DELETE FROM avatar_name_globals");
  db.exec("INSERT INTO avatar_name_globals SELECT type, name, avatar_id, globals FROM avatar_name_globals_rule");
  db.exec("DELETE FROM avatar_name_block");
  db.exec("INSERT INTO avatar_name_block SELECT type, first_name, globals, running FROM avatar_name_block_rule");
}

void fold_avatar_name_globals(Database& db, const FoldRange& range) {
  // One avatar a statement: SQLite pushes `avatar_id = ?` into the rule's arms, not `IN (SELECT ...)`.
  Statement& store = db.prepare(
      "INSERT INTO avatar_name_globals SELECT type, name, avatar_id, globals FROM avatar_name_globals_rule"
      " WHERE avatar_id = ?1 ON CONFLICT (type, name) DO UPDATE SET globals = excluded.globals RETURNING type, name");
  Statement& starts = db.prepare("SELECT 1 FROM avatar_name_block_start WHERE avatar_id = ?1");
  std::set<Block> to_sum;
  for (const std::int64_t avatar : avatars_of(db, range)) {
    starts.bind(1, avatar);
    const bool starts_blocks = starts.step();
    starts.reset();
    store.bind(1, avatar);
    std::vector<Block> rows;
    while (store.step()) rows.emplace_back(store.text(0), store.text(1));
    store.reset();
    for (const auto& [type, name] : rows) {
      if (starts_blocks && block_of(db, type, name) != name) {  // a new start: its block is split
        to_sum.emplace(type, block_of(db, type, name));
        db.prepare("INSERT INTO avatar_name_block VALUES (?1, ?2, 0, 0)").bind(1, type).bind(2, name).run();
      }
      to_sum.emplace(type, block_of(db, type, name));
    }
  }
  for (const Block& block : to_sum) sum_block(db, block);
  // The running totals from each type's first summed block on (the set is ordered by type, then first name).
  std::optional<std::string> summed_type;
  for (const auto& [type, first] : to_sum)
    if (type != summed_type) sum_running_from(db, type, first), summed_type = type;
}

}  // namespace snap
