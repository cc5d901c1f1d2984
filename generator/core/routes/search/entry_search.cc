// entry_search.cc: what search_entry holds (search_sources()), prefix matching over that FTS5 index, and the fuzzy
// fallback through the index's dictionary (fuzzy_terms.h). Rules (api-description.md "Cross-category search"): every
// word must match, names rank above descriptions with an exact name first.
#include "core/routes/search/entry_search.h"

#include <algorithm>
#include <cmath>

#include "core/model/wiki_category.h"
#include "core/routes/search/search_dictionary.h"

namespace snap {

const std::vector<SearchSource>& search_sources() {
  static const std::vector<SearchSource> sources = [] {
    std::vector<SearchSource> all;
    for (const WikiCategory& c : wiki_categories())
      if (c.searchable) all.push_back({c.path, c.table, "description"});
    all.push_back({"avatars", "avatar", "NULL"});
    for (const char* other : {"team", "event", "challenge"})
      all.push_back({std::string(other) + "s", other, "description"});
    return all;
  }();
  return sources;
}

namespace {

constexpr size_t kFuzzyTermsPerWord = 12;

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

// " AND entity_type IN ('avatars','teams')" for a restricted search, "" for all types. The names are the
// code's own (never a request's), so they are written into the SQL.
std::string type_condition(const std::vector<std::string>& entity_types) {
  if (entity_types.empty()) return "";
  std::string list;
  for (const std::string& t : entity_types) list += (list.empty() ? "'" : ",'") + t + "'";
  return " AND entity_type IN (" + list + ")";
}

// Runs one match expression; rank is 2000+ for an exact name, 1000+ when every word is in the name, and the
// BM25 relevance (name weighted 10x the description) on top. Best first.
std::vector<SearchHit> run_search(Database& db, const std::string& expr, const std::string& q, std::int64_t limit,
                                  const std::vector<std::string>& entity_types) {
  Statement& rows = db.prepare(
      "SELECT entity_type, slug, name, description,"
      " (CASE WHEN lower(name) = lower(?3) THEN 2000 WHEN rowid IN"
      "   (SELECT rowid FROM search_entry WHERE search_entry MATCH ?2) THEN 1000 ELSE 0 END)"
      "  - bm25(search_entry, 0.0, 0.0, 10.0, 1.0) AS score"
      " FROM search_entry WHERE search_entry MATCH ?1" +
      type_condition(entity_types) + " ORDER BY score DESC, name, entity_type, slug LIMIT ?4");
  rows.bind(1, expr).bind(2, "name : (" + expr + ")").bind(3, q).bind(4, limit);
  std::vector<SearchHit> hits;
  while (rows.step())
    hits.push_back(
        {rows.text(0), rows.text(1), rows.text(2), rows.json(3), std::round(rows.real(4) * 1000.0) / 1000.0});
  return hits;
}

// The fallback: the closest typos first (one edit, then two), so a near miss is not outranked by a far one.
std::vector<SearchHit> run_fuzzy_search(Database& db, const std::vector<std::string>& words, const std::string& q,
                                        std::int64_t limit, const std::vector<std::string>& entity_types) {
  const auto dictionary = search_dictionary(db);
  std::vector<std::vector<FuzzyTerm>> candidates;
  for (const std::string& w : words) candidates.push_back(fuzzy_candidates(w, *dictionary, kFuzzyTermsPerWord));
  for (int max_distance = 1; max_distance <= 2; ++max_distance) {
    const std::string expr = fuzzy_expression(candidates, max_distance);
    if (expr.empty()) continue;
    std::vector<SearchHit> hits = run_search(db, expr, q, limit, entity_types);
    if (!hits.empty()) return hits;
  }
  return {};
}

}  // namespace

std::vector<std::string> search_words(const std::string& q) {
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

std::optional<SearchHit> exact_name_hit(Database& db, const std::string& name,
                                        const std::vector<std::string>& entity_types) {
  const std::vector<std::string> words = search_words(name);
  if (words.empty()) return std::nullopt;
  std::string expr;
  for (const std::string& w : words) expr += (expr.empty() ? "name : (\"" : " AND \"") + w + "\"";
  Statement& row =
      db.prepare("SELECT entity_type, slug, name, description FROM search_entry WHERE search_entry MATCH ?1" +
                 type_condition(entity_types) +
                 " AND name = ?2 COLLATE NOCASE ORDER BY name = ?2 DESC, entity_type, slug LIMIT 1");
  row.bind(1, expr + ")").bind(2, name);
  std::optional<SearchHit> hit;
  if (row.step()) hit = SearchHit{row.text(0), row.text(1), row.text(2), row.json(3), 2000.0};
  row.reset();
  return hit;
}

SearchResult search_entries(Database& db, const std::string& q, std::int64_t limit,
                            const std::vector<std::string>& entity_types) {
  SearchResult result;
  const std::vector<std::string> words = search_words(q);
  if (words.empty()) return result;
  result.hits = run_search(db, prefix_expression(words), q, limit, entity_types);
  if (result.hits.empty()) {
    result.hits = run_fuzzy_search(db, words, q, limit, entity_types);
    result.fuzzy = !result.hits.empty();
  }
  return result;
}

}  // namespace snap
