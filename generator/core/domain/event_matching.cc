// event_matching.cc: event rules loaded from the event tables, applied to new globals one by one or to a whole
// event at once; both paths decide with the same event_admits() and score with global_criteria.h.
#include "core/domain/event_matching.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <unordered_map>

#include "core/domain/event_scores.h"

namespace snap {
namespace {

struct CategoryRule {
  std::int64_t id;
  ScoreMethod method;
  GlobalCriteria criteria;
};

struct EventRule {
  std::int64_t id = 0;
  UnixTime start = 0, end = 0;  // end: the earlier of the end and the cancellation
  bool in_teams = false;
  std::vector<CategoryRule> categories;
};

// When an event stops counting: its end, or its cancellation when that came first.
const std::string kEventStop = "MIN(end_at, COALESCE(cancelled_at, end_at))";

const std::string kEventRules = "SELECT id, start_at, " + kEventStop +
                                ", EXISTS (SELECT 1 FROM event_team t WHERE t.event_id = e.id) FROM event e WHERE ";

// The rules of the events that `events` (a bound kEventRules query) selects, with their categories.
std::unordered_map<std::int64_t, EventRule> read_rules(Database& db, Statement& events) {
  std::unordered_map<std::int64_t, EventRule> rules;
  while (events.step()) {
    EventRule& rule = rules[events.int64(0)];
    rule.id = events.int64(0);
    rule.start = events.int64(1);
    rule.end = events.int64(2);
    rule.in_teams = events.int64(3) != 0;
  }
  events.reset();
  Statement& categories = db.prepare(
      "SELECT id, scoring_method, global_types, creatures, planets, min_value FROM event_category"
      " WHERE event_id = ?1 ORDER BY position");
  for (auto& [id, rule] : rules) {
    categories.bind(1, id);
    while (categories.step())
      rule.categories.push_back({categories.int64(0),
                                 score_method_named(categories.text(1)).value_or(ScoreMethod::Count),
                                 GlobalCriteria(db, categories.optional_text(2), categories.optional_text(3),
                                                categories.optional_text(4), categories.optional_real(5))});
    categories.reset();
  }
  return rules;
}

// Events whose window meets [from, to].
std::unordered_map<std::int64_t, EventRule> rules_meeting(Database& db, UnixTime from, UnixTime to) {
  Statement& events = db.prepare(kEventRules + "start_at <= ?2 AND " + kEventStop + " > ?1");
  events.bind(1, from).bind(2, to);
  return read_rules(db, events);
}

std::unordered_map<std::int64_t, EventRule> rule_of(Database& db, std::int64_t event_id) {
  Statement& events = db.prepare(kEventRules + "id = ?1");
  events.bind(1, event_id);
  return read_rules(db, events);
}

bool event_admits(const EventRule& event, UnixTime joined_at, const GlobalFacts& g) {
  if (g.ts < event.start || g.ts >= event.end || g.ts < joined_at) return false;
  return !g.is_team || event.in_teams;
}

struct Match {
  std::int64_t avatar_id;
  double score;
};
using MatchKey = std::pair<std::int64_t, std::int64_t>;  // (category_id, global_id)

void add_matches(const EventRule& event, const GlobalFacts& g, std::map<MatchKey, Match>& out) {
  for (const CategoryRule& c : event.categories)
    if (c.criteria.admits(g)) out[{c.id, g.id}] = {*g.avatar_id, shown_score(c.method, score_units(c.method, g))};
}

// True when the row is new (a row that exists stays as it is).
bool insert_match(Database& db, std::int64_t event_id, const MatchKey& key, const Match& m, UnixTime now) {
  db.prepare(
        "INSERT INTO event_global(event_id, category_id, global_id, avatar_id, score, matched_at)"
        " VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (category_id, global_id) DO NOTHING")
      .bind(1, event_id)
      .bind(2, key.first)
      .bind(3, key.second)
      .bind(4, m.avatar_id)
      .bind(5, m.score)
      .bind(6, now)
      .run();
  return sqlite3_changes(db.handle()) > 0;
}

// Whether event_scored_global holds exactly the event's scored globals (it does unless the event was just
// rewritten, which removed its matches).
bool scores_complete(Database& db, std::int64_t event_id) {
  return db.prepare("SELECT COUNT(*) FROM event_scored_global WHERE event_id = ?1").bind(1, event_id).single_int64() ==
         db.prepare("SELECT COUNT(DISTINCT global_id) FROM event_global WHERE event_id = ?1")
             .bind(1, event_id)
             .single_int64();
}

}  // namespace

std::int64_t match_globals_to_events(Database& db, const std::vector<GlobalFacts>& globals,
                                     const std::vector<std::int64_t>& skip_events, UnixTime now) {
  if (globals.empty()) return 0;
  const auto [first, last] = std::minmax_element(
      globals.begin(), globals.end(), [](const GlobalFacts& a, const GlobalFacts& b) { return a.ts < b.ts; });
  std::unordered_map<std::int64_t, EventRule> rules = rules_meeting(db, first->ts, last->ts);
  for (std::int64_t skipped : skip_events) rules.erase(skipped);
  if (rules.empty()) return 0;
  Statement& joined = db.prepare("SELECT event_id, joined_at FROM event_participant WHERE avatar_id = ?1");
  std::int64_t added = 0;
  std::set<std::pair<std::int64_t, std::int64_t>> touched;  // (category_id, avatar_id) whose standing moved
  ScoredGlobals scored(db);
  for (const GlobalFacts& g : globals) {
    if (!g.avatar_id) continue;
    std::vector<std::pair<const EventRule*, UnixTime>> entered;
    joined.bind(1, *g.avatar_id);
    while (joined.step()) {
      const auto rule = rules.find(joined.int64(0));
      if (rule != rules.end()) entered.emplace_back(&rule->second, joined.int64(1));
    }
    joined.reset();
    for (const auto& [event, joined_at] : entered) {
      if (!event_admits(*event, joined_at, g)) continue;
      std::map<MatchKey, Match> matches;
      add_matches(*event, g, matches);
      bool new_match = false;
      for (const auto& [key, match] : matches)
        if (insert_match(db, event->id, key, match, now)) {
          ++added;
          new_match = true;
          touched.emplace(key.first, match.avatar_id);
        }
      if (new_match) scored.add(event->id, g.id);
    }
  }
  scored.finish();
  refresh_standings(db, touched);
  return added;
}

EventRematch rematch_event(Database& db, std::int64_t event_id, UnixTime now) {
  const std::unordered_map<std::int64_t, EventRule> rules = rule_of(db, event_id);
  EventRematch result;
  if (rules.empty()) return result;
  const EventRule& event = rules.begin()->second;
  std::map<MatchKey, Match> wanted;
  Statement& globals =
      db.prepare(std::string("SELECT p.joined_at, ") + kGlobalFactsColumns +
                 " FROM event_participant p JOIN global g ON g.avatar_id = p.avatar_id AND g.ts >= ?2 AND g.ts < ?3"
                 " WHERE p.event_id = ?1");
  globals.bind(1, event_id).bind(2, event.start).bind(3, event.end);
  while (globals.step()) {
    const GlobalFacts g = read_global_facts(globals, 1);
    if (event_admits(event, globals.int64(0), g)) add_matches(event, g, wanted);
  }
  globals.reset();

  std::map<MatchKey, double> stored;
  Statement& rows = db.prepare("SELECT category_id, global_id, score FROM event_global WHERE event_id = ?1");
  rows.bind(1, event_id);
  while (rows.step()) stored[{rows.int64(0), rows.int64(1)}] = rows.real(2);
  rows.reset();

  Statement& remove = db.prepare("DELETE FROM event_global WHERE category_id = ?1 AND global_id = ?2");
  Statement& rescore = db.prepare("UPDATE event_global SET score = ?3 WHERE category_id = ?1 AND global_id = ?2");
  for (const auto& [key, score] : stored) {
    const auto want = wanted.find(key);
    if (want == wanted.end()) {
      remove.bind(1, key.first).bind(2, key.second).run();
      ++result.removed;
    } else if (want->second.score != score) {
      rescore.bind(1, key.first).bind(2, key.second).bind(3, want->second.score).run();
      ++result.rescored;
    }
  }
  for (const auto& [key, match] : wanted)
    if (!stored.count(key) && insert_match(db, event_id, key, match, now)) ++result.added;
  if (result.added || result.rescored || result.removed || !scores_complete(db, event_id))
    rebuild_event_scores(db, event_id);
  return result;
}

}  // namespace snap
