// avatar_name_pairs.h: avatar_name_pair (schema 0027), each avatar's name words alone and in pairs, which
// /globals reads to find the avatars a search of avatar-name words names (core/globals/name_search.h).
#pragma once

#include "core/db/database.h"

namespace snap {

// Every avatar's rows anew; stamps dataset_meta avatar_name_pairs_through_id with the highest avatar id.
void rebuild_avatar_name_pairs(Database& db);

// The rows of the avatars above the stamp (new since the last rebuild or fold), and the stamp moved on; nothing
// when the table was never built.
void fold_avatar_name_pairs(Database& db);

}  // namespace snap
