// name_search.h: a /globals search answered from names instead of global_fts. When every word of the search is
// one that only ever reaches a global's message through its avatar's name, or only through its subject
// (global_name_word, schema 0021), the globals whose message holds every word are exactly the globals (not team
// globals, when it has avatar-name words) of the avatars whose names hold all the avatar-name words, with a
// subject holding all the subject words. avatar_name_pair
// finds those avatars and global_subject_word those subjects, each a few rows, where the full-text index would
// intersect posting lists of tens of thousands of messages for every name word.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/db/database.h"

namespace snap {

// The search's words (global_search_words()) as global_fts folds them, each once, sorted, when the name tables can
// answer for them: none before snapgen has built them, or when a search word is several full-text words (a phrase).
std::optional<std::vector<std::string>> name_search_words(Database& db, const std::vector<std::string>& search_words);

struct NameMatch {
  std::optional<std::vector<std::int64_t>> avatar_ids;  // none: the search has no avatar-name word
  std::optional<std::vector<std::string>> subjects;     // none: the search has no subject word
};

// The names name_search_words() match, or none when a word is not a name word or more than 64 avatars or
// subjects match.
std::optional<NameMatch> match_names(Database& db, const std::vector<std::string>& words);

// At least this many globals hold every word of name_search_words(), counted up to `enough`: the globals of the
// subjects whose every message holds all the words (global_subject_wording) are among the matches, and
// global_count counts them. Read: the subjects (64 at most) of the word the fewest subjects' messages all hold. A
// search past the count cap needs no count of its own.
std::int64_t matches_at_least(Database& db, const std::vector<std::string>& words, std::int64_t enough);

}  // namespace snap
