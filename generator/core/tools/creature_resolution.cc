// creature_resolution.cc: in order: a subject of the globals named exactly (any case); a species named exactly (any
// case); else the one resolver (name_resolution.h) among creatures, whose ranking reads a maturity after the name
// (the index holds each species' maturities as its qualifiers, so "atrox old alph" is Atrox as Old Alpha). Exact
// names are looked up by SQL first: /search's typo-tolerant fallback costs milliseconds on a large database.
#include "core/tools/creature_resolution.h"

#include <algorithm>
#include <sstream>
#include <vector>

#include "core/tools/name_resolution.h"

namespace snap {
namespace {

constexpr size_t kMaturityWordsAtMost = 2;  // "Old Alpha"

std::vector<std::string> words_of(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

std::string joined(const std::vector<std::string>& words, size_t from, size_t to) {
  std::string text;
  for (size_t i = from; i < to; ++i) text += (i > from ? " " : "") + words[i];
  return text;
}

struct Species {
  std::int64_t id;
  std::string name, naming;  // naming: how globals combine species and maturity
                             // (Suffix, Prefix, Verbatim)
  std::string note;          // "'atrox' -> Atrox (same name, other case)", no full stop
};

std::optional<Species> species_where(Database& db, const char* condition, const std::string& value) {
  Statement& row = db.prepare(std::string("SELECT id, name, IFNULL(maturity_naming, 'Suffix') FROM creature WHERE ") +
                              condition + " ORDER BY name = ?1 DESC, id LIMIT 1");
  row.bind(1, value);
  std::optional<Species> species;
  if (row.step()) species = Species{row.int64(0), row.text(1), row.text(2), ""};
  row.reset();
  return species;
}

// A species named exactly in any case, by SQL.
std::optional<Species> species_exactly(Database& db, const std::string& typed) {
  auto species = species_where(db, "name = ?1 COLLATE NOCASE", typed);
  if (species)
    species->note =
        "'" + typed + "' -> " + species->name + (species->name == typed ? " (exact)" : " (same name, other case)");
  return species;
}

// The subject of some global spelled like `typed`, exactly (through the key's index) or else in any case (a scan
// of the subjects: the key's index is case-sensitive), from the maintained per-subject counts.
std::optional<std::string> subject_named(Database& db, const std::string& typed) {
  for (const char* sql : {"SELECT key FROM global_count WHERE shape = 'subject' AND key = ?1",
                          "SELECT key FROM global_count WHERE shape = 'subject' AND key = ?1 COLLATE NOCASE LIMIT 1"}) {
    Statement& row = db.prepare(sql);
    row.bind(1, typed);
    std::optional<std::string> subject;
    if (row.step()) subject = row.text(0);
    row.reset();
    if (subject) return subject;
  }
  return std::nullopt;
}

// The species' maturity named `typed` in any case.
std::optional<std::string> maturity_named(Database& db, std::int64_t creature_id, const std::string& typed) {
  Statement& rows = db.prepare("SELECT name FROM creature_maturity WHERE creature_id = ?1 AND name = ?2 COLLATE NOCASE");
  rows.bind(1, creature_id).bind(2, typed);
  std::optional<std::string> found;
  if (rows.step()) found = rows.text(0);
  rows.reset();
  return found;
}

// The subject globals give a species at one maturity.
std::string subject_of(const Species& species, const std::string& maturity) {
  if (species.naming == "Verbatim") return maturity;
  if (species.naming == "Prefix") return maturity + " " + species.name;
  return species.name + " " + maturity;
}

// The species and maturity a subject globals give names ("Atrox Old Alpha"), the longest maturity first.
struct SpeciesMaturity {
  Species species;
  std::string maturity;
};

std::optional<SpeciesMaturity> species_with_maturity(Database& db, const std::string& subject) {
  const std::vector<std::string> words = words_of(subject);
  for (size_t k = std::min(kMaturityWordsAtMost, words.size() ? words.size() - 1 : 0); k >= 1; --k) {
    auto species = species_exactly(db, joined(words, 0, words.size() - k));
    if (!species) continue;
    if (auto maturity = maturity_named(db, species->id, joined(words, words.size() - k, words.size())))
      return SpeciesMaturity{*species, *maturity};
  }
  return std::nullopt;
}

}  // namespace

std::optional<ResolvedCreature> resolve_creature(Database& db, const std::string& typed) {
  if (const auto subject = subject_named(db, typed)) {
    ResolvedCreature r{std::nullopt, *subject,
                       "'" + typed + "' -> " + *subject + " (" +
                           (*subject == typed ? "exact" : "same name, other case") + ", as globals name it).",
                       std::nullopt, std::nullopt};
    if (const auto named = species_with_maturity(db, *subject)) {
      r.species_id = named->species.id;
      r.maturity = named->maturity;
    }
    return r;
  }
  if (const auto species = species_exactly(db, typed))
    return ResolvedCreature{species->id, species->name, species->note + ". Every maturity of it counts.", species->id,
                            std::nullopt};
  const auto resolution = resolve_name(db, typed, {"creatures"});
  if (!resolution) return std::nullopt;
  const auto species = species_where(db, "slug = ?1", resolution->hit.slug);
  if (!species) return std::nullopt;
  if (const auto& maturity = resolution->hit.facts.qualifier) {
    const std::string subject = subject_of(*species, *maturity);
    return ResolvedCreature{std::nullopt, subject,
                            "'" + typed + "' -> " + subject + " (" + resolution_how(*resolution) + ").", species->id,
                            *maturity};
  }
  return ResolvedCreature{species->id, species->name,
                          resolution_note(typed, *resolution) + " Every maturity of it counts.", species->id,
                          std::nullopt};
}

}  // namespace snap
