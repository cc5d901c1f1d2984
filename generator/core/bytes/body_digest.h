// body_digest.h: a fast 64-bit digest of a byte string, for ETags (snapshot_path.h etag_for): XXH3's 64-bit hash
// from Debian's xxHash (libxxhash), seed 0. zlib's CRC-32 cost 6 % of a 100-row page's request (15 us for its
// 57 KB). Not cryptographic: it tells versions of one URL's body apart, it does not resist someone choosing bodies
// to collide. The value is fixed by its tests: a snapshot written by one build and a live answer of another agree.
#pragma once

#include <cstdint>
#include <string_view>

namespace snap {

std::uint64_t body_digest(std::string_view bytes);

}  // namespace snap
