// kept_tables.cc: each kept table against its rule, both ways.
#include "tests/support/kept_tables.h"

namespace snap::test {

std::vector<std::string> kept_table_differences(Database& db) {
  struct Pair {
    const char* kept;
    const char* kept_rows;
    const char* rule;
    const char* rule_rows;
  };
  const Pair pairs[] = {
      {"event_standing", "SELECT * FROM event_standing", "event_standing_rule", "SELECT * FROM event_standing_rule"},
      {"event_scored_global",
       "SELECT event_id, global_id, ts, value, avatar_name, hunted, type FROM event_scored_global",
       "event_scored_global_rule", "SELECT * FROM event_scored_global_rule"},
      {"event_scored_fts", "SELECT rowid, message, event FROM event_scored_fts", "event_scored_search_row",
       "SELECT id, message, event FROM event_scored_search_row"},
      {"event_scored_group", "SELECT * FROM event_scored_group", "event_scored_group_rule",
       "SELECT * FROM event_scored_group_rule"},
      {"challenge_count", "SELECT * FROM challenge_count", "challenge_count_rule", "SELECT * FROM challenge_count_rule"}};
  std::vector<std::string> out;
  const auto missing = [&](const std::string& from, const std::string& not_in, const char* a, const char* b) {
    const std::int64_t n = db.scalar_int("SELECT COUNT(*) FROM (" + from + " EXCEPT " + not_in + ")");
    if (n != 0) out.push_back(std::string(a) + ": " + std::to_string(n) + " rows not in " + b);
  };
  for (const Pair& p : pairs) {
    missing(p.kept_rows, p.rule_rows, p.kept, p.rule);
    missing(p.rule_rows, p.kept_rows, p.rule, p.kept);
  }
  return out;
}

}  // namespace snap::test
