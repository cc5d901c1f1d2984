// live_feed.cc: the watcher thread and the fan-out.
#include "edge/live/live_feed.h"

#include <algorithm>
#include <functional>
#include <iostream>

#include "core/db/database.h"
#include "core/db/dataset_meta.h"
#include "core/db/migrations.h"
#include "core/live/push_endpoints.h"
#include "core/model/global_json.h"
#include "core/model/trade_message_json.h"
#include "core/route.h"
#include "core/tools/route_call.h"
#include "edge/database_file.h"
#include "edge/hubs/signalr_messages.h"
#include "edge/live/global_stream.h"

namespace snap {
namespace {

constexpr std::chrono::milliseconds kWatchInterval{100};
// A larger backlog (a bulk import) goes out over several rounds, kBacklogPause apart, so each client's writer can
// drain a round (~400 KB of globals) before the next: only a client slower than that falls behind its queue.
constexpr int kRowsPerPublication = 500;
constexpr std::chrono::milliseconds kBacklogPause{20};
constexpr int kTopEntries = 10;             // StandingsChanged carries a category's top 10

struct NewRow {
  std::int64_t id;
  std::string json;
};

std::vector<NewRow> new_rows(Database& db, const std::string& sql, std::int64_t after_id,
                             const std::function<Json(const Statement&)>& to_json) {
  std::vector<NewRow> rows;
  Statement& query = db.prepare(sql);
  query.bind(1, after_id).bind(2, kRowsPerPublication);
  while (query.step()) rows.push_back({query.int64(0), to_bytes(to_json(query))});
  query.reset();
  return rows;
}

std::string canonical(const QueryPairs& filter) {
  std::string key;
  for (const auto& [name, value] : filter) key += name + "=" + value + "&";
  return key;
}

// The category ids of the event with this slug; nullopt when there is none.
std::optional<std::vector<std::int64_t>> event_categories(Database& db, const std::string& slug) {
  Statement& event = db.prepare("SELECT id FROM event WHERE slug = ?1");
  event.bind(1, slug);
  const bool found = event.step();
  const std::int64_t event_id = found ? event.int64(0) : 0;
  event.reset();
  if (!found) return std::nullopt;
  std::vector<std::int64_t> ids;
  Statement& categories = db.prepare("SELECT id FROM event_category WHERE event_id = ?1 ORDER BY id");
  categories.bind(1, event_id);
  while (categories.step()) ids.push_back(categories.int64(0));
  categories.reset();
  return ids;
}

// A category's top entries, as /events/{slug}/leaderboard/{categoryId} lists them.
std::string top_entries(Database& db, UnixTime now, const std::string& slug, std::int64_t category_id) {
  const RenderContext ctx{db, now};
  const Json page = render_route(ctx, "/events/{slug}/leaderboard/{categoryId}",
                                 {{"slug", slug}, {"categoryId", std::to_string(category_id)}},
                                 {{"pageSize", std::to_string(kTopEntries)}});
  return to_bytes(page.at("items"));
}

// An open read-only connection, opened anew when the file was replaced or cut short (database_file.h) or when it
// could not be opened before; nullptr while the database cannot be read.
class WatchedDatabase {
 public:
  explicit WatchedDatabase(std::string path) : path_(std::move(path)) {}

  Database* get() {
    const DatabaseFile now = DatabaseFile::at(path_);
    if (db_ && now.replaces(seen_)) db_.reset();
    if (!db_ && now.exists) {
      try {
        db_ = std::make_unique<Database>(path_, OpenMode::ReadOnly);
        require_current_schema(*db_);
        version_ = -1;
      } catch (const std::exception&) {
        db_.reset();
      }
    }
    seen_ = now;
    return db_.get();
  }

  // True when another connection committed since the last call (always on the first).
  bool changed() {
    const std::int64_t version = db_->scalar_int("PRAGMA data_version");
    const bool changed = version != version_;
    version_ = version;
    return changed;
  }

 private:
  const std::string path_;
  std::unique_ptr<Database> db_;
  DatabaseFile seen_;  // the file as the last call found it
  std::int64_t version_ = -1;
};

}  // namespace

std::set<std::string> PushClient::events() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return events_;
}

void PushClient::set_subscribed(const std::string& slug, bool subscribed) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (subscribed) events_.insert(slug);
  else events_.erase(slug);
}

LiveFeed::LiveFeed(DatabasePool& databases, int max_clients, EdgeClock clock, std::function<void()> on_change)
    : databases_(databases), max_clients_(max_clients), clock_(std::move(clock)), on_change_(std::move(on_change)) {
  try {  // before any client can join; when the database cannot be read yet, the feed's thread primes later
    prime(*databases_.lease());
  } catch (const std::exception&) {
  }
  thread_ = std::thread([this] { run(); });
}

LiveFeed::~LiveFeed() {
  stop_ = true;
  thread_.join();
  std::lock_guard<std::mutex> lock(mutex_);
  for (const auto& client : clients_) client->queue.close();
}

std::shared_ptr<PushClient> LiveFeed::join(PushFeed feed, PushFormat format, QueryPairs filter,
                                           std::int64_t* published_through, std::int64_t resumes_after) {
  auto client = std::make_shared<PushClient>(feed, format, std::move(filter), signal_, resumes_after);
  return admit(client, published_through) ? client : nullptr;
}

bool LiveFeed::admit(const std::shared_ptr<PushClient>& client, std::int64_t* published_through) {
  std::lock_guard<std::mutex> between_rounds(round_mutex_);
  std::lock_guard<std::mutex> lock(mutex_);
  if (static_cast<int>(clients_.size()) >= max_clients_) return false;
  clients_.push_back(client);
  if (published_through) *published_through = last_global_id_;
  return true;
}

void LiveFeed::leave(const std::shared_ptr<PushClient>& client) {
  client->queue.close();
  std::lock_guard<std::mutex> lock(mutex_);
  clients_.erase(std::remove(clients_.begin(), clients_.end(), client), clients_.end());
}

void LiveFeed::close_all() {
  const auto farewell = std::make_shared<const std::string>(close_record("the server is stopping", true));
  std::lock_guard<std::mutex> lock(mutex_);
  for (const auto& client : clients_) {
    if (client->format == PushFormat::SignalR) client->queue.finish(farewell);  // a Close message, then the end
    else client->queue.close();
  }
}

int LiveFeed::clients() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return static_cast<int>(clients_.size());
}

std::optional<std::vector<std::int64_t>> LiveFeed::subscribe_event(const std::shared_ptr<PushClient>& client,
                                                                   const std::string& slug) {
  const std::optional<std::vector<std::int64_t>> categories = event_categories(*databases_.lease(), slug);
  if (!categories) return std::nullopt;
  client->set_subscribed(slug, true);
  std::lock_guard<std::mutex> lock(mutex_);
  fresh_events_.insert(slug);  // the next round sends its standings to every subscriber, the new one included
  return categories;
}

void LiveFeed::forget_if_restamped(Database& db) {
  const std::string version = data_version(db);
  if (version == last_data_version_) return;
  last_data_version_ = version;
  on_change_();
}

// At start, only what is recorded from now on is news.
void LiveFeed::prime(Database& db) {
  std::lock_guard<std::mutex> between_rounds(round_mutex_);
  last_global_id_ = db.scalar_int("SELECT IFNULL(MAX(id), 0) FROM global");
  last_trade_id_ = db.scalar_int("SELECT IFNULL(MAX(id), 0) FROM trade_message");
  last_data_version_ = data_version(db);
  primed_ = true;
}

// PRAGMA data_version moves only when another connection commits, so the watcher's own reads never wake it.
void LiveFeed::run() {
  WatchedDatabase watched(databases_.path());
  bool more = false;
  // Each error is logged once, until another one or a good round: a damaged or missing database used to log
  // the same line every round (ten a second).
  std::string last_error;
  while (!stop_) {
    try {
      Database* db = watched.get();
      bool fresh = false;
      {
        std::lock_guard<std::mutex> lock(mutex_);
        fresh = !fresh_events_.empty();
      }
      if (db && !primed_) prime(*db);
      const bool changed = db && watched.changed();
      if (changed) forget_if_restamped(*db);
      if (db && (changed || fresh || more)) more = publish_changes(*db);
      last_error.clear();
    } catch (const std::exception& e) {
      if (last_error != e.what()) std::cerr << "snapedge: live feed: " << e.what() << "\n";
      last_error = e.what();
    }
    std::this_thread::sleep_for(more ? kBacklogPause : kWatchInterval);
  }
}

bool LiveFeed::publish_changes(Database& db) {
  std::lock_guard<std::mutex> one_round(round_mutex_);
  const ReadTransaction one_version(db);
  const UnixTime now = clock_.now();
  const std::int64_t after_global = last_global_id_;
  const std::shared_ptr<const WikiLinks> links = wiki_links(db);
  const std::vector<NewRow> globals =
      new_rows(db, std::string("SELECT ") + kGlobalColumns + kGlobalFrom + " WHERE g.id > ?1 ORDER BY g.id LIMIT ?2",
               after_global, [&](const Statement& row) { return global_json(row, *links); });
  const std::vector<NewRow> trades = new_rows(
      db, std::string("SELECT ") + kTradeMessageColumns + kTradeMessageFrom + " WHERE t.id > ?1 ORDER BY t.id LIMIT ?2",
      last_trade_id_, trade_message_json);
  const std::int64_t through_global = globals.empty() ? after_global : globals.back().id;

  std::vector<std::shared_ptr<PushClient>> clients;
  std::set<std::string> fresh;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    clients = clients_;
    fresh.swap(fresh_events_);
  }
  std::vector<PushMessage> hub_globals, hub_trades;
  for (const NewRow& g : globals)
    hub_globals.push_back(std::make_shared<const std::string>(invocation_record("ReceiveGlobal", "[" + g.json + "]")));
  for (const NewRow& t : trades)
    hub_trades.push_back(
        std::make_shared<const std::string>(invocation_record("ReceiveTradeMessage", "[" + t.json + "]")));

  std::map<std::string, std::set<std::int64_t>> matches_by_filter;  // SSE: one query per distinct filter
  std::vector<PushMessage> sse_globals;
  for (const NewRow& g : globals) sse_globals.push_back(std::make_shared<const std::string>(global_event(g.id, g.json)));

  std::map<std::string, std::vector<PushMessage>> standings_by_event;  // events whose standings changed
  std::set<std::string> watched_events;
  for (const auto& client : clients)
    if (client->feed == PushFeed::EventStandings)
      for (const std::string& slug : client->events()) watched_events.insert(slug);
  for (const std::string& slug : watched_events) {
    for (const std::int64_t category : event_categories(db, slug).value_or(std::vector<std::int64_t>{})) {
      std::string entries = top_entries(db, now, slug, category);
      std::string& sent = standings_sent_[{slug, category}];
      if (entries == sent && !fresh.count(slug)) continue;
      sent = entries;
      standings_by_event[slug].push_back(std::make_shared<const std::string>(invocation_record(
          "StandingsChanged", "[" + to_bytes(Json(slug)) + "," + std::to_string(category) + "," + entries + "]")));
    }
  }

  for (const auto& client : clients) {
    if (client->feed == PushFeed::Globals && client->format == PushFormat::SignalR)
      for (const PushMessage& m : hub_globals) client->queue.push(m);
    if (client->feed == PushFeed::TradeMessages)
      for (const PushMessage& m : hub_trades) client->queue.push(m);
    if (client->feed == PushFeed::EventStandings)
      for (const std::string& slug : client->events())
        for (const PushMessage& m : standings_by_event[slug]) client->queue.push(m);
    if (client->feed == PushFeed::Globals && client->format == PushFormat::ServerSentEvents && !globals.empty()) {
      const std::string key = canonical(client->filter);
      auto found = matches_by_filter.find(key);
      if (found == matches_by_filter.end() && !client->filter.empty())
        found = matches_by_filter.emplace(key, matching_global_ids(db, client->filter, after_global, through_global)).first;
      for (size_t i = 0; i < globals.size(); ++i)
        if (globals[i].id > client->resumes_after && (client->filter.empty() || found->second.count(globals[i].id)))
          client->queue.push(sse_globals[i]);
    }
  }
  signal_.wake_all();  // one call wakes every writer whose queue got something
  last_global_id_ = through_global;
  if (!trades.empty()) last_trade_id_ = trades.back().id;
  {  // clients cut off for falling behind leave now
    std::lock_guard<std::mutex> lock(mutex_);
    clients_.erase(std::remove_if(clients_.begin(), clients_.end(), [](const auto& c) { return c->queue.cut_off(); }),
                   clients_.end());
  }
  if (!globals.empty() || !trades.empty()) on_change_();
  return globals.size() == static_cast<size_t>(kRowsPerPublication) ||
         trades.size() == static_cast<size_t>(kRowsPerPublication);
}

}  // namespace snap
