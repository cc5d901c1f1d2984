// search_words.cc: the forms of search_words.h.
#include "core/text/search_words.h"

#include <algorithm>

namespace snap {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

std::vector<NameForm> extra_name_forms(const std::vector<std::string>& words) {
  std::vector<NameForm> forms;
  const auto add = [&](std::string text, size_t first, size_t last) {
    if (std::find(words.begin(), words.end(), text) != words.end()) return;
    for (const NameForm& f : forms)
      if (f.text == text) return;
    forms.push_back({std::move(text), first, last});
  };
  for (size_t i = 0; i + 1 < words.size(); ++i) add(words[i] + words[i + 1], i, i + 1);
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    size_t start = 0;
    for (size_t j = 1; j <= w.size(); ++j)
      if (j == w.size() || is_digit(w[j]) != is_digit(w[j - 1])) {
        if (start > 0 || j < w.size()) add(w.substr(start, j - start), i, i);
        start = j;
      }
  }
  return forms;
}

std::string search_aliases(const std::vector<std::string>& words) {
  std::string text;
  for (const NameForm& f : extra_name_forms(words)) text += (text.empty() ? "" : " ") + f.text;
  return text;
}

std::string run_together(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& w : words) text += w;
  return text;
}

}  // namespace snap
