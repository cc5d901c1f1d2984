// global_search.cc: the search parameter and its words quoted into an FTS5 expression.
#include "core/routes/globals/global_search.h"

#include "core/problem.h"

namespace snap {
namespace {

constexpr size_t kMaxSearchLength = 200;

// The words, each quoted as an FTS5 string so no operator syntax reaches FTS5: "mira" AND "atrox".
std::string fts_expression(const std::vector<std::string>& words) {
  std::string expr;
  for (const std::string& word : words) expr += (expr.empty() ? "\"" : " AND \"") + word + "\"";
  return expr;
}

}  // namespace

std::vector<std::string> global_search_words(std::string_view text) {
  std::vector<std::string> words(1);
  for (unsigned char c : text) {
    const bool part = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
    if (part) words.back().push_back(static_cast<char>(c));
    else if (!words.back().empty()) words.emplace_back();
  }
  if (words.back().empty()) words.pop_back();
  return words;
}

ParamSpec global_search_param() {
  return ParamSpec::text("search", "only globals whose original message holds every word of this text")
      .length(0, kMaxSearchLength);
}

std::optional<std::string> read_global_search(const Params& params) {
  const auto text = params.optional_text("search");
  if (!text) return std::nullopt;
  std::string expr = fts_expression(global_search_words(*text));
  if (expr.empty()) throw ApiError(Problem::bad_parameter("search", "must hold a letter or digit"));
  return expr;
}

}  // namespace snap
