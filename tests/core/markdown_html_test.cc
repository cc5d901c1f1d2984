// markdown_html_test.cc: the Markdown subset of the documentation page, rule by rule, its safety on hostile input,
// and every document of templates/docs and templates/guides rendered as well-formed HTML with all its headings.
#include "core/text/markdown_html.h"
#include "tests/support/checkout_paths.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

using snap::markdown_to_html;

namespace {

std::string html_of(std::string_view markdown) { return markdown_to_html(markdown, 0, "").html; }

// What is wrong with the markup of `html` (empty when nothing): every '<' must open or close an element the
// renderer writes, elements must close in order, and no '>' may stand outside a tag.
std::string markup_problem(const std::string& html) {
  static const std::set<std::string> kElements = {"h1",    "h2",   "h3", "h4", "h5", "h6",     "p",
                                                  "pre",   "code", "ul", "ol", "li", "table",  "thead",
                                                  "tbody", "tr",   "th", "td", "em", "strong", "a"};
  std::vector<std::string> open;
  for (size_t i = 0; i < html.size(); ++i) {
    if (html[i] == '>') return "a '>' outside a tag at " + std::to_string(i);
    if (html[i] != '<') continue;
    const size_t end = html.find('>', i);
    if (end == std::string::npos) return "an unclosed tag at " + std::to_string(i);
    const std::string tag = html.substr(i + 1, end - i - 1);
    if (tag.find('<') != std::string::npos) return "a '<' inside a tag at " + std::to_string(i);
    const bool closing = !tag.empty() && tag[0] == '/';
    const std::string name = tag.substr(closing ? 1 : 0, tag.find(' ') - (closing ? 1 : 0));
    if (kElements.count(name) == 0) return "an unknown element <" + tag + "> at " + std::to_string(i);
    if (!closing) {
      open.push_back(name);
    } else if (open.empty() || open.back() != name) {
      return "</" + name + "> closes " + (open.empty() ? "nothing" : "<" + open.back() + ">");
    } else {
      open.pop_back();
    }
    i = end;
  }
  return open.empty() ? "" : "<" + open.back() + "> is never closed";
}

// The texts of the source's ATX headings outside code fences, backticks removed.
std::vector<std::string> source_headings(const std::string& markdown) {
  std::vector<std::string> headings;
  std::istringstream lines(markdown);
  bool in_fence = false;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("```", 0) == 0) in_fence = !in_fence;
    if (in_fence || line.empty() || line[0] != '#') continue;
    std::string text = line.substr(line.find(' ') + 1);
    text.erase(std::remove(text.begin(), text.end(), '`'), text.end());
    headings.push_back(text);
  }
  return headings;
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

TEST_CASE("markdown: headings get shifted levels, prefixed ids and plain text", "[markdown]") {
  const snap::MarkdownHtml out = markdown_to_html("# Errors\n## `/globals`: search and *filter* ##\n", 1, "doc-");
  CHECK(out.html ==
        "<h2 id=\"doc-errors\">Errors</h2>\n"
        "<h3 id=\"doc-globals-search-and-filter\"><code>/globals</code>: search and <em>filter</em></h3>\n");
  REQUIRE(out.headings.size() == 2);
  CHECK(out.headings[1].level == 3);
  CHECK(out.headings[1].id == "doc-globals-search-and-filter");
  CHECK(out.headings[1].text == "/globals: search and filter");
}

TEST_CASE("markdown: heading ids are de-duplicated with -2, -3 and levels stay within 1 to 6", "[markdown]") {
  const snap::MarkdownHtml out = markdown_to_html("#### Tips\n##### Tips!\n###### tips\n# Tips 2\n####### no", 4, "");
  CHECK(out.html ==
        "<h6 id=\"tips\">Tips</h6>\n<h6 id=\"tips-2\">Tips!</h6>\n<h6 id=\"tips-3\">tips</h6>\n"
        "<h5 id=\"tips-2-2\">Tips 2</h5>\n<p>####### no</p>\n");
  CHECK(markdown_to_html("# A\n## Ü\n", -9, "").html == "<h1 id=\"a\">A</h1>\n<h1 id=\"section\">Ü</h1>\n");
  CHECK(html_of("#hashtag") == "<p>#hashtag</p>\n");
}

TEST_CASE("markdown: a front-matter block is skipped", "[markdown]") {
  CHECK(html_of("---\ntitle: T\n---\n# T\n") == "<h1 id=\"t\">T</h1>\n");
  CHECK(html_of("---\nno end") == "<p>---\nno end</p>\n");
}

TEST_CASE("markdown: consecutive lines join into one paragraph and blank lines separate them", "[markdown]") {
  CHECK(html_of("one\n  two  \r\n\n\nthree") == "<p>one\ntwo</p>\n<p>three</p>\n");
}

TEST_CASE("markdown: a fenced block is escaped and not parsed inline", "[markdown]") {
  CHECK(html_of("```json\n{\"a\": \"<b>*x*</b>\"}\n  `y` [l](/z)\n```\nafter") ==
        "<pre><code class=\"language-json\">{&quot;a&quot;: &quot;&lt;b&gt;*x*&lt;/b&gt;&quot;}\n"
        "  `y` [l](/z)\n</code></pre>\n<p>after</p>\n");
  CHECK(html_of("```\n# not a heading\n```") == "<pre><code># not a heading\n</code></pre>\n");
}

TEST_CASE("markdown: an unterminated fence runs to the end of the document", "[markdown]") {
  CHECK(html_of("````sh\necho ```\n") == "<pre><code class=\"language-sh\">echo ```\n\n</code></pre>\n");
  CHECK(html_of("```") == "<pre><code></code></pre>\n");
}

TEST_CASE("markdown: lines indented by four spaces after a blank line are a code block", "[markdown]") {
  CHECK(html_of("Cost:\n\n    a = b * c\n\n      d < e\n\nThen") ==
        "<p>Cost:</p>\n<pre><code>a = b * c\n\n  d &lt; e\n</code></pre>\n<p>Then</p>\n");
  CHECK(html_of("text\n    continues") == "<p>text\ncontinues</p>\n");
}

TEST_CASE("markdown: bullet items take their indented and lazy continuation lines", "[markdown]") {
  CHECK(html_of("Intro:\n- `a` one\n  more\n- two\nlazy\n\n- three\n\n* star") ==
        "<p>Intro:</p>\n<ul>\n<li><code>a</code> one\nmore</li>\n<li>two\nlazy</li>\n<li>three</li>\n</ul>\n"
        "<ul>\n<li>star</li>\n</ul>\n");
}

TEST_CASE("markdown: ordered lists keep their first number, which only 1 may start inside a paragraph", "[markdown]") {
  CHECK(html_of("1. a\n2. b\n\n3) c") == "<ol>\n<li>a</li>\n<li>b</li>\n</ol>\n<ol start=\"3\">\n<li>c</li>\n</ol>\n");
  CHECK(html_of("scores\n3. The boards\n404. Each") == "<p>scores\n3. The boards\n404. Each</p>\n");
  CHECK(html_of("007. x") == "<ol start=\"7\">\n<li>x</li>\n</ol>\n");
}

TEST_CASE("markdown: a pipe table has a header, aligned columns and escaped pipes", "[markdown]") {
  CHECK(html_of("| A | B | C |\n|:--|:-:|--:|\n| `x` | a \\| b |\n| 1 | 2 | 3 | 4 |\n\nafter") ==
        "<table>\n<thead>\n<tr><th style=\"text-align:left\">A</th><th style=\"text-align:center\">B</th>"
        "<th style=\"text-align:right\">C</th></tr>\n</thead>\n<tbody>\n"
        "<tr><td style=\"text-align:left\"><code>x</code></td><td style=\"text-align:center\">a | b</td></tr>\n"
        "<tr><td style=\"text-align:left\">1</td><td style=\"text-align:center\">2</td>"
        "<td style=\"text-align:right\">3</td></tr>\n</tbody>\n</table>\n<p>after</p>\n");
  CHECK(html_of("| | H |\n|---|---|") == "<table>\n<thead>\n<tr><th></th><th>H</th></tr>\n</thead>\n</table>\n");
}

TEST_CASE("markdown: lone pipes and mismatched delimiter rows stay text", "[markdown]") {
  CHECK(html_of("| a | b |\n| --- |\n") == "<p>| a | b |\n| --- |</p>\n");
  CHECK(html_of("|\n|") == "<p>|\n|</p>\n");
  CHECK(html_of("a | b\n-|-\n") == "<table>\n<thead>\n<tr><th>a</th><th>b</th></tr>\n</thead>\n</table>\n");
}

TEST_CASE("markdown: code spans of one or two backticks are escaped literally", "[markdown]") {
  CHECK(html_of("`<*a*>` and `` a ` b `` and `x") == "<p><code>&lt;*a*&gt;</code> and <code>a ` b</code> and `x</p>\n");
  CHECK(html_of("``not closed` `") == "<p>``not closed<code> </code></p>\n");
}

TEST_CASE("markdown: strong and emphasis need word boundaries", "[markdown]") {
  CHECK(html_of("**Skill.** the *name*, _it_ **a *b* c**") ==
        "<p><strong>Skill.</strong> the <em>name</em>, <em>it</em> <strong>a <em>b</em> c</strong></p>\n");
  CHECK(html_of("a*b*c snake_case_name x * y 2 *3 * 4 ***x***") ==
        "<p>a*b*c snake_case_name x * y 2 *3 * 4 ***x***</p>\n");
  CHECK(html_of("*open `*` still* and *never") == "<p><em>open <code>*</code> still</em> and *never</p>\n");
}

TEST_CASE("markdown: inline nesting stops after four levels and the rest stays text", "[markdown]") {
  CHECK(html_of("[**a __b *c _d x_ c* b__ a**](#l)") ==
        "<p><a href=\"#l\"><strong>a <strong>b <em>c _d x_ c</em> b</strong> a</strong></a></p>\n");
}

TEST_CASE("markdown: nested list markers are flattened into the same list", "[markdown]") {
  CHECK(html_of("- a\n  - b\n1) x\n2) y\n1. z") ==
        "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<ol>\n<li>x</li>\n<li>y</li>\n</ol>\n<ol>\n<li>z</li>\n</ol>\n");
}

TEST_CASE("markdown: links keep http(s), relative and anchor targets and drop other schemes", "[markdown]") {
  CHECK(html_of("[a](https://x.org/?q=1&r=\"2\") [b](../c.html) [c](#top) [d](/p)") ==
        "<p><a href=\"https://x.org/?q=1&amp;r=&quot;2&quot;\">a</a> <a href=\"../c.html\">b</a> "
        "<a href=\"#top\">c</a> <a href=\"/p\">d</a></p>\n");
  CHECK(html_of("[x](javascript:alert(1)) [y](JavaScript:a) [z](data:text/html,1)") == "<p>x) y z</p>\n");
  CHECK(html_of("[Nexus] E[Y] [a] (b) [*e*](#e)") == "<p>[Nexus] E[Y] [a] (b) <a href=\"#e\"><em>e</em></a></p>\n");
}

TEST_CASE("markdown: raw HTML and entities in the source are escaped", "[markdown]") {
  CHECK(html_of("<script>alert('x')</script> & &amp;") ==
        "<p>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &amp;amp;</p>\n");
  CHECK(html_of("# <b>\"q\"") == "<h1 id=\"b-q\">&lt;b&gt;&quot;q&quot;</h1>\n");
  CHECK(markdown_to_html("# a", 0, "\"><x").html == "<h1 id=\"&quot;&gt;&lt;xa\">a</h1>\n");
}

TEST_CASE("markdown: hostile input renders well-formed HTML", "[markdown]") {
  const size_t n = 200000;
  for (const std::string_view piece : {"*", "**a ", "_a ", "[", "[a](", "`", "``` ", "| ", "# ", "- ", "1. ", "<",
                                       "*a **b _c [d](e `f", "*a\n", "|-|\n", "\\|"}) {
    std::string input;
    while (input.size() < n) input += piece;
    const std::string html = html_of(input);
    INFO(piece);
    CHECK(markup_problem(html) == "");
  }
  std::string nested;
  for (int i = 0; i < 10000; ++i) nested += i % 2 ? "*a " : "**[b](#c) ";
  for (int i = 0; i < 10000; ++i) nested += i % 2 ? " a*" : " b**";
  CHECK(markup_problem(html_of(nested)) == "");
  std::string backticks;
  for (size_t run = 1; backticks.size() < n; ++run) backticks += std::string(run, '`') + "x";
  CHECK(markup_problem(html_of(backticks)) == "");
  std::string bytes;
  for (size_t i = 0; i < n; ++i) bytes += static_cast<char>((i * 7919 + i / 13) % 256);
  CHECK(markup_problem(html_of(bytes)) == "");
}

TEST_CASE("markdown: every document and guide renders well-formed HTML with all its headings", "[markdown]") {
  size_t documents = 0;
  for (const char* folder : {"docs", "guides"}) {
    for (const auto& entry : std::filesystem::directory_iterator(snap::test::checkout_path("templates/") + folder)) {
      if (entry.path().extension() != ".md") continue;
      ++documents;
      const std::string markdown = read_file(entry.path());
      const snap::MarkdownHtml out = markdown_to_html(markdown, 1, entry.path().stem().string() + "-");
      INFO(entry.path().string());
      CHECK(markup_problem(out.html) == "");
      CHECK(out.html.find("title:") == std::string::npos);
      std::vector<std::string> rendered;
      for (const snap::MarkdownHeading& heading : out.headings) {
        rendered.push_back(heading.text);
        CHECK(out.html.find("<h" + std::to_string(heading.level) + " id=\"" + heading.id + "\">") != std::string::npos);
      }
      CHECK(rendered == source_headings(markdown));
    }
  }
  CHECK(documents >= 20);
}
