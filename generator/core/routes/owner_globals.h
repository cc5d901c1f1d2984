// owner_globals.h: one page of an avatar's or a team's globals, newest first (ties: higher id first), for
// /avatars/{slug}/globals and /teams/{slug}/globals.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../db/database.h"
#include "../json_bytes.h"
#include "owner_ref.h"
#include "paging.h"

namespace snap {

// The paged envelope of the owner's globals of the given stored types (empty: every type; only an avatar
// takes types). `total` is how many there are, from owner_type_summary: it is the envelope's totalCount, and
// a page in the older half is read from the oldest end, so no page skips more than half of the list.
Json owner_globals_page(Database& db, const OwnerRef& owner, const std::vector<std::string>& types, const Page& page,
                        std::int64_t total);

}  // namespace snap
