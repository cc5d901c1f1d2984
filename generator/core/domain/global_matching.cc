// global_matching.cc: new globals read once, then matched to events and challenges.
#include "core/domain/global_matching.h"

#include "core/domain/challenge_matching.h"
#include "core/domain/event_matching.h"
#include "core/domain/global_criteria.h"

namespace snap {
namespace {

std::vector<GlobalFacts> facts_of(Database& db, const std::vector<std::int64_t>& ids) {
  std::vector<GlobalFacts> out;
  out.reserve(ids.size());
  Statement& row = db.prepare(std::string("SELECT ") + kGlobalFactsColumns + " FROM global g WHERE g.id = ?1");
  for (std::int64_t id : ids) {
    row.bind(1, id);
    if (row.step()) out.push_back(read_global_facts(row, 0));
    row.reset();
  }
  return out;
}

std::vector<std::int64_t> all_ids(Database& db, const char* table) {
  std::vector<std::int64_t> ids;
  Statement& rows = db.prepare(std::string("SELECT id FROM ") + table + " ORDER BY id");
  while (rows.step()) ids.push_back(rows.int64(0));
  rows.reset();
  return ids;
}

}  // namespace

MatchSummary rematch(Database& db, const RecordedChanges& whole, UnixTime now) {
  const bool everything = whole.events.empty() && whole.challenges.empty();
  MatchSummary summary;
  for (std::int64_t id : everything ? all_ids(db, "event") : whole.events) {
    const EventRematch r = rematch_event(db, id, now);
    summary.event_rows_added += r.added;
    summary.event_rows_rescored += r.rescored;
    summary.event_rows_removed += r.removed;
  }
  for (std::int64_t id : everything ? all_ids(db, "challenge") : whole.challenges)
    summary.challenge_progress_written += rematch_challenge(db, id);
  return summary;
}

MatchSummary match_recorded(Database& db, const RecordedChanges& changes, UnixTime now) {
  MatchSummary summary;
  if (!changes.events.empty() || !changes.challenges.empty()) summary = rematch(db, changes, now);
  const std::vector<GlobalFacts> globals = facts_of(db, changes.globals);
  summary.event_rows_added += match_globals_to_events(db, globals, changes.events, now);
  summary.challenge_progress_written += match_globals_to_challenges(db, globals, changes.challenges);
  return summary;
}

void MatchSummary::add(const MatchSummary& batch) {
  event_rows_added += batch.event_rows_added;
  event_rows_rescored += batch.event_rows_rescored;
  event_rows_removed += batch.event_rows_removed;
  challenge_progress_written += batch.challenge_progress_written;
}

std::string describe(const MatchSummary& s) {
  return "event rows +" + std::to_string(s.event_rows_added) + " ~" + std::to_string(s.event_rows_rescored) + " -" +
         std::to_string(s.event_rows_removed) + ", challenge progress " + std::to_string(s.challenge_progress_written);
}

}  // namespace snap
