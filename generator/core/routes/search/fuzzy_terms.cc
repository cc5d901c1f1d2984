// fuzzy_terms.cc: bounded edit distance and candidate selection for the fuzzy search fallback.
#include "core/routes/search/fuzzy_terms.h"

#include <algorithm>
#include <array>
#include <tuple>
#include <vector>

namespace snap {

int bounded_edit_distance(std::string_view a, std::string_view b, int limit) {
  const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
  if (std::abs(n - m) > limit) return limit + 1;
  // Three rows of the table; on the stack for words of ordinary length (the fuzzy pass compares thousands of terms
  // a query, and three allocations each were most of its time).
  constexpr int kOnStack = 64;
  std::array<int, 3 * kOnStack> stack_rows{};
  std::vector<int> heap_rows;
  int* rows = stack_rows.data();
  if (m + 1 > kOnStack) {
    heap_rows.resize(3 * static_cast<size_t>(m + 1));
    rows = heap_rows.data();
  }
  const int width = m + 1 > kOnStack ? m + 1 : kOnStack;
  int* before = rows;
  int* previous = rows + width;
  int* current = rows + 2 * width;
  for (int j = 0; j <= m; ++j) previous[j] = j;
  for (int i = 1; i <= n; ++i) {
    current[0] = i;
    int row_min = current[0];
    for (int j = 1; j <= m; ++j) {
      const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      int v = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) v = std::min(v, before[j - 2] + 1);
      current[j] = v;
      row_min = std::min(row_min, v);
    }
    if (row_min > limit) return limit + 1;
    std::swap(before, previous);
    std::swap(previous, current);
  }
  return std::min(previous[m], limit + 1);
}

int allowed_typos(std::string_view word) { return word.size() <= 4 ? 1 : 2; }

std::uint64_t letter_set(std::string_view word) {
  std::uint64_t set = 0;
  for (const char c : word) {
    const unsigned char b = static_cast<unsigned char>(c);
    if (b >= 'a' && b <= 'z') {
      const std::uint64_t once = std::uint64_t{1} << (b - 'a');
      set |= (set & once) ? once << 36 : once;  // a second one too: a word with two lacks one in a word with one
    } else if (b >= '0' && b <= '9') {
      set |= std::uint64_t{1} << (26 + b - '0');
    }
  }
  return set;
}

std::vector<FuzzyTerm> fuzzy_candidates(std::string_view word, const std::vector<DictionaryTerm>& dictionary,
                                        size_t max_terms) {
  const int limit = allowed_typos(word);
  std::vector<std::tuple<int, std::int64_t, const std::string*>> found;  // distance, -documents, term
  const std::uint64_t word_letters = letter_set(word);
  for (const DictionaryTerm& entry : dictionary) {
    const std::string& term = entry.term;
    if (term.size() + static_cast<size_t>(limit) < word.size()) continue;
    // Each of the word's letters the term lacks takes an edit, however the rest aligns.
    const std::uint64_t term_letters = entry.letters != 0 ? entry.letters : letter_set(term);
    if (__builtin_popcountll(word_letters & ~term_letters) > limit) continue;
    int distance = bounded_edit_distance(word, term, limit);
    // A typo in the first letters of a longer word: compare with the term's start, as long as the word or a
    // little longer (never shorter: dropping the word's own letters would match almost anything).
    for (int extra = 0; extra <= limit && distance > 0; ++extra) {
      const int length = static_cast<int>(word.size()) + extra;
      if (length >= static_cast<int>(term.size())) continue;
      distance = std::min(distance, bounded_edit_distance(word, std::string_view(term).substr(0, length), limit));
    }
    if (distance <= limit) found.emplace_back(distance, -entry.documents, &term);
  }
  std::sort(found.begin(), found.end(), [](const auto& x, const auto& y) {
    return std::tie(std::get<0>(x), std::get<1>(x), *std::get<2>(x)) < std::tie(std::get<0>(y), std::get<1>(y), *std::get<2>(y));
  });
  std::vector<FuzzyTerm> terms;
  for (size_t i = 0; i < found.size() && i < max_terms; ++i) terms.push_back({*std::get<2>(found[i]), std::get<0>(found[i])});
  return terms;
}

}  // namespace snap
