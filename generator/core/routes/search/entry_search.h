// entry_search.h: the one query of cross-category search: every word of the query as a prefix, and when nothing
// matches, words within a typo or two of the index's terms. /search answers with it; the tools that resolve a
// name (wiki items, avatars, events) ask it too, restricted to their entity types.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/json_bytes.h"

namespace snap {

struct SearchHit {
  std::string entity_type;  // "weapons", "avatars", "events", ...
  std::string slug;
  std::string name;
  Json description;
  double rank;  // 2000+ exact name, 1000+ every word in the name, plus BM25 relevance
};

struct SearchResult {
  std::vector<SearchHit> hits;  // best first
  bool fuzzy = false;           // the typo-tolerant fallback produced them
};

// One kind of entry the index holds (snapgen fills search_entry from these): its entity type, which is its route's
// first segment, the table its rows come from, and the SQL of its description ("NULL": none).
struct SearchSource {
  std::string entity_type;
  std::string table;
  std::string description;
};

// Every kind, in index order: the searchable wiki categories, then avatars, teams, events and challenges.
const std::vector<SearchSource>& search_sources();

// Lower-cased words of a query: runs of ASCII letters and digits, or of any non-ASCII bytes; sorted, each once.
// Quoted ("word"), each is a safe FTS5 term: the other tools that search an FTS5 index build their expressions
// from these, never from the text as typed.
std::vector<std::string> search_words(const std::string& q);

// The entry named `name` among `entity_types` (empty: every type), byte for byte or else in another ASCII case,
// found through its words in the name column without ranking anything: the cheap first look when a name is
// resolved. A byte-for-byte name first, then the first by type and slug when several share the name.
std::optional<SearchHit> exact_name_hit(Database& db, const std::string& name,
                                        const std::vector<std::string>& entity_types);

// At most `limit` hits for `q`; `entity_types` restricts them (empty: every type).
SearchResult search_entries(Database& db, const std::string& q, std::int64_t limit,
                            const std::vector<std::string>& entity_types = {});

}  // namespace snap
