// slug_rule.cc: reserved words from the route table, and unique slugs.
#include "core/model/slug_rule.h"

#include "core/route_table.h"
#include "core/text/slug.h"

namespace snap {
namespace {

constexpr size_t kMaxBaseSlug = 190;  // is_slug() allows 200; the rest is room for "-N"

// Literal segments of routes the table does not hold yet: /events/templates and /challenges/avatar/{name}
// (the events and challenges issue). Remove a word here once its route is in all_routes().
const char* const kAnnouncedLiterals[] = {"templates", "avatar"};

std::set<std::string> collect_reserved() {
  std::set<std::string> words(std::begin(kAnnouncedLiterals), std::end(kAnnouncedLiterals));
  for (const Route& route : all_routes().routes()) {
    const std::string& pattern = route.pattern;
    size_t start = pattern.find('/', 1);  // skip the first segment
    while (start != std::string::npos && start + 1 < pattern.size()) {
      const size_t end = pattern.find('/', start + 1);
      const std::string segment = pattern.substr(start + 1, end == std::string::npos ? end : end - start - 1);
      if (!segment.empty() && segment.front() != '{') words.insert(segment);
      start = end;
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
