// keyed_counts.cc: one declaration per shape, from which both statements are written. The rebuild reads each shape
// from the index that holds its key (global_by_type_ts, global_by_creature_ts, global_by_subject_ts and the partial
// flag indexes of 0006), never a scan of the table; the fold reads the new ids by rowid range (NOT INDEXED: never a
// partial index over the whole table). A flag's '0' row is every global less its '1' row.
#include "snapgen/derived/globals/keyed_counts.h"

#include <string>

namespace snap {
namespace {

struct KeyedShape {
  const char* shape;
  const char* key;        // the key's SQL: a column, or a constant for the shape's one row
  const char* condition;  // "" or the rows that have a key
  bool per_key;           // grouped by the key column
};

const KeyedShape kKeyedShapes[] = {
    {"all", "''", "", false},
    {"type", "type", "", true},
    {"creature", "creature_id", "creature_id IS NOT NULL", true},
    {"subject", "subject", "subject IS NOT NULL", true},
    {"hof", "'1'", "is_hof = 1", false},
    {"ath", "'1'", "is_ath = 1", false},
    {"team", "'1'", "is_team = 1", false}};

const char* const kUnflaggedCounts =
    "INSERT INTO global_count SELECT shape, '0', (SELECT count FROM global_count WHERE shape = 'all') - count"
    " FROM global_count WHERE shape IN ('hof', 'ath', 'team') AND key = '1'"
    " ON CONFLICT (shape, key) DO UPDATE SET count = excluded.count";

// "INSERT INTO global_count SELECT <shape>, <key>, COUNT(*) FROM <from> [WHERE ...] [GROUP BY ...]", the range's
// condition (or none) first.
std::string keyed_count_insert(const KeyedShape& s, const std::string& from, const std::string& range) {
  std::string where = range;
  if (*s.condition) where += (where.empty() ? "" : " AND ") + std::string(s.condition);
  std::string sql = "INSERT INTO global_count SELECT '" + std::string(s.shape) + "', " + s.key + ", COUNT(*) FROM " +
                    from;
  if (!where.empty()) sql += " WHERE " + where;
  if (s.per_key) sql += " GROUP BY " + std::string(s.key);
  return sql;
}

}  // namespace

void count_keyed_shapes(Database& db) {
  std::string shapes;
  for (const KeyedShape& s : kKeyedShapes) shapes += (shapes.empty() ? "'" : ", '") + std::string(s.shape) + "'";
  db.exec("DELETE FROM global_count WHERE shape IN (" + shapes + ")");  // other shapes are other tables' own
  for (const KeyedShape& s : kKeyedShapes) db.exec(keyed_count_insert(s, "global", ""));
  db.exec(kUnflaggedCounts);
}

void fold_keyed_shapes(Database& db, const FoldRange& range) {
  for (const KeyedShape& s : kKeyedShapes)
    db.prepare(keyed_count_insert(s, "global NOT INDEXED", "id > ?1 AND id <= ?2") +
               " ON CONFLICT (shape, key) DO UPDATE SET count = count + excluded.count")
        .bind(1, range.after_id)
        .bind(2, range.through_id)
        .run();
  db.exec(kUnflaggedCounts);
}

}  // namespace snap
