// refresh_derived.cc: rebuild of the full-text indexes and the search index, then a new data version.
#include "derived/refresh_derived.h"

#include "db/dataset_meta.h"
#include "derived/search_index.h"

namespace snap {
namespace {

// "20261120T120000Z": the write time in the compact form snapshot versions use too.
std::string compact_time(UnixTime t) {
  std::string iso = format_iso8601(t);
  std::string out;
  for (char c : iso)
    if (c != '-' && c != ':') out.push_back(c);
  return out;
}

}  // namespace

void refresh_derived(Database& db, UnixTime now) {
  db.exec("INSERT INTO global_fts(global_fts) VALUES ('rebuild')");
  db.exec("INSERT INTO trade_message_fts(trade_message_fts) VALUES ('rebuild')");
  db.exec("INSERT INTO document_fts(document_fts) VALUES ('rebuild')");
  rebuild_search_index(db);
  const std::string previous = read_meta(db, "data_version").value_or("");
  const size_t dot = previous.rfind('.');
  const long generation = dot == std::string::npos ? 0 : std::stol(previous.substr(dot + 1));
  write_meta(db, "data_version", compact_time(now) + "." + std::to_string(generation + 1));
  write_meta(db, "data_written_at", format_iso8601(now));
}

}  // namespace snap
