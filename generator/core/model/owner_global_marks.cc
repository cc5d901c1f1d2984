// owner_global_marks.cc: a list's marks packed into its row's blob and read back.
#include "core/model/owner_global_marks.h"

#include <stdexcept>

namespace snap {
namespace {

constexpr size_t kMarkBytes = 16;

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

std::string pack_global_marks(const std::vector<GlobalKey>& marks) {
  std::string bytes;
  bytes.reserve(marks.size() * kMarkBytes);
  for (const GlobalKey& mark : marks) put_int64(bytes, mark.ts), put_int64(bytes, mark.id);
  return bytes;
}

std::vector<GlobalKey> unpack_global_marks(std::string_view bytes) {
  if (bytes.size() % kMarkBytes != 0) throw std::runtime_error("owner_global_marks: a row's marks are cut short");
  std::vector<GlobalKey> marks(bytes.size() / kMarkBytes);
  for (size_t j = 0; j < marks.size(); ++j)
    marks[j] = GlobalKey{get_int64(bytes.data() + j * kMarkBytes), get_int64(bytes.data() + j * kMarkBytes + 8)};
  return marks;
}

std::vector<GlobalKey> read_global_marks(Database& db, std::string_view owner, std::int64_t owner_id,
                                         std::string_view type) {
  Statement& row = db.prepare("SELECT marks FROM owner_global_marks WHERE owner = ?1 AND owner_id = ?2 AND type = ?3");
  row.bind(1, owner).bind(2, owner_id).bind(3, type);
  std::vector<GlobalKey> marks;
  if (row.step()) marks = unpack_global_marks(row.blob(0));
  row.reset();
  return marks;
}

}  // namespace snap
