// fold_global_marks.cc: owner_global_marks of the lists new globals joined (global_marks.cc keeps every
// kGlobalMarkSpacing-th global of an avatar's and a team's list from its oldest end, and of an avatar's list per
// type). A new global moves every mark newer than it one place up; globals that arrive in time order move none.
// Each mark of a touched list is found again from the nearest known place: either end of the list, or an old
// mark's global, which now sits as many places further up as the list has new globals older than it. A mark that
// did not move is known where it is; one that did steps along the list's index from there, so a list costs its
// new globals' reach, never a full walk.
#include <algorithm>
#include <iterator>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/globals/owner_global_marks.h"
#include "snapgen/derived/fold_steps.h"
#include "snapgen/derived/owner_aggregates.h"

namespace snap {
namespace {

// The index a kind of list is read from, as global_marks.cc reads it.
struct ListSource {
  const char* owner;
  const char* owner_column;
  const char* index;
  bool typed;
};
const ListSource kAvatarList{"avatar", "avatar_id", "global_by_avatar_ts", false};
const ListSource kAvatarTypeList{"avatar", "avatar_id", "global_by_avatar_type_ts", true};
const ListSource kTeamList{"team", "team_id", "global_by_team_ts", false};

struct List {
  const ListSource& source;
  std::int64_t owner_id;
  std::string type;  // '' for every type
};

// The new globals of an owner, for its list of every type and its lists per type.
struct OwnerKeys {
  std::vector<GlobalKey> all;
  std::map<std::string, std::vector<GlobalKey>> by_type;
};

std::map<std::uint64_t, OwnerKeys> new_keys(Database& db, const FoldRange& range) {
  Statement& rows =
      db.prepare("SELECT avatar_id, team_id, type, ts, id FROM global NOT INDEXED WHERE id > ?1 AND id <= ?2");
  rows.bind(1, range.after_id).bind(2, range.through_id);
  std::map<std::uint64_t, OwnerKeys> keys;  // by owner_key()
  while (rows.step()) {
    const GlobalKey key{rows.int64(3), rows.int64(4)};
    if (!rows.is_null(0)) {
      OwnerKeys& avatar = keys[owner_key(kAvatar, rows.int64(0))];
      avatar.all.push_back(key);
      avatar.by_type[rows.text(2)].push_back(key);
    }
    if (!rows.is_null(1)) keys[owner_key(kTeam, rows.int64(1))].all.push_back(key);
  }
  return keys;
}

// The global `steps` places further up the list (newer) than `from`, or down (older) for negative steps.
GlobalKey step_from(Database& db, const List& list, const GlobalKey& from, std::int64_t steps) {
  const bool up = steps > 0;
  const std::string order = up ? "" : " DESC";
  Statement& row =
      db.prepare(std::string("SELECT ts, id FROM global INDEXED BY ") + list.source.index + " WHERE " +
                 list.source.owner_column + " = ?1" + (list.source.typed ? " AND type = ?5" : "") + " AND (ts, id) " +
                 (up ? ">" : "<") + " (?2, ?3) ORDER BY ts" + order + ", id" + order + " LIMIT 1 OFFSET ?4");
  row.bind(1, list.owner_id).bind(2, from.ts).bind(3, from.id).bind(4, (up ? steps : -steps) - 1);
  if (list.source.typed) row.bind(5, list.type);
  if (!row.step()) throw std::logic_error("owner_global_marks: a list is shorter than its summary says");
  const GlobalKey key{row.int64(0), row.int64(1)};
  row.reset();
  return key;
}

// Where the list's known globals are now, by place from the oldest: both ends (a place before the oldest and one
// after the newest) and each old mark, moved up by the new globals older than it.
std::map<std::int64_t, GlobalKey> known_places(const std::vector<GlobalKey>& marks, std::vector<GlobalKey> new_keys,
                                               std::int64_t length) {
  constexpr auto kMin = std::numeric_limits<std::int64_t>::min(), kMax = std::numeric_limits<std::int64_t>::max();
  std::sort(new_keys.begin(), new_keys.end());
  std::map<std::int64_t, GlobalKey> places{{-1, GlobalKey{kMin, 0}}, {length, GlobalKey{kMax, 0}}};
  for (size_t j = 0; j < marks.size(); ++j) {
    const auto older = std::lower_bound(new_keys.begin(), new_keys.end(), marks[j]) - new_keys.begin();
    places.emplace(static_cast<std::int64_t>(j + 1) * kGlobalMarkSpacing + older, marks[j]);
  }
  return places;
}

// The global at `place` from the oldest, stepped to from the nearest known place.
GlobalKey global_at(Database& db, const List& list, const std::map<std::int64_t, GlobalKey>& places,
                    std::int64_t place) {
  auto nearest = places.lower_bound(place);
  if (nearest->first - place > place - std::prev(nearest)->first) --nearest;
  if (nearest->first == place) return nearest->second;
  return step_from(db, list, nearest->second, place - nearest->first);
}

// The list's marks, now `length` long, found again (each found one is a known place for the next) and its row
// written when they changed.
void fold_list(Database& db, const List& list, std::int64_t length, const std::vector<GlobalKey>& new_keys) {
  if (length <= kGlobalMarkSpacing) return;
  const std::vector<GlobalKey> old = read_global_marks(db, list.source.owner, list.owner_id, list.type).keys();
  std::map<std::int64_t, GlobalKey> places = known_places(old, new_keys, length);
  std::vector<GlobalKey> marks;
  for (std::int64_t place = kGlobalMarkSpacing; place < length; place += kGlobalMarkSpacing) {
    marks.push_back(global_at(db, list, places, place));
    places.emplace(place, marks.back());
  }
  if (marks == old) return;
  Statement& put = db.prepare("INSERT OR REPLACE INTO owner_global_marks(owner, owner_id, type, marks) VALUES (?1, ?2, ?3, ?4)");
  put.bind(1, list.source.owner).bind(2, list.owner_id).bind(3, list.type).bind_blob(4, PackedGlobalMarks(marks).bytes()).run();
}

// The lengths of an owner's lists per type, from owner_type_summary (already folded).
std::map<std::string, std::int64_t> list_lengths(Database& db, std::uint64_t owner) {
  Statement& rows = db.prepare("SELECT type, globals FROM owner_type_summary WHERE owner = ?1 AND owner_id = ?2");
  bind_owner(rows, owner);
  std::map<std::string, std::int64_t> lengths;
  while (rows.step()) lengths.emplace(rows.text(0), rows.int64(1));
  return lengths;
}

}  // namespace

void fold_global_marks(Database& db, const FoldRange& range) {
  for (const auto& [owner, keys] : new_keys(db, range)) {
    const std::map<std::string, std::int64_t> lengths = list_lengths(db, owner);
    std::int64_t length = 0;
    for (const auto& entry : lengths) length += entry.second;
    const bool avatar = kind_of(owner) == kAvatar;
    fold_list(db, List{avatar ? kAvatarList : kTeamList, id_of(owner), ""}, length, keys.all);
    for (const auto& [type, type_keys] : keys.by_type)
      fold_list(db, List{kAvatarTypeList, id_of(owner), type}, lengths.at(type), type_keys);
  }
}

}  // namespace snap
