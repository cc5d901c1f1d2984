// natural_order.h: the order people expect of names with numbers in them ("Enhancer 2" before "Enhancer 10"):
// runs of digits compare by their value, everything else byte by byte with ASCII letters in any case. Registered
// on every connection as the SQLite collation NATURAL_ORDER (core/db/database.cc), which wiki lists sort names by.
#pragma once

#include <string_view>

namespace snap {

// Negative, zero or positive as `a` sorts before, with or after `b`.
int natural_compare(std::string_view a, std::string_view b);

inline constexpr const char* kNaturalCollation = "NATURAL_ORDER";  // NATURAL alone is a keyword of SQL

}  // namespace snap
