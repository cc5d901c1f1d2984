// search_routes.cc: /search, across the wiki categories (armour parts excluded), avatars, teams, events and
// challenges. Rules (api-description.md "Cross-category search"): prefix matching, every word must match,
// names rank above descriptions with an exact name first, a fuzzy fallback only when nothing matches exactly.
#include <algorithm>
#include <cmath>

#include "core/db/database.h"
#include "core/problem.h"
#include "core/route_table.h"
#include "core/routes/search/search_dictionary.h"
#include "core/routes/route_families.h"
#include "core/text/utf8.h"

namespace snap {
namespace {

constexpr size_t kFuzzyTermsPerWord = 12;
constexpr size_t kMaxQueryLength = 200;

// Lower-cased words of the query: runs of ASCII letters and digits, or of any non-ASCII bytes.
std::vector<std::string> query_words(const std::string& q) {
  std::vector<std::string> words;
  std::string word;
  for (unsigned char c : q) {
    const bool part = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
    if (part) {
      word.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : static_cast<char>(c));
    } else if (!word.empty()) {
      words.push_back(std::move(word));
      word.clear();
    }
  }
  if (!word.empty()) words.push_back(std::move(word));
  std::sort(words.begin(), words.end());  // a repeated word adds nothing but work
  words.erase(std::unique(words.begin(), words.end()), words.end());
  return words;
}

// Every word as a prefix: "kor"* AND "h4"*.
std::string prefix_expression(const std::vector<std::string>& words) {
  std::string expr;
  for (const std::string& w : words) expr += (expr.empty() ? "\"" : " AND \"") + w + "\"*";
  return expr;
}

// Every word as one of its dictionary terms at most `max_distance` edits away:
// ("opalo" OR "opal") AND ("korss"); empty when some word has none that close.
std::string fuzzy_expression(const std::vector<std::vector<FuzzyTerm>>& candidates, int max_distance) {
  std::string expr;
  for (const std::vector<FuzzyTerm>& terms : candidates) {
    std::string group;
    for (const FuzzyTerm& t : terms)
      if (t.distance <= max_distance) group += (group.empty() ? "(\"" : " OR \"") + t.term + "\"";
    if (group.empty()) return "";
    expr += (expr.empty() ? "" : " AND ") + group + ")";
  }
  return expr;
}

struct Hit {
  std::string entity_type;
  Json result;
};

// Runs one match expression; rank is 2000+ for an exact name, 1000+ when every word is in the name, and the
// BM25 relevance (name weighted 10x the description) on top. Best first.
std::vector<Hit> run_search(Database& db, const std::string& expr, const std::string& q, std::int64_t limit) {
  Statement& rows = db.prepare(
      "SELECT entity_type, slug, name, description,"
      " (CASE WHEN lower(name) = lower(?3) THEN 2000 WHEN rowid IN"
      "   (SELECT rowid FROM search_entry WHERE search_entry MATCH ?2) THEN 1000 ELSE 0 END)"
      "  - bm25(search_entry, 0.0, 0.0, 10.0, 1.0) AS score"
      " FROM search_entry WHERE search_entry MATCH ?1"
      " ORDER BY score DESC, name, entity_type, slug LIMIT ?4");
  rows.bind(1, expr).bind(2, "name : (" + expr + ")").bind(3, q).bind(4, limit);
  std::vector<Hit> hits;
  while (rows.step()) {
    Json r = Json::object();
    r["slug"] = rows.text(1);
    r["name"] = rows.text(2);
    r["description"] = rows.json(3);
    r["rank"] = std::round(rows.real(4) * 1000.0) / 1000.0;
    hits.push_back({rows.text(0), std::move(r)});
  }
  return hits;
}

// Groups in the order of their best hit; hits keep their order inside a group.
Json group_hits(std::vector<Hit> hits) {
  Json groups = Json::array();
  std::vector<std::string> order;
  for (Hit& hit : hits) {
    auto it = std::find(order.begin(), order.end(), hit.entity_type);
    if (it == order.end()) {
      order.push_back(hit.entity_type);
      Json g = Json::object();
      g["entityType"] = hit.entity_type;
      g["results"] = Json::array();
      groups.push_back(std::move(g));
      it = order.end() - 1;
    }
    groups[static_cast<size_t>(it - order.begin())]["results"].push_back(std::move(hit.result));
  }
  return groups;
}

// The fallback: the closest typos first (one edit, then two), so a near miss is not outranked by a far one.
std::vector<Hit> run_fuzzy_search(Database& db, const std::vector<std::string>& words, const std::string& q,
                                  std::int64_t limit) {
  const auto dictionary = search_dictionary(db);
  std::vector<std::vector<FuzzyTerm>> candidates;
  for (const std::string& w : words) candidates.push_back(fuzzy_candidates(w, *dictionary, kFuzzyTermsPerWord));
  for (int max_distance = 1; max_distance <= 2; ++max_distance) {
    const std::string expr = fuzzy_expression(candidates, max_distance);
    if (expr.empty()) continue;
    std::vector<Hit> hits = run_search(db, expr, q, limit);
    if (!hits.empty()) return hits;
  }
  return {};
}

std::string trimmed(const std::string& s) {
  const size_t start = s.find_first_not_of(" \t\r\n");
  if (start == std::string::npos) return "";
  return s.substr(start, s.find_last_not_of(" \t\r\n") - start + 1);
}

Json render_search(const RenderContext& ctx, const PathArgs&, const Params& params) {
  const std::string q = trimmed(params.optional_text("q").value_or(""));
  if (utf8_length(q) < 2)
    throw ApiError(Problem::bad_parameter("q", "must be at least 2 characters", "q must be at least 2 characters long"));
  if (utf8_length(q) > kMaxQueryLength)  // bounds the fuzzy fallback's work, which no SQLite deadline covers
    throw ApiError(Problem::bad_parameter("q", "must be at most " + std::to_string(kMaxQueryLength) + " characters"));
  const std::int64_t limit = params.integer("limit");
  const std::vector<std::string> words = query_words(q);
  std::vector<Hit> hits;
  bool fuzzy = false;
  if (!words.empty()) {
    hits = run_search(ctx.db, prefix_expression(words), q, limit);
    if (hits.empty()) {
      hits = run_fuzzy_search(ctx.db, words, q, limit);
      fuzzy = !hits.empty();
    }
  }
  Json body = Json::object();
  body["query"] = q;
  body["fuzzy"] = fuzzy;
  body["groups"] = group_hits(std::move(hits));
  return body;
}

}  // namespace

void add_search_routes(RouteTable& table) {
  table.add(declare_route("/search",
                          "entries, avatars, teams, events and challenges matching every word of q, grouped by type")
                .params({ParamSpec::text("q", "what to look for, 2 to 200 characters; every word matches as a prefix"),
                         ParamSpec::integer("limit", 20, 1, 50,
                                            "most results in the whole answer, 1-50; other values mean 20")
                             .clamp_to_default()})
                .render(render_search)
                .max_age(60));
}

}  // namespace snap
