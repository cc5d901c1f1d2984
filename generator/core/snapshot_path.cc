// snapshot_path.cc: file names and route keys of snapshot entries.
#include "snapshot_path.h"

#include "route_table.h"
#include "text/sha256.h"

namespace snap {

std::string snapshot_file_for(const Route& route, const PathArgs& args, std::int64_t page) {
  std::string dir = expand_pattern(route.pattern, args).substr(1);
  if (!dir.empty()) dir += '/';
  return dir + (page > 1 ? "page-" + std::to_string(page) + ".json" : "index.json");
}

std::string snapshot_route_key(const Route& route, const PathArgs& args, std::int64_t page) {
  std::string key = expand_pattern(route.pattern, args);
  if (page > 1) key += "?" + route.page_param + "=" + std::to_string(page);
  return key;
}

std::string etag_from_sha256(const std::string& digest) { return "\"" + digest.substr(0, 32) + "\""; }

std::string etag_for(const std::string& body) { return etag_from_sha256(sha256_hex(body)); }

}  // namespace snap
