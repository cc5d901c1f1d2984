// name_fold.cc: ASCII case folding for avatar-name search.
#include "core/text/name_fold.h"

namespace snap {

std::string fold_name(std::string_view name) {
  std::string out(name);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

}  // namespace snap
