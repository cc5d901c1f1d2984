// name_fold.cc: ASCII case folding for avatar-name search.
#include "core/text/name_fold.h"

namespace snap {

std::string fold_name(std::string_view name) {
  std::string out(name);
  for (char& c : out) c = fold_ascii(c);
  return out;
}

}  // namespace snap
