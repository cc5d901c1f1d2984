// challenge_matching.cc: progress kept in the metric's whole units (global_criteria.h) while it is summed, so
// incremental and re-derived progress agree to the unit; stored as shown amounts (challenge_progress.current).
#include "core/domain/challenge_matching.h"

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>

#include "core/clock.h"

namespace snap {
namespace {

struct ChallengeRule {
  std::int64_t id = 0;
  UnixTime start = 0, end = 0;
  ScoreMethod metric = ScoreMethod::Count;
  GlobalCriteria criteria;
  std::vector<std::pair<std::int64_t, std::int64_t>> tiers;  // (tier, target in units)
};

// A global that would add nothing (no value in a TotalValue challenge) does not start progress.
bool challenge_admits(const ChallengeRule& c, const GlobalFacts& g) {
  return g.avatar_id && !g.is_team && g.ts >= c.start && g.ts < c.end && c.criteria.admits(g) &&
         score_units(c.metric, g) > 0;
}

const char* const kChallengeRules =
    "SELECT id, start_at, end_at, metric, global_types, creatures, min_value FROM challenge WHERE ";

std::vector<ChallengeRule> read_rules(Database& db, Statement& rows) {
  std::vector<ChallengeRule> rules;
  while (rows.step()) {
    const ScoreMethod metric = score_method_named(rows.text(3)).value_or(ScoreMethod::Count);
    rules.push_back(
        {rows.int64(0),
         rows.int64(1),
         rows.int64(2),
         metric,
         GlobalCriteria(db, rows.optional_text(4), rows.optional_text(5), std::nullopt, rows.optional_real(6)),
         {}});
  }
  rows.reset();
  Statement& tiers = db.prepare("SELECT tier, target FROM challenge_tier WHERE challenge_id = ?1 ORDER BY tier");
  for (ChallengeRule& rule : rules) {
    tiers.bind(1, rule.id);
    while (tiers.step()) rule.tiers.emplace_back(tiers.int64(0), score_in_units(rule.metric, tiers.real(1)));
    tiers.reset();
  }
  return rules;
}

// One avatar's progress in one challenge while globals are added in time order.
struct Progress {
  std::int64_t units = 0;
  UnixTime started_at = 0, updated_at = 0;
  std::map<std::int64_t, UnixTime> reached;  // tier -> when

  void add(const ChallengeRule& c, const GlobalFacts& g) {
    const bool first = units == 0;
    units += score_units(c.metric, g);
    started_at = first ? g.ts : std::min(started_at, g.ts);
    updated_at = std::max(updated_at, g.ts);
    for (const auto& [tier, target] : c.tiers)
      if (units >= target) reached.emplace(tier, g.ts);
  }
};

using Pair = std::pair<std::int64_t, std::int64_t>;  // (challenge_id, avatar_id)

std::optional<Progress> stored_progress(Database& db, const ChallengeRule& c, std::int64_t avatar_id) {
  Statement& row = db.prepare(
      "SELECT current, started_at, updated_at FROM challenge_progress WHERE challenge_id = ?1 AND avatar_id = ?2");
  row.bind(1, c.id).bind(2, avatar_id);
  if (!row.step()) return row.reset(), std::nullopt;
  Progress p{score_in_units(c.metric, row.real(0)), row.int64(1), row.int64(2), {}};
  row.reset();
  return p;
}

// Writes the progress row (new or replacing) and the tiers reached; a tier the pair already has a row for keeps
// it, so progress continued from stored_progress() (which does not read them) leaves earlier dates alone.
void insert_progress(Database& db, const ChallengeRule& c, std::int64_t avatar_id, const Progress& p) {
  db.prepare(
        "INSERT INTO challenge_progress(challenge_id, avatar_id, current, started_at, updated_at)"
        " VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (challenge_id, avatar_id) DO UPDATE SET current = excluded.current,"
        " started_at = excluded.started_at, updated_at = excluded.updated_at")
      .bind(1, c.id)
      .bind(2, avatar_id)
      .bind(3, shown_score(c.metric, p.units))
      .bind(4, p.started_at)
      .bind(5, p.updated_at)
      .run();
  Statement& insert = db.prepare(
      "INSERT INTO challenge_tier_reached(challenge_id, avatar_id, tier, reached_at) VALUES (?1, ?2, ?3, ?4)"
      " ON CONFLICT (challenge_id, avatar_id, tier) DO NOTHING");
  for (const auto& [tier, at] : p.reached) insert.bind(1, c.id).bind(2, avatar_id).bind(3, tier).bind(4, at).run();
}

void replace_progress(Database& db, const ChallengeRule& c, std::int64_t avatar_id, const Progress& p) {
  db.prepare("DELETE FROM challenge_tier_reached WHERE challenge_id = ?1 AND avatar_id = ?2")
      .bind(1, c.id)
      .bind(2, avatar_id)
      .run();
  insert_progress(db, c, avatar_id, p);
}

// challenge_count from its rule (the view challenge_count_rule, schema 0012).
void recount(Database& db, std::int64_t challenge_id) {
  db.prepare(
        "INSERT OR REPLACE INTO challenge_count(challenge_id, participants, completions)"
        " SELECT challenge_id, participants, completions FROM challenge_count_rule WHERE challenge_id = ?1")
      .bind(1, challenge_id)
      .run();
}

// An avatar's progress in each of `rules` from its own globals in their windows, in time order: one read of the
// avatar's globals for all of them.
std::vector<Progress> derived_progress(Database& db, const std::vector<const ChallengeRule*>& rules,
                                       std::int64_t avatar_id) {
  UnixTime from = rules.front()->start, to = rules.front()->end;
  for (const ChallengeRule* c : rules) from = std::min(from, c->start), to = std::max(to, c->end);
  Statement& rows =
      db.prepare(std::string("SELECT ") + kGlobalFactsColumns +
                 " FROM global g WHERE g.avatar_id = ?1 AND g.ts >= ?2 AND g.ts < ?3 ORDER BY g.ts, g.id");
  rows.bind(1, avatar_id).bind(2, from).bind(3, to);
  std::vector<Progress> progress(rules.size());
  while (rows.step()) {
    const GlobalFacts g = read_global_facts(rows, 0);
    for (size_t i = 0; i < rules.size(); ++i)
      if (challenge_admits(*rules[i], g)) progress[i].add(*rules[i], g);
  }
  rows.reset();
  return progress;
}

// A pair whose progress is derived again; it had a stored row of `stored_units`.
struct Rederived {
  const ChallengeRule* rule;
  std::int64_t stored_units;
};

// What a batch changed in a challenge's counts (challenge_count), kept as it goes instead of counting every
// participant again (a challenge of 70k participants took 18 ms a batch).
struct CountChange {
  std::int64_t participants = 0, completions = 0;
};

// Completed: the last tier reached, which progress reaches once its units reach the tier's target.
bool completes(const ChallengeRule& c, std::int64_t units) {
  return !c.tiers.empty() && units >= c.tiers.back().second;
}

void count_progress(std::map<std::int64_t, CountChange>& changes, const ChallengeRule& c,
                    std::optional<std::int64_t> stored_units, std::int64_t units) {
  CountChange& change = changes[c.id];
  change.participants += stored_units ? 0 : 1;
  change.completions += int{completes(c, units)} - int{completes(c, stored_units.value_or(0))};
}

// Every pair of `pairs` derived again from the avatar's globals, a read per avatar (pairs are ordered by avatar).
void rederive_progress(Database& db, const std::map<Pair, Rederived>& pairs,
                       std::map<std::int64_t, CountChange>& changes) {
  std::map<std::int64_t, std::vector<Rederived>> by_avatar;
  for (const auto& [key, pair] : pairs) by_avatar[key.second].push_back(pair);
  for (const auto& [avatar_id, pairs_of_avatar] : by_avatar) {
    std::vector<const ChallengeRule*> rules;
    for (const Rederived& pair : pairs_of_avatar) rules.push_back(pair.rule);
    const std::vector<Progress> progress = derived_progress(db, rules, avatar_id);
    for (size_t i = 0; i < rules.size(); ++i) {
      replace_progress(db, *rules[i], avatar_id, progress[i]);
      count_progress(changes, *rules[i], pairs_of_avatar[i].stored_units, progress[i].units);
    }
  }
}

// Adds the changes to challenge_count; a challenge without its row yet is counted whole by its rule.
void apply_count_changes(Database& db, const std::map<std::int64_t, CountChange>& changes) {
  Statement& add = db.prepare(
      "UPDATE challenge_count SET participants = participants + ?2, completions = completions + ?3"
      " WHERE challenge_id = ?1");
  for (const auto& [challenge_id, change] : changes) {
    add.bind(1, challenge_id).bind(2, change.participants).bind(3, change.completions).run();
    if (db.changed_rows() == 0) recount(db, challenge_id);
  }
}

}  // namespace

const std::vector<std::string>& challenge_metric_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> summed;
    for (const std::string& name : score_method_names())
      if (score_method_named(name) != ScoreMethod::HighestValue) summed.push_back(name);
    return summed;
  }();
  return names;
}

std::int64_t match_globals_to_challenges(Database& db, const std::vector<GlobalFacts>& globals,
                                         const std::vector<std::int64_t>& skip_challenges) {
  if (globals.empty()) return 0;
  const auto [first, last] = std::minmax_element(
      globals.begin(), globals.end(), [](const GlobalFacts& a, const GlobalFacts& b) { return a.ts < b.ts; });
  Statement& select = db.prepare(std::string(kChallengeRules) + "start_at <= ?2 AND end_at > ?1");
  select.bind(1, first->ts).bind(2, last->ts);
  std::vector<ChallengeRule> rules = read_rules(db, select);
  rules.erase(std::remove_if(rules.begin(), rules.end(),
                             [&](const ChallengeRule& c) {
                               return std::count(skip_challenges.begin(), skip_challenges.end(), c.id) > 0;
                             }),
              rules.end());
  if (rules.empty()) return 0;

  std::vector<const GlobalFacts*> in_order;
  for (const GlobalFacts& g : globals) in_order.push_back(&g);
  std::sort(in_order.begin(), in_order.end(),
            [](const GlobalFacts* a, const GlobalFacts* b) { return a->ts != b->ts ? a->ts < b->ts : a->id < b->id; });

  // Each pair's progress as the batch leaves it, with the units of its stored row (none: a new participant).
  struct Touched {
    const ChallengeRule* rule;
    Progress progress;
    std::optional<std::int64_t> stored_units;
  };
  std::map<Pair, Touched> touched;
  std::map<Pair, Rederived> rederive;
  for (const GlobalFacts* g : in_order)
    for (const ChallengeRule& c : rules) {
      if (!challenge_admits(c, *g)) continue;
      const Pair key{c.id, *g->avatar_id};
      if (rederive.count(key)) continue;
      auto at = touched.find(key);
      if (at == touched.end()) {
        const std::optional<Progress> stored = stored_progress(db, c, *g->avatar_id);
        at = touched.emplace(key, Touched{&c, stored.value_or(Progress{}), std::nullopt}).first;
        if (stored) at->second.stored_units = stored->units;
      }
      Touched& pair = at->second;
      if (pair.progress.updated_at > g->ts) {
        // older than what it joins: tier dates need the whole sequence (a stored row exists: nothing else is later)
        rederive.emplace(key, Rederived{&c, pair.stored_units.value_or(0)});
        touched.erase(at);
        continue;
      }
      pair.progress.add(c, *g);
    }
  std::map<std::int64_t, CountChange> changes;
  for (const auto& [key, pair] : touched) {
    insert_progress(db, *pair.rule, key.second, pair.progress);
    count_progress(changes, *pair.rule, pair.stored_units, pair.progress.units);
  }
  rederive_progress(db, rederive, changes);
  apply_count_changes(db, changes);
  return static_cast<std::int64_t>(touched.size() + rederive.size());
}

std::int64_t rematch_challenge(Database& db, std::int64_t challenge_id) {
  Statement& select = db.prepare(std::string(kChallengeRules) + "id = ?1");
  select.bind(1, challenge_id);
  const std::vector<ChallengeRule> rules = read_rules(db, select);
  if (rules.empty()) return 0;
  const ChallengeRule& c = rules.front();
  std::unordered_map<std::int64_t, Progress> progress;
  Statement& rows = db.prepare(std::string("SELECT ") + kGlobalFactsColumns +
                               " FROM global g WHERE g.ts >= ?1 AND g.ts < ?2 AND g.is_team = 0 ORDER BY g.ts, g.id");
  rows.bind(1, c.start).bind(2, c.end);
  while (rows.step()) {
    const GlobalFacts g = read_global_facts(rows, 0);
    if (challenge_admits(c, g)) progress[*g.avatar_id].add(c, g);
  }
  rows.reset();
  db.prepare("DELETE FROM challenge_tier_reached WHERE challenge_id = ?1").bind(1, c.id).run();
  db.prepare("DELETE FROM challenge_progress WHERE challenge_id = ?1").bind(1, c.id).run();
  std::vector<std::int64_t> avatars;
  for (const auto& entry : progress) avatars.push_back(entry.first);
  std::sort(avatars.begin(), avatars.end());
  for (std::int64_t avatar_id : avatars) insert_progress(db, c, avatar_id, progress.at(avatar_id));
  recount(db, c.id);
  return static_cast<std::int64_t>(avatars.size());
}

}  // namespace snap
