// global_name_words.cc: the rebuild and the fold of global_name_word, global_subject_word and
// global_subject_wording. Both test globals one at a time with the same rules (NameWordStates::test,
// SubjectWordings::test); the rebuild starts from every name's words, the fold from the tables, adding a word
// first seen in a new name as the full-text index says the older globals hold it.
#include "snapgen/derived/globals/global_name_words.h"

#include <algorithm>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/db/dataset_meta.h"
#include "core/db/fts_words.h"
#include "core/globals/read_model.h"

namespace snap {
namespace {

using Words = std::vector<std::string>;  // a text's words in order; a name's are few, a message's a dozen or so

// Words are compared by scanning: a global's lists are short, and sorting them cost more than the scans.
bool holds(const Words& words, const std::string& word) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

struct WordState {
  bool of_avatar_name = true, of_subject = true;
  bool changed = false;  // differs from the table
};

// The states of the words met so far: all of them in a rebuild; in a fold, read from the table on first use.
class NameWordStates {
 public:
  // rebuild: every state lives here. fold_after: a fold over globals above this id, the rest in the table.
  NameWordStates(Database& db, std::optional<std::int64_t> fold_after) : db_(db), fold_after_(fold_after) {}

  // A word of a name: given a state when it is new (see new_name_word).
  void add_name_word(const std::string& word) {
    if (find(word)) return;
    WordState fresh = new_name_word(word);
    fresh.changed = true;
    states_[word] = fresh;
  }

  // One global: each word of its message, avatar name or subject that is a name word keeps "of the avatar name"
  // only while it is in the message exactly when in the avatar's name, and "of the subject" likewise. (A word
  // met twice is tested twice, to the same end.)
  void test(const Words& message, const Words& avatar_name, const Words& subject) {
    for (const std::string& word : avatar_name) add_name_word(word);
    for (const std::string& word : subject) add_name_word(word);
    for (const std::string& word : message)
      if (WordState* state = find(word)) apply(*state, true, holds(avatar_name, word), holds(subject, word));
    for (const std::string& word : avatar_name)
      if (!holds(message, word)) apply(*find(word), false, true, holds(subject, word));
    for (const std::string& word : subject)
      if (!holds(message, word) && !holds(avatar_name, word)) apply(*find(word), false, false, true);
  }

  void write_changed() {
    Statement& put =
        db_.prepare("INSERT OR REPLACE INTO global_name_word(word, of_avatar_name, of_subject) VALUES (?1, ?2, ?3)");
    for (const auto& [word, state] : states_)
      if (state && state->changed) put.bind(1, word).bind(2, state->of_avatar_name).bind(3, state->of_subject).run();
  }

 private:
  static void apply(WordState& state, bool in_message, bool in_avatar_name, bool in_subject) {
    const WordState was = state;
    state.of_avatar_name = was.of_avatar_name && in_message == in_avatar_name;
    state.of_subject = was.of_subject && in_message == in_subject;
    state.changed |= state.of_avatar_name != was.of_avatar_name || state.of_subject != was.of_subject;
  }

  // The word's state, nullptr when it is no name word (yet).
  WordState* find(const std::string& word) {
    auto it = states_.find(word);
    if (it == states_.end()) it = states_.emplace(word, stored(word)).first;
    return it->second ? &*it->second : nullptr;
  }

  std::optional<WordState> stored(const std::string& word) {
    if (!fold_after_) return std::nullopt;
    Statement& row = db_.prepare("SELECT of_avatar_name, of_subject FROM global_name_word WHERE word = ?1");
    row.bind(1, word);
    std::optional<WordState> state;
    if (row.step()) state = WordState{row.int64(0) != 0, row.int64(1) != 0};
    row.reset();
    return state;
  }

  // A word no name held before. A rebuild meets every name (of the avatars with globals other than team globals,
  // and every subject) before any global: every test holds so far. In a fold, an older global whose message holds
  // it has it in neither its avatar's name nor its subject; no older subject holds it.
  WordState new_name_word(const std::string& word) {
    if (!fold_after_) return {};
    Statement& older = db_.prepare("SELECT 1 FROM global_fts WHERE global_fts MATCH ?1 AND rowid <= ?2 LIMIT 1");
    older.bind(1, "\"" + word + "\"").bind(2, *fold_after_);
    const bool held = older.step();
    older.reset();
    return held ? WordState{false, false} : WordState{};
  }

  Database& db_;
  std::optional<std::int64_t> fold_after_;
  std::unordered_map<std::string, std::optional<WordState>> states_;
};

// The words in the message of every global of a subject, per subject: all of them in a rebuild; in a fold, a
// subject's read from the table when first met. Stored with the marker word '' (a subject read, whatever its words).
class SubjectWordings {
 public:
  SubjectWordings(Database& db, bool fold) : db_(db), fold_(fold) {}

  // One global of `subject`: the subject's words that its message lacks are no longer its wording; a subject met
  // for the first time takes the message's words.
  void test(std::string_view subject, const Words& message) {
    auto it = wordings_.find(std::string(subject));
    if (it == wordings_.end()) it = wordings_.emplace(std::string(subject), stored(subject)).first;
    Wording& wording = it->second;
    if (!wording.known) {
      wording = Wording{message, true, true};
      std::sort(wording.words.begin(), wording.words.end());
      wording.words.erase(std::unique(wording.words.begin(), wording.words.end()), wording.words.end());
      return;
    }
    const size_t before = wording.words.size();
    wording.words.erase(std::remove_if(wording.words.begin(), wording.words.end(),
                                       [&](const std::string& word) { return !holds(message, word); }),
                        wording.words.end());
    wording.changed |= wording.words.size() != before;
  }

  void write_changed() {
    Statement& clear = db_.prepare("DELETE FROM global_subject_wording WHERE subject = ?1");
    Statement& put = db_.prepare("INSERT INTO global_subject_wording(word, subject) VALUES (?1, ?2)");
    for (const auto& [subject, wording] : wordings_) {
      if (!wording.changed) continue;
      if (fold_) clear.bind(1, subject).run();
      put.bind(1, "").bind(2, subject).run();
      for (const std::string& word : wording.words) put.bind(1, word).bind(2, subject).run();
    }
  }

 private:
  struct Wording {
    Words words;  // sorted, each once
    bool known = false, changed = false;
  };

  Wording stored(std::string_view subject) {
    Wording wording;
    if (!fold_) return wording;
    Statement& rows = db_.prepare("SELECT word FROM global_subject_wording WHERE subject = ?1 ORDER BY word");
    rows.bind(1, subject);
    while (rows.step()) {
      wording.known = true;
      if (!rows.view(0).empty()) wording.words.emplace_back(rows.view(0));
    }
    rows.reset();
    return wording;
  }

  Database& db_;
  bool fold_;
  std::unordered_map<std::string, Wording> wordings_;
};

// Words of names, split once each: avatars' (the name a global's message names) by id, subjects by text.
class NameWordsCache {
 public:
  NameWordsCache(Database& db, const FtsWords& fts) : db_(db), fts_(fts) {}

  const Words& avatar(std::int64_t id) {
    auto it = avatars_.find(id);
    if (it != avatars_.end()) return it->second;
    Statement& name = db_.prepare("SELECT name FROM avatar WHERE id = ?1");
    name.bind(1, id);
    Words words = name.step() ? fts_.split(name.view(0)) : Words();
    name.reset();
    return avatars_.emplace(id, std::move(words)).first->second;
  }
  void keep_avatar(std::int64_t id, std::string_view name) { avatars_.emplace(id, fts_.split(name)); }

  const Words& subject(std::string_view text) {
    auto it = subjects_.find(std::string(text));
    if (it == subjects_.end()) it = subjects_.emplace(std::string(text), fts_.split(text)).first;
    return it->second;
  }
  const std::unordered_map<std::string, Words>& subjects() const { return subjects_; }

 private:
  Database& db_;
  const FtsWords& fts_;
  std::unordered_map<std::int64_t, Words> avatars_;
  std::unordered_map<std::string, Words> subjects_;
};

// The words of each subject read, INSERT OR IGNORE (a fold meets subjects the table has).
void write_subject_words(Database& db, const NameWordsCache& names) {
  Statement& put = db.prepare("INSERT OR IGNORE INTO global_subject_word(word, subject) VALUES (?1, ?2)");
  for (const auto& [subject, words] : names.subjects())
    for (const std::string& word : words) put.bind(1, word).bind(2, subject).run();
}

// Tests each global the statement yields: columns message, avatar id (NULL for none), is_team, subject (NULL for
// none). A team global's message names its team, not the member's avatar: it is tested as naming no avatar.
void test_globals(Statement& globals, const FtsWords& fts, NameWordsCache& names, NameWordStates& states,
                  SubjectWordings& wordings) {
  static const Words kNone;
  while (globals.step()) {
    const Words message = fts.split(globals.view(0));
    const bool names_avatar = !globals.is_null(1) && globals.int64(2) == 0;
    const Words& avatar_name = names_avatar ? names.avatar(globals.int64(1)) : kNone;
    const Words& subject = globals.is_null(3) ? kNone : names.subject(globals.view(3));
    states.test(message, avatar_name, subject);
    if (!globals.is_null(3)) wordings.test(globals.view(3), message);
  }
}

}  // namespace

void rebuild_global_name_words(Database& db) {
  db.exec("DELETE FROM global_name_word");
  db.exec("DELETE FROM global_subject_word");
  db.exec("DELETE FROM global_subject_wording");
  const FtsWords& fts = db.fts_words();
  NameWordsCache names(db, fts);
  NameWordStates states(db, std::nullopt);
  SubjectWordings wordings(db, false);
  auto avatars = db.prepare_uncached(
      "SELECT id, name FROM avatar a WHERE EXISTS (SELECT 1 FROM global g WHERE g.avatar_id = a.id AND g.is_team = 0)");
  while (avatars->step()) {
    names.keep_avatar(avatars->int64(0), avatars->view(1));
    for (const std::string& word : names.avatar(avatars->int64(0))) states.add_name_word(word);
  }
  auto subjects = db.prepare_uncached("SELECT DISTINCT subject FROM global WHERE subject IS NOT NULL");
  while (subjects->step())
    for (const std::string& word : names.subject(subjects->view(0))) states.add_name_word(word);
  auto globals = db.prepare_uncached("SELECT message, avatar_id, is_team, subject FROM global NOT INDEXED");
  test_globals(*globals, fts, names, states, wordings);
  states.write_changed();
  wordings.write_changed();
  write_subject_words(db, names);
  write_meta(db, kGlobalNameWordsBuilt, "1");
}

void fold_global_name_words(Database& db, const FoldRange& range) {
  if (!read_meta(db, kGlobalNameWordsBuilt)) return;
  const FtsWords& fts = db.fts_words();
  NameWordsCache names(db, fts);
  NameWordStates states(db, range.after_id);
  SubjectWordings wordings(db, true);
  Statement& globals =
      db.prepare("SELECT message, avatar_id, is_team, subject FROM global WHERE id > ?1 AND id <= ?2");
  globals.bind(1, range.after_id).bind(2, range.through_id);
  test_globals(globals, fts, names, states, wordings);
  globals.reset();
  states.write_changed();
  wordings.write_changed();
  write_subject_words(db, names);
}

}  // namespace snap
