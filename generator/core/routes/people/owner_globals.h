// owner_globals.h: one page of an avatar's or a team's globals, newest first (ties: higher id first), for
// /avatars/{slug}/globals and /teams/{slug}/globals.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/answer_schema.h"
#include "core/db/database.h"
#include "core/json_bytes.h"
#include "core/globals/owner_global_marks.h"
#include "core/model/owner_ref.h"
#include "core/routes/people/owner_figures.h"
#include "core/routes/shared/paging.h"

namespace snap {

// pageNumber and pageSize (20 by default, at most 100) of /avatars/{slug}/globals and /teams/{slug}/globals.
const Paging& owner_globals_paging();

// The paged envelope of the owner's globals of the given stored types (empty: every type; only an avatar
// takes types). `figures` are the owner's counts by type (owner_type_summary): their sum over `types` is the
// envelope's totalCount.
// A list of all types or of one is read from the mark or the end nearest the page, in either direction (at
// most half a mark spacing, 100 rows, skipped); a list of several types is merged from a cut among the types'
// own marks (at most about two spacings per type skipped), or read from the oldest end when that is nearer.
Json owner_globals_page(Database& db, const OwnerRef& owner, const std::vector<std::string>& types, const Page& page,
                        const std::vector<TypeFigures>& figures);
// The JSON Schema of owner_globals_page()'s envelope.
Json owner_globals_page_schema(AnswerSchemas& schemas);

}  // namespace snap
