// running_totals.cc: one read of the total before the key, one of the rows from it on, and the changed rows
// written back by key (the tables are WITHOUT ROWID).
#include "snapgen/derived/globals/running_totals.h"

#include <utility>
#include <vector>

namespace snap {
namespace {

Statement& bind_key(Statement& s, int index, const Json& key) {
  if (key.is_string()) return s.bind(index, key.get<std::string>());
  if (key.is_number_integer()) return s.bind(index, key.get<std::int64_t>());
  return s.bind(index, key.get<double>());
}

}  // namespace

void sum_running_again(Database& db, const RunningTable& t, const std::string& type, const Json& from) {
  const std::string table = t.table, key = t.key, count = t.count, total = t.total;
  Statement& before = db.prepare("SELECT " + total + " FROM " + table + " WHERE type = ?1 AND " + key +
                                 " < ?2 ORDER BY " + key + " DESC LIMIT 1");
  std::int64_t running = bind_key(before.bind(1, type), 2, from).single_int64();
  Statement& since = db.prepare("SELECT " + key + ", " + count + ", " + total + " FROM " + table +
                                " WHERE type = ?1 AND " + key + " >= ?2 ORDER BY " + key);
  bind_key(since.bind(1, type), 2, from);
  std::vector<std::pair<Json, std::int64_t>> moved;  // (key, running total) of the rows to write
  while (since.step()) {
    running += since.int64(1);
    if (since.int64(2) != running) moved.emplace_back(since.json(0), running);
  }
  since.reset();
  Statement& write = db.prepare("UPDATE " + table + " SET " + total + " = ?3 WHERE type = ?1 AND " + key + " = ?2");
  for (const auto& [k, value] : moved) bind_key(write.bind(1, type), 2, k).bind(3, value).run();
}

}  // namespace snap
