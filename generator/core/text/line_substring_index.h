// line_substring_index.h: which lines of a text hold a given substring, fast: the lines' bigrams and trigrams
// are indexed once; a needle of two or three bytes is answered by its gram's postings, a longer one by checking
// only the lines in the postings of its rarest trigram. One-byte needles scan the text. Bytes, not characters: fold
// case (name_fold.h) before indexing and searching.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace snap {

class LineSubstringIndex {
 public:
  // `text`: lines separated by '\n' (line 0 first; a trailing '\n' ends the last line).
  explicit LineSubstringIndex(std::string text);

  // The numbers of the lines that hold `needle`, ascending (none for an empty needle or one with a '\n').
  std::vector<std::int64_t> lines_containing(const std::string& needle) const;

 private:
  struct Postings {
    std::size_t begin = 0, end = 0;  // a range of postings_; empty when no line holds the gram
  };
  Postings postings_of(std::uint32_t gram) const;
  std::string_view line(std::size_t number) const;
  std::vector<std::int64_t> scan(const std::string& needle) const;

  std::string text_;
  std::vector<std::uint32_t> line_starts_;         // offset of each line in text_
  std::vector<std::uint32_t> gram_keys_;       // distinct grams (gram_key() of 2 or 3 bytes), ascending
  std::vector<std::uint32_t> posting_starts_;  // postings of gram_keys_[i]: [posting_starts_[i], [i + 1])
  std::vector<std::uint32_t> postings_;        // line numbers, ascending within each gram, each once
};

}  // namespace snap
