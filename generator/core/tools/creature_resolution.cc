// creature_resolution.cc: in order: a subject of the globals named exactly (any case); a species named exactly (any
// case); a species followed by a maturity, each tolerating typos (the longest maturity first, so "old alpha" is read as
// Old Alpha, not Alpha); a species by a close name alone. Exact names are looked up by SQL first: /search's
// typo-tolerant fallback costs milliseconds on a large database.
#include "core/tools/creature_resolution.h"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <vector>

#include "core/routes/search/fuzzy_terms.h"
#include "core/tools/name_resolution.h"

namespace snap {
namespace {

constexpr size_t kMaturityWordsAtMost = 2;  // "Old Alpha"

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

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

// resolution_note() without its closing full stop, to nest it in a longer sentence.
std::string clause(const std::string& typed, const Resolution& resolution) {
  std::string note = resolution_note(typed, resolution);
  if (!note.empty() && note.back() == '.') note.pop_back();
  return note;
}

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

// A species by /search's typo-tolerant index.
std::optional<Species> species_close_to(Database& db, const std::string& typed) {
  const auto resolution = resolve_name(db, typed, {"creatures"});
  if (!resolution) return std::nullopt;
  auto species = species_where(db, "slug = ?1", resolution->hit.slug);
  if (species) species->note = clause(typed, *resolution);
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

struct Maturity {
  std::string name;
  int distance;
};

// The species' maturity closest to `typed` within `allowed` typos.
std::optional<Maturity> maturity_named(Database& db, std::int64_t creature_id, const std::string& typed, int allowed) {
  Statement& rows = db.prepare("SELECT name FROM creature_maturity WHERE creature_id = ?1 ORDER BY rank");
  rows.bind(1, creature_id);
  std::optional<Maturity> best;
  while (rows.step()) {
    const std::string name = rows.text(0);
    const int d = bounded_edit_distance(lower(typed), lower(name), allowed);
    if (d <= allowed && (!best || d < best->distance)) best = Maturity{name, d};
  }
  return best;
}

std::string edits(int distance) {
  return distance == 0 ? "exact" : std::to_string(distance) + (distance == 1 ? " edit" : " edits");
}

// The subject globals give a species at one maturity.
std::string subject_of(const Species& species, const std::string& maturity) {
  if (species.naming == "Verbatim") return maturity;
  if (species.naming == "Prefix") return maturity + " " + species.name;
  return species.name + " " + maturity;
}

// A species followed by a maturity, the longest maturity first: each tolerating typos, or (for a name globals
// give, which is spelled right) only as named.
struct SpeciesMaturity {
  Species species;
  Maturity maturity;
  std::string maturity_text;
};

enum class Typos { Tolerated, None };
std::optional<SpeciesMaturity> species_with_maturity(Database& db, const std::string& typed, Typos typos) {
  const std::vector<std::string> words = words_of(typed);
  for (size_t k = std::min(kMaturityWordsAtMost, words.size() ? words.size() - 1 : 0); k >= 1; --k) {
    const std::string species_text = joined(words, 0, words.size() - k),
                      maturity_text = joined(words, words.size() - k, words.size());
    auto species = species_exactly(db, species_text);
    if (!species && typos == Typos::Tolerated) species = species_close_to(db, species_text);
    if (!species) continue;
    const auto maturity =
        maturity_named(db, species->id, maturity_text, typos == Typos::Tolerated ? allowed_typos(maturity_text) : 0);
    if (maturity) return SpeciesMaturity{*species, *maturity, maturity_text};
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
    if (const auto named = species_with_maturity(db, *subject, Typos::None)) {
      r.species_id = named->species.id;
      r.maturity = named->maturity.name;
    }
    return r;
  }
  if (const auto species = species_exactly(db, typed))
    return ResolvedCreature{species->id, species->name, species->note + ". Every maturity of it counts.", species->id,
                            std::nullopt};
  if (const auto named = species_with_maturity(db, typed, Typos::Tolerated)) {
    const std::string subject = subject_of(named->species, named->maturity.name);
    return ResolvedCreature{std::nullopt, subject,
                            "'" + typed + "' -> " + subject + " (species: " + named->species.note + "; maturity: '" +
                                named->maturity_text + "' -> " + named->maturity.name + " (" +
                                edits(named->maturity.distance) + " among " + named->species.name + "'s maturities)).",
                            named->species.id, named->maturity.name};
  }
  if (const auto species = species_close_to(db, typed))
    return ResolvedCreature{species->id, species->name, species->note + ". Every maturity of it counts.", species->id,
                            std::nullopt};
  return std::nullopt;
}

}  // namespace snap
