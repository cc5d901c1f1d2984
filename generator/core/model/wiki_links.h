// wiki_links.h: the wiki entries the names of a global stand for (API.md "Globals", linkable): its creature (by the
// wiki id the import resolved: the species, without its maturity), planet, land area, deposit (a material, or an
// asteroid for space mining) and item (of any item category). Read from the wiki once per data version and then
// looked up per row without a query, so a page of globals costs a few binary searches more, not a join a row.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/db/database.h"

namespace snap {

// An entry as a client links to it: /{category}/{slug}.
struct WikiRef {
  std::string category;  // the route's segment: "creatures", "materials"
  std::string slug;
};

class WikiLinks {
 public:
  explicit WikiLinks(Database& db);

  const WikiRef* creature(std::int64_t creature_id) const;
  const WikiRef* planet(std::string_view name) const;
  const WikiRef* landarea(std::string_view name) const;
  // A mining deposit names a material; a space-mining one an asteroid (or, failing that, a material).
  const WikiRef* deposit(std::string_view name, bool space) const;
  // The item a construction, discovery, rare-item or tiering global names, in the first item category (in the
  // wiki's order) that has an entry of that name.
  const WikiRef* item(std::string_view name) const;

  // Changes whenever any link does: a file that carries links keeps its previous version only while it is equal.
  const std::string& digest() const { return digest_; }

 private:
  // Names (compared in any ASCII letter case) and what they stand for, sorted for binary search.
  using NameIndex = std::vector<std::pair<std::string, WikiRef>>;
  static const WikiRef* find(const NameIndex& index, std::string_view name);

  std::unordered_map<std::int64_t, WikiRef> creatures_;
  NameIndex planets_, landareas_, materials_, asteroids_, items_;
  std::string digest_;
};

// The links of `db`'s wiki as of its data version (held per process, read again when the version changes).
std::shared_ptr<const WikiLinks> wiki_links(Database& db);

}  // namespace snap
