// avatar_resolution.cc: the search hit's slug is the avatar's.
#include "core/tools/avatar_resolution.h"

#include "core/problem.h"

namespace snap {

std::optional<ResolvedAvatar> resolve_avatar_name(Database& db, const std::string& typed) {
  auto resolution = resolve_name(db, typed, {"avatars"});
  if (!resolution) return std::nullopt;
  return ResolvedAvatar{find_avatar(db, resolution->hit.slug), *resolution, resolution_note(typed, *resolution)};
}

ResolvedAvatar require_avatar(Database& db, const std::string& typed) {
  auto resolved = resolve_avatar_name(db, typed);
  if (!resolved) throw ApiError(Problem::not_found("avatar", typed));
  return std::move(*resolved);
}

}  // namespace snap
