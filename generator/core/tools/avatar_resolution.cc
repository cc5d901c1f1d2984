// avatar_resolution.cc: the search hit's slug is the avatar's. require_avatar() looks an exact name up by SQL first:
// /search costs milliseconds on a large database, the avatar's unique name index microseconds.
#include "core/tools/avatar_resolution.h"

#include "core/problem.h"

namespace snap {

std::optional<ResolvedAvatar> resolve_avatar_name(Database& db, const std::string& typed) {
  auto resolution = resolve_name(db, typed, {"avatars"});
  if (!resolution) return std::nullopt;
  return ResolvedAvatar{find_avatar(db, resolution->hit.slug), *resolution, resolution_note(typed, *resolution)};
}

ResolvedAvatar require_avatar(Database& db, const std::string& typed, const std::string& argument) {
  Statement& exact = db.prepare("SELECT slug FROM avatar WHERE name = ?1");
  exact.bind(1, typed);
  const std::optional<std::string> slug = exact.step() ? std::optional<std::string>(exact.text(0)) : std::nullopt;
  exact.reset();
  if (slug) {
    const Resolution resolution{SearchHit{"avatars", *slug, typed, nullptr, 0}, Resolved::Exact, {}};
    return ResolvedAvatar{find_avatar(db, *slug), resolution, resolution_note(typed, resolution)};
  }
  auto resolved = resolve_avatar_name(db, typed);
  if (!resolved) throw ApiError(Problem::unresolved(argument, "avatar", typed));
  return std::move(*resolved);
}

}  // namespace snap
