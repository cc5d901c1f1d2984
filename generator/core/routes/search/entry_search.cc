// entry_search.cc: what search_entry holds (search_sources()), prefix matching over that FTS5 index, and the fuzzy
// fallback through the index's dictionary (fuzzy_terms.h); hit_ranking.h orders what either finds. Rules
// (templates/docs/wiki-and-search.md): every word must match, a number whole; names rank above descriptions.
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
    for (SearchSource& s : all)  // a creature's maturities narrow it: "atrox young" is Atrox (as Young)
      if (s.entity_type == "creatures")
        s.qualifiers = "(SELECT group_concat(m.name, ', ') FROM creature_maturity m WHERE m.creature_id = creature.id)";
    all.push_back({"avatars", "avatar", "NULL", "NULL"});  // most of the index: no forms (players type the name)
    for (const char* other : {"team", "event", "challenge"})
      all.push_back({std::string(other) + "s", other, "description"});
    return all;
  }();
  return sources;
}

namespace {

constexpr size_t kFuzzyTermsPerWord = 12;
constexpr std::int64_t kLeastCandidates = 40;  // ranked again in C++ (hit_ranking.h): the pool it picks from

// The words each once, sorted: a repeated word adds nothing but work.
std::vector<std::string> each_once(std::vector<std::string> words) {
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
  return words;
}

// A word as it matches: the start of a term, or a whole term when it is a number ("1" is not "10").
std::string term_of(const std::string& word) { return "\"" + word + (is_number_word(word) ? "\"" : "\"*"); }

// Every word of a reading as a prefix, for each reading: ("bristle"* AND "hog"*) OR ("bristlehog"*).
std::string prefix_expression(const std::vector<std::vector<std::string>>& readings) {
  std::string expr;
  for (const std::vector<std::string>& reading : readings) {
    std::string all;
    for (const std::string& w : each_once(reading)) all += (all.empty() ? "" : " AND ") + term_of(w);
    expr += (expr.empty() ? "(" : " OR (") + all + ")";
  }
  return expr;
}

// Every word as one of its dictionary terms at most `max_distance` edits away:
// ("opalo" OR "opal") AND ("korss"); empty when some word has none that close. A number stays itself.
std::string fuzzy_expression(const std::vector<std::string>& words,
                             const std::vector<std::vector<FuzzyTerm>>& candidates, int max_distance) {
  std::string expr;
  for (size_t i = 0; i < words.size(); ++i) {
    std::string group;
    if (is_number_word(words[i])) group = "(" + term_of(words[i]);
    else
      for (const FuzzyTerm& t : candidates[i])
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

// The hits of one match expression, best first. The index picks the pool (an exact name, then every word in the
// name or its forms, then the shorter names: no BM25, which cost a quarter of a search and decides nothing the
// ranking does not), and hit_ranking.h orders it.
std::vector<SearchHit> run_search(Database& db, const std::string& expr, const std::string& q, std::int64_t limit,
                                  const std::vector<std::string>& entity_types, const RankingQuery& query) {
  Statement& rows = db.prepare(
      "SELECT entity_type, slug, name, description, IFNULL(qualifiers, '') FROM search_entry"
      " WHERE search_entry MATCH ?1" + type_condition(entity_types) +
      " ORDER BY (CASE WHEN lower(name) = lower(?3) THEN 2000 WHEN rowid IN"
      "   (SELECT rowid FROM search_entry WHERE search_entry MATCH ?2) THEN 1000 ELSE 0 END)"
      "  - length(name) DESC, name, entity_type, slug LIMIT ?4");
  rows.bind(1, expr)
      .bind(2, "{name aliases qualifiers} : (" + expr + ")")
      .bind(3, q)
      .bind(4, std::max(limit * 2, kLeastCandidates));
  std::vector<Candidate> candidates;
  while (rows.step())
    candidates.push_back({SearchHit{rows.text(0), rows.text(1), rows.text(2), rows.json(3)}, rows.text(4)});
  rank_candidates(candidates, query, db.fts_words());
  std::vector<SearchHit> hits;
  for (size_t i = 0; i < candidates.size() && static_cast<std::int64_t>(i) < limit; ++i)
    hits.push_back(std::move(candidates[i].hit));
  return hits;
}

// The fallback: the closest typos first (one edit, then two), so a near miss is not outranked by a far one.
std::vector<SearchHit> run_fuzzy_search(Database& db, const std::vector<std::string>& words, const std::string& q,
                                        std::int64_t limit, const std::vector<std::string>& entity_types,
                                        const RankingQuery& query) {
  const auto dictionary = search_dictionary(db);
  std::vector<std::vector<FuzzyTerm>> candidates;
  for (const std::string& w : words) candidates.push_back(fuzzy_candidates(w, *dictionary, kFuzzyTermsPerWord));
  for (int max_distance = 1; max_distance <= 2; ++max_distance) {
    const std::string expr = fuzzy_expression(words, candidates, max_distance);
    if (expr.empty()) continue;
    std::vector<SearchHit> hits = run_search(db, expr, q, limit, entity_types, query);
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
  return each_once(std::move(words));
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
  if (row.step()) hit = SearchHit{row.text(0), row.text(1), row.text(2), row.json(3), 13000.0, {HitMatch::Exact}};
  row.reset();
  return hit;
}

SearchResult search_entries(Database& db, const std::string& q, std::int64_t limit,
                            const std::vector<std::string>& entity_types) {
  SearchResult result;
  const std::vector<std::string> typed = db.fts_words().split(q);
  if (typed.empty()) return result;
  RankingQuery query{query_readings(typed), false};
  result.hits = run_search(db, prefix_expression(query.readings), q, limit, entity_types, query);
  if (result.hits.empty()) {  // the typo-tolerant pass reads the words as typed
    query = RankingQuery{{typed}, true};
    result.hits = run_fuzzy_search(db, each_once(typed), q, limit, entity_types, query);
    result.fuzzy = true;
  }
  return result;
}

}  // namespace snap
