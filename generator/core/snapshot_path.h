// snapshot_path.h: where a static route's answer lives inside a snapshot version, mirroring its URL
// (DESIGN.md "Snapshot layout"): /weapons -> weapons/index.json, page 3 -> weapons/page-3.json,
// /weapons/sollomate-opalo -> weapons/sollomate-opalo/index.json; a route of another text format ends
// in its extension (/ -> index.html).
// Also the manifest's route key.
#pragma once

#include <cstdint>
#include <string>

#include "core/route.h"

namespace snap {

// Captures must be slugs or ids (the matcher guarantees it), so the result never leaves the version folder.
std::string snapshot_file_for(const Route& route, const PathArgs& args, std::int64_t page);

// "/weapons?pageNumber=3" (page 1 and unpaged routes: the bare path).
std::string snapshot_route_key(const Route& route, const PathArgs& args, std::int64_t page);

// The ETag of a body, the same for a snapshot file and a live answer: its CRC-32 (zlib) and its length, in hex.
// It names versions of one URL's body, not files to check: two versions alike in length and CRC-32 are a
// 1 in 4 billion chance. Not the SHA-256 of the manifest (~9 % of a /globals request's CPU), nor a second sum
// beside the CRC (Adler-32 was 5 % of an /avatars/{slug}/globals?pageSize=100 request's CPU).
std::string etag_for(const std::string& body);

}  // namespace snap
