// owner_global_marks.h: owner_global_marks (schema 0029), every kGlobalMarkSpacing-th global of an avatar's or a
// team's globals list and of an avatar's list per type, counted from the list's oldest end, one row a list. Shared
// by the writers that keep it (snapgen/derived/globals/global_marks.cc, fold_global_marks.cc) and the reader that starts a
// page from the nearest mark (routes/people/owner_globals.cc).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/db/database.h"

namespace snap {

// A list keeps the global with j * kGlobalMarkSpacing globals older than it, for j = 1, 2, ... while there is
// one: a page skips at most half a spacing from a mark of its list (a list of several types, two spacings).
constexpr std::int64_t kGlobalMarkSpacing = 200;

// A global's place in a list: lists run in (ts, id) order.
struct GlobalKey {
  std::int64_t ts = 0, id = 0;
  friend bool operator<(const GlobalKey& a, const GlobalKey& b) { return a.ts != b.ts ? a.ts < b.ts : a.id < b.id; }
  friend bool operator==(const GlobalKey& a, const GlobalKey& b) { return a.ts == b.ts && a.id == b.id; }
};

// The marks of a list as its row holds them: 16 bytes a mark, ts then id, each 8 bytes little-endian. Read one at
// a time, so a reader that needs a few of a long list's marks decodes only those.
class PackedGlobalMarks {
 public:
  PackedGlobalMarks() = default;
  explicit PackedGlobalMarks(std::string bytes);
  explicit PackedGlobalMarks(const std::vector<GlobalKey>& marks);
  std::int64_t size() const { return static_cast<std::int64_t>(bytes_.size() / kBytesAMark); }
  GlobalKey operator[](std::int64_t j) const;  // mark j + 1 from the oldest end
  std::vector<GlobalKey> keys() const;         // every mark, oldest first
  const std::string& bytes() const { return bytes_; }

 private:
  static constexpr size_t kBytesAMark = 16;
  std::string bytes_;
};

// The marks of the owner's list of `type` ('' for every type), oldest first; none when the list has no row (it
// is not longer than one spacing, or the table was never built).
PackedGlobalMarks read_global_marks(Database& db, std::string_view owner, std::int64_t owner_id,
                                    std::string_view type);

// A list's marks placed newest first, as pages count: mark j from the oldest end (1-based) sits at place
// length - 1 - j * spacing, so the newest mark at (length - 1) % spacing and each older one a spacing further.
// Marks that do not fit the length (the table was never built for this list) are not used.
class PlacedGlobalMarks {
 public:
  PlacedGlobalMarks(PackedGlobalMarks packed, std::int64_t length);
  std::int64_t length() const { return length_; }
  std::int64_t count() const { return packed_.size(); }
  GlobalKey mark(std::int64_t i) const { return packed_[count() - 1 - i]; }  // the i-th newest first
  std::int64_t place(std::int64_t i) const { return (length_ - 1) % kGlobalMarkSpacing + i * kGlobalMarkSpacing; }
  // How many marks are newer than `key`, and the place of the newest mark at or older than it (the length when
  // none is).
  std::int64_t marks_newer_than(const GlobalKey& key) const;
  std::int64_t next_place_from(const GlobalKey& key) const;
  // The mark nearest to `place` at or before it newest first (read newest first from there), and the one at or
  // after it (read oldest first from there); none past the marks.
  std::optional<std::int64_t> at_or_newer_than(std::int64_t place) const;
  std::optional<std::int64_t> at_or_older_than(std::int64_t place) const;

 private:
  PackedGlobalMarks packed_;
  std::int64_t length_;
};

}  // namespace snap
