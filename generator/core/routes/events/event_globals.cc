// event_globals.cc: an event's scored globals. A global matched in several categories is one item; its
// `categories` list each category it scored in ({id, name, score}, in category order). Every sort ends on the
// global id in the same direction, so slices join without gaps or repeats.
#include "core/routes/events/event_globals.h"

#include <string>
#include <utility>

#include "core/db/database.h"
#include "core/model/global_json.h"
#include "core/routes/events/event_lookup.h"
#include "core/routes/globals/global_search.h"

namespace snap {
namespace {

// sortBy values (the first is the default) -> ORDER BY expression over kGlobalColumns' aliases.
const std::vector<std::pair<std::string, std::string>>& sort_columns() {
  static const std::vector<std::pair<std::string, std::string>> columns = {
      {"DateTime", "g.ts"}, {"GlobalValue", "g.value"}, {"AvatarName", "a.name COLLATE NOCASE"}};
  return columns;
}

const std::string& order_by(const std::string& sort_by) {
  for (const auto& sort : sort_columns())
    if (sort.first == sort_by) return sort.second;
  return sort_columns().front().second;  // unreachable: sortBy is one of the declared choices
}

// ?1 the event id, ?2 the search (FTS5 expression) or null.
const std::string kScoredWhere =
    " WHERE g.id IN (SELECT global_id FROM event_global WHERE event_id = ?1)"
    " AND (?2 IS NULL OR g.id IN (SELECT rowid FROM global_fts WHERE global_fts MATCH ?2))";

Json scored_categories(Database& db, std::int64_t event_id, std::int64_t global_id) {
  Statement& rows = db.prepare(
      "SELECT c.id, c.name, eg.score FROM event_global eg JOIN event_category c ON c.id = eg.category_id"
      " WHERE eg.event_id = ?1 AND eg.global_id = ?2 ORDER BY c.position");
  rows.bind(1, event_id).bind(2, global_id);
  Json categories = Json::array();
  while (rows.step()) {
    Json category = Json::object();
    category["id"] = rows.int64(0);
    category["name"] = rows.text(1);
    category["score"] = rows.json(2);
    categories.push_back(std::move(category));
  }
  return categories;
}

}  // namespace

const OffsetPaging& event_globals_paging() {
  static const OffsetPaging paging(10, 100, "globals");
  return paging;
}

std::vector<ParamSpec> event_globals_params() {
  std::vector<std::string> sorts;
  for (const auto& sort : sort_columns()) sorts.push_back(sort.first);
  return {global_search_param(),
          ParamSpec::choice("sortBy", sorts, sorts.front(), "order of the globals; ties by id in the same direction"),
          ParamSpec::choice("sortDir", {"asc", "desc"}, "desc", "direction of sortBy")};
}

Json render_event_globals(const RenderContext& ctx, const PathArgs& args, const Params& params) {
  const EventRef event = find_event(ctx.db, args.at("slug"));
  const OffsetPage page = event_globals_paging().page_of(params);
  const std::optional<std::string> search = read_global_search(params);

  Statement& count = ctx.db.prepare("SELECT COUNT(*) FROM global g" + kScoredWhere);
  const std::int64_t total = count.bind(1, event.id).bind(2, search).single_int64();

  const std::string direction = params.text("sortDir") == "asc" ? " ASC" : " DESC";
  Statement& rows = ctx.db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom + kScoredWhere +
                                   " ORDER BY " + order_by(params.text("sortBy")) + direction + ", g.id" + direction +
                                   " LIMIT ?3 OFFSET ?4");
  rows.bind(1, event.id).bind(2, search).bind(3, page.size).bind(4, page.offset);
  std::vector<std::pair<std::int64_t, Json>> globals;
  while (rows.step()) globals.emplace_back(rows.int64(0), global_json(rows));
  rows.reset();
  Json items = Json::array();
  for (auto& global : globals) {
    global.second["categories"] = scored_categories(ctx.db, event.id, global.first);
    items.push_back(std::move(global.second));
  }
  return offset_envelope(std::move(items), total, page);
}

}  // namespace snap
