// entry_search.h: the one query of cross-category search: every word of the query as a prefix (a number whole) in
// an entry's name, its extra forms, its qualifiers or its description, and when nothing matches, words within a
// typo or two of the index's terms; the candidates ordered by hit_ranking.h. /search answers with it; every name
// resolution (core/tools/name_resolution.h) asks it too, restricted to its entity types.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/json_bytes.h"
#include "core/routes/search/hit_ranking.h"

namespace snap {

struct SearchResult {
  std::vector<SearchHit> hits;  // best first (hit_ranking.h)
  bool fuzzy = false;  // nothing matched every word as typed, so the typo-tolerant pass ran: these (maybe none) are its
};

// One kind of entry the index holds (snapgen fills search_entry from these): its entity type, which is its route's
// first segment, the table its rows come from, and the SQL of its description, aliases (search_words.h) and
// qualifiers over that table's row ("NULL": none).
struct SearchSource {
  std::string entity_type;
  std::string table;
  std::string description;
  std::string aliases = "search_aliases(name)";
  std::string qualifiers = "NULL";
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
