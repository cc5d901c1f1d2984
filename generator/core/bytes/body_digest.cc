// body_digest.cc: XXH3-64 (xxHash 0.8, the algorithm's reference implementation), called through the library so
// the header's inline implementation is not compiled into every build of ours.
#include "core/bytes/body_digest.h"

#include <xxhash.h>

namespace snap {

std::uint64_t body_digest(std::string_view bytes) { return XXH3_64bits(bytes.data(), bytes.size()); }

}  // namespace snap
