// activity_demo_trade.cc: trade-chat lines (trade_message) in time order: WTB / WTS / WTT offers naming real
// wiki items with quantities and asked markups, in #trade and the planet channels (chat-log.md section 1), and
// about a third of them reposts of an earlier line by the same sender, sharing its repost_key.
#include "snapgen/demo/activity/activity_demo_trade.h"

#include <cctype>
#include <queue>

#include "snapgen/demo/activity/activity_demo_alive_sampler.h"
#include "snapgen/demo/activity/activity_demo_avatars.h"
#include "snapgen/demo/activity/activity_demo_names.h"
#include "snapgen/demo/activity/activity_demo_sampling.h"
#include "snapgen/demo/activity/activity_demo_timeline.h"
#include "snapgen/demo/activity/activity_demo_world.h"

namespace snap::activity_demo {
namespace {

constexpr double kOutsiderShare = 0.08;  // senders the tracker never saw global
constexpr double kRepostChance = 0.35;   // an offer is posted again at least once...
constexpr double kAnotherRepost = 0.35;  // ...and again, with this chance each time
constexpr UnixTime kStaleAfter = 6 * kHour;

const std::vector<std::string> kChannels = {"#trade",     "#calytrade", "#arktrade",    "#cyrenetrade",
                                            "#rocktrade", "#nitrade",   "#monriatrade", "#toulantrade"};
const std::vector<double> kChannelWeights = {45, 20, 12, 8, 6, 5, 2, 2};
const std::vector<std::string> kQuantities = {"50", "100", "200", "500", "1000", "2500", "5000", "2k", "5k", "10k"};

struct Offer {
  UnixTime due;
  std::uint64_t seq;  // original order breaks ties, so the heap is deterministic
  size_t channel;
  std::string sender;
  std::optional<std::int64_t> avatar_id;
  std::optional<std::string> intent;
  std::string text, key;
  int reposts_left;
};
struct LaterFirst {
  bool operator()(const Offer& a, const Offer& b) const { return a.due != b.due ? a.due > b.due : a.seq > b.seq; }
};

std::string percent(DemoRandom& rng, double median) {
  return std::to_string(std::max<long long>(101, std::llround(rng.log_normal(median, 0.15)))) + "%";
}

// Limited (L) items trade at a percentage of TT, unlimited ones at an absolute markup in PED ("+40").
std::string unique_markup(DemoRandom& rng, const std::string& item) {
  if (item.find("(L)") != std::string::npos) return percent(rng, 130);
  return "+" + std::to_string(std::max<long long>(1, std::llround(rng.log_normal(30, 1.0))));
}

std::string link(const std::string& item) { return "[" + item + "]"; }

std::string wts(DemoRandom& rng, const World& w) {
  const std::string& i = rng.pick(w.stackable_trade_items);
  const std::string& u = rng.pick(w.unique_trade_items);
  switch (rng.between(0, 4)) {
    case 0:
      return "WTS " + link(i) + " " + percent(rng, 115);
    case 1:
      return "WTS " + link(i) + " x" + rng.pick(kQuantities) + " @ " + percent(rng, 115);
    case 2:
      return "Selling " + link(i) + " " + rng.pick(kQuantities) + " pcs, " + percent(rng, 112) + " - pm me";
    case 3:
      return "WTS " + link(u) + " " + unique_markup(rng, u);
    default:
      return "WTS " + link(u) + " and " + link(rng.pick(w.unique_trade_items)) + ", pm offers";
  }
}

std::string wtb(DemoRandom& rng, const World& w) {
  const std::string& i = rng.pick(w.stackable_trade_items);
  const std::string& u = rng.pick(w.unique_trade_items);
  switch (rng.between(0, 3)) {
    case 0:
      return "WTB " + link(i) + " " + percent(rng, 110);
    case 1:
      return "WTB " + link(i) + " up to " + rng.pick(kQuantities) + ", paying " + percent(rng, 108);
    case 2:
      return "Buying " + link(i) + " any amount " + percent(rng, 105);
    default:
      return "WTB " + link(u) + " " + unique_markup(rng, u) + ", pm me";
  }
}

std::string wtt(DemoRandom& rng, const World& w) {
  const std::string& u = rng.pick(w.unique_trade_items);
  const std::string& v = rng.pick(w.unique_trade_items);
  return rng.chance(0.5) ? "WTT " + link(u) + " for " + link(v) : "WTT my " + link(u) + " + PED for your " + link(v);
}

std::string chatter(DemoRandom& rng, const World& w) {
  switch (rng.between(0, 2)) {
    case 0:
      return "PC on " + link(rng.pick(w.unique_trade_items)) + "?";
    case 1:
      return "anyone crafting " + link(rng.pick(w.stackable_trade_items)) + "? pm";
    default:
      return "Auction: " + link(rng.pick(w.unique_trade_items)) + " ends tonight, check it out";
  }
}

// Lower case, runs of white space as one space, trimmed: what makes two postings "the same text".
std::string normalized(const std::string& text) {
  std::string out;
  bool space = false;
  for (unsigned char c : text) {
    if (std::isspace(c)) {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += static_cast<char>(std::tolower(c));
  }
  return out;
}

// A repost is the same text, sometimes typed again with other case or spacing (same key either way).
std::string retyped(DemoRandom& rng, const std::string& text) {
  if (!rng.chance(0.3)) return text;
  std::string out = text;
  if (rng.chance(0.5)) {
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  } else if (const size_t at = out.find(' '); at != std::string::npos) {
    out.insert(at, " ");
  }
  return out;
}

class TradeChat {
 public:
  TradeChat(Database& db, DemoRandom& rng, const World& world, const Population& people, std::int64_t total)
      : insert_(db.prepare("INSERT INTO trade_message(ts, channel, sender_name, avatar_id, intent, message,"
                           " repost_key) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")),
        rng_(rng),
        world_(world),
        people_(people),
        senders_(people.avatars, kAnySampler) {
    for (double w : kChannelWeights) channel_pick_.add(w);
    std::unordered_set<std::string> taken;
    for (const Avatar& a : people.avatars) taken.insert(a.name);
    const auto outsiders = static_cast<size_t>(std::max<std::int64_t>(10, total / 400));
    for (size_t i = 0; i < outsiders; ++i) outsiders_.push_back(make_avatar_name(rng, taken));
  }

  // One line at ts: a repost that is due, or else a new offer.
  void post(UnixTime ts) {
    senders_.advance(ts);
    while (!pending_.empty() && pending_.top().due < ts - kStaleAfter) pending_.pop();
    if (!pending_.empty() && pending_.top().due <= ts) return repost(ts);
    if (auto offer = new_offer(ts)) write(ts, *offer, offer->text);
  }

 private:
  void repost(UnixTime ts) {
    Offer offer = pending_.top();
    pending_.pop();
    write(ts, offer, retyped(rng_, offer.text));
    if (--offer.reposts_left > 0) {
      offer.due = ts + rng_.between(10 * 60, 2 * kHour);
      pending_.push(std::move(offer));
    }
  }

  std::optional<Offer> new_offer(UnixTime ts) {
    Offer o;
    o.seq = seq_++;
    o.channel = channel_pick_.pick(rng_);
    if (rng_.chance(kOutsiderShare)) {
      o.sender = rng_.pick(outsiders_);
    } else {
      const std::optional<size_t> a = senders_.pick(rng_);
      if (!a) return std::nullopt;
      o.sender = people_.avatars[*a].name;
      o.avatar_id = people_.avatars[*a].id;
    }
    draw_text(o);
    o.key = o.sender + "|" + normalized(o.text);
    o.reposts_left = 0;
    if (rng_.chance(kRepostChance)) {
      o.reposts_left = 1;
      while (o.reposts_left < 6 && rng_.chance(kAnotherRepost)) ++o.reposts_left;
      Offer later = o;
      later.due = ts + rng_.between(10 * 60, 2 * kHour);
      pending_.push(std::move(later));
    }
    return o;
  }

  void draw_text(Offer& o) {
    const double x = rng_.unit();
    if (x < 0.5)
      o.intent = "WTS", o.text = wts(rng_, world_);
    else if (x < 0.82)
      o.intent = "WTB", o.text = wtb(rng_, world_);
    else if (x < 0.9)
      o.intent = "WTT", o.text = wtt(rng_, world_);
    else
      o.text = chatter(rng_, world_);
  }

  void write(UnixTime ts, const Offer& o, const std::string& text) {
    insert_.bind(1, ts)
        .bind(2, kChannels[o.channel])
        .bind(3, o.sender)
        .bind(4, o.avatar_id)
        .bind(5, o.intent)
        .bind(6, text)
        .bind(7, o.key)
        .run();
  }

  Statement& insert_;  // cached by the connection, reset after each run()
  DemoRandom& rng_;
  const World& world_;
  const Population& people_;
  AliveSampler senders_;
  WeightedIndex channel_pick_;
  std::vector<std::string> outsiders_;
  std::priority_queue<Offer, std::vector<Offer>, LaterFirst> pending_;
  std::uint64_t seq_ = 0;
};

}  // namespace

void generate_trade_messages(Database& db, DemoRandom& rng, const World& world, const Population& people,
                             const DemoScale& scale, const ActivityCurve& curve) {
  const std::int64_t total = std::max<std::int64_t>(0, scale.trade_messages);
  const std::vector<std::int64_t> counts = curve.allocate(total);
  TradeChat chat(db, rng, world, people, total);
  std::vector<int> seconds;
  for (size_t h = 0; h < curve.hours(); ++h) {
    if (counts[h] == 0) continue;
    draw_seconds(rng, counts[h], seconds);
    for (int s : seconds) chat.post(curve.hour_start(h) + s);
  }
}

}  // namespace snap::activity_demo
