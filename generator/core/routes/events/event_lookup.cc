// event_lookup.cc: the event behind a slug and the status rule.
#include "core/routes/events/event_lookup.h"

#include "core/db/database.h"
#include "core/problem.h"

namespace snap {

EventRef find_event(Database& db, const std::string& slug) {
  Statement& row = db.prepare("SELECT id FROM event WHERE slug = ?1");
  row.bind(1, slug);
  if (!row.step()) throw ApiError(Problem::not_found("event", slug));
  EventRef event{row.int64(0), slug};
  row.reset();
  return event;
}

const std::vector<std::string>& event_types() {
  static const std::vector<std::string> types = {"Hunting", "Mining", "Crafting", "Mixed"};
  return types;
}

const std::vector<std::string>& event_statuses() {
  static const std::vector<std::string> statuses = {"Upcoming", "Active", "Completed", "Cancelled"};
  return statuses;
}

std::string event_status_sql(int now_index) {
  const std::string now = "?" + std::to_string(now_index);
  return "CASE WHEN e.cancelled_at IS NOT NULL THEN 'Cancelled' WHEN " + now + " < e.start_at THEN 'Upcoming' WHEN " +
         now + " < e.end_at THEN 'Active' ELSE 'Completed' END";
}

SnapshotArgsFn finished_event_slugs() {
  return [](const RenderContext& ctx) {
    std::vector<PathArgs> args;
    Statement& rows = ctx.db.prepare("SELECT e.slug FROM event e WHERE " + event_status_sql(1) +
                                     " IN ('Completed', 'Cancelled') ORDER BY e.slug");
    rows.bind(1, ctx.now());
    while (rows.step()) args.push_back({{"slug", rows.text(0)}});
    return args;
  };
}

}  // namespace snap
