// fts_words.cc: FtsWords over the unicode61 tokenizer that FTS5 registers on every connection, found through
// the fts5_api pointer that `SELECT fts5(?1)` hands out (https://www.sqlite.org/fts5.html#extending_fts5).
#include "core/db/fts_words.h"

namespace snap {
namespace {

fts5_api* fts5_api_of(Database& db) {
  fts5_api* api = nullptr;
  sqlite3_stmt* select = nullptr;
  if (sqlite3_prepare_v2(db.handle(), "SELECT fts5(?1)", -1, &select, nullptr) == SQLITE_OK) {
    sqlite3_bind_pointer(select, 1, static_cast<void*>(&api), "fts5_api_ptr", nullptr);
    sqlite3_step(select);
  }
  sqlite3_finalize(select);
  if (!api) throw DatabaseError(SQLITE_ERROR, "this SQLite has no FTS5");
  return api;
}

int keep_word(void* words, int, const char* token, int size, int, int) {
  static_cast<std::vector<std::string>*>(words)->emplace_back(token, static_cast<size_t>(size));
  return SQLITE_OK;
}

}  // namespace

FtsWords::FtsWords(Database& db) {
  fts5_api* api = fts5_api_of(db);
  void* context = nullptr;
  if (api->xFindTokenizer(api, "unicode61", &context, &api_) != SQLITE_OK)
    throw DatabaseError(SQLITE_ERROR, "FTS5 has no unicode61 tokenizer");
  const char* options[] = {"remove_diacritics", "2"};
  if (api_.xCreate(context, options, 2, &tokenizer_) != SQLITE_OK)
    throw DatabaseError(SQLITE_ERROR, "cannot create FTS5's unicode61 tokenizer");
}

FtsWords::~FtsWords() {
  if (tokenizer_) api_.xDelete(tokenizer_);
}

std::vector<std::string> FtsWords::split(std::string_view text) const {
  std::vector<std::string> words;
  api_.xTokenize(tokenizer_, &words, FTS5_TOKENIZE_DOCUMENT, text.data(), static_cast<int>(text.size()), keep_word);
  return words;
}

}  // namespace snap
