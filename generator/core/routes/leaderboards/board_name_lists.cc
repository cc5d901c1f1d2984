// board_name_lists.cc: a process-wide memo of the boards' search lists, keyed by the standings they belong to.
#include "core/routes/leaderboards/board_name_lists.h"

#include <map>
#include <mutex>

namespace snap {
namespace {

// One board of one database: its list as last read, and the lock its (re)indexing holds.
struct BoardSlot {
  std::mutex indexing;
  std::string standings;  // what the standings were built from when the list was read
  std::shared_ptr<const LineSubstringIndex> names;
};

std::shared_ptr<const LineSubstringIndex> read_list(Database& db, const std::string& board) {
  Statement& list = db.prepare("SELECT names FROM leaderboard_name_list WHERE board = ?1");
  list.bind(1, board);
  auto names = std::make_shared<const LineSubstringIndex>(list.step() ? list.text(0) : std::string());
  list.reset();
  return names;
}

}  // namespace

std::shared_ptr<const LineSubstringIndex> board_name_list(Database& db, const std::string& board) {
  static std::mutex slots_mutex;
  static std::map<std::string, std::shared_ptr<BoardSlot>> slots;  // database file + board -> its slot
  const char* file = sqlite3_db_filename(db.handle(), "main");
  const std::string key = std::string(file ? file : "") + "\n" + board;
  std::shared_ptr<BoardSlot> slot;
  {
    const std::lock_guard<std::mutex> lock(slots_mutex);
    auto& found = slots[key];
    if (!found) found = std::make_shared<BoardSlot>();
    slot = found;
  }
  const std::string stamp = standings_stamp(db);
  // Indexed under the board's own lock: requests for this board that arrive meanwhile wait for this one index
  // (a few hundred milliseconds at 100k names, once per rebuild) instead of each building their own; other
  // boards go on.
  const std::lock_guard<std::mutex> lock(slot->indexing);
  if (slot->names && slot->standings == stamp) return slot->names;
  slot->names = read_list(db, board);
  slot->standings = stamp;
  return slot->names;
}

std::string standings_stamp(Database& db) {
  Statement& stamp = db.prepare(
      "SELECT (SELECT value FROM dataset_meta WHERE key = 'leaderboards_inputs') || '|' ||"
      " (SELECT value FROM dataset_meta WHERE key = 'leaderboards_window') || '|' ||"
      " (SELECT value FROM dataset_meta WHERE key = 'leaderboards_built_at')");
  std::string text = stamp.step() ? stamp.text(0) : std::string();  // empty (NULL) before the first rebuild
  stamp.reset();
  return text;
}

}  // namespace snap
