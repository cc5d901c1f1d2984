// rows_stamp.h: a file stamp (route.h FileStampFn) made of the rows a page reads. Each query of a fixed list is
// bound to one id as ?1; every column of every row it yields is digested, in order, NULL told apart from an empty
// text. A page that reads a column no query of its list reads is kept when that column changes: a column added
// to what a page shows must be read by its list too.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "core/db/database.h"

namespace snap {

// "<bytes read>-<64-bit digest in hex>" of what the queries yield for `id`, after `read_already` (what the page
// reads besides: a name it looked up, a digest of the wiki's links).
std::string rows_stamp(Database& db, std::initializer_list<const char*> queries, std::int64_t id,
                       std::string_view read_already = {});

}  // namespace snap
