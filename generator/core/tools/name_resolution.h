// name_resolution.h: how a tool turns a name a person or model typed into one entity: an exact name, the same
// name in another case, the closest name by /search's prefix rule, or a typo-tolerant match; and the sentence
// the envelope's note gives about it ("'atrox yung' -> Atrox Young (fuzzy match)").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/routes/search/entry_search.h"

namespace snap {

enum class Resolved { Exact, CaseFolded, Prefix, Fuzzy };

struct Resolution {
  SearchHit hit;
  Resolved how;
  std::vector<SearchHit> others;  // further candidates, best first (a few), for the note
};

// The best entity named `name` among `entity_types` (search_entry's types), or nullopt when nothing is close.
std::optional<Resolution> resolve_name(Database& db, const std::string& name,
                                       const std::vector<std::string>& entity_types);

// How a resolution was made, as the note says it: "exact", "same name, other case", "fuzzy match", ...
const char* resolved_text(Resolved how);

// "'atrox yung' -> Atrox Young (fuzzy match; also close: Atrox Old)"; "'Opalo' -> Opalo (exact)".
std::string resolution_note(const std::string& asked, const Resolution& resolution);

// "'zzzz' could not be placed (no avatars name is close)." with the kind named.
std::string unplaced_note(const std::string& asked, const std::string& kind);

}  // namespace snap
