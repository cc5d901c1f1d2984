// trade_offers.cc: the one selection of trade_message rows (by time; by sender through the repost-key index,
// since a key starts with its sender's name; by text through trade_message_fts) and the repost chains.
#include "core/tools/trade_offers.h"

#include <algorithm>
#include <cstdint>

#include "core/db/dataset_meta.h"

namespace snap {
namespace {

// The highest code point: a name followed by it sorts after every repost key that starts with the name (a key is
// the sender, a separator and the text), so [name, name + this) is the range of keys of senders named so far.
const std::string kAfterEveryText = "\xF4\x8F\xBF\xBF";

// dataset_meta trade_time_ordered_through_id (snapgen/derived/trade_time_order.h): up to this id, ids ascend with
// time. None before the mark was first stored.
std::optional<std::int64_t> time_ordered_through(Database& db) {
  const auto mark = read_meta(db, "trade_time_ordered_through_id");
  return mark ? std::optional<std::int64_t>(std::stoll(*mark)) : std::nullopt;
}

// The id of the earliest message at or after `from` (ascending) or of the latest at or before `to` (descending)
// among the ids up to `mark`; none when no message is on that side.
std::optional<std::int64_t> edge_id(Database& db, UnixTime t, bool ascending, std::int64_t mark) {
  Statement& edge =
      db.prepare(ascending ? "SELECT id FROM trade_message WHERE ts >= ?1 AND +id <= ?2 ORDER BY ts, id LIMIT 1"
                           : "SELECT id FROM trade_message WHERE ts <= ?1 AND +id <= ?2"
                             " ORDER BY ts DESC, id DESC LIMIT 1");
  edge.bind(1, t).bind(2, mark);
  const std::optional<std::int64_t> id = edge.step() ? edge.optional_int64(0) : std::nullopt;
  edge.reset();
  return id;
}

// The smallest id of the messages at or after `from`; a bound above every id when there is none. Up to the mark
// ids ascend with time, so the earliest message at or after `from` with an id up to the mark has the smallest id
// of all: every later id is larger. Without one, min(+id) reads the window's entries of the time index (min(id)
// would walk the table from its first row until one is in the window).
std::int64_t first_id_from(Database& db, UnixTime from) {
  if (const auto mark = time_ordered_through(db)) {
    if (const auto id = edge_id(db, from, true, *mark)) return *id;
  }
  Statement& first = db.prepare("SELECT min(+id) FROM trade_message WHERE ts >= ?1");
  first.bind(1, from);
  const std::int64_t id = first.step() && !first.is_null(0) ? first.int64(0) : INT64_MAX;
  first.reset();
  return id;
}

// When every message is within the mark (ids ascend with time throughout, as when the chat log is read in
// order), the window's messages are exactly the ids from the earliest at or after its start to the latest at or
// before its end: a range of the table read newest first by id, without a lookup of each row from the time
// index. None when some message is above the mark; an empty range (first > last) when none is in the window.
struct IdRange {
  std::int64_t first, last;
};
std::optional<IdRange> window_ids(Database& db, const TimeWindow& window) {
  const auto mark = time_ordered_through(db);
  if (!mark) return std::nullopt;
  Statement& highest = db.prepare("SELECT max(id) FROM trade_message");
  const std::int64_t max_id = highest.step() && !highest.is_null(0) ? highest.int64(0) : 0;
  highest.reset();
  if (max_id > *mark) return std::nullopt;
  const auto first = edge_id(db, window.from, true, *mark);
  const auto last = edge_id(db, window.to, false, *mark);
  return first && last ? IdRange{*first, *last} : IdRange{1, 0};
}

// TradePost's columns in its order, NULL in place of each not asked for.
std::string select_list(const TradeColumns& c) {
  const auto column = [](bool read, const char* sql) { return std::string(read ? sql : "NULL"); };
  return column(c.id, "t.id") + ", t.ts, " + column(c.channel, "t.channel") + ", " + column(c.sender, "t.sender_name") +
         ", " + column(c.intent, "t.intent") + ", " + column(c.message, "t.message") + ", " +
         column(c.repost_key, "t.repost_key") + ", " + column(c.next_posts, "t.next_post_ts") + ", " +
         column(c.next_posts, "t.next_post_in_channel_ts");
}

}  // namespace

void for_each_trade_post(Database& db, const TradeFilter& f, TradeColumns columns,
                         const std::function<bool(const TradePost&)>& visit) {
  const std::optional<IdRange> ids = f.text_match || f.sender ? std::nullopt : window_ids(db, f.window);
  std::string sql = "SELECT " + select_list(columns) + " FROM ";
  if (f.text_match) {
    // The text index drives, newest id first, so a common word does not gather every match before the first row;
    // ?3 bounds it below by the smallest id of the window's messages (first_id_from).
    sql +=
        "trade_message_fts x JOIN trade_message t ON t.id = x.rowid WHERE trade_message_fts MATCH ?4"
        " AND x.rowid >= ?3 AND t.ts BETWEEN ?1 AND ?2";
  } else if (ids) {
    sql += "trade_message t WHERE t.id BETWEEN ?1 AND ?2";
  } else {
    // A sender's messages come from the repost-key index (a key starts with its sender's name): `+` keeps the
    // planner from walking the time index, which holds every sender's messages, instead.
    sql += std::string("trade_message t WHERE ") + (f.sender ? "+t.ts" : "t.ts") + " BETWEEN ?1 AND ?2";
  }
  if (f.sender) sql += " AND t.repost_key >= ?5 AND t.repost_key < ?6 AND t.sender_name = ?5";
  int next = 7;
  if (!f.channels.empty())
    sql += " AND t.channel COLLATE NOCASE IN (" + sql_placeholders(next, f.channels.size()) + ")";
  next += static_cast<int>(f.channels.size());
  if (!f.intents.empty()) sql += " AND t.intent IN (" + sql_placeholders(next, f.intents.size()) + ")";
  sql += f.text_match ? " ORDER BY x.rowid DESC" : ids ? " ORDER BY t.id DESC" : " ORDER BY t.ts DESC, t.id DESC";

  Statement& posts = db.prepare(sql);
  if (ids) {
    posts.bind(1, ids->first).bind(2, ids->last);
  } else {
    posts.bind(1, f.window.from).bind(2, f.window.to);
  }
  if (f.text_match) {
    posts.bind(3, f.window.from > 0 ? first_id_from(db, f.window.from) : 0);
    posts.bind(4, *f.text_match);
  }
  if (f.sender) posts.bind(5, *f.sender).bind(6, *f.sender + kAfterEveryText);
  next = 7;
  for (const std::string& c : f.channels) posts.bind(next++, c);
  for (const std::string& i : f.intents) posts.bind(next++, i);
  while (posts.step()) {
    if (!visit(TradePost(posts))) break;
  }
  posts.reset();
}

OfferPosts walk_offer(Database& db, const TradeFilter& f, const TradePost& newest, std::int64_t window_seconds) {
  std::string sql =
      "SELECT ts FROM trade_message WHERE repost_key = ?1 AND ts BETWEEN ?2 AND ?3 AND (ts < ?3 OR id <= ?4)";
  // Text and sender are the same for every post of a key; channel and intent are checked again.
  if (!f.channels.empty()) sql += " AND channel COLLATE NOCASE IN (" + sql_placeholders(5, f.channels.size()) + ")";
  const int intents_at = 5 + static_cast<int>(f.channels.size());
  if (!f.intents.empty()) sql += " AND intent IN (" + sql_placeholders(intents_at, f.intents.size()) + ")";
  Statement& posts = db.prepare(sql + " ORDER BY ts DESC, id DESC");
  posts.bind(1, newest.repost_key()).bind(2, f.window.from).bind(3, newest.ts()).bind(4, newest.id());
  int next = 5;
  for (const std::string& c : f.channels) posts.bind(next++, c);
  for (const std::string& i : f.intents) posts.bind(next++, i);
  OfferPosts offer{0, newest.ts()};
  while (posts.step()) {
    const UnixTime ts = posts.int64(0);
    if (offer.posts > 0 && !is_repost(ts, offer.earliest, window_seconds)) break;
    offer.earliest = ts;
    ++offer.posts;
  }
  posts.reset();
  return offer;
}

bool is_trade_sender(Database& db, const std::string& name) {
  Statement& found =
      db.prepare("SELECT 1 FROM trade_message WHERE repost_key >= ?1 AND repost_key < ?2 AND sender_name = ?1 LIMIT 1");
  found.bind(1, name).bind(2, name + kAfterEveryText);
  const bool any = found.step();
  found.reset();
  return any;
}

bool RepostChains::starts_offer(std::string_view key, UnixTime ts) {
  auto it = last_fed_.find(key);
  if (it != last_fed_.end()) {
    const bool repost = is_repost(ts, it->second, window_);
    it->second = ts;
    return !repost;
  }
  last_fed_.emplace(keep_in(arena_, key), ts);
  return true;
}

}  // namespace snap
