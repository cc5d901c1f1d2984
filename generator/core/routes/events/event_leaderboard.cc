// event_leaderboard.cc: a category's standings. An avatar's score is the sum of the scores of its matched globals
// (TotalValue, Count, Points: matching stored each global's share as event_global.score) or the highest one
// (HighestValue), kept in whole cents so equal scores compare equal (stored scores are PED with cents, or
// leaderboard points in halves; Count scores show as whole numbers). Rank: score, highest first; then who reached
// that score first (the time of the global that brought the avatar to it); then name, then slug, so every rank is
// unique and pages never overlap.
#include "core/routes/events/event_leaderboard.h"

#include <algorithm>
#include <cmath>
#include <strings.h>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/problem.h"
#include "core/routes/events/event_lookup.h"

namespace snap {
namespace {

struct Standing {
  std::string name, slug;
  Json team;
  std::int64_t cents = 0;  // the score in hundredths
  UnixTime reached_at = 0;
  std::int64_t globals = 0;
};

// The category's scoring method; 404 when the id is not a category of this event.
std::string scoring_method(Database& db, const EventRef& event, std::int64_t category_id) {
  Statement& row = db.prepare("SELECT scoring_method FROM event_category WHERE id = ?1 AND event_id = ?2");
  row.bind(1, category_id).bind(2, event.id);
  if (!row.step()) throw ApiError(Problem::not_found("event category", std::to_string(category_id)));
  std::string method = row.text(0);
  row.reset();
  return method;
}

// Every participant with a matched global, scored by `highest` (max) or the sum, in rank order.
std::vector<Standing> standings(Database& db, std::int64_t category_id, bool highest) {
  Statement& rows = db.prepare(
      "SELECT eg.avatar_id, eg.score, g.ts, a.name, a.slug, t.name FROM event_global eg"
      " JOIN global g ON g.id = eg.global_id JOIN avatar a ON a.id = eg.avatar_id"
      " LEFT JOIN event_participant p ON p.event_id = eg.event_id AND p.avatar_id = eg.avatar_id"
      " LEFT JOIN event_team t ON t.id = p.event_team_id"
      " WHERE eg.category_id = ?1 ORDER BY eg.avatar_id, g.ts, eg.global_id");
  rows.bind(1, category_id);
  std::vector<Standing> out;
  std::int64_t current_avatar = -1;
  while (rows.step()) {
    if (rows.int64(0) != current_avatar) {
      current_avatar = rows.int64(0);
      out.push_back({rows.text(3), rows.text(4), rows.json(5), 0, rows.int64(2), 0});
    }
    Standing& s = out.back();
    const std::int64_t before = s.cents, cents = std::llround(rows.real(1) * 100);
    s.cents = highest ? (s.globals == 0 ? cents : std::max(s.cents, cents)) : s.cents + cents;
    if (s.globals == 0 || s.cents != before) s.reached_at = rows.int64(2);
    ++s.globals;
  }
  std::sort(out.begin(), out.end(), [](const Standing& a, const Standing& b) {
    if (a.cents != b.cents) return a.cents > b.cents;
    if (a.reached_at != b.reached_at) return a.reached_at < b.reached_at;
    const int by_name = strcasecmp(a.name.c_str(), b.name.c_str());
    return by_name != 0 ? by_name < 0 : a.slug < b.slug;
  });
  return out;
}

// A score as the category's method shows it: whole for Count, else PED (or points) with cents.
Json score_json(const std::string& method, std::int64_t cents) {
  return method == "Count" ? Json(cents / 100) : Json(static_cast<double>(cents) / 100);
}

}  // namespace

Json event_category_top_score(Database& db, std::int64_t category_id, const std::string& method) {
  const std::vector<Standing> all = standings(db, category_id, method == "HighestValue");
  return all.empty() ? Json(nullptr) : score_json(method, all.front().cents);
}

const Paging& event_leaderboard_paging() {
  static const Paging paging = Paging::sized(50, 100, "standings");
  return paging;
}

Json render_event_leaderboard(const RenderContext& ctx, const PathArgs& args, const Params& params) {
  const EventRef event = find_event(ctx.db, args.at("slug"));
  const std::int64_t category_id = std::stoll(args.at("categoryId"));  // the route took up to 18 digits
  const std::string method = scoring_method(ctx.db, event, category_id);
  const Page page = event_leaderboard_paging().page_of(params);
  const std::vector<Standing> all = standings(ctx.db, category_id, method == "HighestValue");
  Json items = Json::array();
  const std::int64_t total = static_cast<std::int64_t>(all.size());
  for (std::int64_t i = page.offset(); i < total && i < page.offset() + page.size; ++i) {
    const Standing& s = all[static_cast<std::size_t>(i)];
    Json item = Json::object();
    item["rank"] = i + 1;
    item["avatarName"] = s.name;
    item["avatarSlug"] = s.slug;
    item["team"] = s.team;
    item["score"] = score_json(method, s.cents);
    item["globalsCount"] = s.globals;
    item["reachedAt"] = format_iso8601(s.reached_at);
    items.push_back(std::move(item));
  }
  return paged_envelope(std::move(items), total, page);
}

SnapshotArgsFn finished_event_categories() {
  return [](const RenderContext& ctx) {
    std::vector<PathArgs> args;
    for (const PathArgs& event : finished_event_slugs()(ctx)) {
      Statement& rows = ctx.db.prepare(
          "SELECT c.id FROM event_category c JOIN event e ON e.id = c.event_id WHERE e.slug = ?1 ORDER BY c.id");
      rows.bind(1, event.at("slug"));
      while (rows.step()) args.push_back({{"slug", event.at("slug")}, {"categoryId", std::to_string(rows.int64(0))}});
    }
    return args;
  };
}

}  // namespace snap
