// owner_global_marks.h: the spacing of owner_global_mark (schema 0008), shared by the writer that keeps the
// marks (snapgen/derived/global_marks.cc) and the reader that starts a page from the nearest one
// (routes/people/owner_globals.cc).
#pragma once

#include <cstdint>

namespace snap {

// owner_global_mark keeps every kGlobalMarkSpacing-th global of a list: a page starts from the nearest mark.
constexpr std::int64_t kGlobalMarkSpacing = 1000;

}  // namespace snap
