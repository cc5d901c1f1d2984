// fold_owner_lists.cc: new avatars and teams into avatar_summary and team_summary, whose list_position is a place
// in the name order (letter case ignored, then slug; consecutive, from 1 as the rebuild's ROW_NUMBER in
// profile_summary.cc numbers them, or from lower once a fold moved the rows before a new name), and into
// search_entry; and avatar_summary.last_seen of the avatars of new globals.
#include <limits>
#include <string>
#include <vector>

#include "core/routes/people/owner_list.h"
#include "snapgen/derived/fold_steps.h"
#include "snapgen/derived/search_index.h"

namespace snap {
namespace {

// The newest of created_at, the avatar's globals, its PvP kills either side and its trade messages, as the rebuild
// computes it; each is one lookup of an index by avatar and time.
const std::string kLastSeen =
    "MAX(a.created_at,"
    " IFNULL((SELECT MAX(g.ts) FROM global g WHERE g.avatar_id = a.id), a.created_at),"
    " IFNULL((SELECT MAX(k.ts) FROM pvp_kill k WHERE k.killer_avatar_id = a.id), a.created_at),"
    " IFNULL((SELECT MAX(k.ts) FROM pvp_kill k WHERE k.victim_avatar_id = a.id), a.created_at),"
    " IFNULL((SELECT MAX(t.ts) FROM trade_message t WHERE t.avatar_id = a.id), a.created_at))";

// An owner table, its summary and how a new owner's rows are written (?1 its id, ?2 its list_position).
struct OwnerList {
  const char* table;
  const char* summary;
  const char* summary_id;
  std::string insert_summary;
  std::string insert_search;  // every owner with an id above ?1 (search_index.h)
};

// Made on first use: their search statements come from search_sources(), itself made on first use.
const OwnerList& avatar_list() {
  static const OwnerList list{
      "avatar", "avatar_summary", "avatar_id",
      "INSERT INTO avatar_summary(avatar_id, list_position, pvp_kills, last_seen) SELECT a.id, ?2,"
      " (SELECT COUNT(*) FROM pvp_kill k WHERE k.killer_avatar_id = a.id), " +
          kLastSeen + " FROM avatar a WHERE a.id = ?1",
      search_rows_insert("avatar", "id > ?1")};
  return list;
}

const OwnerList& team_list() {
  static const OwnerList list{
      "team", "team_summary", "team_id",
      "INSERT INTO team_summary(team_id, list_position, member_count) SELECT t.id, ?2,"
      " (SELECT COUNT(DISTINCT m.avatar_id) FROM team_member m WHERE m.team_id = t.id AND m.left_at IS NULL)"
      " FROM team t WHERE t.id = ?1",
      search_rows_insert("team", "id > ?1")};
  return list;
}

struct NewOwner {
  std::int64_t id;
  std::string name, slug;
  std::int64_t rows_before = 0;  // rows of the summary (before the fold) that come before it
};

// The owners above `after_id`, in name order (read by rowid range, never along a name index over every owner).
std::vector<NewOwner> new_owners(Database& db, const OwnerList& list, std::int64_t after_id) {
  Statement& rows = db.prepare(std::string("SELECT id, name, slug FROM ") + list.table +
                               " NOT INDEXED WHERE id > ?1 ORDER BY name COLLATE NOCASE, slug");
  rows.bind(1, after_id);
  std::vector<NewOwner> owners;
  while (rows.step()) owners.push_back({rows.int64(0), rows.text(1), rows.text(2)});
  return owners;
}

// How many of the summary's rows come before `owner` in name order, at least `from`: a binary search over
// list_position (the order is the rows' own), so O(log count) lookups.
std::int64_t rows_before(Database& db, const OwnerList& list, const NewOwner& owner, std::int64_t from,
                         const ListPositions& p) {
  Statement& before = db.prepare(std::string("SELECT o.name < ?1 COLLATE NOCASE OR (o.name = ?1 COLLATE NOCASE AND") +
                                 " o.slug < ?2) FROM " + list.summary + " s JOIN " + list.table + " o ON o.id = s." +
                                 list.summary_id + " WHERE s.list_position = ?3");
  std::int64_t low = from, high = p.count;
  while (low < high) {
    const std::int64_t mid = low + (high - low + 1) / 2;
    before.bind(1, owner.name).bind(2, owner.slug).bind(3, p.first + mid - 1);
    if (before.single_int64() != 0) {
      low = mid;
    } else {
      high = mid - 1;
    }
  }
  return low;
}

// Makes room for the new owners (sorted, rows_before set) by moving the old rows on the shorter side of them:
// those after each new owner's place up by the new owners before them, or those before it down by the new owners
// after them, whichever moves fewer rows (a name early in the order moves the few rows before it, not the many
// after). One pass per range (list_position is not UNIQUE, schema 0023), each range taken so that a moved row
// never meets a later range's bounds. Returns the position of the first new owner; the others follow it with the
// old rows between them.
std::int64_t make_room(Database& db, const OwnerList& list, const std::vector<NewOwner>& owners,
                       const ListPositions& p) {
  Statement& move = db.prepare(std::string("UPDATE ") + list.summary +
                               " SET list_position = list_position + ?1 WHERE list_position > ?2 AND"
                               " list_position <= ?3");
  const auto n = static_cast<std::int64_t>(owners.size());
  const std::int64_t before_first = p.first - 1;  // the position just before the first old row
  if (owners.back().rows_before < p.count - owners.front().rows_before) {
    std::int64_t lower = 0;  // rows (ranks) already moved
    for (std::int64_t i = 0; i < n; ++i) {
      const std::int64_t upper = owners[static_cast<size_t>(i)].rows_before;
      if (upper == lower) continue;
      move.bind(1, -(n - i)).bind(2, before_first + lower).bind(3, before_first + upper).run();
      lower = upper;
    }
    return p.first - n + owners.front().rows_before;
  }
  std::int64_t upper = std::numeric_limits<std::int64_t>::max();
  for (std::int64_t i = n; i-- > 0;) {
    const std::int64_t lower = before_first + owners[static_cast<size_t>(i)].rows_before;
    if (lower == upper) continue;
    move.bind(1, i + 1).bind(2, lower).bind(3, upper).run();
    upper = lower;
  }
  return p.first + owners.front().rows_before;
}

std::int64_t fold_new_owners(Database& db, const OwnerList& list) {
  const std::string summary = list.summary;
  const std::int64_t after_id =
      db.scalar_int("SELECT IFNULL(MAX(" + std::string(list.summary_id) + "), 0) FROM " + summary);
  std::vector<NewOwner> owners = new_owners(db, list, after_id);
  if (owners.empty()) return 0;
  const ListPositions positions = list_positions(db, list.summary);
  std::int64_t from = 0;
  for (NewOwner& owner : owners) from = owner.rows_before = rows_before(db, list, owner, from, positions);
  const std::int64_t first_new = make_room(db, list, owners, positions);
  Statement& insert = db.prepare(list.insert_summary);
  for (size_t i = 0; i < owners.size(); ++i) {
    const std::int64_t old_rows_between = owners[i].rows_before - owners.front().rows_before;
    insert.bind(1, owners[i].id).bind(2, first_new + old_rows_between + static_cast<std::int64_t>(i)).run();
  }
  db.prepare(list.insert_search).bind(1, after_id).run();
  return static_cast<std::int64_t>(owners.size());
}

}  // namespace

std::int64_t fold_new_avatars(Database& db) { return fold_new_owners(db, avatar_list()); }

std::int64_t fold_new_teams(Database& db) { return fold_new_owners(db, team_list()); }

// An avatar whose created_at is before its first new global keeps the newest of its old last_seen and its new
// globals. Otherwise the import may have moved created_at back to that global (import_session.cc), and the old
// last_seen may have been the old created_at: it is computed again.
void fold_last_seen(Database& db, const FoldRange& range) {
  const std::string last_seen =
      "CASE WHEN a.created_at < b.first_at THEN MAX(last_seen, b.last_at) ELSE " + kLastSeen + " END";
  Statement& update =
      db.prepare("UPDATE avatar_summary SET last_seen = " + last_seen +
                 " FROM (SELECT avatar_id, MIN(ts) AS first_at, MAX(ts) AS last_at FROM global"
                 " NOT INDEXED WHERE id > ?1 AND id <= ?2 AND avatar_id IS NOT NULL GROUP BY avatar_id)"
                 " AS b JOIN avatar a ON a.id = b.avatar_id WHERE avatar_summary.avatar_id = b.avatar_id");
  update.bind(1, range.after_id).bind(2, range.through_id).run();
}

}  // namespace snap
