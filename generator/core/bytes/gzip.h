// gzip.h: gzip (RFC 1952) compression of whole bodies, for the .json.gz beside each snapshot file and for live
// answers to clients that accept it. Deterministic: no name and no time in the header, so equal input gives
// equal bytes and unchanged snapshot files stay hard-linkable.
#pragma once

#include <optional>
#include <string>

namespace snap {

std::string gzip_compress(const std::string& bytes);

// nullopt when `bytes` is not one complete gzip member.
std::optional<std::string> gzip_decompress(const std::string& bytes);

}  // namespace snap
