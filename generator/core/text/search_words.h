// search_words.h: the extra forms of a name that players type besides its own words (the words as the search
// index's tokenizer folds them: core/db/fts_words.h): two neighbouring words run together ("Hell Hound" ->
// "hellhound", "LP-35" -> "lp35") and a word of letters and digits split where they meet ("H400" -> "h", "400"),
// each knowing which of the name's words it stands for. The index holds them (search_entry.aliases) and the
// ranking reads them, from this one rule.
#pragma once

#include <string>
#include <vector>

namespace snap {

// An extra form of a name: its text and the range of the name's words it stands for (first..last, inclusive).
struct NameForm {
  std::string text;
  size_t first;
  size_t last;
};

// The forms of a name whose folded words are `words`, each once; a form equal to one of the words is left out.
std::vector<NameForm> extra_name_forms(const std::vector<std::string>& words);

// The forms' texts separated by spaces: what search_entry.aliases holds ("" for none).
std::string search_aliases(const std::vector<std::string>& words);

// The words run together: "armatrix", "lp", "35", "l" -> "armatrixlp35l".
std::string run_together(const std::vector<std::string>& words);

}  // namespace snap
