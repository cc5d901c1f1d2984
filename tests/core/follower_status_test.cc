// follower_status_test.cc: the follower's status file (core/follower_status.h) written and read back, and the
// rule that makes an edge stale.
#include <catch2/catch.hpp>
#include <fstream>

#include "core/follower_status.h"
#include "tests/support/processes.h"

using namespace snap;

TEST_CASE("rule: an edge is stale while its follower is silent for 10 s or more than 1,000 messages behind",
          "[follower]") {
  const std::string dir = test::make_temp_dir("follower-status");
  const std::string path = dir + "/follower.json";
  const UnixTime now = 1795176000;
  CHECK(follower_staleness(read_follower_status(path), now) == "the follower has written no status");

  REQUIRE(write_follower_status(path, {now - 3, 1000}));
  const auto read = read_follower_status(path);
  REQUIRE(read);
  CHECK(read->at == now - 3);
  CHECK(read->behind == 1000);
  CHECK(follower_staleness(read, now).empty());
  CHECK(follower_staleness(FollowerStatus{now - 3, 1001}, now) == "the follower is 1001 messages behind the activity log");
  CHECK(follower_staleness(FollowerStatus{now - 11, 0}, now) == "the follower last wrote 11 s ago");
  CHECK(follower_staleness(FollowerStatus{now, std::nullopt}, now).empty());  // the log unreachable: every edge alike

  REQUIRE(write_follower_status(path, {now, std::nullopt}));
  CHECK_FALSE(read_follower_status(path)->behind.has_value());
  std::ofstream(path, std::ios::trunc) << "{\"at\":";  // not a status
  CHECK_FALSE(read_follower_status(path).has_value());
  test::remove_tree(dir);
}
