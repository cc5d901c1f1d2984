// markdown_html.h: the project's Markdown documentation (the subset templates/docs and templates/guides use)
// rendered as an HTML fragment for the documentation page, with the headings a table of contents links to.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace snap {

// One heading of a rendered document: its level after the shift, its element id and its text without markup.
struct MarkdownHeading {
  int level;
  std::string id;
  std::string text;
};

struct MarkdownHtml {
  std::string html;
  std::vector<MarkdownHeading> headings;
};

// Renders `markdown` as well-formed HTML in which all source text is escaped; a front-matter block at its start is
// skipped. heading_shift is added to every heading level (the result stays within 1 to 6), and id_prefix is put
// before every heading id, so that several documents can share one page. Ids are unique within one call. Any input
// is accepted, and the work grows linearly with its size.
MarkdownHtml markdown_to_html(std::string_view markdown, int heading_shift, std::string_view id_prefix);

}  // namespace snap
