// name_fold.h: the one ASCII case folding: of avatar-name search (leaderboards: what snapgen stores as a name's
// key and what a request's `search` is turned into before matching, so both sides agree), and of the comparisons
// of names in any letter case (natural_order.h, wiki_links.h).
#pragma once

#include <string>
#include <string_view>

namespace snap {

// ASCII letters lower-cased, every other byte kept ("Mira QuickShot" -> "mira quickshot"). Avatar names are
// ASCII in practice; a non-ASCII letter matches only in its own case.
std::string fold_name(std::string_view name);
// One byte of it.
inline char fold_ascii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

}  // namespace snap
