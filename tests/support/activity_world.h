// activity_world.h: a database of hand-written activity rows (avatars, globals, recorded PvP kills) at the
// fixed test clock, built with the real `snapgen build` and served by two real snapedge processes (one with the
// snapshot, one rendering live). The worlds of the leaderboard and statistics tests; each test that changes
// data makes its own.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tests/support/processes.h"
#include "tests/support/test_clock.h"

namespace snap::test {

struct GlobalRow {
  GlobalRow(std::string avatar_name, std::string global_type, std::optional<double> ped, std::int64_t time,
            bool team_global = false, std::optional<std::int64_t> kills = std::nullopt,
            std::string global_subject = "Atrox Young")
      : avatar(std::move(avatar_name)), type(std::move(global_type)), value(ped), ts(time), team(team_global),
        pvp_kills(kills), subject(std::move(global_subject)) {}

  std::string avatar;                  // name; the avatar is created on first use (slug from the name)
  std::string type;                    // Hunting ... PvP
  std::optional<double> value;         // PED
  std::int64_t ts;
  bool team;                           // a team global (is_team = 1, team "Test Team")
  std::optional<std::int64_t> pvp_kills;
  std::string subject;
};

struct KillRow {
  std::string killer, victim;
  std::int64_t ts = 0;
};

class ActivityWorld {
 public:
  // Writes the rows into a fresh migrated database and runs `snapgen build`, then starts both edges.
  ActivityWorld(const std::vector<GlobalRow>& globals, const std::vector<KillRow>& kills);
  ~ActivityWorld();
  ActivityWorld(const ActivityWorld&) = delete;
  ActivityWorld& operator=(const ActivityWorld&) = delete;

  // Adds rows in one transaction and stamps a new data version (as an import does); no build.
  void add(const std::vector<GlobalRow>& globals, const std::vector<KillRow>& kills = {});
  // `snapgen build` at `now` (default the test clock), then waits until the snapshot edge serves the new version;
  // fails the test unless both happen. Returns the build's output.
  std::string build(const std::string& now = kFixtureNow);

  const EdgeProcess& edge() const { return *edge_; }  // serves the snapshot
  const EdgeProcess& live() const { return *live_; }  // renders everything live
  const std::string& db_path() const { return db_; }
  const std::string& snapshots() const { return snapshots_; }

 private:
  std::string dir_, db_, snapshots_;
  std::unique_ptr<EdgeProcess> edge_, live_;
};

}  // namespace snap::test
