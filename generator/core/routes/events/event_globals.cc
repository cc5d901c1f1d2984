// event_globals.cc: an event's scored globals, read from event_scored_global (one row per event and scored global,
// kept by matching, with the sort keys indexed) and, for `search`, its full-text index event_scored_fts, where each
// row carries its event as the token "e<id>". A global matched in several categories is one item; its
// `categories` list each category it scored in ({id, name, score}, in category order). Every sort ends on the
// global id in the same direction, so slices join without gaps or repeats.
#include "core/routes/events/event_globals.h"

#include <string>
#include <utility>

#include "core/db/database.h"
#include "core/model/global_json.h"
#include "core/routes/events/event_lookup.h"
#include "core/routes/globals/global_search.h"
#include "core/routes/shared/paging.h"

namespace snap {
namespace {

// sortBy values (the first is the default) -> ORDER BY expression over event_scored_global, as its indexes have it.
const std::vector<std::pair<std::string, std::string>>& sort_columns() {
  static const std::vector<std::pair<std::string, std::string>> columns = {
      {"DateTime", "s.ts"}, {"GlobalValue", "s.value"}, {"AvatarName", "s.avatar_name COLLATE NOCASE"}};
  return columns;
}

const std::string& order_by(const std::string& sort_by) {
  for (const auto& sort : sort_columns())
    if (sort.first == sort_by) return sort.second;
  return sort_columns().front().second;  // unreachable: sortBy is one of the declared choices
}

// ?1 the event id, ?2 the search within the event (event_search()) or null.
const std::string kScoredWhere =
    " WHERE s.event_id = ?1 AND (?2 IS NULL OR s.id IN (SELECT rowid FROM event_scored_fts WHERE event_scored_fts "
    "MATCH ?2))";

// The words of `search` (global_search.h) in the messages of this event's scored globals only.
std::optional<std::string> event_search(std::int64_t event_id, const std::optional<std::string>& search) {
  if (!search) return std::nullopt;
  return "event : \"e" + std::to_string(event_id) + "\" AND message : (" + *search + ")";
}

// How many globals scored in the event (with every word of `search`, when given: the FTS rows are the event's).
// Without a search, the sum of the event's groups by type (event_scored_group, kept by the same matching as
// event_scored_global): a few rows instead of counting up to ~18k.
std::int64_t scored_count(Database& db, std::int64_t event_id, const std::optional<std::string>& search) {
  if (search)
    return db.prepare("SELECT COUNT(*) FROM event_scored_fts WHERE event_scored_fts MATCH ?1")
        .bind(1, *search)
        .single_int64();
  return db.prepare("SELECT IFNULL(SUM(globals), 0) FROM event_scored_group WHERE event_id = ?1 AND grouping = 'type'")
      .bind(1, event_id)
      .single_int64();
}

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

// scored_categories()'s items.
Json scored_category_schema() {
  using namespace schema;
  return object({{"id", integer("the category's id: /events/{slug}/leaderboard/{id}")},
                 {"name", string("the category's name")},
                 {"score", number("what the global added there by the category's scoring method: PED for "
                                  "TotalValue and HighestValue, 1 for Count, points for Points")}},
                "a category the global scored in");
}

}  // namespace

Json event_globals_schema(AnswerSchemas&) {
  const Json scored = schema::extend(
      schema::described(global_object_schema(), "a global that scored in the event"),
      {{"categories", schema::array(scored_category_schema(), "the categories it scored in, in category order")}});
  return schema::offset_page_of(scored, "the event's scored globals, each once");
}

const OffsetPaging& event_globals_paging() {
  static const OffsetPaging paging(10, 100, "globals");
  return paging;
}

std::vector<ParamSpec> event_globals_params() {
  std::vector<std::string> sorts;
  for (const auto& sort : sort_columns()) sorts.push_back(sort.first);
  return {global_search_param(),
          ParamSpec::choice("sortBy", sorts, sorts.front(), "order of the globals; ties by id in the same direction"),
          sort_direction("sortDir", "desc", "direction of sortBy")};
}

Json render_event_globals(const RenderContext& ctx, const PathArgs& args, const Params& params) {
  const EventRef event = find_event(ctx.db, args.at("slug"));
  const OffsetPage page = event_globals_paging().page_of(params);

  const std::optional<std::string> search = event_search(event.id, read_global_search(params));
  const std::int64_t total = scored_count(ctx.db, event.id, search);

  const std::string direction = params.text("sortDir") == "asc" ? " ASC" : " DESC";
  Statement& ids =
      ctx.db.prepare("SELECT s.global_id FROM event_scored_global s" + kScoredWhere + " ORDER BY " +
                     order_by(params.text("sortBy")) + direction + ", s.global_id" + direction + " LIMIT ?3 OFFSET ?4");
  ids.bind(1, event.id).bind(2, search).bind(3, page.size).bind(4, page.offset);
  std::vector<std::int64_t> page_ids;
  while (ids.step()) page_ids.push_back(ids.int64(0));
  ids.reset();
  Statement& global = ctx.db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom + " WHERE g.id = ?1");
  const std::shared_ptr<const WikiLinks> links = wiki_links(ctx.db);
  Json items = Json::array();
  for (std::int64_t id : page_ids) {
    global.bind(1, id).step();
    items.push_back(global_json_with(global, *links, "categories", scored_categories(ctx.db, event.id, id)));
    global.reset();
  }
  return offset_envelope(std::move(items), total, page);
}

}  // namespace snap
