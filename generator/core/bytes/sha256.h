// sha256.h: SHA-256 (FIPS 180-4) of a byte string, as lower-case hex. Hand-written because none of the
// project's Debian dependencies exports a hash; it names snapshot files' content in manifests and ETags.
#pragma once

#include <string>
#include <string_view>

namespace snap {

std::string sha256_hex(std::string_view data);

}  // namespace snap
