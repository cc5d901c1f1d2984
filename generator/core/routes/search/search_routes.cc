// search_routes.cc: /search, across the wiki categories (armour parts excluded), avatars, teams, events and
// challenges: the answer of entry_search.h, grouped by entity type, and the q and limit rules.
#include <algorithm>

#include "core/problem.h"
#include "core/route_table.h"
#include "core/routes/search/entry_search.h"
#include "core/routes/route_families.h"
#include "core/text/utf8.h"

namespace snap {
namespace {

constexpr size_t kMinQueryLength = 2;
constexpr size_t kMaxQueryLength = 200;

// Groups in the order of their best hit; hits keep their order inside a group.
Json group_hits(const std::vector<SearchHit>& hits) {
  Json groups = Json::array();
  std::vector<std::string> order;
  for (const SearchHit& hit : hits) {
    auto it = std::find(order.begin(), order.end(), hit.entity_type);
    if (it == order.end()) {
      order.push_back(hit.entity_type);
      Json g = Json::object();
      g["entityType"] = hit.entity_type;
      g["results"] = Json::array();
      groups.push_back(std::move(g));
      it = order.end() - 1;
    }
    Json result = Json::object();
    result["slug"] = hit.slug;
    result["name"] = hit.name;
    result["description"] = hit.description;
    result["rank"] = hit.rank;
    groups[static_cast<size_t>(it - order.begin())]["results"].push_back(std::move(result));
  }
  return groups;
}

std::string trimmed(const std::string& s) {
  const size_t start = s.find_first_not_of(" \t\r\n");
  if (start == std::string::npos) return "";
  return s.substr(start, s.find_last_not_of(" \t\r\n") - start + 1);
}

Json render_search(const RenderContext& ctx, const PathArgs&, const Params& params) {
  const std::string q = trimmed(params.optional_text("q").value_or(""));
  if (utf8_length(q) < kMinQueryLength)  // its declared length holds before trimming, this one after
    throw ApiError(Problem::bad_parameter("q", "must be at least 2 characters", "q must be at least 2 characters long"));
  const std::int64_t limit = params.integer("limit");
  const SearchResult found = search_entries(ctx.db, q, limit);
  Json body = Json::object();
  body["query"] = q;
  body["fuzzy"] = found.fuzzy;
  body["groups"] = group_hits(found.hits);
  return body;
}

// The entity types of the index, in its order.
std::vector<std::string> entity_types() {
  std::vector<std::string> types;
  for (const SearchSource& source : search_sources()) types.push_back(source.entity_type);
  return types;
}

Json search_schema(AnswerSchemas&) {
  using namespace schema;
  const Json result = object({{"slug", string("its slug: /{entityType}/{slug}")},
                              {"name", string("its name")},
                              {"description", nullable(string("its description (avatars have none)"))},
                              {"rank", number("higher is better, across groups too: about 13000 the exact name (case, accents, "
                                              "punctuation and spaces aside; a creature's maturity after it allowed), "
                                              "12000 every word in the name, 11000 some word only in the description; "
                                              "up to 240 less for words matched by their start, words of the name "
                                              "not typed and a longer name; 3000 less a typo corrected")}});
  const Json group = object({{"entityType", one_of_values(entity_types(), "what the results are (their route)")},
                             {"results", array(result, "best first")}});
  return object({{"query", string("q as searched, trimmed")},
                 {"fuzzy", boolean("nothing matched every word as written, so the typo-tolerant pass ran: the results "
                                    "(maybe none) are of close spellings")},
                 {"groups", array(group, "one per entity type, in the order of their best result")}});
}

}  // namespace

void add_search_routes(RouteTable& table) {
  table.add(declare_route("/search",
                          "entries, avatars, teams, events and challenges matching every word of q, grouped by type")
                .params({ParamSpec::text("q", "what to look for, 2 to 200 characters (2 after trimming spaces); "
                                              "every word matches as a prefix, a number as a whole")
                             .length(kMinQueryLength, kMaxQueryLength)  // bounds the fuzzy fallback's work, which
                             .require(),                                 // no SQLite deadline covers
                         ParamSpec::integer("limit", 20, 1, 50,
                                            "most results in the whole answer, 1-50; other values mean 20")
                             .clamp_to_default()})
                .render(render_search)
                .answers(search_schema)
                .max_age(60));
}

}  // namespace snap
