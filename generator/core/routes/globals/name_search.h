// name_search.h: a /globals search answered from names instead of global_fts. When every word of the search is
// one that only ever reaches a global's message through its avatar's name, or only through its subject
// (global_name_word, schema 0021), the globals whose message holds every word are exactly the globals (not team
// globals, when it has avatar-name words) of the avatars whose names hold all the avatar-name words, with a
// subject holding all the subject words. search_entry
// finds those avatars and global_subject_word those subjects, each a few rows, where the full-text index would
// intersect posting lists of tens of thousands of messages for every name word.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/db/database.h"

namespace snap {

// dataset_meta's key, present once snapgen has built global_name_word and global_subject_word.
inline constexpr const char* kGlobalNameWordsBuilt = "global_name_words_built";

struct NameMatch {
  std::optional<std::vector<std::int64_t>> avatar_ids;  // none: the search has no avatar-name word
  std::optional<std::vector<std::string>> subjects;     // none: the search has no subject word
};

// The names the search's words (global_search_words()) match, or none when a word is not a name word, spans
// more than one full-text word, or snapgen has not built the tables, or more than 64 avatars or subjects match.
std::optional<NameMatch> match_names(Database& db, const std::vector<std::string>& search_words);

}  // namespace snap
