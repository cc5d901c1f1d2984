// file_bytes.cc: whole-file reads.
#include "core/bytes/file_bytes.h"

#include <fstream>
#include <sstream>

namespace snap {

std::optional<std::string> read_file_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

}  // namespace snap
