// snapshot_path.h: where a static route's answer lives inside a snapshot version, mirroring its URL
// (DESIGN.md "Snapshot layout"): /weapons -> weapons/index.json, page 3 -> weapons/page-3.json,
// /weapons/sollomate-opalo -> weapons/sollomate-opalo/index.json. Also the manifest's route key.
#pragma once

#include <cstdint>
#include <string>

#include "route.h"

namespace snap {

// Captures must be slugs or ids (the matcher guarantees it), so the result never leaves the version folder.
std::string snapshot_file_for(const Route& route, const PathArgs& args, std::int64_t page);

// "/weapons?pageNumber=3" (page 1 and unpaged routes: the bare path).
std::string snapshot_route_key(const Route& route, const PathArgs& args, std::int64_t page);

// The ETag of a body: a quoted prefix of its SHA-256, the same for a snapshot file and a live answer.
std::string etag_for(const std::string& body);
std::string etag_from_sha256(const std::string& sha256_hex_digest);

}  // namespace snap
