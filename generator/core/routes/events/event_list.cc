// event_list.cc: /events. Filters and sorts run over the light item's columns (event_json.h), so the status a
// filter selects is the status the item shows. Every sort ends on the slug (ascending), so pages never repeat
// or skip an event.
#include "core/routes/events/event_list.h"

#include <utility>

#include "core/db/database.h"
#include "core/routes/events/event_json.h"
#include "core/routes/events/event_lookup.h"
#include "core/routes/shared/like_pattern.h"
#include "core/routes/shared/paging.h"

namespace snap {
namespace {

// sortBy values (the first is the default) -> ORDER BY expression over the light item's columns.
const std::vector<std::pair<std::string, std::string>>& sort_columns() {
  static const std::vector<std::pair<std::string, std::string>> columns = {{"StartDate", "start_at"},
                                                                           {"EndDate", "end_at"},
                                                                           {"Name", "name COLLATE NOCASE"},
                                                                           {"ParticipantCount", "participant_count"}};
  return columns;
}

const std::string& order_by(const std::string& sort_by) {
  for (const auto& sort : sort_columns())
    if (sort.first == sort_by) return sort.second;
  return sort_columns().front().second;  // unreachable: sortBy is one of the declared choices
}

const std::string kFilters =
    " WHERE (?2 IS NULL OR name LIKE ?2 ESCAPE '\\') AND (?3 IS NULL OR type = ?3) AND (?4 IS NULL OR status = ?4)";

void bind_filters(Statement& statement, const RenderContext& ctx, const Params& params) {
  const auto search = params.optional_text("search");
  statement.bind(1, ctx.now())
      .bind(2, search ? std::optional<std::string>(like_contains_pattern(*search)) : std::nullopt)
      .bind(3, params.optional_text("type"))
      .bind(4, params.optional_text("status"));
}

}  // namespace

const Paging& event_list_paging() {
  static const Paging paging = Paging::sized(20, 100, "events");
  return paging;
}

std::vector<ParamSpec> event_list_params() {
  std::vector<std::string> sorts;
  for (const auto& sort : sort_columns()) sorts.push_back(sort.first);
  return {ParamSpec::text("search", "only events whose name contains this text (case-insensitive)"),
          ParamSpec::choice("type", event_types(), std::nullopt, "only events of this type"),
          ParamSpec::choice("status", event_statuses(), std::nullopt,
                            "only events with this status now (derived from the dates; Cancelled is recorded)"),
          ParamSpec::choice("sortBy", sorts, sorts.front(), "order of the events; ties in slug order"),
          sort_direction("sortOrder", "desc", "direction of sortBy")};
}

Json render_event_list(const RenderContext& ctx, const PathArgs&, const Params& params) {
  const Page page = event_list_paging().page_of(params);
  const std::string filtered = "SELECT * FROM (" + event_item_select() + ")" + kFilters;

  Statement& count = ctx.db.prepare("SELECT COUNT(*) FROM (" + filtered + ")");
  bind_filters(count, ctx, params);
  const std::int64_t total = count.single_int64();

  const std::string direction = params.text("sortOrder") == "asc" ? " ASC" : " DESC";
  Statement& rows = ctx.db.prepare(filtered + " ORDER BY " + order_by(params.text("sortBy")) + direction +
                                   ", slug LIMIT ?5 OFFSET ?6");
  bind_filters(rows, ctx, params);
  rows.bind(5, page.size).bind(6, page.offset());
  Json items = Json::array();
  while (rows.step()) items.push_back(event_item_json(rows));
  return paged_envelope(std::move(items), total, page);
}

Json event_list_schema(AnswerSchemas& schemas) {
  return schema::page_of(event_item_schema(schemas), "a page of events, in the order asked for");
}

}  // namespace snap
