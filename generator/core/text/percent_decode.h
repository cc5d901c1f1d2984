// percent_decode.h: strict decoding of URL text. Anything that could smuggle a path or a control character
// past a later check is refused here: a malformed %XX, a NUL byte, or bytes that are not valid UTF-8
// (overlong forms and surrogates included).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace snap {

// Decodes %XX escapes (and '+' as a space when plus_is_space); nullopt when malformed or not valid UTF-8
// (is_valid_utf8 in utf8.h: no NUL either).
std::optional<std::string> percent_decode(std::string_view raw, bool plus_is_space);

}  // namespace snap
