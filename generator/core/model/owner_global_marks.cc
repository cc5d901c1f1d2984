// owner_global_marks.cc: a list's marks packed into its row's blob and read back.
#include "core/model/owner_global_marks.h"

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

}  // namespace snap
