// accept_encoding.h: whether a request's Accept-Encoding lets us send gzip (RFC 9110 section 12.5.3).
#pragma once

#include <string_view>

namespace snap {

// "gzip", "x-gzip" or "*" with a q-value above zero; an explicit gzip entry wins over "*".
bool accepts_gzip(std::string_view accept_encoding);

}  // namespace snap
