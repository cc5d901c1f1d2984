// name_resolution.cc: resolution through entry_search.h, then a look at how the best hit's name compares with
// what was asked.
#include "core/tools/name_resolution.h"

#include <strings.h>

#include "core/routes/search/fuzzy_terms.h"
#include "core/text/name_fold.h"

namespace snap {
namespace {

constexpr std::int64_t kCandidates = 5;
constexpr int kFarAway = 1000;

}  // namespace

const char* resolved_text(Resolved how) {
  switch (how) {
    case Resolved::Exact: return "exact";
    case Resolved::CaseFolded: return "same name, other case";
    case Resolved::Prefix: return "closest name starting with the words given";
    case Resolved::Fuzzy: return "fuzzy match";
  }
  return "";
}

std::optional<Resolution> resolve_name(Database& db, const std::string& name,
                                       const std::vector<std::string>& entity_types) {
  if (std::optional<SearchHit> exact = exact_name_hit(db, name, entity_types)) {
    const Resolved how = exact->name == name ? Resolved::Exact : Resolved::CaseFolded;
    return Resolution{std::move(*exact), how, {}};
  }
  SearchResult found = search_entries(db, name, kCandidates, entity_types);
  if (found.hits.empty()) return std::nullopt;
  // The closest name wins (an exact one, then the fewest edits from what was asked, case aside); the search's
  // own order breaks ties, so "solomate opalp" finds Sollomate Opalo before its longer editions.
  Resolution r{found.hits.front(), Resolved::Prefix, {}};
  int best = kFarAway;
  for (const SearchHit& hit : found.hits) {
    const int distance = hit.name == name ? -1 : bounded_edit_distance(fold_name(hit.name), fold_name(name), kFarAway);
    if (distance < best) {
      best = distance;
      r.hit = hit;
    }
  }
  if (r.hit.name == name) r.how = Resolved::Exact;
  else if (strcasecmp(r.hit.name.c_str(), name.c_str()) == 0) r.how = Resolved::CaseFolded;
  else if (found.fuzzy) r.how = Resolved::Fuzzy;
  for (const SearchHit& hit : found.hits)
    if (hit.slug != r.hit.slug || hit.entity_type != r.hit.entity_type) r.others.push_back(hit);
  return r;
}

std::string resolution_note(const std::string& asked, const Resolution& resolution) {
  std::string note = "'" + asked + "' -> " + resolution.hit.name + " (" + resolved_text(resolution.how);
  if (resolution.how != Resolved::Exact && !resolution.others.empty()) {
    note += "; also close:";
    for (size_t i = 0; i < resolution.others.size() && i < 3; ++i)
      note += std::string(i ? ", " : " ") + resolution.others[i].name;
  }
  return note + ").";
}

std::string unplaced_note(const std::string& asked, const std::string& kind) {
  return "'" + asked + "' could not be placed: no " + kind + " has a name close to it.";
}

}  // namespace snap
