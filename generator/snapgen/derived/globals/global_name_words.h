// global_name_words.h: global_name_word and global_subject_word (schema 0021): the words of avatar names and
// subjects, and for each whether the globals whose message holds it are exactly those whose avatar's name (or
// subject) holds it, so /globals can answer a search of such words from names (core/globals/name_search.h);
// and global_subject_wording (0022): the words every message of a subject holds, a lower bound of a search's count.
#pragma once

#include "core/db/database.h"
#include "snapgen/derived/fold_steps.h"

namespace snap {

// The names of the avatars with globals (not only team globals), every subject, and one pass over every global; then stamps dataset_meta
// global_name_words_built.
void rebuild_global_name_words(Database& db);

// The new globals of `range` (after fold_new_avatars(), with global_fts already holding them): each word of their
// avatar names, subjects and messages that the table holds, or that is new in a name, tested on them. Nothing
// when the tables were never built.
void fold_global_name_words(Database& db, const FoldRange& range);

}  // namespace snap
