// fold_global_marks.cc: owner_global_mark of the lists new globals joined (global_marks.cc keeps every
// kGlobalMarkSpacing-th global of an avatar's and a team's list newest first, and of an avatar's list per type).
// A new global moves every mark older than it one place down. Each mark of a touched list is found again from the
// nearest known place: the top of the list, or an old mark's global, which now sits as many places further down
// as the list has new globals newer than it. From there it steps along the list's index, so a list costs its
// marks times the distance to the nearest known place (about the number of its new globals), never a full walk.
#include <algorithm>
#include <iterator>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/model/owner_global_marks.h"
#include "snapgen/derived/fold_steps.h"
#include "snapgen/derived/owner_aggregates.h"

namespace snap {
namespace {

// A place in a list: lists run newest first by (ts, id).
struct Key {
  std::int64_t ts, id;
  bool operator<(const Key& o) const { return ts != o.ts ? ts < o.ts : id < o.id; }
  bool operator!=(const Key& o) const { return ts != o.ts || id != o.id; }
};

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
  std::vector<Key> all;
  std::map<std::string, std::vector<Key>> by_type;
};

std::map<std::uint64_t, OwnerKeys> new_keys(Database& db, const FoldRange& range) {
  Statement& rows =
      db.prepare("SELECT avatar_id, team_id, type, ts, id FROM global NOT INDEXED WHERE id > ?1 AND id <= ?2");
  rows.bind(1, range.after_id).bind(2, range.through_id);
  std::map<std::uint64_t, OwnerKeys> keys;  // by owner_key()
  while (rows.step()) {
    const Key key{rows.int64(3), rows.int64(4)};
    if (!rows.is_null(0)) {
      OwnerKeys& avatar = keys[owner_key(kAvatar, rows.int64(0))];
      avatar.all.push_back(key);
      avatar.by_type[rows.text(2)].push_back(key);
    }
    if (!rows.is_null(1)) keys[owner_key(kTeam, rows.int64(1))].all.push_back(key);
  }
  return keys;
}

// The global `steps` places further down the list than `from` (up for negative steps).
Key step_from(Database& db, const List& list, const Key& from, std::int64_t steps) {
  const bool down = steps > 0;
  const std::string order = down ? " DESC" : "";
  Statement& row =
      db.prepare(std::string("SELECT ts, id FROM global INDEXED BY ") + list.source.index + " WHERE " +
                 list.source.owner_column + " = ?1" + (list.source.typed ? " AND type = ?5" : "") + " AND (ts, id) " +
                 (down ? "<" : ">") + " (?2, ?3) ORDER BY ts" + order + ", id" + order + " LIMIT 1 OFFSET ?4");
  row.bind(1, list.owner_id).bind(2, from.ts).bind(3, from.id).bind(4, (down ? steps : -steps) - 1);
  if (list.source.typed) row.bind(5, list.type);
  if (!row.step()) throw std::logic_error("owner_global_mark: a list is shorter than its summary says");
  const Key key{row.int64(0), row.int64(1)};
  row.reset();
  return key;
}

std::map<std::int64_t, Key> stored_marks(Database& db, const List& list) {
  Statement& rows =
      db.prepare("SELECT position, ts, id FROM owner_global_mark WHERE owner = ?1 AND owner_id = ?2 AND type = ?3");
  rows.bind(1, list.source.owner).bind(2, list.owner_id).bind(3, list.type);
  std::map<std::int64_t, Key> marks;
  while (rows.step()) marks.emplace(rows.int64(0), Key{rows.int64(1), rows.int64(2)});
  return marks;
}

// Where the list's known globals are now: the top (a place before the first) and each old mark, moved down by
// the new globals newer than it. In list order.
std::map<std::int64_t, Key> known_places(const std::map<std::int64_t, Key>& marks, std::vector<Key> new_keys) {
  std::sort(new_keys.begin(), new_keys.end());
  std::map<std::int64_t, Key> places{{-1, Key{std::numeric_limits<std::int64_t>::max(), 0}}};
  for (const auto& [position, key] : marks) {
    const auto newer = new_keys.end() - std::upper_bound(new_keys.begin(), new_keys.end(), key);
    places.emplace(position + newer, key);
  }
  return places;
}

void write_mark(Database& db, const List& list, std::int64_t position, const Key& key) {
  Statement& insert = db.prepare(
      "INSERT OR REPLACE INTO owner_global_mark(owner, owner_id, type, position, ts, id)"
      " VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  insert.bind(1, list.source.owner).bind(2, list.owner_id).bind(3, list.type).bind(4, position);
  insert.bind(5, key.ts).bind(6, key.id).run();
}

// The global at `position`, stepped to from the nearest known place.
Key global_at(Database& db, const List& list, const std::map<std::int64_t, Key>& places, std::int64_t position) {
  auto nearest = places.lower_bound(position);
  if (nearest == places.end() || nearest->first - position > position - std::prev(nearest)->first) --nearest;
  if (nearest->first == position) return nearest->second;
  return step_from(db, list, nearest->second, position - nearest->first);
}

// The list's marks, now `length` long, found again (each found one is a known place for the next) and written
// where they changed.
void fold_list(Database& db, const List& list, std::int64_t length, const std::vector<Key>& new_keys) {
  if (length <= kGlobalMarkSpacing) return;
  const std::map<std::int64_t, Key> marks = stored_marks(db, list);
  std::map<std::int64_t, Key> places = known_places(marks, new_keys);
  for (std::int64_t position = kGlobalMarkSpacing; position < length; position += kGlobalMarkSpacing) {
    const Key key = global_at(db, list, places, position);
    places.emplace(position, key);
    const auto old = marks.find(position);
    if (old == marks.end() || old->second != key) write_mark(db, list, position, key);
  }
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
