// board_name_lists.cc: a process-wide memo of the boards' search lists, keyed by the standings they belong to.
#include "board_name_lists.h"

#include <map>
#include <mutex>


namespace snap {
namespace {

struct CachedList {
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
  static std::mutex mutex;
  static std::map<std::string, CachedList> lists;  // database file + board -> list
  const char* file = sqlite3_db_filename(db.handle(), "main");
  const std::string key = std::string(file ? file : "") + "\n" + board;
  const std::string stamp = standings_stamp(db);
  // Indexed under the lock: the requests that arrive meanwhile wait for this one index instead of each
  // building their own (a few hundred milliseconds at 100k names, once per rebuild).
  const std::lock_guard<std::mutex> lock(mutex);
  const auto found = lists.find(key);
  if (found != lists.end() && found->second.standings == stamp) return found->second.names;
  auto names = read_list(db, board);
  lists[key] = CachedList{stamp, names};
  return names;
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
