// wiki_links.cc: the name indexes read from the wiki tables, case-insensitive binary search, and their digest.
#include "core/model/wiki_links.h"

#include <algorithm>
#include <functional>

#include "core/db/data_version_cache.h"
#include "core/model/wiki_category.h"
#include "core/text/name_fold.h"
#include "core/bytes/body_digest.h"

namespace snap {
namespace {

unsigned char folded(char c) { return static_cast<unsigned char>(fold_ascii(c)); }

// a < b ignoring ASCII letter case.
bool folded_less(std::string_view a, std::string_view b) {
  return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(),
                                      [](char x, char y) { return folded(x) < folded(y); });
}

bool folded_equal(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return folded(x) == folded(y);
         });
}

// name -> (category, slug) of every row of `table`; for names that repeat, the first read (lowest id) stands.
void read_names(Database& db, const std::string& category, const std::string& table,
                std::vector<std::pair<std::string, WikiRef>>& into) {
  Statement& rows = db.prepare("SELECT name, slug FROM " + table + " ORDER BY id");
  while (rows.step()) into.emplace_back(rows.text(0), WikiRef{category, rows.text(1)});
  rows.reset();
}

void sort_names(std::vector<std::pair<std::string, WikiRef>>& index) {
  std::stable_sort(index.begin(), index.end(), [](const auto& a, const auto& b) { return folded_less(a.first, b.first); });
}

}  // namespace

WikiLinks::WikiLinks(Database& db) {
  Statement& creatures = db.prepare("SELECT id, slug FROM creature");
  while (creatures.step()) creatures_.emplace(creatures.int64(0), WikiRef{"creatures", creatures.text(1)});
  creatures.reset();
  read_names(db, "planets", "planet", planets_);
  read_names(db, "landareas", "landarea", landareas_);
  read_names(db, "materials", "material", materials_);
  read_names(db, "asteroids", "asteroid", asteroids_);
  for (const WikiCategory& c : wiki_categories())
    if (c.is_item) read_names(db, c.path, c.table, items_);  // in the wiki's order: the first category stands
  std::string all;
  for (NameIndex* index : {&planets_, &landareas_, &materials_, &asteroids_, &items_}) {
    sort_names(*index);
    for (const auto& [name, ref] : *index) all += name + '\t' + ref.category + '\t' + ref.slug + '\n';
  }
  std::vector<std::pair<std::int64_t, const WikiRef*>> by_id;
  for (const auto& [id, ref] : creatures_) by_id.emplace_back(id, &ref);
  std::sort(by_id.begin(), by_id.end());
  for (const auto& [id, ref] : by_id) all += std::to_string(id) + '\t' + ref->slug + '\n';
  digest_ = std::to_string(body_digest(all));
}

const WikiRef* WikiLinks::find(const NameIndex& index, std::string_view name) {
  const auto it = std::lower_bound(index.begin(), index.end(), name,
                                   [](const auto& entry, std::string_view n) { return folded_less(entry.first, n); });
  return it != index.end() && folded_equal(it->first, name) ? &it->second : nullptr;
}

const WikiRef* WikiLinks::creature(std::int64_t creature_id) const {
  const auto it = creatures_.find(creature_id);
  return it == creatures_.end() ? nullptr : &it->second;
}

const WikiRef* WikiLinks::planet(std::string_view name) const { return find(planets_, name); }
const WikiRef* WikiLinks::landarea(std::string_view name) const { return find(landareas_, name); }
const WikiRef* WikiLinks::item(std::string_view name) const { return find(items_, name); }

const WikiRef* WikiLinks::deposit(std::string_view name, bool space) const {
  if (space)
    if (const WikiRef* asteroid = find(asteroids_, name)) return asteroid;
  return find(materials_, name);
}

std::shared_ptr<const WikiLinks> wiki_links(Database& db) {
  static DataVersionCache<WikiLinks> cache([](Database& source) { return WikiLinks(source); });
  return cache.get(db);
}

}  // namespace snap
