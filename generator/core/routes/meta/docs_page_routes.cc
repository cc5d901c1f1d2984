// docs_page_routes.cc: / , the documentation page: one HTML file written by the build into the snapshot (so a
// CDN serves it), rendered from what the server itself declares and holds. The documentation corpus
// (templates/docs, from the document table) gives the prose; the route table, the tool registry and the push
// feed's declarations give the reference; each family's example is its route's own answer; the charts are
// drawn from the routes that publish their figures. No scripts and no outside files: it works offline. It says
// nothing of the clock beyond what those routes do, so a rebuild without new data leaves it unchanged.
#include <set>

#include "core/db/dataset_meta.h"
#include "core/route_table.h"
#include "core/routes/meta/docs_answer_fields.h"
#include "core/routes/meta/docs_charts.h"
#include "core/routes/meta/docs_documents.h"
#include "core/routes/meta/docs_page_style.h"
#include "core/routes/meta/docs_reference.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/snapshot_args.h"
#include "core/text/html_escape.h"
#include "core/text/markdown_html.h"

namespace snap {
namespace {

// Documents the page opens with, in this order, and the one its live-feed section shows.
const std::vector<std::string> kGettingStarted = {"overview", "conventions", "data-freshness-and-caching"};
const char* kLiveFeedDocument = "live-feed";

// The page's contents, gathered as its sections are written: each section's anchor and title.
struct Contents {
  std::vector<std::pair<std::string, std::string>> entries;
  std::string add(const std::string& id, const std::string& title) {
    entries.emplace_back(id, title);
    return "<section id=\"" + id + "\">\n<h2>" + html_escape(title) + "</h2>\n";
  }
  std::string html() const {
    std::string out = "<nav class=\"toc\" aria-label=\"Contents\">\n<strong>Contents</strong>\n<ol>\n";
    for (const auto& [id, title] : entries) out += "<li><a href=\"#" + id + "\">" + html_escape(title) + "</a></li>\n";
    return out + "</ol>\n</nav>\n";
  }
};

// The documentation texts, each written at most once on the page.
class Documents {
 public:
  explicit Documents(std::vector<DocumentationText> texts) : texts_(std::move(texts)) {}

  // The document as HTML, its "# Title" a level-3 heading; empty when absent or already on the page.
  std::string take(const std::string& slug) {
    for (const DocumentationText& text : texts_)
      if (text.slug == slug && shown_.insert(slug).second) return render(text);
    return "";
  }
  // Every document not yet on the page.
  std::string rest() {
    std::string html;
    for (const DocumentationText& text : texts_)
      if (shown_.insert(text.slug).second) html += render(text);
    return html;
  }

 private:
  static std::string render(const DocumentationText& text) {
    return "<div class=\"document\" id=\"doc-" + anchor_id(text.slug) + "\">\n" +
           markdown_to_html(text.body, 2, anchor_id(text.slug) + "-").html + "</div>\n";
  }
  std::vector<DocumentationText> texts_;
  std::set<std::string> shown_;
};

std::string family_section(const RenderContext& ctx, const RouteTable& table, size_t family, Documents& documents,
                           Contents& contents, AnswerSchemas& schemas) {
  const RouteFamily& f = table.families()[family];
  std::string html = contents.add("family-" + anchor_id(f.title), f.title);
  html += documents.take(f.document);
  html += "<h3>Endpoints</h3>\n" + family_example_html(ctx, f);
  for (const Route& route : table.routes())
    if (route.family == family) html += route_reference_html(route, answer_fields_html(route, schemas));
  if (f.document == "tools-and-mcp") html += "<h3>The tools</h3>\n" + tool_catalogue_html();
  return html + "</section>\n";
}

std::string charts_section(const RenderContext& ctx, Contents& contents) {
  return contents.add("activity", "Activity in this data") + "<div class=\"charts\">\n<figure>" +
         globals_per_hour_chart(ctx) + "</figure>\n<figure>" + game_health_daily_chart(ctx) +
         "</figure>\n</div>\n</section>\n";
}

std::string render_docs_page(const RenderContext& ctx, const PathArgs&, const Params&) {
  const RouteTable& table = all_routes();
  Documents documents(documentation_texts(ctx.db));
  Contents contents;
  std::string main = contents.add("getting-started", "Getting started");
  for (const std::string& slug : kGettingStarted) main += documents.take(slug);
  main += "</section>\n" + charts_section(ctx, contents);
  AnswerSchemas schemas(ctx.db);
  for (size_t family = 0; family < table.families().size(); ++family)
    main += family_section(ctx, table, family, documents, contents, schemas);
  main += contents.add("live-feed", "The live feed and MCP") + documents.take(kLiveFeedDocument) +
          "<h3>Endpoints</h3>\n" + push_and_mcp_html() + "</section>\n";
  const std::string more = documents.rest();
  if (!more.empty()) main += contents.add("further-reading", "Further reading") + more + "</section>\n";

  return "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
         "<title>Entropia community API</title>\n<style>" +
         std::string(kDocsPageStyle) +
         "</style>\n</head>\n<body>\n<header class=\"top\">\n<h1>Entropia community API</h1>\n"
         "<p>A read-only, anonymous HTTP API over a fan-run community platform for Entropia Universe: the wiki, "
         "globals, leaderboards, avatars and teams, statistics, events, challenges and tools. Answers are JSON "
         "(besides this page, the widgets and the exports), and no request needs a key.</p>\n<p class=\"stamp\">Data "
         "version <code>" +
         html_escape(data_version(ctx.db)) +
         "</code> · machine-readable: <a href=\"/openapi.json\"><code>/openapi.json</code></a></p>\n</header>\n"
         "<div class=\"layout\">\n" +
         contents.html() + "<main>\n" + main + "</main>\n</div>\n</body>\n</html>\n";
}

}  // namespace

void add_docs_page_routes(RouteTable& table) {
  table.add(declare_route("/", "this documentation page (HTML), generated from the route table and the data")
                .render_text(kHtmlText, render_docs_page)
                .snapshots(one_snapshot())
                .max_age(300));
}

}  // namespace snap
