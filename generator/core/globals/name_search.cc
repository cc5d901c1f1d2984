// name_search.cc: the search's words sorted into avatar-name and subject words (global_name_word), then the
// avatars from avatar_name_pair and the subjects from global_subject_word; a lower bound of a search's count from
// the subjects whose every message holds its words (global_subject_wording).
#include "core/globals/name_search.h"

#include <algorithm>

#include "core/db/dataset_meta.h"
#include "core/db/fts_words.h"
#include "core/db/sql_builder.h"
#include "core/globals/maintained_counts.h"
#include "core/globals/read_model.h"

namespace snap {
namespace {

// More names than this and their globals are likely past the cap, where the full-text index pages them better
// (the newest first, without a list of names to merge); finding them costs more than it saves.
constexpr int kMostNames = 64;
// The subjects whose wording holds a search's first word that a lower bound reads at most (a few lookups each).
constexpr int kMostBoundingSubjects = 64;

// Avatars whose name holds every word (sorted, distinct), up to one more than kMostNames: the avatars with the
// first two words as a pair (or the first alone) that also pair the first with each other word (0027).
std::vector<std::int64_t> avatars_named(Database& db, const std::vector<std::string>& words) {
  SqlBuilder sql;
  const std::string first = sql.placeholder(words.front());
  sql.sql = "SELECT p.avatar_id FROM avatar_name_pair p WHERE p.word = " + first +
            " AND p.other = " + sql.placeholder(words.size() > 1 ? words[1] : std::string());
  for (size_t i = 2; i < words.size(); ++i)
    sql.sql += " AND EXISTS (SELECT 1 FROM avatar_name_pair q WHERE q.word = " + first +
               " AND q.other = " + sql.placeholder(words[i]) + " AND q.avatar_id = p.avatar_id)";
  sql.sql += " LIMIT " + std::to_string(kMostNames + 1);
  Statement& rows = db.prepare_shaped(sql.sql);
  bind_all(rows, sql.values);
  std::vector<std::int64_t> ids;
  while (rows.step()) ids.push_back(rows.int64(0));
  rows.reset();
  return ids;
}

// Subjects of globals that hold every word.
std::vector<std::string> subjects_holding(Database& db, const std::vector<std::string>& words) {
  Statement& rows = db.prepare("SELECT subject FROM global_subject_word WHERE word = ?1 ORDER BY subject");
  std::vector<std::string> subjects;
  for (const std::string& word : words) {
    std::vector<std::string> holding;
    rows.bind(1, word);
    while (rows.step()) holding.push_back(rows.text(0));
    rows.reset();
    if (&word != &words.front()) {
      std::vector<std::string> both;
      std::set_intersection(subjects.begin(), subjects.end(), holding.begin(), holding.end(), std::back_inserter(both));
      holding = std::move(both);
    }
    subjects = std::move(holding);
    if (subjects.empty()) break;
  }
  return subjects;
}

}  // namespace

std::optional<std::vector<std::string>> name_search_words(Database& db, const std::vector<std::string>& search_words) {
  if (!read_meta(db, kGlobalNameWordsBuilt) || !read_meta(db, kAvatarNamePairsThrough)) return std::nullopt;
  const FtsWords& fts = db.fts_words();
  std::vector<std::string> words;
  for (const std::string& search_word : search_words) {
    std::vector<std::string> split = fts.split(search_word);
    if (split.size() != 1) return std::nullopt;
    words.push_back(std::move(split.front()));
  }
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
  return words;
}

std::optional<NameMatch> match_names(Database& db, const std::vector<std::string>& words) {
  std::vector<std::string> avatar_words, subject_words;
  Statement& source = db.prepare("SELECT of_avatar_name, of_subject FROM global_name_word WHERE word = ?1");
  for (const std::string& word : words) {
    source.bind(1, word);
    const bool known = source.step();
    const bool of_avatar_name = known && source.int64(0) != 0, of_subject = known && source.int64(1) != 0;
    source.reset();
    if (of_avatar_name) avatar_words.push_back(word);
    else if (of_subject) subject_words.push_back(word);
    else return std::nullopt;
  }
  NameMatch match;
  if (!avatar_words.empty()) match.avatar_ids = avatars_named(db, avatar_words);
  if (!subject_words.empty()) match.subjects = subjects_holding(db, subject_words);
  const auto too_many = [](const auto& names) { return names && names->size() > kMostNames; };
  if (too_many(match.avatar_ids) || too_many(match.subjects)) return std::nullopt;
  return match;
}

std::int64_t matches_at_least(Database& db, const std::vector<std::string>& words, std::int64_t enough) {
  if (words.empty()) return 0;
  Statement& subjects = db.prepare("SELECT subject FROM global_subject_wording WHERE word = ?1 LIMIT ?2");
  Statement& wording = db.prepare("SELECT 1 FROM global_subject_wording WHERE word = ?1 AND subject = ?2");
  const auto worded = [&](const std::string& word, const std::string& subject) {
    wording.bind(1, word).bind(2, subject);
    const bool held = wording.step();
    wording.reset();
    return held;
  };
  // Led by the word the fewest subjects' wordings hold (each counted up to one past the subjects read), so a
  // search of common wording and one creature's name reads that creature's subjects.
  std::vector<std::string> candidates;
  const std::string* leader = nullptr;
  for (const std::string& word : words) {
    std::vector<std::string> holding;
    subjects.bind(1, word).bind(2, kMostBoundingSubjects + 1);
    while (subjects.step()) holding.push_back(subjects.text(0));
    subjects.reset();
    if (!leader || holding.size() < candidates.size()) candidates = std::move(holding), leader = &word;
    if (candidates.empty()) return 0;
  }
  if (candidates.size() > kMostBoundingSubjects) candidates.pop_back();
  std::int64_t globals = 0;
  for (const std::string& subject : candidates) {
    if (std::all_of(words.begin(), words.end(),
                    [&](const std::string& word) { return &word == leader || worded(word, subject); }))
      globals += counted_with_subject(db, subject);
    if (globals >= enough) break;
  }
  return globals;
}

}  // namespace snap
