// like_pattern.h: the LIKE pattern of a "name contains" search, for SQL written with ESCAPE '\'.
#pragma once

#include <string>

namespace snap {

// "50%" -> "%50\%%": '%', '_' and '\' in the text are literal, not wildcards.
std::string like_contains_pattern(const std::string& text);

}  // namespace snap
