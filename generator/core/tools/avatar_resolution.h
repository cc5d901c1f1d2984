// avatar_resolution.h: an avatar name as people type it, resolved through /search's index (name_resolution.h),
// for the avatar tools and for the avatar filters of the globals tools.
#pragma once

#include <optional>
#include <string>

#include "core/db/database.h"
#include "core/model/owner_ref.h"
#include "core/tools/name_resolution.h"

namespace snap {

struct ResolvedAvatar {
  OwnerRef avatar;
  Resolution resolution;
  std::string note;  // "'Jon Doe' -> John Doe (fuzzy match; also close: ...)."
};

// nullopt when no avatar's name is close.
std::optional<ResolvedAvatar> resolve_avatar_name(Database& db, const std::string& typed);

// The same, or a 404 naming the argument that asked (Problem::unresolved).
ResolvedAvatar require_avatar(Database& db, const std::string& typed, const std::string& argument);

}  // namespace snap
