// name_fold.h: the one case folding of avatar-name search (leaderboards): what snapgen stores as a name's key
// and what a request's `search` is turned into before matching, so both sides agree.
#pragma once

#include <string>
#include <string_view>

namespace snap {

// ASCII letters lower-cased, every other byte kept ("Mira QuickShot" -> "mira quickshot"). Avatar names are
// ASCII in practice; a non-ASCII letter matches only in its own case.
std::string fold_name(std::string_view name);

}  // namespace snap
