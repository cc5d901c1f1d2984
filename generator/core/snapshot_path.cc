// snapshot_path.cc: file names and route keys of snapshot entries.
#include "core/snapshot_path.h"

#include "core/route_table.h"
#include <zlib.h>

#include <cstdio>

namespace snap {

std::string snapshot_file_for(const Route& route, const PathArgs& args, std::int64_t page) {
  std::string dir = expand_pattern(route.pattern, args).substr(1);
  if (!dir.empty()) dir += '/';
  return dir + (page > 1 ? "page-" + std::to_string(page) : "index") + route.file_extension();
}

std::string snapshot_route_key(const Route& route, const PathArgs& args, std::int64_t page) {
  std::string key = expand_pattern(route.pattern, args);
  if (page > 1) key += "?" + route.page_param + "=" + std::to_string(page);
  return key;
}

std::string etag_for(const std::string& body) {
  const auto* bytes = reinterpret_cast<const Bytef*>(body.data());
  const auto size = static_cast<z_size_t>(body.size());
  const unsigned long crc = crc32_z(crc32_z(0, Z_NULL, 0), bytes, size);
  char tag[32];
  std::snprintf(tag, sizeof tag, "\"%08lx-%zx\"", crc & 0xffffffffUL, body.size());
  return tag;
}

}  // namespace snap
