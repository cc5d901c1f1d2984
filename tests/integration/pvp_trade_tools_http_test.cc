// pvp_trade_tools_http_test.cc: query_pvp, aggregate_pvp, query_trade_messages and aggregate_trade_messages
// through a real snapedge over the small demo: their schemas in GET /tools, answers checked against SQL on the
// demo database, typo-tolerant avatar names named in the note, the default time window, reposts counted once,
// list arguments, 400s naming the argument, and ignoredParameters.
#include <catch2/catch.hpp>
#include <filesystem>
#include <set>
#include <string>

#include "core/clock.h"
#include "core/db/database.h"
#include "tests/support/migration_check.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/processes.h"
#include "tests/support/test_clock.h"
#include "tests/support/test_worlds.h"
#include "tests/support/tool_calls.h"

using snap::Json;
using snap::Statement;
using snap::test::argument_schema;
using snap::test::catalogue_entry;
using snap::test::demo_world;
using snap::test::note_of;
using snap::test::ok_json;
using snap::test::tool;

namespace {

constexpr const char* kAllTime = "fromDate=2000-01-01";

const Json& listed_tool(const Json& catalogue, const std::string& name) {
  for (const Json& t : catalogue.at("tools"))
    if (t.at("name") == name) return t;
  FAIL("GET /tools does not list " << name);
  throw std::logic_error("unreachable");
}

std::string url(std::string text) {
  std::string out;
  for (char c : text) out += c == ' ' ? std::string("%20") : std::string(1, c);
  return out;
}

// The demo's busiest killer, and the same name with one letter of its last word dropped.
struct Misspelt {
  std::string name, typo;
};
Misspelt busiest_killer(snap::Database& db) {
  Statement& top = db.prepare(
      "SELECT a.name FROM pvp_kill p JOIN avatar a ON a.id = p.killer_avatar_id GROUP BY a.id"
      " ORDER BY count(*) DESC, a.id LIMIT 1");
  REQUIRE(top.step());
  Misspelt m{top.text(0), top.text(0)};
  top.reset();
  m.typo.erase(m.typo.rfind(' ') + 2, 1);
  return m;
}

// Offers in SQL: a post starts an offer unless the same repost key is posted again within the window after it.
std::string offer_count_sql(const std::string& where, const std::string& partition_extra = "") {
  return "SELECT count(*) FROM (SELECT ts, lead(ts) OVER (PARTITION BY " + partition_extra +
         "repost_key ORDER BY ts, id) AS next_ts FROM trade_message WHERE " + where +
         ") WHERE next_ts IS NULL OR next_ts - ts > 86400";
}

}  // namespace

TEST_CASE("GET /tools lists the PvP and trade tools with their arguments", "[tools]") {
  const Json catalogue = ok_json(*demo_world().live, "/tools");
  const Json& pvp = listed_tool(catalogue, "query_pvp").at("inputSchema").at("properties");
  for (const char* name : {"killer", "victim", "avatar", "weapon", "planet", "fromDate", "toDate", "limit"})
    CHECK(pvp.contains(name));
  CHECK(argument_schema(listed_tool(catalogue, "query_pvp").at("inputSchema"), "planet").at("type") == "array");
  CHECK(pvp.at("limit").at("default") == 20);
  CHECK(pvp.at("limit").at("maximum") == 100);
  const Json& aggregate = listed_tool(catalogue, "aggregate_pvp").at("inputSchema").at("properties");
  CHECK(aggregate.at("groupBy").at("enum") == Json::array({"killer", "victim", "weapon", "planet", "period"}));
  CHECK(aggregate.at("period").at("enum") == Json::array({"day", "week", "month"}));
  const Json& trade = listed_tool(catalogue, "query_trade_messages").at("inputSchema").at("properties");
  for (const char* name : {"text", "channel", "intent", "sender", "fromDate", "toDate", "repostWindowHours", "limit"})
    CHECK(trade.contains(name));
  CHECK(trade.at("intent").at("items").at("enum") == Json::array({"WTB", "WTS", "WTT"}));
  CHECK(trade.at("repostWindowHours").at("default") == 24);
  const Json& counts = listed_tool(catalogue, "aggregate_trade_messages").at("inputSchema").at("properties");
  CHECK(counts.at("groupBy").at("enum") == Json::array({"channel", "intent", "sender", "period"}));
}

TEST_CASE("query_pvp lists recorded kills newest first, as the table orders them", "[tools]") {
  const Json answer = tool("query_pvp?limit=5&" + std::string(kAllTime));
  CHECK(answer.at("columns") == Json::array({"id", "dateTime", "killer", "victim", "weapon", "planet", "location"}));
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  Statement& newest = db.prepare(
      "SELECT p.id, k.name, v.name FROM pvp_kill p JOIN avatar k ON k.id = p.killer_avatar_id"
      " JOIN avatar v ON v.id = p.victim_avatar_id ORDER BY p.ts DESC, p.id DESC LIMIT 5");
  REQUIRE(answer.at("rowCount") == 5);
  for (const Json& row : answer.at("rows")) {
    REQUIRE(newest.step());
    CHECK(row.at("id") == newest.int64(0));
    CHECK(row.at("killer") == newest.text(1));
    CHECK(row.at("victim") == newest.text(2));
  }
  newest.reset();
}

TEST_CASE("query_pvp resolves a misspelt killer, says so in the note, and lists only that killer's kills", "[tools]") {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  const Misspelt killer = busiest_killer(db);
  const Json answer = tool("query_pvp?limit=100&killer=" + url(killer.typo));
  CHECK_THAT(note_of(answer), Catch::Contains("'" + killer.typo + "' -> " + killer.name + " (typo: "));
  CHECK(answer.at("rowCount") == 100);  // the busiest killer has more: an avatar's kills are read from any time
  for (const Json& row : answer.at("rows")) CHECK(row.at("killer") == killer.name);
  std::string previous = "9999";
  for (const Json& row : answer.at("rows")) {
    CHECK(row.at("dateTime").get<std::string>() <= previous);
    previous = row.at("dateTime").get<std::string>();
  }
}

TEST_CASE("query_pvp with avatar lists the kills on either side", "[tools]") {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  const Misspelt killer = busiest_killer(db);
  const Json answer = tool("query_pvp?limit=100&avatar=" + url(killer.name));
  CHECK_THAT(note_of(answer), Catch::Contains("-> " + killer.name + " (exact)"));
  Statement& newest = db.prepare(
      "SELECT p.id FROM pvp_kill p JOIN avatar a ON a.name = ?1"
      " WHERE p.killer_avatar_id = a.id OR p.victim_avatar_id = a.id ORDER BY p.ts DESC, p.id DESC LIMIT 100");
  newest.bind(1, killer.name);
  for (const Json& row : answer.at("rows")) {
    REQUIRE(newest.step());
    CHECK(row.at("id") == newest.int64(0));
  }
  CHECK_FALSE(newest.step());
  newest.reset();
}

TEST_CASE("query_pvp takes planet as a list, by commas or by repeating it", "[tools]") {
  const Json by_commas = tool("query_pvp?limit=100&planet=calypso,HELL&" + std::string(kAllTime));
  const Json repeated = tool("query_pvp?limit=100&planet=Calypso&planet=hell&" + std::string(kAllTime));
  CHECK(by_commas.at("rows") == repeated.at("rows"));
  REQUIRE(by_commas.at("rowCount") == 100);
  std::set<std::string> planets;
  for (const Json& row : by_commas.at("rows")) planets.insert(row.at("planet").get<std::string>());
  CHECK(planets == std::set<std::string>{"Calypso", "HELL"});
}

TEST_CASE("aggregate_pvp counts kills by killer as SQL does", "[tools]") {
  const Json answer = tool("aggregate_pvp?groupBy=killer&limit=5&" + std::string(kAllTime));
  CHECK(answer.at("columns") == Json::array({"group", "count", "firstAt", "lastAt"}));
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  Statement& top = db.prepare(
      "SELECT a.name, count(*), min(p.ts), max(p.ts) FROM pvp_kill p JOIN avatar a ON a.id = p.killer_avatar_id"
      " GROUP BY a.id ORDER BY count(*) DESC LIMIT 5");
  for (const Json& row : answer.at("rows")) {
    REQUIRE(top.step());
    CHECK(row.at("group") == top.text(0));
    CHECK(row.at("count") == top.int64(1));
    CHECK(row.at("firstAt") == snap::format_iso8601(top.int64(2)));
    CHECK(row.at("lastAt") == snap::format_iso8601(top.int64(3)));
  }
  top.reset();
  CHECK_THAT(note_of(answer),
             Catch::Contains(std::to_string(db.scalar_int("SELECT count(*) FROM pvp_kill")) + " kills"));
}

TEST_CASE("aggregate_pvp without fromDate counts the last 24 hours and says so", "[tools]") {
  const Json answer = tool("aggregate_pvp?groupBy=planet");
  CHECK_THAT(note_of(answer), Catch::Contains("Only kills of the 24 hours before 2026-11-20T12:00:00Z were read"));
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  const std::int64_t day = db.scalar_int("SELECT count(*) FROM pvp_kill WHERE ts BETWEEN " +
                                         std::to_string(snap::test::kTestNowSeconds - 86400) + " AND " +
                                         std::to_string(snap::test::kTestNowSeconds));
  std::int64_t counted = 0;
  for (const Json& row : answer.at("rows")) counted += row.at("count").get<std::int64_t>();
  CHECK(counted == day);
  CHECK(day > 0);
}

TEST_CASE("aggregate_pvp by week labels each week by its Monday, newest first", "[tools]") {
  const Json answer = tool("aggregate_pvp?groupBy=period&period=week&limit=3&fromDate=2026-10-01");
  REQUIRE(answer.at("rowCount") == 3);
  CHECK(answer.at("rows")[0].at("group") == "2026-11-16");
  CHECK(answer.at("rows")[1].at("group") == "2026-11-09");
  CHECK(answer.at("rows")[2].at("group") == "2026-11-02");
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  CHECK(answer.at("rows")[1].at("count") == db.scalar_int("SELECT count(*) FROM pvp_kill WHERE ts >= strftime('%s', "
                                                          "'2026-11-09') AND ts < strftime('%s', '2026-11-16')"));
}

TEST_CASE("the PvP and trade tools refuse a bad argument with a 400 naming it", "[tools]") {
  const auto& edge = *demo_world().live;
  snap::test::require_problem(edge.get("/tools/query_pvp?limit=101"), 400, "limit");
  snap::test::require_problem(edge.get("/tools/query_pvp?fromDate=yesterday"), 400, "fromDate");
  snap::test::require_problem(edge.get("/tools/query_pvp?fromDate=2026-11-20&toDate=2026-11-01"), 400, "fromDate");
  snap::test::require_problem(edge.get("/tools/aggregate_pvp?groupBy=team"), 400, "groupBy");
  snap::test::require_problem(edge.get("/tools/query_trade_messages?intent=WTB,WTX"), 400, "intent");
  snap::test::require_problem(edge.get("/tools/query_trade_messages?repostWindowHours=-1"), 400, "repostWindowHours");
  snap::test::require_problem(edge.get("/tools/query_trade_messages?text=%2A%2A%2A"), 400, "text");
  snap::test::require_problem(edge.get("/tools/aggregate_trade_messages?groupBy=item"), 400, "groupBy");
}

TEST_CASE("an avatar name that nothing is close to is a 404", "[tools]") {
  snap::test::require_problem(demo_world().live->get("/tools/query_pvp?killer=qqqqqqqqqqqq"), 404);
  snap::test::require_problem(demo_world().live->get("/tools/aggregate_trade_messages?sender=qqqqqqqqqqqq"), 404);
}

TEST_CASE("the PvP and trade tools list undeclared parameters under ignoredParameters", "[tools]") {
  for (const char* name : {"query_pvp", "aggregate_pvp", "query_trade_messages", "aggregate_trade_messages"}) {
    const Json answer = tool(std::string(name) + "?limit=2&colour=red&sort=asc");
    CHECK(answer.at("ignoredParameters") == Json::array({"colour", "sort"}));
    CHECK_THAT(note_of(answer), Catch::Contains("Ignored parameters this tool does not declare: colour, sort."));
  }
}

TEST_CASE("query_trade_messages shows an offer once with how often it was reposted", "[tools]") {
  const Json answer = tool("query_trade_messages?limit=30&" + std::string(kAllTime));
  CHECK(answer.at("columns") ==
        Json::array({"id", "lastAt", "firstAt", "reposts", "channel", "sender", "intent", "message"}));
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  std::int64_t messages = 0, collapsed = 0;
  for (const Json& row : answer.at("rows")) {
    // The offer's posts: its newest and every earlier one of the same key less than a window after the next.
    Statement& posts = db.prepare(
        "SELECT t.ts FROM trade_message t JOIN trade_message newest ON newest.id = ?1"
        " WHERE t.repost_key = newest.repost_key AND t.ts <= newest.ts ORDER BY t.ts DESC, t.id DESC");
    posts.bind(1, row.at("id").get<std::int64_t>());
    std::int64_t count = 0, earliest = 0;
    while (posts.step()) {
      if (count > 0 && earliest - posts.int64(0) > 86400) break;
      earliest = posts.int64(0);
      ++count;
    }
    posts.reset();
    CHECK(row.at("reposts") == count);
    CHECK(row.at("firstAt") == snap::format_iso8601(earliest));
    messages += count;
    collapsed += count - 1;
  }
  CHECK(collapsed > 0);  // the demo reposts about a third of its offers
  CHECK_THAT(note_of(answer), Catch::Contains(std::to_string(messages) + " messages shown as 30 offers (" +
                                              std::to_string(collapsed) + " reposts collapsed)"));
  std::set<std::string> keys;
  for (const Json& row : answer.at("rows"))
    CHECK(keys.insert(row.at("sender").get<std::string>() + "|" + row.at("message").get<std::string>()).second);
}

TEST_CASE("query_trade_messages with a repost window of 0 hours keeps posts at other times apart", "[tools]") {
  const Json answer = tool("query_trade_messages?limit=50&repostWindowHours=0&" + std::string(kAllTime));
  for (const Json& row : answer.at("rows")) CHECK(row.at("firstAt") == row.at("lastAt"));
}

TEST_CASE("query_trade_messages matches whole words, and text never reaches FTS5 as syntax", "[tools]") {
  const Json answer = tool("query_trade_messages?limit=20&text=WTS&" + std::string(kAllTime));
  REQUIRE(answer.at("rowCount") == 20);
  for (const Json& row : answer.at("rows"))
    CHECK_THAT(row.at("message").get<std::string>(), Catch::Contains("wts", Catch::CaseSensitive::No));
  for (const char* text : {"wts%20OR", "%22wts", "NEAR(wts", "wts%20AND%20NOT", "wts*", "message:wts"})
    CHECK(demo_world().live->get("/tools/query_trade_messages?text=" + std::string(text)).status == 200);
}

TEST_CASE("query_trade_messages takes intent and channel as lists", "[tools]") {
  const Json answer =
      tool("query_trade_messages?limit=100&intent=WTB,WTT&channel=trade&channel=%23calytrade&" + std::string(kAllTime));
  REQUIRE(answer.at("rowCount") == 100);
  for (const Json& row : answer.at("rows")) {
    CHECK((row.at("intent") == "WTB" || row.at("intent") == "WTT"));
    CHECK((row.at("channel") == "#trade" || row.at("channel") == "#calytrade"));
  }
}

TEST_CASE("query_trade_messages resolves a misspelt sender, and takes a sender who is no tracked avatar", "[tools]") {
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  Statement& busiest = db.prepare(
      "SELECT sender_name FROM trade_message WHERE avatar_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1");
  REQUIRE(busiest.step());
  const std::string sender = busiest.text(0);
  busiest.reset();
  std::string typo = sender;
  typo.erase(typo.rfind(' ') + 2, 1);
  const Json answer = tool("query_trade_messages?sender=" + url(typo));
  CHECK_THAT(note_of(answer), Catch::Contains("'" + typo + "' -> " + sender + " (typo: "));
  CHECK(answer.at("rowCount") > 0);
  for (const Json& row : answer.at("rows")) CHECK(row.at("sender") == sender);

  Statement& untracked = db.prepare("SELECT sender_name FROM trade_message WHERE avatar_id IS NULL LIMIT 1");
  REQUIRE(untracked.step());
  const std::string stranger = untracked.text(0);
  untracked.reset();
  const Json theirs = tool("query_trade_messages?" + std::string(kAllTime) + "&sender=" + url(stranger));
  CHECK_THAT(note_of(theirs),
             Catch::Contains("'" + stranger + "' -> " + stranger + " (a sender who is not a tracked avatar)"));
  CHECK(theirs.at("rowCount") > 0);
  for (const Json& row : theirs.at("rows")) CHECK(row.at("sender") == stranger);
}

TEST_CASE("aggregate_trade_messages counts each offer once per group, as SQL over the same rule does", "[tools]") {
  const Json answer = tool("aggregate_trade_messages?groupBy=intent&" + std::string(kAllTime));
  CHECK(answer.at("columns") == Json::array({"group", "offers", "messages", "firstAt", "lastAt"}));
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  REQUIRE(answer.at("rowCount") == 4);  // WTB, WTS, WTT and none
  for (const Json& row : answer.at("rows")) {
    const std::string where =
        row.at("group").is_null() ? "intent IS NULL" : "intent = '" + row.at("group").get<std::string>() + "'";
    INFO(where);
    CHECK(row.at("messages") == db.scalar_int("SELECT count(*) FROM trade_message WHERE " + where));
    CHECK(row.at("offers") == db.scalar_int(offer_count_sql(where)));
    CHECK(row.at("offers") < row.at("messages"));
  }
  CHECK_THAT(note_of(answer), Catch::Contains("Reposts counted once"));
}

TEST_CASE("aggregate_trade_messages by channel counts an offer once in each channel it was posted in", "[tools]") {
  const Json answer = tool("aggregate_trade_messages?groupBy=channel&limit=100&" + std::string(kAllTime));
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  std::int64_t offers = 0;
  for (const Json& row : answer.at("rows")) offers += row.at("offers").get<std::int64_t>();
  CHECK(offers == db.scalar_int(offer_count_sql("1", "channel, ")));
}

TEST_CASE("aggregate_trade_messages without fromDate counts the last 24 hours and says so", "[tools]") {
  const Json answer = tool("aggregate_trade_messages?groupBy=period");
  CHECK_THAT(note_of(answer), Catch::Contains("Only messages of the 24 hours before 2026-11-20T12:00:00Z were read"));
  REQUIRE(answer.at("rowCount") == 2);  // the day before and the day of now
  CHECK(answer.at("rows")[0].at("group") == "2026-11-20");
  CHECK(answer.at("rows")[1].at("group") == "2026-11-19");
}

TEST_CASE(
    "trade tools read a window ending in the past the same whether ids ascend with time throughout or some "
    "message is above the time-order mark",
    "[tools][trade]") {
  // The demo's messages ascend with time, so a window is read as a range of ids; in a copy whose mark is set
  // below the highest id, the same window is read through the time index.
  const std::string dir = snap::test::make_temp_dir("trade-mark");
  const std::string copy = dir + "/demo.db";
  std::filesystem::copy_file(demo_world().db, copy);
  std::int64_t to = 0;
  {
    snap::Database db(copy, snap::OpenMode::ReadWrite);
    db.exec(
        "UPDATE dataset_meta SET value = CAST((SELECT max(id) / 2 FROM trade_message) AS TEXT)"
        " WHERE key = 'trade_time_ordered_through_id'");
    to = db.scalar_int("SELECT ts FROM trade_message WHERE id = (SELECT max(id) / 2 FROM trade_message)");
  }
  const std::int64_t from = to - 20 * 86400;
  const std::string window = "fromDate=" + snap::format_iso8601(from) + "&toDate=" + snap::format_iso8601(to);
  {
    const snap::test::EdgeProcess above_mark(copy, "", demo_world().now);
    for (const std::string& call :
         {"aggregate_trade_messages?groupBy=intent&" + window, "query_trade_messages?limit=100&" + window}) {
      INFO(call);
      const Json ranged = tool(call);
      CHECK(ok_json(above_mark, "/tools/" + call) == ranged);
      CHECK(ranged.at("rowCount") > 0);
      for (const Json& row : ranged.at("rows")) CHECK(row.at("lastAt") <= snap::format_iso8601(to));
    }
  }
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  const Json by_intent = tool("aggregate_trade_messages?groupBy=intent&" + window);
  std::int64_t messages = 0;
  for (const Json& row : by_intent.at("rows")) messages += row.at("messages").get<std::int64_t>();
  CHECK(messages == db.scalar_int("SELECT count(*) FROM trade_message WHERE ts BETWEEN " + std::to_string(from) +
                                  " AND " + std::to_string(to)));
  snap::test::remove_tree(dir);
}

TEST_CASE(
    "rule: aggregate_trade_messages counts the same offers from each message's stored next post as by following "
    "every repost chain",
    "[tools][trade]") {
  // Without a channel filter a count reads the next posts stored on the rows; naming every channel makes it follow
  // the chains post by post instead. A window ending in the past has posts whose next post comes after it.
  snap::Database db(demo_world().db, snap::OpenMode::ReadOnly);
  std::string channels;
  Statement& names = db.prepare("SELECT DISTINCT channel FROM trade_message ORDER BY 1");
  while (names.step()) channels += (channels.empty() ? "" : ",") + ("%23" + names.text(0).substr(1));
  names.reset();
  const std::int64_t to =
      db.scalar_int("SELECT ts FROM trade_message WHERE id = (SELECT max(id) / 2 FROM trade_message)");
  for (const std::string& window : {std::string(kAllTime), "fromDate=" + snap::format_iso8601(to - 3 * 86400) +
                                                               "&toDate=" + snap::format_iso8601(to)}) {
    for (const char* group_by : {"intent", "sender", "period"}) {
      const std::string call = "aggregate_trade_messages?limit=100&groupBy=" + std::string(group_by) + "&" + window;
      INFO(call);
      const Json stored = tool(call);
      const Json chained = tool(call + "&channel=" + channels);
      CHECK(stored.at("rows") == chained.at("rows"));
      CHECK(stored.at("rowCount") > 0);
      std::int64_t offers = 0, messages = 0;
      for (const Json& row : stored.at("rows")) {
        offers += row.at("offers").get<std::int64_t>();
        messages += row.at("messages").get<std::int64_t>();
      }
      CHECK(offers < messages);
    }
  }
}

TEST_CASE("a database from before schema 0019 gets from snapgen migrate the next posts snapgen's rebuild stored",
          "[tools][trade][migrate]") {
  const auto reads = snap::test::reads_around_migration(
      "SELECT id, next_post_ts, next_post_in_channel_ts FROM trade_message ORDER BY id",
      snap::test::undo_schemas_from(19) + "PRAGMA user_version = 18");
  CHECK(reads.built.size() > 1000);
  CHECK(reads.migrated == reads.built);
}

TEST_CASE(
    "a database from before schema 0017 gets from snapgen migrate the trade time-order mark snapgen's rebuild "
    "stored",
    "[tools][trade][migrate]") {
  const auto reads = snap::test::reads_around_migration(
      "SELECT value, (SELECT MAX(id) FROM trade_message) FROM dataset_meta WHERE key = 'trade_time_ordered_through_id'",
      snap::test::undo_schemas_from(17) + "PRAGMA user_version = 16");
  CHECK(!reads.built.empty());
  CHECK(reads.migrated == reads.built);
}
