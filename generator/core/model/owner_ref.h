// owner_ref.h: an avatar or a team, the two owners of globals that have profiles, found by slug.
// The summary tables of schema 0008 key their rows by the owner's kind ('avatar', 'team') and id.
#pragma once

#include <cstdint>
#include <string>

#include "core/db/database.h"

namespace snap {

struct OwnerRef {
  const char* kind;        // "avatar" or "team": the owner column of the summary tables
  const char* global_key;  // the column of global naming it: "avatar_id" or "team_id"
  std::int64_t id;
  std::string slug, name;
};

// Throws ApiError 404 naming the slug ("avatar 'no-one' was not found").
OwnerRef find_avatar(Database& db, const std::string& slug);
OwnerRef find_team(Database& db, const std::string& slug);

}  // namespace snap
