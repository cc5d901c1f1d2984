// importer.cc: files -> kinds -> records, one transaction, FILE:LINE on every error.
#include "snapgen/import/importer.h"

#include <chrono>
#include <cstdio>

#include "core/domain/global_matching.h"
#include "snapgen/derived/refresh_derived.h"
#include "snapgen/import/import_error.h"
#include "snapgen/import/import_session.h"
#include "snapgen/import/record_kinds.h"
#include "snapgen/import/record_reader.h"
#include "snapgen/import/record_writer.h"

namespace snap {
namespace {

// SQLite's messages end with " in: <the statement>"; the record's location says more than the SQL.
std::string without_sql(const std::string& what) { return what.substr(0, what.find(" in: ")); }

// The kind of a file: its header line's, or --kind's; both given must agree.
const RecordKind& file_kind(const JsonLinesReader& reader, const std::optional<std::string>& header,
                            const std::string& flag) {
  if (header && !flag.empty() && *header != flag)
    throw ImportError(reader.path(), reader.line(),
                      "the header names kind \"" + *header + "\" but --kind is \"" + flag + "\"");
  const std::string name = header ? *header : flag;
  if (name.empty())
    throw ImportError(reader.path(), reader.line(),
                      "no record kind: start the file with {\"kind\":\"<kind>\"} or pass --kind");
  const RecordKind* kind = find_record_kind(name);
  if (!kind)
    throw ImportError(reader.path(), reader.line(),
                      "unknown kind \"" + name + "\" (kinds: " + record_kind_names() + ")");
  return *kind;
}

// What matching must look at after the run: each global, event and challenge written.
void note_for_matching(RecordedChanges& changes, const RecordKind& kind, std::int64_t id) {
  const std::string& table = kind.row.table;
  if (table == "global") changes.globals.push_back(id);
  if (table == "event") changes.events.push_back(id);
  if (table == "challenge") changes.challenges.push_back(id);
}

void write_located(ImportSession& session, const RecordKind& kind, const Json& record, const JsonLinesReader& reader,
                   RecordedChanges& changes) {
  session.set_location(reader.path() + ":" + std::to_string(reader.line()));
  try {
    note_for_matching(changes, kind, write_record(session, kind, record));
  } catch (const RecordError& e) {
    throw ImportError(reader.path(), reader.line(), e.what());
  } catch (const DatabaseError& e) {
    throw ImportError(reader.path(), reader.line(), without_sql(e.what()));
  }
}

void count(ImportSummary& summary, const std::string& kind, int records) {
  for (auto& [name, n] : summary.records)
    if (name == kind) return void(n += records);
  summary.records.emplace_back(kind, records);
}

void import_file(ImportSession& session, const std::string& path, const std::string& flag, ImportSummary& summary,
                 RecordedChanges& changes) {
  JsonLinesReader reader(path);
  Json record;
  const RecordKind* kind = nullptr;
  int records = 0;
  while (reader.next(record)) {
    if (!kind) {
      const std::optional<std::string> header = header_kind(record);
      kind = &file_kind(reader, header, flag);
      if (header) continue;
    }
    write_located(session, *kind, record, reader, changes);
    ++records;
  }
  if (kind) count(summary, kind->name, records);
}

}  // namespace

ImportSummary import_files(Database& db, const ImportOptions& options) {
  const auto started = std::chrono::steady_clock::now();
  ImportSummary summary;
  ImportSession session(db, options.now);
  RecordedChanges changes;
  Transaction tx(db);
  for (const std::string& path : options.files) import_file(session, path, options.kind, summary, changes);
  const auto matching_started = std::chrono::steady_clock::now();
  summary.matching = match_recorded(db, changes, options.now);
  summary.matching_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - matching_started).count();
  refresh_derived(db, options.now);
  tx.commit();
  summary.avatars_created = session.avatars_created();
  summary.teams_created = session.teams_created();
  summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return summary;
}

std::string describe(const ImportSummary& summary) {
  std::string kinds;
  for (const auto& [kind, n] : summary.records) kinds += (kinds.empty() ? " " : ", ") + kind + " " + std::to_string(n);
  std::string line = "imported" + (kinds.empty() ? std::string(" nothing") : kinds);
  if (summary.avatars_created || summary.teams_created)
    line += "; created avatars " + std::to_string(summary.avatars_created) + ", teams " +
            std::to_string(summary.teams_created);
  char seconds[64];
  if (!summary.records.empty()) {
    std::snprintf(seconds, sizeof seconds, " in %.2f s", summary.matching_seconds);
    line += "; matched " + describe(summary.matching) + seconds;
  }
  std::snprintf(seconds, sizeof seconds, "; %.2f s", summary.seconds);
  return line + seconds;
}

}  // namespace snap
