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
  // The time of the same sender's next post of the same text, in any channel or in this post's channel (schema
  // 0019): in the table, not only among the posts the filter selects. None when there is none.
  std::optional<UnixTime> next_post_ts(bool same_channel) const { return row_.optional_int64(same_channel ? 8 : 7); }

 private:
  const Statement& row_;
};

// The columns a reader uses besides each message's time; one not asked for reads as NULL (a count reads thousands
// of messages, and pays for every column it reads).
struct TradeColumns {
  bool id = false, channel = false, sender = false, intent = false, message = false, repost_key = false,
       next_posts = false;
};

// Calls `visit` with each message the filter selects, newest first, until it returns false.
void for_each_trade_post(Database& db, const TradeFilter& filter, TradeColumns columns,
                         const std::function<bool(const TradePost&)>& visit);

// The offer whose newest post is `newest`: its posts the filter selects, walked back through the repost-key index
// while each is within `window_seconds` of the one after it.
struct OfferPosts {
  std::int64_t posts = 0;
  UnixTime earliest = 0;
};
OfferPosts walk_offer(Database& db, const TradeFilter& filter, const TradePost& newest, std::int64_t window_seconds);

// Whether the given sender name posted any message (the sender filter of a name that is not a tracked avatar).
bool is_trade_sender(Database& db, const std::string& name);

// The rule of reposts: a post is a repost of the offer of the next post of its repost key read (the same sender's
// next post of the same text) when that post is at most the window after it; otherwise the post starts an offer.
inline bool is_repost(UnixTime ts, UnixTime next_read_ts, std::int64_t window_seconds) {
  return next_read_ts - ts <= window_seconds;
}

// Chains of reposts, fed every post of a stretch of time newest first (the counts read them all): the next post
// read of a post's key is the last one fed, so starts_offer() answers from that post's time alone.
class RepostChains {
 public:
  explicit RepostChains(std::int64_t window_seconds) : window_(window_seconds) {}
  bool starts_offer(std::string_view key, UnixTime ts);

 private:
  std::int64_t window_;
  std::pmr::monotonic_buffer_resource arena_;  // the keys and the map's nodes, freed at once
  std::pmr::unordered_map<std::string_view, UnixTime> last_fed_{
      &arena_};  // key (a copy in the arena) -> its post's time
};

}  // namespace snap
