// trade_tools.cc: query_trade_messages (trade chat offers, newest first, reposts collapsed into one row) and
// aggregate_trade_messages (offers counted by channel, intent, sender or period, each offer once). No REST route
// serves trade chat: both read trade_offers.h.
#include <string>
#include <unordered_map>
#include <vector>

#include "core/problem.h"
#include "core/routes/search/entry_search.h"
#include "core/tools/name_resolution.h"
#include "core/tools/tool_registry.h"
#include "core/tools/trade_offers.h"

namespace snap {
namespace {

// How far back a call reads unless fromDate is given, with and without a sender named (whose messages come from
// the repost-key index, in key order: every one in the window is read, then sorted by time).
struct DefaultDays {
  int anyone, named;
};
constexpr DefaultDays kQueryDays{7, 30};
constexpr DefaultDays kAggregateDays{1, 30};

std::vector<ToolArg> filter_args() {
  std::vector<ToolArg> args = {
      one(ParamSpec::text("text", "only messages holding every word of this text (whole words, any case)")),
      list_of(ParamSpec::text("channel", "only these channels: #trade, #calytrade, #arktrade, ... ('#' optional)")),
      list_of(ParamSpec::choice("intent", {"WTB", "WTS", "WTT"}, std::nullopt,
                                "only these intents: WTB (buying), WTS (selling), WTT (trading)")),
      one(ParamSpec::text("sender", "only messages by this avatar (a close spelling is enough)"))};
  for (ParamSpec& spec : window_params("messages")) args.push_back(one(std::move(spec)));
  args.push_back(one(ParamSpec::integer("repostWindowHours", 24, 0, 720,
                                        "hours within which the same text from the same sender again is a "
                                        "repost, not a new offer")));
  return args;
}

// The sender argument as a sender name: a tracked avatar (exact or in another case), else a sender of that exact
// name who is no tracked avatar, else the closest avatar name. 404 when none.
std::string resolve_sender(Database& db, const std::string& asked, std::vector<std::string>& notes) {
  const auto resolution = resolve_name(db, asked, {"avatars"});
  const bool exact = resolution && (resolution->how == Resolved::Exact || resolution->how == Resolved::CaseFolded);
  if (!exact && is_trade_sender(db, asked)) {
    notes.push_back("'" + asked + "' -> " + asked + " (a sender who is not a tracked avatar).");
    return asked;
  }
  if (!resolution) throw ApiError(Problem::unresolved("sender", "avatar or trade sender", asked));
  notes.push_back(resolution_note(asked, *resolution));
  return resolution->hit.name;
}

TradeFilter read_filter(const RenderContext& ctx, const ToolArgs& args, const DefaultDays& days,
                        std::vector<std::string>& notes) {
  TradeFilter filter;
  if (auto text = args.scalars.optional_text("text")) {
    std::string expr;
    for (const std::string& word : search_words(*text)) expr += (expr.empty() ? "\"" : " \"") + word + "\"";
    if (expr.empty()) throw ApiError(Problem::bad_parameter("text", "must hold a word (letters or digits)"));
    filter.text_match = expr;
  }
  for (const std::string& channel : args.texts("channel"))
    filter.channels.push_back(channel.front() == '#' ? channel : "#" + channel);
  filter.intents = args.texts("intent");
  if (auto sender = args.scalars.optional_text("sender")) filter.sender = resolve_sender(ctx.db, *sender, notes);
  filter.window = read_window(ctx, args.scalars, filter.sender ? days.named : days.anyone, "messages", notes);
  return filter;
}

std::string repost_rule(std::int64_t hours) {
  return "the same text posted again by the same sender within " + std::to_string(hours) +
         " hours of its previous post counts once";
}

// One of the offers shown: its newest post (copied out of the row), and its posts.
struct Offer {
  std::int64_t id;
  UnixTime ts;
  std::string channel, sender;
  std::optional<std::string> intent;
  std::string message;
  OfferPosts posts;
};

ToolAnswer query_trade_messages(const RenderContext& ctx, const ToolArgs& args) {
  ToolAnswer answer;
  const TradeFilter filter = read_filter(ctx, args, kQueryDays, answer.notes);
  const std::int64_t hours = args.scalars.integer("repostWindowHours");
  const size_t limit = static_cast<size_t>(args.scalars.integer("limit"));
  std::vector<Offer> offers;                             // newest first
  std::unordered_map<std::string, size_t> oldest_shown;  // repost key -> its oldest offer shown so far
  std::string key;                                       // the post's repost key, in a buffer reused for each
  // A post is the newest of a new offer unless it falls within an offer of its key already shown; each new
  // offer's posts are walked from it through the repost-key index, so the scan stops at the first offer too many.
  TradeColumns shown;
  shown.id = shown.channel = shown.sender = shown.intent = shown.message = shown.repost_key = true;
  for_each_trade_post(ctx.db, filter, shown, [&](const TradePost& post) {
    key.assign(post.repost_key());
    auto it = oldest_shown.find(key);
    if (it != oldest_shown.end() && post.ts() >= offers[it->second].posts.earliest) return true;
    if (offers.size() == limit) {
      answer.truncated = true;  // a new offer beyond the limit
      return false;
    }
    offers.push_back({post.id(), post.ts(), std::string(post.channel()), std::string(post.sender()),
                      post.intent() ? std::optional<std::string>(*post.intent()) : std::nullopt,
                      std::string(post.message()), walk_offer(ctx.db, filter, post, hours * 3600)});
    oldest_shown[key] = offers.size() - 1;
    return true;
  });
  std::int64_t posts = 0;
  for (const Offer& o : offers) {
    posts += o.posts.posts;
    Json row = Json::object();
    row["id"] = o.id;
    row["lastAt"] = iso_time(o.ts);
    row["firstAt"] = iso_time(o.posts.earliest);
    row["reposts"] = o.posts.posts;
    row["channel"] = o.channel;
    row["sender"] = o.sender;
    row["intent"] = optional_text(o.intent);
    row["message"] = o.message;
    answer.rows.push_back(std::move(row));
  }
  if (offers.empty()) {
    answer.notes.push_back("No trade message matches.");
  } else {
    answer.notes.push_back(std::to_string(posts) + " messages shown as " + std::to_string(offers.size()) + " offers (" +
                           std::to_string(posts - static_cast<std::int64_t>(offers.size())) +
                           " reposts collapsed): " + repost_rule(hours) + ".");
  }
  return answer;
}

// What aggregate_trade_messages counts offers by, read from its groupBy once (not compared again for each post).
enum class TradeGroup { Channel, Intent, Sender, Period };
TradeGroup trade_group(const std::string& group_by) {
  if (group_by == "channel") return TradeGroup::Channel;
  if (group_by == "intent") return TradeGroup::Intent;
  if (group_by == "sender") return TradeGroup::Sender;
  return TradeGroup::Period;
}

std::optional<std::string_view> group_key(const TradePost& post, TradeGroup group, UnixTime ts, PeriodLabels& periods) {
  switch (group) {
    case TradeGroup::Channel:
      return post.channel();
    case TradeGroup::Intent:
      return post.intent();
    case TradeGroup::Sender:
      return post.sender();
    case TradeGroup::Period:
      break;
  }
  return periods.of(ts);
}

// Whether a post starts an offer can be told from the next post of its key stored on the row (in its channel, or in
// any): a count's chains are a key's posts per group, so per channel when it groups by channel; otherwise they are
// the key's posts in every channel (per period when it groups by period: the next post must be in the same one),
// exactly the stored next posts unless a channel filter leaves out some of a chain's channels. None then: the
// chains are followed post by post.
std::optional<bool> stored_next_post_in_channel(const TradeFilter& filter, TradeGroup group) {
  if (group == TradeGroup::Channel) return true;
  if (filter.channels.empty()) return false;
  return std::nullopt;
}

ToolAnswer aggregate_trade_messages(const RenderContext& ctx, const ToolArgs& args) {
  ToolAnswer answer;
  const TradeFilter filter = read_filter(ctx, args, kAggregateDays, answer.notes);
  const std::string group_by = args.scalars.text("groupBy");
  const TradeGroup group_of = trade_group(group_by);
  const std::string period = args.scalars.text("period");
  const std::int64_t hours = args.scalars.integer("repostWindowHours");
  const std::int64_t window_seconds = hours * 3600;
  const std::optional<bool> stored_in_channel = stored_next_post_in_channel(filter, group_of);
  RepostChains chains(window_seconds);  // per group: an offer seen in two channels counts once in each
  const bool key_holds_group = group_of == TradeGroup::Intent || group_of == TradeGroup::Sender;  // one per key
  GroupCounter offers;
  const bool by_period = group_of == TradeGroup::Period;
  PeriodLabels periods(period), next_periods(period);  // the period of each post, and of its next post
  std::string chain;                                   // the group and the repost key, in a buffer reused for each post
  std::int64_t total = 0, total_offers = 0;
  const auto starts_offer = [&](const TradePost& post, std::optional<std::string_view> key, UnixTime ts) {
    if (stored_in_channel) {
      const std::optional<UnixTime> next = post.next_post_ts(*stored_in_channel);
      if (!next || *next > filter.window.to || !is_repost(ts, *next, window_seconds)) return true;
      return by_period && next_periods.of(*next) != *key;
    }
    if (!key_holds_group) chain.assign(key.value_or("")).append(1, '\x1f').append(post.repost_key());
    return chains.starts_offer(key_holds_group ? post.repost_key() : std::string_view(chain), ts);
  };
  TradeColumns columns;  // the group's column, and what tells an offer
  columns.channel = group_of == TradeGroup::Channel;
  columns.intent = group_of == TradeGroup::Intent;
  columns.sender = group_of == TradeGroup::Sender;
  columns.repost_key = !stored_in_channel;
  columns.next_posts = stored_in_channel.has_value();
  for_each_trade_post(ctx.db, filter, columns, [&](const TradePost& post) {
    const UnixTime ts = post.ts();
    const std::optional<std::string_view> key = group_key(post, group_of, ts, periods);
    GroupTally& group = offers.at(key, ts);
    ++group.rows;
    if (starts_offer(post, key, ts)) {
      ++group.count;
      ++total_offers;
    }
    ++total;
    return true;
  });
  const size_t limit = static_cast<size_t>(args.scalars.integer("limit"));
  for (const GroupTally& g : by_period ? offers.newest_first(limit) : offers.by_count(limit)) {
    Json row = Json::object();
    row["group"] = optional_text(g.key);
    row["offers"] = g.count;
    row["messages"] = g.rows;
    row["firstAt"] = iso_time(g.first_at);
    row["lastAt"] = iso_time(g.last_at);
    answer.rows.push_back(std::move(row));
  }
  answer.truncated = offers.size() > answer.rows.size();
  answer.notes.push_back(
      std::to_string(total) + " messages as " + std::to_string(total_offers) + " offers in " +
      std::to_string(offers.size()) + " groups by " + (by_period ? period : group_by) + "; " +
      std::to_string(answer.rows.size()) + " shown, " + (by_period ? "newest first" : "most offers first") +
      ". Reposts counted once: " + repost_rule(hours) + "." +
      (group_by == "intent" ? " A null group holds messages that say neither WTB, WTS nor WTT." : ""));
  return answer;
}

}  // namespace

void add_trade_tools(ToolRegistry& registry) {
  std::vector<ToolArg> query_args = filter_args();
  query_args.push_back(one(ParamSpec::integer("limit", 20, 1, 100, "how many offers")));
  registry.add(Tool{
      "query_trade_messages",
      "Trade chat offers",
      "Trade chat offers (asking prices, not sales), newest first, reposts counted once; by words, "
      "channel, intent, sender and time (the last 7 days unless fromDate).",
      query_args,
      {plain_column("id", "integer", "the id of the offer's newest post"),
       text_column("lastAt", "its newest post (UTC)"), text_column("firstAt", "its earliest post (UTC)"),
       plain_column("reposts", "integer", "how many times it was posted in the window read"),
       text_column("channel", "the newest post's channel"), text_column("sender", "who posted it"),
       text_column("intent", "WTB, WTS, WTT, or null when the message says neither"),
       text_column("message", "the newest post's text")},
      query_trade_messages});
  std::vector<ToolArg> aggregate_args = filter_args();
  aggregate_args.insert(aggregate_args.begin(),
                        one(ParamSpec::choice("groupBy", {"channel", "intent", "sender", "period"}, "channel",
                                              "what to count offers by")));
  aggregate_args.insert(aggregate_args.begin() + 1,
                        one(ParamSpec::choice("period", period_choices(), "day",
                                              "with groupBy=period: day, week (starting Monday) or month")));
  aggregate_args.push_back(one(ParamSpec::integer("limit", 20, 1, 100, "how many groups")));
  registry.add(
      Tool{"aggregate_trade_messages",
           "Count trade chat offers",
           "Counts trade chat offers and messages by channel, intent, sender or period, filtered as "
           "query_trade_messages (the last 24 hours unless fromDate; 30 days with a sender).",
           aggregate_args,
           {text_column("group", "the channel, intent, sender or period (null: no intent)"),
            plain_column("offers", "integer", "offers in the group, reposts counted once"),
            plain_column("messages", "integer", "messages in the group, reposts included"),
            text_column("firstAt", "the group's first message (UTC)"),
            text_column("lastAt", "the group's last message (UTC)")},
           aggregate_trade_messages});
}

}  // namespace snap
