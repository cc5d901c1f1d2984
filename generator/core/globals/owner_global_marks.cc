// owner_global_marks.cc: a list's marks packed into its row's blob and read back.
#include "core/globals/owner_global_marks.h"

#include <algorithm>
#include <stdexcept>

namespace snap {
namespace {

void put_int64(std::string& out, std::int64_t value) {
  const auto bits = static_cast<std::uint64_t>(value);
  for (int byte = 0; byte < 8; ++byte) out.push_back(static_cast<char>((bits >> (8 * byte)) & 0xff));
}

std::int64_t get_int64(const char* in) {
  std::uint64_t bits = 0;
  for (int byte = 7; byte >= 0; --byte) bits = bits << 8 | static_cast<unsigned char>(in[byte]);
  return static_cast<std::int64_t>(bits);
}

}  // namespace

PackedGlobalMarks::PackedGlobalMarks(std::string bytes) : bytes_(std::move(bytes)) {
  if (bytes_.size() % kBytesAMark != 0) throw std::runtime_error("owner_global_marks: a row's marks are cut short");
}

PackedGlobalMarks::PackedGlobalMarks(const std::vector<GlobalKey>& marks) {
  bytes_.reserve(marks.size() * kBytesAMark);
  for (const GlobalKey& mark : marks) put_int64(bytes_, mark.ts), put_int64(bytes_, mark.id);
}

GlobalKey PackedGlobalMarks::operator[](std::int64_t j) const {
  const char* at = bytes_.data() + static_cast<size_t>(j) * kBytesAMark;
  return GlobalKey{get_int64(at), get_int64(at + 8)};
}

std::vector<GlobalKey> PackedGlobalMarks::keys() const {
  std::vector<GlobalKey> marks;
  marks.reserve(static_cast<size_t>(size()));
  for (std::int64_t j = 0; j < size(); ++j) marks.push_back((*this)[j]);
  return marks;
}

PackedGlobalMarks read_global_marks(Database& db, std::string_view owner, std::int64_t owner_id,
                                    std::string_view type) {
  Statement& row = db.prepare("SELECT marks FROM owner_global_marks WHERE owner = ?1 AND owner_id = ?2 AND type = ?3");
  row.bind(1, owner).bind(2, owner_id).bind(3, type);
  PackedGlobalMarks marks;
  if (row.step()) marks = PackedGlobalMarks(std::string(row.blob(0)));
  row.reset();
  return marks;
}

PlacedGlobalMarks::PlacedGlobalMarks(PackedGlobalMarks packed, std::int64_t length)
    : packed_(std::move(packed)), length_(length) {
  if (packed_.size() != std::max<std::int64_t>(length - 1, 0) / kGlobalMarkSpacing) packed_ = PackedGlobalMarks();
}

std::int64_t PlacedGlobalMarks::marks_newer_than(const GlobalKey& key) const {
  std::int64_t low = 0, high = count();  // halving: the marks newest first grow older
  while (low < high) {
    const std::int64_t mid = (low + high) / 2;
    key < mark(mid) ? low = mid + 1 : high = mid;
  }
  return low;
}

std::int64_t PlacedGlobalMarks::next_place_from(const GlobalKey& key) const {
  const std::int64_t newer = marks_newer_than(key);
  return newer < count() ? place(newer) : length_;
}

std::optional<std::int64_t> PlacedGlobalMarks::at_or_newer_than(std::int64_t at) const {
  if (count() == 0 || at < place(0)) return std::nullopt;
  return std::min((at - place(0)) / kGlobalMarkSpacing, count() - 1);
}

std::optional<std::int64_t> PlacedGlobalMarks::at_or_older_than(std::int64_t at) const {
  const std::int64_t i = at <= place(0) ? 0 : (at - place(0) + kGlobalMarkSpacing - 1) / kGlobalMarkSpacing;
  if (i >= count()) return std::nullopt;
  return i;
}

}  // namespace snap
