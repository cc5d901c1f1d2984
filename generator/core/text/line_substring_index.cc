// line_substring_index.cc: a bigram and trigram index over lines (a compressed table: gram -> lines holding it).
#include "core/text/line_substring_index.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <utility>

namespace snap {
namespace {

// The bytes of s[i, i + length) (length 2 or 3) in one number; the length in the top byte keeps the two
// kinds apart.
std::uint32_t gram_key(std::string_view s, std::size_t i, std::size_t length) {
  std::uint32_t key = static_cast<std::uint32_t>(length) << 24;
  for (std::size_t k = 0; k < length; ++k)
    key |= static_cast<std::uint32_t>(static_cast<unsigned char>(s[i + k])) << (8 * (length - 1 - k));
  return key;
}

}  // namespace

LineSubstringIndex::LineSubstringIndex(std::string text) : text_(std::move(text)) {
  if (text_.size() >= std::numeric_limits<std::uint32_t>::max()) throw std::length_error("text too long to index");
  for (std::size_t start = 0; start < text_.size();) {
    line_starts_.push_back(static_cast<std::uint32_t>(start));
    const std::size_t end = text_.find('\n', start);
    start = end == std::string::npos ? text_.size() : end + 1;
  }
  // (gram, line) pairs, sorted and made unique, then split into keys and postings.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;
  pairs.reserve(2 * text_.size());
  for (std::size_t n = 0; n < line_starts_.size(); ++n) {
    const std::string_view l = line(n);
    for (std::size_t length = 2; length <= 3; ++length)
      for (std::size_t i = 0; i + length <= l.size(); ++i)
        pairs.emplace_back(gram_key(l, i, length), static_cast<std::uint32_t>(n));
  }
  std::sort(pairs.begin(), pairs.end());
  pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
  postings_.reserve(pairs.size());
  for (const auto& [gram, n] : pairs) {
    if (gram_keys_.empty() || gram_keys_.back() != gram) {
      gram_keys_.push_back(gram);
      posting_starts_.push_back(static_cast<std::uint32_t>(postings_.size()));
    }
    postings_.push_back(n);
  }
  posting_starts_.push_back(static_cast<std::uint32_t>(postings_.size()));
}

std::string_view LineSubstringIndex::line(std::size_t number) const {
  const std::size_t start = line_starts_[number];
  std::size_t end = number + 1 < line_starts_.size() ? line_starts_[number + 1] : text_.size();
  if (end > start && text_[end - 1] == '\n') --end;
  return std::string_view(text_).substr(start, end - start);
}

LineSubstringIndex::Postings LineSubstringIndex::postings_of(std::uint32_t gram) const {
  const auto key = std::lower_bound(gram_keys_.begin(), gram_keys_.end(), gram);
  if (key == gram_keys_.end() || *key != gram) return {};
  const auto k = static_cast<std::size_t>(key - gram_keys_.begin());
  return {posting_starts_[k], posting_starts_[k + 1]};
}

std::vector<std::int64_t> LineSubstringIndex::lines_containing(const std::string& needle) const {
  if (needle.empty() || needle.find('\n') != std::string::npos) return {};
  if (needle.size() == 1) return scan(needle);
  if (needle.size() <= 3) {  // the gram's lines are the answer
    const Postings p = postings_of(gram_key(needle, 0, needle.size()));
    return std::vector<std::int64_t>(postings_.begin() + static_cast<std::ptrdiff_t>(p.begin),
                                     postings_.begin() + static_cast<std::ptrdiff_t>(p.end));
  }
  // The needle's rarest trigram: every line holding the needle is among its postings.
  Postings rarest;
  for (std::size_t i = 0; i + 3 <= needle.size(); ++i) {
    const Postings p = postings_of(gram_key(needle, i, 3));
    if (p.begin == p.end) return {};  // a trigram no line holds
    if (i == 0 || p.end - p.begin < rarest.end - rarest.begin) rarest = p;
  }
  std::vector<std::int64_t> lines;
  for (std::size_t p = rarest.begin; p < rarest.end; ++p)
    if (line(postings_[p]).find(needle) != std::string_view::npos) lines.push_back(postings_[p]);
  return lines;
}

// memmem finds the next hit; the line starts give its line number; the rest of that line is skipped.
std::vector<std::int64_t> LineSubstringIndex::scan(const std::string& needle) const {
  std::vector<std::int64_t> lines;
  const char* const begin = text_.data();
  const char* const end = begin + text_.size();
  for (const char* from = begin; from < end;) {
    const auto* hit =
        static_cast<const char*>(memmem(from, static_cast<std::size_t>(end - from), needle.data(), needle.size()));
    if (!hit) break;
    const auto offset = static_cast<std::uint32_t>(hit - begin);
    const auto n = static_cast<std::size_t>(std::upper_bound(line_starts_.begin(), line_starts_.end(), offset) -
                                            line_starts_.begin()) - 1;
    lines.push_back(static_cast<std::int64_t>(n));
    from = n + 1 < line_starts_.size() ? begin + line_starts_[n + 1] : end;
  }
  return lines;
}

}  // namespace snap
