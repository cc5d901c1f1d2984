// creature_resolution.cc: in order: a species named exactly (any case); a subject of the globals named exactly
// (any case); a species followed by a maturity, each tolerating typos (the longest maturity first, so "old
// alpha" is read as Old Alpha, not Alpha); a species by a close name alone.
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
  std::string name;
  Resolution resolution;
};

std::optional<Species> species_named(Database& db, const std::string& typed) {
  auto resolution = resolve_name(db, typed, {"creatures"});
  if (!resolution) return std::nullopt;
  Statement& row = db.prepare("SELECT id, name FROM creature WHERE slug = ?1");
  row.bind(1, resolution->hit.slug);
  std::optional<Species> species;
  if (row.step()) species = Species{row.int64(0), row.text(1), *resolution};
  row.reset();
  return species;
}

// The subject of some global spelled like `typed` in any case (from the maintained per-subject counts).
std::optional<std::string> subject_named(Database& db, const std::string& typed) {
  Statement& row = db.prepare("SELECT key FROM global_count WHERE shape = 'subject' AND key = ?1 COLLATE NOCASE"
                              " ORDER BY key = ?1 DESC LIMIT 1");
  row.bind(1, typed);
  std::optional<std::string> subject;
  if (row.step()) subject = row.text(0);
  row.reset();
  return subject;
}

struct Maturity {
  std::string name;
  int distance;
};

// The species' maturity closest to `typed` within its allowed typos.
std::optional<Maturity> maturity_named(Database& db, std::int64_t creature_id, const std::string& typed) {
  const int allowed = allowed_typos(typed);
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

// resolution_note() without its closing full stop, to nest it in a longer sentence.
std::string clause(const std::string& typed, const Resolution& resolution) {
  std::string note = resolution_note(typed, resolution);
  if (!note.empty() && note.back() == '.') note.pop_back();
  return note;
}

std::string edits(int distance) {
  return distance == 0 ? "exact" : std::to_string(distance) + (distance == 1 ? " edit" : " edits");
}

}  // namespace

std::optional<ResolvedCreature> resolve_creature(Database& db, const std::string& typed) {
  const auto whole = species_named(db, typed);
  if (whole && (whole->resolution.how == Resolved::Exact || whole->resolution.how == Resolved::CaseFolded))
    return ResolvedCreature{whole->id, whole->name, resolution_note(typed, whole->resolution) +
                                                       " Every maturity of it counts."};
  if (const auto subject = subject_named(db, typed))
    return ResolvedCreature{std::nullopt, *subject,
                            "'" + typed + "' -> " + *subject + " (" + (*subject == typed ? "exact" : "same name, other case") +
                                ", as globals name it)."};
  const std::vector<std::string> words = words_of(typed);
  for (size_t k = std::min(kMaturityWordsAtMost, words.size() ? words.size() - 1 : 0); k >= 1; --k) {
    const std::string species_text = joined(words, 0, words.size() - k), maturity_text = joined(words, words.size() - k, words.size());
    const auto species = species_named(db, species_text);
    if (!species) continue;
    const auto maturity = maturity_named(db, species->id, maturity_text);
    if (!maturity) continue;
    const std::string subject = species->name + " " + maturity->name;
    return ResolvedCreature{std::nullopt, subject,
                            "'" + typed + "' -> " + subject + " (species: " + clause(species_text, species->resolution) +
                                "; maturity: '" + maturity_text + "' -> " + maturity->name + " (" + edits(maturity->distance) +
                                " among " + species->name + "'s maturities))."};
  }
  if (whole)
    return ResolvedCreature{whole->id, whole->name, resolution_note(typed, whole->resolution) + " Every maturity of it counts."};
  return std::nullopt;
}

}  // namespace snap
