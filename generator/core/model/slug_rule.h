// slug_rule.h: the one rule for the slug an entry gets: slugify() of its name, never a word that a literal
// route segment uses, made unique within its table with "-2", "-3" ... `snapgen import`, the wiki demo and the
// activity demo all take their slugs from here. Thread-safe (the reserved words are built once).
#pragma once

#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_set>

namespace snap {

// Words no entry slug may be, derived from all_routes(): a literal segment where a {slug} capture of a route with
// the same prefix could match, as "types" in /weapons/types beside /weapons/{slug} (the literal route wins,
// so an entry with that slug could not be reached); and a literal right after a capture, a sub-resource
// such as "stats" in /creatures/{slug}/stats.
const std::set<std::string>& reserved_slugs();
bool is_reserved_slug(std::string_view slug);

// The slug a name asks for: slugify(name) cut to 190 characters (room for a "-N" suffix) without a trailing
// '-', or `fallback` when that leaves nothing. May be reserved or taken; unique_slug() settles that.
std::string base_slug(std::string_view name, std::string_view fallback);

// base_slug(name, fallback) if it is neither reserved nor taken, else the first of base-2, base-3 ... that
// is neither. `taken` says whether the entry's table already holds a slug.
std::string unique_slug(std::string_view name, std::string_view fallback,
                        const std::function<bool(const std::string&)>& taken);

// The slugs of one table held in memory, for generators that fill a table from nothing (the demo).
class TableSlugs {
 public:
  // `fallback`: the slug asked for by a name that slugifies to nothing (e.g. the entity name, "avatar").
  explicit TableSlugs(std::string fallback = "entry") : fallback_(std::move(fallback)) {}
  // unique_slug() against the slugs claimed so far; the result is claimed.
  std::string claim(std::string_view name);

 private:
  std::string fallback_;
  std::unordered_set<std::string> claimed_;
};

}  // namespace snap
