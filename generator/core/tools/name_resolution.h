// name_resolution.h: the one resolver of "which entry does this text mean" (issue 53): an exact name by SQL, else
// the best hit of /search's query and ranking (entry_search.h, hit_ranking.h) among the kinds asked for; and the
// sentence the envelope's note gives about it ("'atrox yung' -> Atrox (typo: 1 edit; maturity stripped: Young)").
// Every tool that takes a name, the globals' creatureName filter (and so the stream's) and the calculator go
// through it, so a text resolves the same way everywhere.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/routes/search/entry_search.h"

namespace snap {

// Exact: byte for byte; CaseFolded: in another letter case; Normalised: case, accents, punctuation and spaces aside
// (a maturity after it allowed: "hellhound", "atrox young"); Prefix: every word typed starts a word of the name;
// Fuzzy: within typos.
enum class Resolved { Exact, CaseFolded, Normalised, Prefix, Fuzzy };

struct Resolution {
  SearchHit hit;
  Resolved how;
  std::vector<SearchHit> others;  // further candidates, best first (a few), for the note
  std::string edition = {};       // for an event chosen among its editions by status: "the active edition"
};

// The best entity named `name` among `entity_types` (search_entry's types), or nullopt when nothing is close.
std::optional<Resolution> resolve_name(Database& db, const std::string& name,
                                       const std::vector<std::string>& entity_types);

// resolve_name(), or ApiError 404 naming `argument` when no entry of `kind` ("weapon") is close: the one rule of
// every tool for a name that does not resolve (over MCP: a result with isError and the same text).
Resolution require_name(Database& db, const std::string& asked, const std::vector<std::string>& entity_types,
                        const std::string& argument, const std::string& kind);

// How a resolution was made, as the note says it: "exact", "same name, other case", "typo", ...
const char* resolved_text(Resolved how);

// How one resolution was made, as its note says it: "typo: 1 edit; maturity stripped: Young", "exact", ...
std::string resolution_how(const Resolution& resolution);

// "'atrox yung' -> Atrox (typo: 1 edit; maturity stripped: Young)"; "'opalo' -> Sollomate Opalo (closest name
// starting with the words given; also close: ...)"; "'Opalo' -> Opalo (exact)".
std::string resolution_note(const std::string& asked, const Resolution& resolution);

}  // namespace snap
