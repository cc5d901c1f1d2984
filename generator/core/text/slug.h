// slug.h: URL-safe names. slugify() is how snapgen derives a slug from a name (demo and import);
// is_slug() is the only shape the route matcher accepts for a {slug} segment.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace snap {

// "Korss H400 (L)" -> "korss-h400-l"; "A&P Series Mayhem SB-90, Adjusted" -> "a-p-series-mayhem-sb-90-adjusted".
// Letters and digits of ASCII are kept (lower-cased), every other run of characters becomes one '-'.
std::string slugify(std::string_view name);

// 1..200 characters of [a-z0-9-], not starting or ending with '-'.
bool is_slug(std::string_view text);
constexpr size_t kMaxSlugLength = 200;
constexpr const char* kSlugPattern = "^[a-z0-9]([a-z0-9-]*[a-z0-9])?$";  // is_slug's shape, for JSON Schema

}  // namespace snap
