// global_search.h: the one `search` over globals' original messages (every word must occur, any letter case),
// shared by /globals and /events/{slug}/globals: its parameter and its FTS5 expression over global_fts.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/params.h"

namespace snap {

ParamSpec global_search_param();

// The words a search must find: runs of ASCII letters and digits or of non-ASCII bytes (as the unicode61
// tokenizer splits them; a non-ASCII run may still be several full-text words, which then match as a phrase).
std::vector<std::string> global_search_words(std::string_view text);

// The search as an FTS5 expression over global_fts ("mira" AND "atrox"), or none when no search is given.
// 400 naming search when it is longer than 200 characters or holds no letter or digit.
std::optional<std::string> read_global_search(const Params& params);

}  // namespace snap
