// refresh_derived.cc: rebuild of the full-text indexes and the search index, then a new data version.
#include "snapgen/derived/refresh_derived.h"

#include "core/db/dataset_meta.h"
#include "core/bytes/sha256.h"
#include "snapgen/derived/globals/avatar_name_pairs.h"
#include "snapgen/derived/globals/global_counts.h"
#include "snapgen/derived/global_group_summary.h"
#include "snapgen/derived/globals/global_name_words.h"
#include "snapgen/derived/profile_summary.h"
#include "snapgen/derived/search_index.h"
#include "snapgen/derived/trade_next_post.h"
#include "snapgen/derived/trade_time_order.h"

namespace snap {
namespace {

// A short digest of what the database holds (the lowest and highest ids of the main tables, two lookups each
// however large they are: an ingest batch stamps a version, and counting 10M globals took half a second; the
// demo's seed), so two different databases written at the same time never share a data version.
std::string content_digest(Database& db, const std::string& previous_version) {
  std::string summary = previous_version + "|" + read_meta(db, "demo").value_or("");
  for (const char* table : {"global", "avatar", "team", "weapon", "creature", "material", "event", "challenge",
                            "trade_message", "pvp_kill", "document"})
    summary += "|" + std::to_string(db.scalar_int(std::string("SELECT IFNULL(MIN(id), 0) FROM ") + table)) + ":" +
               std::to_string(db.scalar_int(std::string("SELECT IFNULL(MAX(id), 0) FROM ") + table));
  return sha256_hex(summary).substr(0, 8);
}

}  // namespace

void refresh_derived(Database& db, UnixTime now) {
  // Each full-text index rebuilt, then merged into one segment: a rebuild leaves a dozen at 10M globals, and a
  // term read newest first (a search's first page) merges every segment's list. Merged, that page of
  // /globals?search=Atrox%20Old took 41 instead of 298 us; the merge took 9.5 s at 10M.
  for (const char* index : {"global_fts", "trade_message_fts", "document_fts"})
    db.exec(std::string("INSERT INTO ") + index + "(" + index + ") VALUES ('rebuild'), ('optimize')");
  rebuild_search_index(db);
  rebuild_avatar_name_pairs(db);
  rebuild_trade_time_order(db);
  rebuild_trade_next_posts(db);
  refresh_global_counts(db);
  rebuild_global_name_words(db);
  rebuild_global_group_summary(db);
  rebuild_profile_summaries(db);
  db.prepare("DELETE FROM dataset_meta WHERE key = ?1").bind(1, kDerivedRebuildDue).run();
  stamp_data_version(db, now);
}

void stamp_data_version(Database& db, UnixTime now) {
  const std::string previous = read_meta(db, "data_version").value_or("");
  write_meta(db, "data_version", compact_utc(now) + "-" + content_digest(db, previous));
  write_meta(db, "data_written_at", format_iso8601(now));
}

}  // namespace snap
