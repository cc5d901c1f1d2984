// live_feed.h: the edge's push feed. One thread watches the database (PRAGMA data_version on a connection of its
// own, ten times a second; the edge stays read-only) and, when a writer such as `snapgen ingest` committed,
// reads what is new: globals and trade messages above the ids it last published, and the standings of the
// events someone subscribed to. It hands each client its share as serialized messages on the client's bounded
// queue (push_queue.h): every global to /hubs/globals clients, the globals matching each /stream/globals
// client's filters (one query per distinct filter, /globals' own SQL conditions), trade messages to
// /hubs/trademessages, changed standings to the events' subscribers. It never waits for a client. It also tells
// the edge that the data changed (new globals or trade messages, or a new data version stamped by an import or
// an ingest), so held answers (/globals/recent, wiki lists ...) are rendered afresh. Thread-safe.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/params.h"
#include "edge/database_pool.h"
#include "edge/edge_clock.h"
#include "edge/live/push_queue.h"

namespace snap {

enum class PushFeed { Globals, TradeMessages, EventStandings };
enum class PushFormat { ServerSentEvents, SignalR };

// One connected push client. Its writer (the SSE handler or the hub connection) drains `queue`.
struct PushClient {
  PushClient(PushFeed feed, PushFormat format, QueryPairs filter, PushSignal& signal, std::int64_t resumes_after = -1)
      : feed(feed), format(format), filter(std::move(filter)), resumes_after(resumes_after), queue(signal) {}
  const PushFeed feed;
  const PushFormat format;
  const QueryPairs filter;  // /stream/globals: its filters, already validated (empty: every global)
  // /stream/globals resumed with Last-Event-ID: the client has every global through this id (-1: none), and the
  // feed skips them. It matters where this edge's feed is behind the edge the client came from.
  const std::int64_t resumes_after;
  PushQueue queue;

  std::set<std::string> events() const;  // /hubs/events: the slugs subscribed to
  void set_subscribed(const std::string& slug, bool subscribed);

 private:
  mutable std::mutex mutex_;
  std::set<std::string> events_;
};

class LiveFeed {
 public:
  // Watches the database of `databases` (and leases from it for subscriptions); `on_change` runs on the feed's
  // thread after each change is published; `clock` dates the standings.
  LiveFeed(DatabasePool& databases, int max_clients, EdgeClock clock, std::function<void()> on_change);
  ~LiveFeed();  // stops the thread and closes every client's queue
  LiveFeed(const LiveFeed&) = delete;
  LiveFeed& operator=(const LiveFeed&) = delete;

  // A new client, or nullptr when max_clients are connected. `*published_through` is the last global id the
  // feed published before the client joined: its queue gets exactly the later ones (a client joins between two
  // rounds of publication, never during one), so an SSE client resuming from an earlier Last-Event-ID reads
  // the rest from the database and misses none.
  std::shared_ptr<PushClient> join(PushFeed feed, PushFormat format, QueryPairs filter,
                                   std::int64_t* published_through = nullptr, std::int64_t resumes_after = -1);
  // Adds a client made by its writer (a hub connection, once its handshake is done); false when full.
  bool admit(const std::shared_ptr<PushClient>& client, std::int64_t* published_through = nullptr);
  void leave(const std::shared_ptr<PushClient>& client);

  // /hubs/events SubscribeEvent: the event's category ids, or nullopt when no event has this slug. The
  // standings follow on the client's queue (StandingsChanged per category, now and on every change).
  std::optional<std::vector<std::int64_t>> subscribe_event(const std::shared_ptr<PushClient>& client,
                                                          const std::string& slug);

  int clients() const;
  PushSignal& signal() { return signal_; }  // the one every client's writer sleeps on

  // Closes every client's queue (the server stops): their writers finish and their connections close.
  void close_all();

 private:
  void run();
  void prime(Database& db);  // the newest ids and data version, published as if already sent
  bool publish_changes(Database& db);  // true when more is waiting than one round sends
  void forget_if_restamped(Database& db);  // a new data version: every held answer goes

  DatabasePool& databases_;
  const int max_clients_;
  const EdgeClock clock_;
  const std::function<void()> on_change_;
  mutable std::mutex mutex_;
  // Held through a round of publication and while a client is admitted (taken before mutex_): a client admitted
  // during a round would get neither that round's globals nor, in its backlog, the ones the round sends.
  std::mutex round_mutex_;
  PushSignal signal_;
  std::vector<std::shared_ptr<PushClient>> clients_;
  std::map<std::pair<std::string, std::int64_t>, std::string> standings_sent_;  // (slug, category) -> top entries
  std::set<std::string> fresh_events_;  // subscribed since the last publication: sent whole
  std::int64_t last_global_id_ = 0;  // guarded by round_mutex_
  std::int64_t last_trade_id_ = 0;
  bool primed_ = false;  // set before the thread starts, or by it
  std::string last_data_version_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace snap
