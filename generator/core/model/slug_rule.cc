// slug_rule.cc: reserved words from the route table, and unique slugs.
#include "core/model/slug_rule.h"

#include <vector>

#include "core/route_table.h"
#include "core/text/slug.h"

namespace snap {
namespace {

constexpr size_t kMaxBaseSlug = 190;  // is_slug() allows 200; the rest is room for "-N"

bool is_capture(const std::string& segment) { return !segment.empty() && segment.front() == '{'; }

std::vector<std::string> segments_of(const std::string& pattern) {
  std::vector<std::string> segments;
  for (size_t start = 1; start <= pattern.size();) {
    size_t end = pattern.find('/', start);
    if (end == std::string::npos) end = pattern.size();
    if (end > start) segments.push_back(pattern.substr(start, end - start));
    start = end + 1;
  }
  return segments;
}

// Whether `other` has a {slug} capture at `at` behind a prefix that the prefix of `pattern` can match.
bool slug_beside(const std::vector<std::string>& pattern, const std::vector<std::string>& other, size_t at) {
  if (other.size() <= at || other[at] != "{slug}") return false;
  for (size_t k = 0; k < at; ++k)
    if (pattern[k] != other[k] && !is_capture(pattern[k]) && !is_capture(other[k])) return false;
  return true;
}

std::set<std::string> collect_reserved() {
  std::vector<std::vector<std::string>> patterns;
  for (const Route& route : all_routes().routes()) patterns.push_back(segments_of(route.pattern));
  std::set<std::string> words;
  for (const auto& pattern : patterns) {
    for (size_t i = 1; i < pattern.size(); ++i) {
      if (is_capture(pattern[i])) continue;
      bool reserved = is_capture(pattern[i - 1]);  // a sub-resource of an entry: /creatures/{slug}/stats
      for (size_t q = 0; q < patterns.size() && !reserved; ++q) reserved = slug_beside(pattern, patterns[q], i);
      if (reserved) words.insert(pattern[i]);
    }
  }
  return words;
}

}  // namespace

const std::set<std::string>& reserved_slugs() {
  static const std::set<std::string> words = collect_reserved();
  return words;
}

bool is_reserved_slug(std::string_view slug) { return reserved_slugs().count(std::string(slug)) != 0; }

std::string base_slug(std::string_view name, std::string_view fallback) {
  std::string base = slugify(name);
  if (base.size() > kMaxBaseSlug) base.resize(kMaxBaseSlug);
  while (!base.empty() && base.back() == '-') base.pop_back();
  return base.empty() ? std::string(fallback) : base;
}

std::string unique_slug(std::string_view name, std::string_view fallback,
                        const std::function<bool(const std::string&)>& taken) {
  const std::string base = base_slug(name, fallback);
  std::string slug = base;
  for (int n = 2; is_reserved_slug(slug) || taken(slug); ++n) slug = base + "-" + std::to_string(n);
  return slug;
}

std::string TableSlugs::claim(std::string_view name) {
  std::string slug = unique_slug(name, fallback_, [this](const std::string& s) { return claimed_.count(s) != 0; });
  claimed_.insert(slug);
  return slug;
}

}  // namespace snap
