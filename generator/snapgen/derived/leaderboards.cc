// leaderboards.cc: tallies every scored row of the window per avatar and global type (domain/leaderboard_points),
// ranks each board and writes leaderboard_standing and leaderboard_name_list anew.
// Rank order: points desc, then who reached their points first (the earlier last scored row), then name.
#include "snapgen/derived/leaderboards.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <unordered_map>
#include <vector>

#include "core/db/dataset_meta.h"
#include "core/domain/leaderboard_points.h"
#include "core/json_bytes.h"
#include "core/text/name_fold.h"

namespace snap {
namespace {

// Part of the inputs a set of standings was built from: a change of the points table changes this, so the
// first build after such a release rebuilds even without new data.
constexpr const char* kScoringRules = "points-table-1";

struct TypeTally {
  std::int64_t half_points = 0, globals = 0;
  double value = 0;        // PED of the globals with a known value
  bool has_value = false;  // at least one had one
  UnixTime last_at = 0;    // the latest scored row
};

struct AvatarTally {
  std::array<TypeTally, kGlobalTypeCount> by_type;
  std::int64_t recorded_kills = 0;
  UnixTime last_kill_at = 0;
};

using Tallies = std::unordered_map<std::int64_t, AvatarTally>;

// Every non-team global with an avatar in the window, by the points table.
void tally_globals(Database& db, const StandingsWindow& window, Tallies& tallies) {
  Statement& rows = db.prepare("SELECT avatar_id, type, value, pvp_kills, ts FROM global"
                               " WHERE ts > ?1 AND ts <= ?2 AND is_team = 0 AND avatar_id IS NOT NULL");
  rows.bind(1, window.start).bind(2, window.end);
  while (rows.step()) {
    const auto type = global_type_named(rows.text(1));
    if (!type) continue;  // the schema's CHECK allows only the eight types
    TypeTally& t = tallies[rows.int64(0)].by_type[static_cast<size_t>(*type)];
    const std::optional<double> value = rows.optional_real(2);
    t.half_points += global_half_points(*type, value, rows.optional_int64(3));
    t.globals += 1;
    if (value) t.value += *value, t.has_value = true;
    t.last_at = std::max(t.last_at, rows.int64(4));
  }
}

// Every recorded PvP kill action in the window, for its killer.
void tally_recorded_kills(Database& db, const StandingsWindow& window, Tallies& tallies) {
  Statement& rows = db.prepare("SELECT killer_avatar_id, ts FROM pvp_kill WHERE ts > ?1 AND ts <= ?2");
  rows.bind(1, window.start).bind(2, window.end);
  while (rows.step()) {
    AvatarTally& t = tallies[rows.int64(0)];
    t.recorded_kills += 1;
    t.last_kill_at = std::max(t.last_kill_at, rows.int64(1));
  }
}

// What the standings keep of an avatar beside its id (so a page reads no avatar rows).
struct AvatarName {
  std::string name, slug;
};

struct Standing {
  std::int64_t avatar_id = 0, half_points = 0, globals = 0;
  double value = 0;
  bool has_value = false;
  UnixTime reached_at = 0;
  const AvatarName* avatar = nullptr;
  const AvatarTally* tally = nullptr;
};

// One avatar's standing on a board; nullopt when none of its rows counts there.
std::optional<Standing> standing_on(const Board& board, std::int64_t avatar_id, const AvatarTally& tally) {
  Standing s;
  bool counted = false;
  for (GlobalType type : points_order()) {
    const TypeTally& t = tally.by_type[static_cast<size_t>(type)];
    if (!board.counts(type) || t.globals == 0) continue;
    counted = true;
    s.half_points += t.half_points;
    s.globals += t.globals;
    s.value += t.value;
    s.has_value = s.has_value || t.has_value;
    s.reached_at = std::max(s.reached_at, t.last_at);
  }
  if (board.counts(GlobalType::Pvp) && tally.recorded_kills > 0) {
    counted = true;
    s.half_points += tally.recorded_kills * kRecordedKillHalfPoints;
    s.reached_at = std::max(s.reached_at, tally.last_kill_at);
  }
  if (!counted) return std::nullopt;
  s.avatar_id = avatar_id;
  s.tally = &tally;
  return s;
}

std::unordered_map<std::int64_t, AvatarName> avatar_names(Database& db) {
  std::unordered_map<std::int64_t, AvatarName> names;
  Statement& rows = db.prepare("SELECT id, name, slug FROM avatar");
  while (rows.step()) names.emplace(rows.int64(0), AvatarName{rows.text(1), rows.text(2)});
  return names;
}

std::vector<Standing> rank_board(const Board& board, const Tallies& tallies,
                                 const std::unordered_map<std::int64_t, AvatarName>& names) {
  std::vector<Standing> standings;
  for (const auto& [avatar_id, tally] : tallies) {
    auto s = standing_on(board, avatar_id, tally);
    auto name = names.find(avatar_id);
    if (!s || name == names.end()) continue;
    s->avatar = &name->second;
    standings.push_back(*s);
  }
  std::sort(standings.begin(), standings.end(), [](const Standing& a, const Standing& b) {
    if (a.half_points != b.half_points) return a.half_points > b.half_points;
    if (a.reached_at != b.reached_at) return a.reached_at < b.reached_at;
    return a.avatar->name < b.avatar->name;  // names are unique
  });
  return standings;
}

// board -> avatar -> rank, as the table holds them before the rebuild.
using PreviousRanks = std::unordered_map<std::string, std::unordered_map<std::int64_t, std::int64_t>>;

PreviousRanks previous_ranks(Database& db) {
  PreviousRanks ranks;
  Statement& rows = db.prepare("SELECT board, avatar_id, rank FROM leaderboard_standing");
  while (rows.step()) ranks[rows.text(0)][rows.int64(1)] = rows.int64(2);
  return ranks;
}

double rounded_ped(double value) { return std::round(value * 100) / 100; }

// {"hunting":6.0,"mining":0.0,...}: the overall points per type, in the points table's order.
std::string points_by_profession(const AvatarTally& tally) {
  Json points = Json::object();
  for (GlobalType type : points_order()) {
    std::int64_t half = tally.by_type[static_cast<size_t>(type)].half_points;
    if (type == GlobalType::Pvp) half += tally.recorded_kills * kRecordedKillHalfPoints;
    points[global_type_info(type).points_key] = static_cast<double>(half) / 2;
  }
  return to_bytes(points);
}

void write_board(Database& db, const Board& board, const std::vector<Standing>& standings,
                 const std::unordered_map<std::int64_t, std::int64_t>& previous) {
  Statement& insert = db.prepare(
      "INSERT INTO leaderboard_standing (board, avatar_id, rank, previous_rank, points, globals_count, globals_value,"
      " points_by_profession, avatar_name, avatar_slug) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
  for (size_t i = 0; i < standings.size(); ++i) {
    const Standing& s = standings[i];
    const auto before = previous.find(s.avatar_id);
    insert.bind(1, board.slug).bind(2, s.avatar_id).bind(3, static_cast<std::int64_t>(i + 1));
    insert.bind(4, before == previous.end() ? std::nullopt : std::optional<std::int64_t>(before->second));
    insert.bind(5, static_cast<double>(s.half_points) / 2).bind(6, s.globals);
    insert.bind(7, s.has_value ? std::optional<double>(rounded_ped(s.value)) : std::nullopt);
    insert.bind(8, board.only ? std::nullopt : std::optional<std::string>(points_by_profession(*s.tally)));
    insert.bind(9, s.avatar->name).bind(10, s.avatar->slug);
    insert.run();
  }
}

// The board's folded names, one a line in rank order, for `search` (a line break in a name becomes a space,
// so line n stays rank n).
void write_name_list(Database& db, const Board& board, const std::vector<Standing>& standings) {
  std::string names;
  for (const Standing& s : standings) {
    std::string key = fold_name(s.avatar->name);
    std::replace(key.begin(), key.end(), '\n', ' ');
    names += key;
    names += '\n';
  }
  Statement& insert = db.prepare("INSERT INTO leaderboard_name_list (board, names) VALUES (?1, ?2)");
  insert.bind(1, board.slug).bind(2, names);
  insert.run();
}

// True when a scored row (a non-team global with an avatar, or a recorded kill) lies in (from, to].
bool scored_rows_between(Database& db, UnixTime from, UnixTime to) {
  if (from > to) std::swap(from, to);
  if (from == to) return false;
  Statement& q = db.prepare("SELECT EXISTS (SELECT 1 FROM global WHERE ts > ?1 AND ts <= ?2 AND is_team = 0"
                            " AND avatar_id IS NOT NULL) OR EXISTS (SELECT 1 FROM pvp_kill WHERE ts > ?1 AND ts <= ?2)");
  q.bind(1, from).bind(2, to);
  const bool found = q.step() && q.int64(0) != 0;
  q.reset();
  return found;
}

std::string inputs_text(Database& db) { return std::string(kScoringRules) + " " + data_version(db); }

// The standings in the table are those the current inputs would give: same data, same rules, and no scored row
// entered or left the window between the one they were built for and this one.
bool standings_current(Database& db, const StandingsWindow& window) {
  if (read_meta(db, "leaderboards_inputs") != inputs_text(db)) return false;
  const auto built = stored_standings_window(db);
  return built && !scored_rows_between(db, built->start, window.start) &&
         !scored_rows_between(db, built->end, window.end);
}

}  // namespace

bool refresh_leaderboards(Database& db, UnixTime now) {
  const StandingsWindow window = standings_window(now);
  if (standings_current(db, window)) return false;
  Tallies tallies;
  tally_globals(db, window, tallies);
  tally_recorded_kills(db, window, tallies);
  const auto names = avatar_names(db);
  const PreviousRanks previous = previous_ranks(db);
  db.exec("DELETE FROM leaderboard_standing");
  db.exec("DELETE FROM leaderboard_name_list");
  static const std::unordered_map<std::int64_t, std::int64_t> kNone;
  for (const Board& board : leaderboard_boards()) {
    const std::vector<Standing> standings = rank_board(board, tallies, names);
    const auto before = previous.find(board.slug);
    write_board(db, board, standings, before == previous.end() ? kNone : before->second);
    write_name_list(db, board, standings);
  }
  write_meta(db, "leaderboards_inputs", inputs_text(db));
  store_standings_window(db, window);
  db.exec("INSERT OR REPLACE INTO leaderboard_history (board, avatar_id, built_at, rank, points)"
          " SELECT board, avatar_id, built_at, rank, points FROM leaderboard_history_due");  // schema 0018's rule
  return true;
}

}  // namespace snap
