// avatar_name_pairs.cc: the rebuild and the fold of avatar_name_pair. Both split each avatar's name with the
// full-text tables' own tokenizer (FtsWords) and write the word alone and each pair of its distinct words.
#include "snapgen/derived/globals/avatar_name_pairs.h"

#include <algorithm>
#include <string>
#include <vector>

#include "core/db/dataset_meta.h"
#include "core/db/fts_words.h"
#include "core/globals/read_model.h"

namespace snap {
namespace {

// The rows of the avatars with ids above `after_id`; returns the highest id written (or `after_id`).
std::int64_t write_pairs_after(Database& db, std::int64_t after_id) {
  const FtsWords& fts = db.fts_words();
  Statement& avatars = db.prepare("SELECT id, name FROM avatar WHERE id > ?1 ORDER BY id");
  Statement& put = db.prepare("INSERT OR IGNORE INTO avatar_name_pair(word, other, avatar_id) VALUES (?1, ?2, ?3)");
  std::int64_t through = after_id;
  avatars.bind(1, after_id);
  while (avatars.step()) {
    through = avatars.int64(0);
    std::vector<std::string> words = fts.split(avatars.view(1));
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    for (auto word = words.begin(); word != words.end(); ++word) {
      put.bind(1, *word).bind(2, "").bind(3, through).run();
      for (auto other = word + 1; other != words.end(); ++other)
        put.bind(1, *word).bind(2, *other).bind(3, through).run();
    }
  }
  avatars.reset();
  return through;
}

}  // namespace

void rebuild_avatar_name_pairs(Database& db) {
  db.exec("DELETE FROM avatar_name_pair");
  write_meta(db, kAvatarNamePairsThrough, std::to_string(write_pairs_after(db, 0)));
}

void fold_avatar_name_pairs(Database& db) {
  const auto through = read_meta(db, kAvatarNamePairsThrough);
  if (!through) return;
  write_meta(db, kAvatarNamePairsThrough, std::to_string(write_pairs_after(db, std::stoll(*through))));
}

}  // namespace snap
