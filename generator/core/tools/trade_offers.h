// trade_offers.h: trade chat as offers. The messages the filters select are read newest first; a message whose
// sender posted the same text (the same repost key) again within the repost window after it is a repost of that
// later post's offer, not a new offer, so an offer repeated every half hour for days counts once.
#pragma once

#include <cstdint>
#include <functional>
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

// One message as read: its texts point into the row and are valid only while `visit` runs (a caller keeps a copy
// of what it shows).
struct TradePost {
  std::int64_t id;
  UnixTime ts;
  std::string_view channel, sender;
  std::optional<std::string_view> intent;
  std::string_view message, repost_key;
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
  std::unordered_map<std::string, size_t> open_;  // key -> its oldest offer so far
  std::vector<UnixTime> earliest_;                // offer -> its earliest post so far
  std::string lookup_;                            // the key being placed, in a buffer reused for every post
};

}  // namespace snap
