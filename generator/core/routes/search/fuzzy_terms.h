// fuzzy_terms.h: typo tolerance for /search. Given a query word and the index's dictionary, the terms
// within a small edit distance (one edit for words up to 4 letters, two above), as whole words or by the
// start of a longer word.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace snap {

struct DictionaryTerm {
  std::string term;
  std::int64_t documents;  // how many entries hold it: the tie-break among equally close terms
  std::uint64_t letters = 0;  // letter_set(term), 0 until a loader fills it (then worked out when compared)
};

// The letters and digits a word holds as bits (a-z and 0-9 once, a-z a second time; other bytes not at all): each
// one a word holds that another lacks takes an edit, so a word lacking more than a typo budget is farther than
// that budget, without computing the distance.
std::uint64_t letter_set(std::string_view word);

// Optimal string alignment distance (Levenshtein plus adjacent transpositions), stopping early once every
// alignment exceeds `limit` (then returns limit + 1).
int bounded_edit_distance(std::string_view a, std::string_view b, int limit);

// The most edits a word of this length may carry and still match.
int allowed_typos(std::string_view word);

struct FuzzyTerm {
  std::string term;
  int distance;  // edits between the word and the term (or the term's start, for a longer term)
};

// At most `max_terms` dictionary terms within allowed_typos(word) of `word`, closest first (then commoner first).
// A term longer than the word is also compared by its start, so a typo in a prefix still finds the word.
std::vector<FuzzyTerm> fuzzy_candidates(std::string_view word, const std::vector<DictionaryTerm>& dictionary,
                                        size_t max_terms);

}  // namespace snap
