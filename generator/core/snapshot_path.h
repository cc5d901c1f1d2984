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

// The ETag of a body, the same for a snapshot file and a live answer: its 64-bit digest (text/body_digest.h) and
// its length, in hex. It names versions of one URL's body, not files to check. Not the SHA-256 of the manifest
// (~9 % of a /globals request's CPU), nor zlib's CRC-32 (6 % of a 100-row page's), nor Adler-32 (slower still).
std::string etag_for(const std::string& body);

}  // namespace snap
