// name_resolution.cc: an exact name by SQL, else the best hit of entry_search.h, and how it compares with what
// was asked.
#include "core/tools/name_resolution.h"

#include <strings.h>

#include "core/problem.h"

namespace snap {
namespace {

constexpr std::int64_t kCandidates = 5;

}  // namespace

const char* resolved_text(Resolved how) {
  switch (how) {
    case Resolved::Exact: return "exact";
    case Resolved::CaseFolded: return "same name, other case";
    case Resolved::Normalised: return "same name; case, accents, punctuation and spaces aside";
    case Resolved::Prefix: return "closest name starting with the words given";
    case Resolved::Fuzzy: return "typo";
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
  Resolution r{found.hits.front(), Resolved::Prefix, {}};
  const HitFacts& facts = r.hit.facts;
  if (r.hit.name == name) r.how = Resolved::Exact;
  else if (strcasecmp(r.hit.name.c_str(), name.c_str()) == 0) r.how = Resolved::CaseFolded;
  else if (facts.edits > 0) r.how = Resolved::Fuzzy;
  else if (facts.match == HitMatch::Exact) r.how = Resolved::Normalised;
  for (size_t i = 1; i < found.hits.size(); ++i) r.others.push_back(found.hits[i]);
  return r;
}

Resolution require_name(Database& db, const std::string& asked, const std::vector<std::string>& entity_types,
                        const std::string& argument, const std::string& kind) {
  std::optional<Resolution> found = resolve_name(db, asked, entity_types);
  if (!found) throw ApiError(Problem::unresolved(argument, kind, asked));
  return std::move(*found);
}

std::string resolution_how(const Resolution& resolution) {
  const HitFacts& facts = resolution.hit.facts;
  std::string how;
  if (resolution.how == Resolved::Fuzzy)
    how = "typo: " + std::to_string(facts.edits) + (facts.edits == 1 ? " edit" : " edits");
  if (facts.qualifier) how += (how.empty() ? "" : "; ") + std::string("maturity stripped: ") + *facts.qualifier;
  if (how.empty()) how = resolved_text(resolution.how);
  if (!resolution.edition.empty()) how += "; " + resolution.edition + " of those so named";
  return how;
}

std::string resolution_note(const std::string& asked, const Resolution& resolution) {
  std::string note = "'" + asked + "' -> " + resolution.hit.name + " (" + resolution_how(resolution);
  if (resolution.how != Resolved::Exact && !resolution.others.empty()) {
    note += "; also close:";
    for (size_t i = 0; i < resolution.others.size() && i < 3; ++i)
      note += std::string(i ? ", " : " ") + resolution.others[i].name;
  }
  return note + ").";
}

}  // namespace snap
