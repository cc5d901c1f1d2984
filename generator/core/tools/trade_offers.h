// trade_offers.h: trade chat as offers. The messages the filters select are read newest first; a message whose
// sender posted the same text (the same repost key) again within the repost window after it is a repost of that
// later post's offer, not a new offer, so an offer repeated every half hour for days counts once.
#pragma once

#include <cstdint>
#include <functional>
#include <memory_resource>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/db/database.h"
#include "core/tools/activity_tool_support.h"

namespace snap {

struct TradeFilter {
  TimeWindow window;
  std::optional<std::string> text_match;  // an FTS5 expression built from quoted words, never the user's syntax
  std::vector<std::string> channels;      // "#trade", ...
  std::vector<std::string> intents;       // WTB, WTS, WTT
  std::optional<std::string> sender;      // the exact sender name
};

// One message as read, each column fetched from the row when asked (a count reads only the columns it groups
// by): valid only while `visit` runs, and its texts with it (a caller keeps a copy of what it shows).
class TradePost {
 public:
  explicit TradePost(const Statement& row) : row_(row) {}
  std::int64_t id() const { return row_.int64(0); }
  UnixTime ts() const { return row_.int64(1); }
  std::string_view channel() const { return row_.view(2); }
  std::string_view sender() const { return row_.view(3); }
  std::optional<std::string_view> intent() const { return row_.optional_view(4); }
  std::string_view message() const { return row_.view(5); }
  std::string_view repost_key() const { return row_.view(6); }

 private:
  const Statement& row_;
};

// Calls `visit` with each message the filter selects, newest first, until it returns false.
void for_each_trade_post(Database& db, const TradeFilter& filter, const std::function<bool(const TradePost&)>& visit);

// The offer whose newest post is `newest`: its posts the filter selects, walked back through the repost-key index
// while each is within `window_seconds` of the one after it.
struct OfferPosts {
  std::int64_t posts = 0;
  UnixTime earliest = 0;
};
OfferPosts walk_offer(Database& db, const TradeFilter& filter, const TradePost& newest, std::int64_t window_seconds);

// Whether the given sender name posted any message (the sender filter of a name that is not a tracked avatar).
bool is_trade_sender(Database& db, const std::string& name);

// Chains of reposts, fed every post of a stretch of time newest first (the counts read them all): place()
// answers the index of the offer a post belongs to (a new index when it starts one) and whether it was new.
class RepostChains {
 public:
  explicit RepostChains(std::int64_t window_seconds) : window_(window_seconds) {}
  struct Placed {
    size_t offer;
    bool is_new;
  };
  Placed place(std::string_view key, UnixTime ts);
  UnixTime earliest(size_t offer) const { return earliest_[offer]; }
  size_t offers() const { return earliest_.size(); }
  std::int64_t window() const { return window_; }

 private:
  std::int64_t window_;
  std::pmr::monotonic_buffer_resource arena_;                        // the keys and the map's nodes, freed at once
  std::pmr::unordered_map<std::string_view, size_t> open_{&arena_};  // key (a copy in the arena) -> its oldest offer
  std::vector<UnixTime> earliest_;                                   // offer -> its earliest post so far
};

}  // namespace snap
