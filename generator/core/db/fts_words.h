// fts_words.h: the words of a text exactly as the full-text tables (global_fts, search_entry: unicode61 with
// remove_diacritics 2) split and fold them, by SQLite's own tokenizer, so that words compared outside FTS5 are
// the words FTS5 holds ("Café-Bar" -> "cafe", "bar").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/db/database.h"

namespace snap {

class FtsWords {
 public:
  // The tokenizer of db's FTS5; a FtsWords is used by one thread at a time, like its Database.
  explicit FtsWords(Database& db);
  ~FtsWords();
  FtsWords(const FtsWords&) = delete;
  FtsWords& operator=(const FtsWords&) = delete;

  // The words of text, folded, in order (repeats kept).
  std::vector<std::string> split(std::string_view text) const;

 private:
  fts5_tokenizer api_{};
  Fts5Tokenizer* tokenizer_ = nullptr;
};

}  // namespace snap
