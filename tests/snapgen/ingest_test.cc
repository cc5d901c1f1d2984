// ingest_test.cc: `snapgen ingest` (issue 13) through ingest_lines() on a temporary database, and once through
// the CLI with --follow while the log grows: every global wording of shared/domain/chat-log.md, trade-channel
// messages, players' fakes, unknown and malformed lines, lines read twice, a log appended to, cut short and
// replaced.
#include <catch2/catch.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <thread>
#include <tuple>

#include "core/db/migrations.h"
#include "snapgen/derived/refresh_derived.h"
#include "snapgen/ingest/line_ingester.h"
#include "tests/support/chat_log.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/eventually.h"
#include "tests/support/processes.h"
#include "tests/support/test_clock.h"

using namespace snap;
using snap::test::chat_line;
using snap::test::globals_line;

namespace {

const UnixTime kNow = snap::test::kTestNowSeconds;

class IngestFixture {
 public:
  IngestFixture() {
    dir_ = snap::test::make_temp_dir("ingest");
    db_ = std::make_unique<Database>(db_path(), OpenMode::Create);
    db_->exec("PRAGMA journal_mode = WAL");
    migrate(*db_);
    refresh_derived(*db_, kNow);
  }
  ~IngestFixture() {
    db_.reset();
    snap::test::remove_tree(dir_);
  }
  std::string db_path() const { return dir_ + "/ingest.db"; }
  std::string path(const std::string& name) const { return dir_ + "/" + name; }
  Database& db() { return *db_; }
  std::int64_t count(const std::string& sql) { return db_->scalar_int(sql); }
  std::string row(const std::string& sql) {
    auto stmt = db_->prepare_uncached(sql);
    std::string out;
    if (!stmt->step()) return "<no row>";
    for (int i = 0; i < stmt->column_count(); ++i)
      out += (i ? "|" : "") + (stmt->is_null(i) ? std::string("null") : stmt->text(i));
    return out;
  }

 private:
  std::string dir_;
  std::unique_ptr<Database> db_;
};

std::vector<std::string> every_kind() {
  return {
      globals_line("2026-11-20 11:00:01",
                   "Mira Quickshot Holm killed a creature (Atrox Young) with a value of 85 PED!"),
      globals_line("2026-11-20 11:00:02",
                   "Rin Swift Oda killed a creature (Araneatrox Young) with a value of 59 PED at Takuta Plateau!"),
      globals_line("2026-11-20 11:00:03",
                   "Team &quot;Iron Wolves&quot; killed a creature (Warrior C1-TF) with a value of 102 PED!"),
      globals_line("2026-11-20 11:00:04",
                   "Tor Ore Lund found a deposit (Caldorite Stone) with a value of 176 PED at F.O.M.A. - FORTUNA!"),
      globals_line("2026-11-20 11:00:05",
                   "Vela Rock Dunn found a deposit (C-type Asteroid VI) with a value of 52 PED!"),
      globals_line("2026-11-20 11:00:06", "Ada Forge Lind constructed an item (Explosive Projectiles) worth 74 PED!"),
      globals_line("2026-11-20 11:00:07",
                   "Lio Lucky Park has found a rare item (Modified Hyperion Armor Catalyst) with a "
                   "value of 40 PEC! A record has been added to the Hall of Fame!"),
      globals_line("2026-11-20 11:00:08",
                   "Kai Scout Berg is the first colonist to discover Mayhem Gold Cosmetic Token. "
                   "Item discovered in Mayhem Annihilation 06!"),
      globals_line("2026-11-20 11:00:09",
                   "Geo Tier Moss is the first colonist to reach tier 7 for A.R.C. Adept Leg Guards (M,L)!"),
      globals_line("2026-11-20 11:00:10",
                   "Big Rolf Hansen defeated 12 others in a row before succumbing! A record has "
                   "been added to the Hall of Fame!"),
      globals_line("2026-11-20 11:00:11",
                   "Zed Loot Varg killed a creature (Atrox Old) with a value of 67638 PED! A "
                   "record has been added to the Hall of Fame ALL TIME HIGH. Congratulations!"),
  };
}

}  // namespace

TEST_CASE("ingest records every global wording of a [Globals] [] line with its fields", "[ingest]") {
  IngestFixture f;
  const IngestCounts counts = ingest_lines(f.db(), every_kind(), kNow);
  CHECK(counts.globals == 11);
  CHECK(counts.repeated == 0);
  CHECK(f.count("SELECT COUNT(*) FROM global") == 11);
  CHECK(f.row("SELECT type, value, subject, location, is_hof, is_ath FROM global WHERE message LIKE 'Rin Swift%'") ==
        "Hunting|59.0|Araneatrox Young|Takuta Plateau|0|0");
  CHECK(f.row("SELECT g.type, t.name, g.avatar_id, g.is_team FROM global g JOIN team t ON t.id = g.team_id") ==
        "Hunting|Iron Wolves|null|1");
  CHECK(f.row("SELECT type, value, is_hof FROM global WHERE type = 'Rare Item'") == "Rare Item|0.4|1");
  CHECK(f.row("SELECT type FROM global WHERE subject = 'C-type Asteroid VI'") == "Space Mining");
  CHECK(f.row("SELECT tier, value FROM global WHERE type = 'Tiered Item'") == "7|null");
  CHECK(f.row("SELECT pvp_kills FROM global WHERE type = 'PvP'") == "12");
  CHECK(f.row("SELECT is_hof, is_ath, value FROM global WHERE value > 60000") == "1|1|67638.0");
  CHECK(f.row("SELECT datetime(ts, 'unixepoch') FROM global WHERE message LIKE 'Mira%'") == "2026-11-20 11:00:01");
  CHECK(counts.avatars_created == 10);
  CHECK(counts.teams_created == 1);
  // The derived figures the API reads came up to date in the same transaction.
  CHECK(f.count("SELECT count FROM global_count WHERE shape = 'all'") == 11);
  CHECK(f.count("SELECT COUNT(*) FROM global_fts WHERE global_fts MATCH 'Araneatrox'") == 1);
  CHECK(f.count("SELECT COUNT(*) FROM search_entry WHERE name = 'Mira Quickshot Holm'") == 1);
}

TEST_CASE(
    "ingest trusts only [Globals] [] lines: players' fakes in other channels, unknown wordings and malformed "
    "lines are counted and not recorded",
    "[ingest]") {
  IngestFixture f;
  const IngestCounts counts =
      ingest_lines(f.db(),
                   {chat_line("2026-11-20 11:00:01", "#calytrade", "Fake Guy",
                              "Fake Guy killed a creature (Atrox Old) with a value "
                              "of 9999 PED!"),
                    chat_line("2026-11-20 11:00:02", "Globals", "Sneaky Sender",
                              "Sneaky Sender killed a creature (Atrox Old) with "
                              "a value of 9999 PED!"),
                    globals_line("2026-11-20 11:00:03", "Something nobody has seen before happened!"),
                    "not a chat line at all", "2026-13-45 99:00:00 [Globals] [] broken time",
                    chat_line("2026-11-20 11:00:04", "System", "", "You received Shrapnel x (4762) Value: 0.4762 PED")},
                   kNow);
  CHECK(counts.lines == 6);
  CHECK(counts.globals == 0);
  CHECK(f.count("SELECT COUNT(*) FROM global") == 0);
  CHECK(counts.unknown_globals == 1);
  CHECK(counts.trade_messages == 1);  // the fake is a trade message, which it is
  CHECK(counts.other == 4);
}

TEST_CASE("ingest records trade-channel messages with their intent, once", "[ingest]") {
  IngestFixture f;
  const std::vector<std::string> lines = {
      chat_line("2026-11-20 11:00:01", "#calytrade", "Mira Quickshot Holm", "WTS Atrox Young hides, 105%"),
      chat_line("2026-11-20 11:00:02", "#trade", "Tor Ore Lund", "wtb lysterium &amp; oil"),
      chat_line("2026-11-20 11:00:03", "#calyrookie", "Tor Ore Lund", "hello"),
  };
  CHECK(ingest_lines(f.db(), lines, kNow).trade_messages == 2);
  CHECK(f.row("SELECT channel, sender_name, intent, message FROM trade_message ORDER BY id DESC") ==
        "#trade|Tor Ore Lund|WTB|wtb lysterium & oil");
  CHECK(f.count("SELECT COUNT(*) FROM trade_message_fts WHERE trade_message_fts MATCH 'lysterium'") == 1);
  CHECK(ingest_lines(f.db(), lines, kNow).repeated == 2);
  CHECK(f.count("SELECT COUNT(*) FROM trade_message") == 2);
}

TEST_CASE(
    "the trade time-order mark follows ingest while message times ascend, stops where one goes back, and "
    "equals the rebuild's",
    "[ingest][trade]") {
  IngestFixture f;
  const auto mark = [&] { return f.row("SELECT value FROM dataset_meta WHERE key = 'trade_time_ordered_through_id'"); };
  CHECK(mark() == "0");  // an empty table is in order
  ingest_lines(f.db(),
               {chat_line("2026-11-20 11:00:01", "#trade", "Mira Quickshot Holm", "WTS Atrox Young hides"),
                chat_line("2026-11-20 11:00:02", "#trade", "Tor Ore Lund", "wtb oil")},
               kNow);
  CHECK(mark() == f.row("SELECT MAX(id) FROM trade_message"));
  const std::string in_order = mark();
  ingest_lines(f.db(),
               {chat_line("2026-11-20 11:00:03", "#trade", "Tor Ore Lund", "wtb more oil"),
                chat_line("2026-11-20 10:59:00", "#trade", "Ada Forge Lind", "wts ammo, late line"),
                chat_line("2026-11-20 11:00:04", "#trade", "Ada Forge Lind", "wts ammo")},
               kNow);
  const std::string stopped = mark();
  CHECK(stopped == f.row("SELECT id FROM trade_message WHERE message = 'wtb more oil'"));
  ingest_lines(f.db(), {chat_line("2026-11-20 11:00:05", "#trade", "Tor Ore Lund", "wtb oil again")}, kNow);
  CHECK(mark() == stopped);  // once broken, only a rebuild moves it
  refresh_derived(f.db(), kNow);
  CHECK(mark() == stopped);
  CHECK(std::stoll(in_order) < std::stoll(stopped));
}

TEST_CASE("rule: ingest brings the next posts of the repost keys it adds up to date, as the rebuild stores them",
          "[ingest][trade]") {
  IngestFixture f;
  const auto differing = [&] {
    return f.count(
        "SELECT COUNT(*) FROM trade_message t JOIN trade_next_post_rule r USING (id)"
        " WHERE t.next_post_ts IS NOT r.next_post_ts OR t.next_post_in_channel_ts IS NOT r.next_post_in_channel_ts");
  };
  ingest_lines(f.db(),
               {chat_line("2026-11-20 11:00:01", "#trade", "Mira Quickshot Holm", "WTS Atrox Young hides"),
                chat_line("2026-11-20 11:00:02", "#trade", "Tor Ore Lund", "wtb oil")},
               kNow);
  CHECK(f.count("SELECT COUNT(*) FROM trade_message WHERE next_post_ts IS NULL") == 2);
  // Reposts in another channel and in the same one, and a line older than every post of its key.
  ingest_lines(f.db(),
               {chat_line("2026-11-20 11:10:00", "#calytrade", "Mira Quickshot Holm", "WTS Atrox Young hides"),
                chat_line("2026-11-20 11:20:00", "#trade", "Mira Quickshot Holm", "WTS Atrox Young hides"),
                chat_line("2026-11-20 10:50:00", "#trade", "Mira Quickshot Holm", "WTS Atrox Young hides")},
               kNow);
  CHECK(differing() == 0);
  const auto at = [&](const char* channel, const char* time) {
    return "(SELECT ts FROM trade_message WHERE channel = '" + std::string(channel) +
           "' AND ts = CAST(strftime('%s', '" + time + "') AS INTEGER))";
  };
  CHECK(f.row("SELECT next_post_ts = " + at("#calytrade", "2026-11-20 11:10:00") +
              ", next_post_in_channel_ts = " + at("#trade", "2026-11-20 11:20:00") +
              " FROM trade_message WHERE ts = " + at("#trade", "2026-11-20 11:00:01")) == "1|1");
  CHECK(f.row("SELECT next_post_ts = " + at("#trade", "2026-11-20 11:00:01") +
              " FROM trade_message WHERE ts = " + at("#trade", "2026-11-20 10:50:00")) == "1");
  CHECK(f.row("SELECT next_post_ts, next_post_in_channel_ts FROM trade_message WHERE ts = " +
              at("#trade", "2026-11-20 11:20:00")) == "null|null");
  refresh_derived(f.db(), kNow);
  CHECK(differing() == 0);
}

TEST_CASE("lines read a second time record nothing twice, in a later batch or in the same one", "[ingest]") {
  IngestFixture f;
  std::vector<std::string> lines = every_kind();
  ingest_lines(f.db(), lines, kNow);
  const std::string version = f.row("SELECT value FROM dataset_meta WHERE key = 'data_version'");
  const IngestCounts again = ingest_lines(f.db(), lines, kNow);
  CHECK(again.globals == 0);
  CHECK(again.repeated == 11);
  CHECK(f.count("SELECT COUNT(*) FROM global") == 11);
  CHECK(f.row("SELECT value FROM dataset_meta WHERE key = 'data_version'") == version);  // nothing new, no new version
  lines.push_back(
      globals_line("2026-11-20 11:30:00", "New Face Here killed a creature (Atrox Young) with a value of 60 PED!"));
  lines.push_back(lines.back());
  const IngestCounts mixed = ingest_lines(f.db(), lines, kNow);
  CHECK(mixed.globals == 1);
  CHECK(mixed.repeated == 12);
  CHECK(f.count("SELECT count FROM global_count WHERE shape = 'all'") == 12);
}

// 6,000 lines of every kind (more than the reader may run ahead of the writer): globals in time order, unknown
// wordings, trade messages, malformed lines and lines repeated at once.
std::vector<std::string> mixed_lines() {
  std::vector<std::string> lines;
  for (int k = 0; k < 6000; ++k) {
    char time[32];
    std::snprintf(time, sizeof time, "2026-11-20 %02d:%02d:%02d", 8 + k / 3600, k / 60 % 60, k % 60);
    if (k % 7 == 3) {
      lines.push_back(globals_line(time, "Avatar " + std::to_string(k) + " did something new!"));
    } else if (k % 11 == 5) {
      lines.push_back(chat_line(time, "#trade", "Avatar " + std::to_string(k % 50), "WTS oil " + std::to_string(k)));
    } else if (k % 13 == 6) {
      lines.push_back("broken line " + std::to_string(k));
    } else {
      lines.push_back(globals_line(time, "Avatar " + std::to_string(k % 97) +
                                             " killed a creature (Atrox Young) with a value of " +
                                             std::to_string(50 + k) + " PED!"));
    }
    if (k % 17 == 0) lines.push_back(lines.back());
  }
  return lines;
}

TEST_CASE("a batch read on a second thread records exactly what the same lines record read on the writer's",
          "[ingest]") {
  const std::vector<std::string> lines = mixed_lines();
  IngestFixture threaded, inline_read;
  const IngestCounts whole = ingest_lines(threaded.db(), lines, kNow);  // one batch: read ahead on a thread
  IngestCounts parts;                                                   // batches small enough to read at once
  for (size_t from = 0; from < lines.size(); from += 500) {
    const std::vector<std::string> part(lines.begin() + from, lines.begin() + std::min(lines.size(), from + 500));
    parts.add(ingest_lines(inline_read.db(), part, kNow));
  }
  CHECK(whole.globals > 2000);
  CHECK(whole.unknown_globals > 400);
  CHECK(whole.trade_messages > 200);
  CHECK(whole.repeated > 100);
  CHECK(whole.other > 100);
  CHECK(std::make_tuple(whole.lines, whole.globals, whole.trade_messages, whole.repeated, whole.unknown_globals,
                        whole.other, whole.avatars_created) ==
        std::make_tuple(parts.lines, parts.globals, parts.trade_messages, parts.repeated, parts.unknown_globals,
                        parts.other, parts.avatars_created));
  const char* const kRecorded =
      "SELECT group_concat(g.ts || ' ' || a.name || ' ' || g.value || ' ' || g.message, char(10))"
      " FROM (SELECT * FROM global ORDER BY id) g JOIN avatar a ON a.id = g.avatar_id";
  CHECK(threaded.row(kRecorded) == inline_read.row(kRecorded));
  CHECK(threaded.row("SELECT group_concat(message, char(10)) FROM (SELECT message FROM trade_message ORDER BY id)") ==
        inline_read.row("SELECT group_concat(message, char(10)) FROM (SELECT message FROM trade_message ORDER BY id)"));
}

// `snapgen ingest --follow` of a chat log in the fixture's folder that starts with one line (at the fixture's
// clock), and how many globals the database holds meanwhile.
struct FollowedLog {
  explicit FollowedLog(IngestFixture& f)
      : db(f.db_path()), log(log_of_one_line(f.path("chat.log"))),
        follower(snap::test::snapgen_bin(), {"ingest", "--db", db, "--follow", "--now", snap::test::kFixtureNow, log}) {}
  static std::string log_of_one_line(const std::string& path) {
    snap::test::write_lines(path, {every_kind()[0]});
    return path;
  }
  std::int64_t globals() const {
    Database reader(db, OpenMode::ReadOnly);
    return reader.scalar_int("SELECT COUNT(*) FROM global");
  }
  std::string db, log;
  snap::test::BackgroundProcess follower;
};

TEST_CASE(
    "snapgen ingest --follow records lines as they are appended, reads a log cut short or replaced from its "
    "start, and stops cleanly on SIGTERM",
    "[ingest][follow]") {
  IngestFixture f;
  FollowedLog followed(f);
  REQUIRE(snap::test::eventually([&] { return followed.globals() == 1; }));
  snap::test::write_lines(followed.log, {every_kind()[1], every_kind()[2]}, true);
  REQUIRE(snap::test::eventually([&] { return followed.globals() == 3; }));
  // A half-written line waits for its end.
  { std::ofstream(followed.log, std::ios::app) << every_kind()[3].substr(0, 30); }
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  CHECK(followed.globals() == 3);
  { std::ofstream(followed.log, std::ios::app) << every_kind()[3].substr(30) << "\n"; }
  REQUIRE(snap::test::eventually([&] { return followed.globals() == 4; }));
  // Cut short (the game started a new log in place): read again from the start; the old lines are not recorded twice.
  snap::test::write_lines(followed.log, {every_kind()[0], every_kind()[4]});
  REQUIRE(snap::test::eventually([&] { return followed.globals() == 5; }));
  // Replaced by a new file under the same name.
  std::filesystem::rename(followed.log, followed.log + ".old");
  snap::test::write_lines(followed.log, {every_kind()[5]});
  REQUIRE(snap::test::eventually([&] { return followed.globals() == 6; }));
  CHECK(followed.follower.stop() == 0);
  INFO(followed.follower.output());
  CHECK(followed.follower.output().find("ingested") != std::string::npos);
}

TEST_CASE("rule: snapgen ingest --follow waits out another writer that holds the database past SQLite's 5 s, and "
          "records the batch once it lets go",
          "[ingest][follow]") {
  IngestFixture f;
  FollowedLog followed(f);
  REQUIRE(snap::test::eventually([&] { return followed.globals() == 1; }));
  {
    Database other_writer(f.db_path(), OpenMode::ReadWrite);  // as a build rebuilding its standings on a busy machine
    snap::Transaction held(other_writer);
    snap::test::write_lines(followed.log, {every_kind()[1], every_kind()[2]}, true);
    REQUIRE(snap::test::eventually(
        [&] { return followed.follower.output().find("another writer holds the database") != std::string::npos; }));
    CHECK(followed.globals() == 1);
  }
  REQUIRE(snap::test::eventually([&] { return followed.globals() == 3; }));
  CHECK(followed.follower.stop() == 0);  // still following, and stops as ever
  INFO(followed.follower.output());
}

