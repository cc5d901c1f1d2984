// document_tools.cc: search_documentation (templates/docs: how this API works) and search_guides
// (templates/guides: how the game works), both FTS5 over document_fts with titles weighted above bodies. Every
// word of the query first; when no page holds them all, any of them; when none holds any, the index's words
// within a typo or two of them (fuzzy_terms.h). The note says which.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/db/database.h"
#include "core/db/data_version_cache.h"
#include "core/problem.h"
#include "core/routes/search/entry_search.h"
#include "core/routes/search/fuzzy_terms.h"
#include "core/tools/tool_registry.h"

namespace snap {
namespace {

constexpr int kBodyCharacters = 12000;  // every page of today's corpora whole; a longer one is cut and the note says so
constexpr size_t kFuzzyTermsPerWord = 5;

// The words of every page (title and body, split as a query is split) with how many pages hold each: the
// dictionary close spellings are matched against, built once per data version. (The index's own fts5vocab view
// would need a table in the schema; the edge's connections cannot create one.)
std::shared_ptr<const std::vector<DictionaryTerm>> document_dictionary(Database& db) {
  static DataVersionCache<std::vector<DictionaryTerm>> cache([](Database& source) {
    std::map<std::string, std::int64_t> pages_holding;
    Statement& pages = source.prepare("SELECT title || ' ' || body FROM document");
    while (pages.step())
      for (const std::string& word : search_words(pages.text(0))) ++pages_holding[word];
    pages.reset();
    std::vector<DictionaryTerm> terms;
    for (const auto& [term, count] : pages_holding) terms.push_back({term, count, letter_set(term)});
    return terms;
  });
  return cache.get(db);
}

std::string quoted_terms(const std::vector<std::string>& terms, const char* joiner) {
  std::string expr;
  for (const std::string& t : terms) expr += (expr.empty() ? "\"" : std::string(joiner) + "\"") + t + "\"";
  return expr;
}

// The first `limit` pages of `kind` matching `expr`, best first (BM25, title weighted 10x the body); `more` says
// whether others match.
Json matching_pages(Database& db, const std::string& kind, const std::string& expr, std::int64_t limit,
                    std::vector<std::string>& cut, bool& more) {
  Statement& pages = db.prepare(
      "SELECT d.slug, d.title, d.section, snippet(document_fts, 1, '**', '**', ' ... ', 24),"
      " substr(d.body, 1, ?4), length(d.body) > ?4"
      " FROM document_fts JOIN document d ON d.id = document_fts.rowid"
      " WHERE document_fts MATCH ?1 AND d.kind = ?2 ORDER BY bm25(document_fts, 10.0, 1.0), d.slug LIMIT ?3");
  pages.bind(1, expr).bind(2, kind).bind(3, limit + 1).bind(4, kBodyCharacters);
  Json rows = Json::array();
  more = false;
  while (pages.step()) {
    if (static_cast<std::int64_t>(rows.size()) == limit) {
      more = true;
      break;
    }
    Json row = Json::object();
    row["slug"] = pages.text(0);
    row["title"] = pages.text(1);
    row["section"] = pages.json(2);
    row["snippet"] = pages.text(3);
    row["body"] = pages.text(4);
    if (pages.int64(5)) cut.push_back(pages.text(0));
    rows.push_back(std::move(row));
  }
  pages.reset();
  return rows;
}

ToolAnswer search_documents(const RenderContext& ctx, const ToolArgs& args, const std::string& kind) {
  ToolAnswer answer;
  const std::string query = args.scalars.text("query");
  const std::int64_t limit = args.scalars.integer("limit");
  const std::vector<std::string> words = search_words(query);
  if (words.empty()) throw ApiError(Problem::bad_parameter("query", "must hold a word (letters or digits)"));
  std::vector<std::string> cut;
  answer.rows = matching_pages(ctx.db, kind, quoted_terms(words, " "), limit, cut, answer.truncated);
  if (!answer.rows.empty())
    answer.notes.push_back(answer.rows.size() == 1 ? "One page holds every word asked."
                                                   : "These pages hold every word asked, the best first.");
  if (answer.rows.empty() && words.size() > 1) {
    answer.rows = matching_pages(ctx.db, kind, quoted_terms(words, " OR "), limit, cut, answer.truncated);
    if (!answer.rows.empty()) answer.notes.push_back("No page holds every word; these hold some of them.");
  }
  if (answer.rows.empty()) {
    const auto dictionary = document_dictionary(ctx.db);
    std::vector<std::string> close;
    for (const std::string& word : words)
      for (const FuzzyTerm& term : fuzzy_candidates(word, *dictionary, kFuzzyTermsPerWord)) close.push_back(term.term);
    if (!close.empty())
      answer.rows = matching_pages(ctx.db, kind, quoted_terms(close, " OR "), limit, cut, answer.truncated);
    if (!answer.rows.empty()) {
      std::string list;
      for (const std::string& t : close) list += (list.empty() ? "" : ", ") + t;
      answer.notes.push_back("No page holds the words asked; read as close words: " + list + ".");
    }
  }
  if (answer.rows.empty()) answer.notes.push_back("No page matches '" + query + "'.");
  for (const std::string& slug : cut)
    answer.notes.push_back("The body of " + slug + " is cut at " + std::to_string(kBodyCharacters) + " characters.");
  return answer;
}

std::vector<ToolArg> search_args(const std::string& example) {
  return {one(ParamSpec::text("query", "what to look for, in words (e.g. " + example + ")"), true),
          one(ParamSpec::integer("limit", 5, 1, 20, "how many pages"))};
}

std::vector<ToolColumn> page_columns(const std::string& slug_meaning) {
  return {text_column("slug", slug_meaning), text_column("title", "the page's title"),
          text_column("section", "the part of the corpus it belongs to"),
          text_column("snippet", "the passage that matches best, matched words in **bold**"),
          text_column("body", "the page's Markdown text (cut at 12000 characters; the note says when)")};
}

}  // namespace

void add_document_tools(ToolRegistry& registry) {
  registry.add(Tool{
      "search_documentation", "Search this API's documentation",
      "Full-text search of this API's documentation (routes, parameters, rate limit, MCP, how "
      "leaderboards and events score): the best pages, each with a snippet and its text.",
      search_args("'rate limit'"), page_columns("the page's slug"),
      [](const RenderContext& ctx, const ToolArgs& args) { return search_documents(ctx, args, "documentation"); }});
  registry.add(
      Tool{"search_guides", "Search the game guides",
           "Full-text search of the game guides (hunting economics, DPP, amplifiers, armour, crafting, "
           "mining, globals, PED and TT value): the best pages, each with a snippet and its text.",
           search_args("'amp cap'"), page_columns("the guide's slug"),
           [](const RenderContext& ctx, const ToolArgs& args) { return search_documents(ctx, args, "guide"); }});
}

}  // namespace snap
