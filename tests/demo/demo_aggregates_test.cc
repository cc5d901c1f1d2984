// demo_aggregates_test.cc: the small demo looks like the game in aggregate, not only row by row (issue 57): loot
// follows the creature, popularity follows level band and planet, no avatar owns the site, one team at a time,
// a steady rhythm up to `now`, and the game's conventions (value floors, team lines, "(Shared Loot)", discoveries).
// Each property is one case named by it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <vector>

#include "core/db/database.h"
#include "tests/demo/demo_queries.h"
#include "tests/support/test_worlds.h"

using namespace snap;
using snap::test::count;
using snap::test::demo_db;
using snap::test::demo_world;

namespace {

// Ranks of `values` (1 = smallest; ties get their mean rank).
std::vector<double> ranks_of(const std::vector<double>& values) {
  std::vector<size_t> order(values.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return values[a] < values[b]; });
  std::vector<double> ranks(values.size());
  for (size_t i = 0; i < order.size();) {
    size_t j = i;
    while (j + 1 < order.size() && values[order[j + 1]] == values[order[i]]) ++j;
    for (size_t k = i; k <= j; ++k) ranks[order[k]] = (static_cast<double>(i + j) / 2.0) + 1;
    i = j + 1;
  }
  return ranks;
}

// Spearman's rank correlation of two equally long series.
double rank_correlation(const std::vector<double>& x, const std::vector<double>& y) {
  const std::vector<double> rx = ranks_of(x), ry = ranks_of(y);
  const double n = static_cast<double>(x.size());
  double mx = 0, my = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    mx += rx[i] / n;
    my += ry[i] / n;
  }
  double sxy = 0, sxx = 0, syy = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    sxy += (rx[i] - mx) * (ry[i] - my);
    sxx += (rx[i] - mx) * (rx[i] - mx);
    syy += (ry[i] - my) * (ry[i] - my);
  }
  return sxy / std::sqrt(sxx * syy);
}

// Per wiki species with at least `least` plain (not HoF) hunting globals: its mean maturity HP, its globals and
// their mean value.
struct SpeciesLoot {
  std::string name;
  double mean_hp = 0;
  std::int64_t globals = 0;
  double mean_value = 0;
};

std::vector<SpeciesLoot> species_loot(std::int64_t least) {
  auto rows = demo_db().prepare_uncached(
      "SELECT c.name, (SELECT AVG(hp) FROM creature_maturity m WHERE m.creature_id = c.id), COUNT(*), AVG(g.value) "
      "FROM global g JOIN creature c ON c.id = g.creature_id "
      "WHERE g.type = 'Hunting' AND NOT g.is_hof AND g.value IS NOT NULL GROUP BY c.id HAVING COUNT(*) >= ?1");
  rows->bind(1, least);
  std::vector<SpeciesLoot> out;
  while (rows->step())
    if (!rows->is_null(1)) out.push_back({rows->text(0), rows->real(1), rows->int64(2), rows->real(3)});
  return out;
}

std::int64_t globals_between(std::int64_t from, std::int64_t to) {
  return count("SELECT COUNT(*) FROM global WHERE ts > " + std::to_string(from) + " AND ts <= " + std::to_string(to));
}

std::int64_t avatars_between(std::int64_t from, std::int64_t to) {
  return count("SELECT COUNT(DISTINCT avatar_id) FROM global WHERE ts > " + std::to_string(from) + " AND ts <= " +
               std::to_string(to));
}

constexpr std::int64_t kDay = 86400;

}  // namespace

TEST_CASE("demo aggregate: a hunting global's value grows with its creature's HP", "[demo][aggregates]") {
  const std::vector<SpeciesLoot> species = species_loot(15);
  REQUIRE(species.size() >= 15);
  std::vector<double> hp, value;
  for (const SpeciesLoot& s : species) {
    hp.push_back(s.mean_hp);
    value.push_back(s.mean_value);
  }
  CHECK(rank_correlation(hp, value) > 0.7);
}

TEST_CASE("demo aggregate: mid-level creatures are hunted most, the smallest and the giants seldom",
          "[demo][aggregates]") {
  std::vector<SpeciesLoot> species = species_loot(1);
  REQUIRE(species.size() >= 20);
  std::sort(species.begin(), species.end(),
            [](const SpeciesLoot& a, const SpeciesLoot& b) { return a.globals > b.globals; });
  for (size_t i = 0; i < 5; ++i) {  // the five most hunted: mid-level (hundreds to a few thousand HP)
    INFO(species[i].name << ": " << species[i].globals << " globals, mean HP " << species[i].mean_hp);
    CHECK(species[i].mean_hp >= 150);
    CHECK(species[i].mean_hp <= 8000);
  }
  const auto globals_of = [&](const std::string& name) {
    const auto found = std::find_if(species.begin(), species.end(), [&](const SpeciesLoot& s) { return s.name == name; });
    return found == species.end() ? 0 : found->globals;
  };
  const std::int64_t median = species[species.size() / 2].globals;
  CHECK(globals_of("Atrox") > median);          // the best-known mid-level Calypso creature
  CHECK(globals_of("Leviathan") * 4 < median);  // a giant of 40,000-160,000 HP
  CHECK(globals_of("Chirpy") * 2 < median);     // 20-130 HP: its loot seldom reaches a global
}

TEST_CASE("demo aggregate: the busiest avatar makes at most 3 % of all globals", "[demo][aggregates]") {
  const std::int64_t total = count("SELECT COUNT(*) FROM global");
  const std::int64_t busiest =
      count("SELECT MAX(n) FROM (SELECT COUNT(*) AS n FROM global WHERE avatar_id IS NOT NULL GROUP BY avatar_id)");
  INFO(busiest << " of " << total);
  CHECK(busiest * 100 <= total * 3);
}

TEST_CASE("demo aggregate: an avatar is a current member of one team at most, and its stays in teams never overlap",
          "[demo][aggregates]") {
  CHECK(count("SELECT COUNT(*) FROM team_member") > 0);
  CHECK(count("SELECT MAX(n) FROM (SELECT COUNT(*) AS n FROM team_member WHERE left_at IS NULL GROUP BY avatar_id)") ==
        1);
  CHECK(count("SELECT COUNT(*) FROM team_member a JOIN team_member b ON a.avatar_id = b.avatar_id AND a.rowid < b.rowid "
              "WHERE a.joined_at < COALESCE(b.left_at, 9e18) AND b.joined_at < COALESCE(a.left_at, 9e18)") == 0);
  CHECK(count("SELECT COUNT(*) FROM team_member WHERE left_at IS NOT NULL") > 0);  // a dated history, not only rosters
}

TEST_CASE("demo aggregate: the last 24 hours hold about as many globals as each of the seven days before them",
          "[demo][aggregates]") {
  const std::int64_t now = snap::test::kTestNowSeconds;
  const std::int64_t last_day = globals_between(now - kDay, now);
  const double week_mean = static_cast<double>(globals_between(now - 8 * kDay, now - kDay)) / 7.0;
  INFO("last 24 h " << last_day << ", a day of the week before " << week_mean);
  CHECK(static_cast<double>(last_day) >= 0.6 * week_mean);
  CHECK(static_cast<double>(last_day) <= 1.6 * week_mean);
}

TEST_CASE("demo aggregate: globals and active avatars over the last 30 days move the same way against the 30 before",
          "[demo][aggregates]") {
  const std::int64_t now = snap::test::kTestNowSeconds;
  const std::int64_t globals_now = globals_between(now - 30 * kDay, now);
  const std::int64_t globals_before = globals_between(now - 60 * kDay, now - 30 * kDay);
  const std::int64_t avatars_now = avatars_between(now - 30 * kDay, now);
  const std::int64_t avatars_before = avatars_between(now - 60 * kDay, now - 30 * kDay);
  INFO("globals " << globals_before << " -> " << globals_now << ", avatars " << avatars_before << " -> " << avatars_now);
  CHECK((globals_now > globals_before) == (avatars_now > avatars_before));
}

TEST_CASE("demo aggregate: no avatar leads more than two of the six leaderboards", "[demo][aggregates]") {
  std::map<std::int64_t, int> boards_led;
  auto leaders = demo_db().prepare_uncached("SELECT board, avatar_id FROM leaderboard_standing WHERE rank = 1");
  int boards = 0;
  while (leaders->step()) {
    ++boards_led[leaders->int64(1)];
    ++boards;
  }
  REQUIRE(boards == 6);
  for (const auto& [avatar, led] : boards_led) {
    INFO("avatar " << avatar);
    CHECK(led <= 2);
  }
}

TEST_CASE("demo aggregate: deposits and constructed items global from 50 PED, hunting under 50 only for small creatures",
          "[demo][aggregates]") {
  CHECK(count("SELECT COUNT(*) FROM global WHERE type IN ('Mining', 'Space Mining', 'Construction') AND value < 50") == 0);
  CHECK(count("SELECT COUNT(*) FROM global WHERE type = 'Hunting' AND value < 50") > 0);
  // A kill under 50 PED is of a small creature: none of a species whose every maturity has 1,000 HP or more.
  CHECK(count("SELECT COUNT(*) FROM global g JOIN creature c ON c.id = g.creature_id WHERE g.type = 'Hunting' AND "
              "g.value < 50 AND (SELECT MIN(hp) FROM creature_maturity m WHERE m.creature_id = c.id) >= 1000") == 0);
}

TEST_CASE("demo aggregate: a team global names its team and no avatar, as the chat log writes it",
          "[demo][aggregates]") {
  CHECK(count("SELECT COUNT(*) FROM global WHERE is_team") > 0);
  CHECK(count("SELECT COUNT(*) FROM global WHERE is_team AND avatar_id IS NOT NULL") == 0);
  CHECK(count("SELECT COUNT(*) FROM global WHERE is_team AND message NOT LIKE 'Team \"%'") == 0);
}

TEST_CASE("demo aggregate: (Shared Loot) is loot shared by a team with no name, not a team",
          "[demo][aggregates]") {
  CHECK(count("SELECT COUNT(*) FROM team WHERE name = '(Shared Loot)'") == 0);
  const std::int64_t shared = count("SELECT COUNT(*) FROM global WHERE message LIKE 'Team \"(Shared Loot)\" %'");
  CHECK(shared > 0);
  CHECK(count("SELECT COUNT(*) FROM global WHERE is_team AND team_id IS NULL AND avatar_id IS NULL") == shared);
  // Named teams' globals outnumber shared loot, as the busiest team's did when "(Shared Loot)" was one.
  CHECK(count("SELECT COUNT(*) FROM global WHERE team_id IS NOT NULL") > shared);
}

TEST_CASE("demo aggregate: a discovery names an item new to the game: once, and named by nothing before it",
          "[demo][aggregates]") {
  const std::int64_t discoveries = count("SELECT COUNT(*) FROM global WHERE type = 'Discovery'");
  CHECK(discoveries >= 20);
  CHECK(count("SELECT COUNT(DISTINCT subject) FROM global WHERE type = 'Discovery'") == discoveries);
  CHECK(count("SELECT COUNT(*) FROM global d WHERE d.type = 'Discovery' AND (d.subject IN (SELECT item_name FROM "
              "creature_loot) OR d.subject IN (SELECT material_name FROM blueprint_material) OR d.subject IN "
              "(SELECT name FROM material))") == 0);
  CHECK(count("SELECT COUNT(*) FROM global d JOIN global g ON g.subject = d.subject AND g.ts < d.ts "
              "WHERE d.type = 'Discovery'") == 0);
  // spread over the two years, not all in their first weeks
  const std::int64_t now = snap::test::kTestNowSeconds;
  CHECK(count("SELECT COUNT(*) FROM global WHERE type = 'Discovery' AND ts > " + std::to_string(now - 365 * kDay)) >=
        discoveries / 3);
}

TEST_CASE("demo aggregate: Calypso's creatures are hunted most, and a resource worth more a unit globals larger",
          "[demo][aggregates]") {
  const std::int64_t hunting = count("SELECT COUNT(*) FROM global WHERE type = 'Hunting' AND creature_id IS NOT NULL");
  const std::int64_t calypso = count(
      "SELECT COUNT(*) FROM global g JOIN creature c ON c.id = g.creature_id JOIN planet p ON p.id = c.planet_id "
      "WHERE g.type = 'Hunting' AND p.name = 'Calypso'");
  const std::int64_t calypso_species =
      count("SELECT COUNT(*) FROM creature c JOIN planet p ON p.id = c.planet_id WHERE p.name = 'Calypso'");
  const std::int64_t all_species = count("SELECT COUNT(*) FROM creature");
  INFO(calypso << " of " << hunting << " kills, " << calypso_species << " of " << all_species << " species");
  CHECK(calypso * all_species > hunting * calypso_species);  // more than its share of species
  // mean plain deposit value of the dearer half of resources (by TT a unit) above the cheaper half's
  auto rows = demo_db().prepare_uncached(
      "SELECT m.tt, AVG(g.value) FROM global g JOIN material m ON m.name = g.subject WHERE g.type = 'Mining' AND "
      "NOT g.is_hof AND m.tt IS NOT NULL GROUP BY m.id HAVING COUNT(*) >= 10 ORDER BY m.tt");
  std::vector<double> values;
  while (rows->step()) values.push_back(rows->real(1));
  REQUIRE(values.size() >= 6);
  double cheap = 0, dear = 0;
  const size_t half = values.size() / 2;
  for (size_t i = 0; i < half; ++i) cheap += values[i] / static_cast<double>(half);
  for (size_t i = values.size() - half; i < values.size(); ++i) dear += values[i] / static_cast<double>(half);
  INFO("cheaper half " << cheap << " PED, dearer half " << dear << " PED");
  CHECK(dear > cheap * 1.1);
}
