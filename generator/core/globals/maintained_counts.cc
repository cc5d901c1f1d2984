// maintained_counts.cc: one lookup each in the maintained counts' tables, by their primary keys or indexes.
#include "core/globals/maintained_counts.h"

#include "core/db/dataset_meta.h"
#include "core/globals/read_model.h"

namespace snap {
namespace {

std::optional<std::int64_t> meta_id(Database& db, const char* key) {
  const auto text = read_meta(db, key);
  if (!text) return std::nullopt;
  return std::stoll(*text);
}

}  // namespace

std::int64_t maintained_count(Database& db, const std::string& shape, const std::string& key) {
  return db.prepare("SELECT count FROM global_count WHERE shape = ?1 AND key = ?2").bind(1, shape).bind(2, key)
      .single_int64();
}

std::int64_t valued_at_most(Database& db, const std::string& type_key, double bound, bool inclusive) {
  Statement& row = db.prepare(inclusive ? "SELECT at_or_below FROM global_value_count WHERE type = ?1 AND value <= ?2"
                                          " ORDER BY value DESC LIMIT 1"
                                        : "SELECT at_or_below FROM global_value_count WHERE type = ?1 AND value < ?2"
                                          " ORDER BY value DESC LIMIT 1");
  return row.bind(1, type_key).bind(2, bound).single_int64();
}

std::int64_t counted_worth_at_most(Database& db, double value) { return valued_at_most(db, "", value, true); }

std::int64_t counted_with_subject(Database& db, const std::string& subject) {
  return maintained_count(db, "subject", subject);
}

std::int64_t counted_in_slot(Database& db, const std::string& type_key, std::int64_t slot) {
  return db.prepare("SELECT count FROM global_time_count WHERE type = ?1 AND slot = ?2").bind(1, type_key)
      .bind(2, slot).single_int64();
}

std::int64_t counted_through_slot(Database& db, const std::string& type_key, std::int64_t slot) {
  return db.prepare("SELECT running FROM global_time_count WHERE type = ?1 AND slot <= ?2 ORDER BY slot DESC LIMIT 1")
      .bind(1, type_key).bind(2, slot).single_int64();
}

std::int64_t counted_in_all(Database& db, const RunningTable& t, const std::string& type_key) {
  return db.prepare(std::string("SELECT IFNULL(MAX(") + t.total + "), 0) FROM " + t.table + " WHERE type = ?1")
      .bind(1, type_key).single_int64();
}

std::optional<ReachedKey> first_reaching(Database& db, const RunningTable& t, const std::string& type_key,
                                         std::int64_t target) {
  const std::string total = t.total;
  Statement& row = db.prepare(std::string("SELECT ") + t.key + ", " + t.count + ", " + total + " FROM " + t.table +
                              " WHERE type = ?1 AND " + total + " >= ?2 ORDER BY " + total + " LIMIT 1");
  row.bind(1, type_key).bind(2, target);
  std::optional<ReachedKey> reached;
  if (row.step()) reached = ReachedKey{row.json(0), row.int64(1), row.int64(2)};
  row.reset();
  return reached;
}

std::optional<std::int64_t> global_counts_watermark(Database& db) { return meta_id(db, kGlobalCountsThrough); }

std::optional<std::int64_t> globals_time_ordered_through(Database& db) {
  return meta_id(db, kGlobalsTimeOrderedThrough);
}

}  // namespace snap
