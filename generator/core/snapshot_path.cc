// snapshot_path.cc: file names and route keys of snapshot entries.
#include "core/snapshot_path.h"

#include <cstdio>

#include "core/route_table.h"
#include "core/bytes/body_digest.h"

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
  char tag[48];
  std::snprintf(tag, sizeof tag, "\"%016llx-%zx\"", static_cast<unsigned long long>(body_digest(body)), body.size());
  return tag;
}

}  // namespace snap
