// markdown_html.cc: Markdown to HTML for the documentation page. Blocks: ATX headings, paragraphs, fenced and
// indented code, flat bullet and ordered lists, GFM pipe tables. Inline: code spans, *em*, _em_, **strong** and
// [links](url). The input is treated as hostile: all of its text is escaped, links keep only http(s), relative and
// #anchor targets, inline nesting is capped, and forward searches are remembered so that the work stays linear.
// Written by hand rather than on Debian 12's md4c (libmd4c-dev 0.4.8), measured as a replacement (2026-11-29): the
// same HTML for all 30 documents of templates/, 25 against 41 us each, but not linear on hostile input: 100 KB of
// nested brackets after a reference definition took 11 s (here under 10 ms), a wide table header over 80 KB of
// short rows made 576 MB of HTML, 100 KB of uses of one reference link 400 MB; guarding those needed budgets of
// our own beside the library, and the nested-bracket time could not be guarded from outside it.
#include "core/text/markdown_html.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "core/text/html_escape.h"

namespace snap {
namespace {

constexpr size_t kNone = std::string_view::npos;
constexpr int kMaxInlineDepth = 4;

using Lines = std::vector<std::string_view>;

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

bool is_ascii_alnum(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

char ascii_lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

bool is_blank(std::string_view line) { return trim(line).empty(); }

Lines split_lines(std::string_view text) {
  Lines lines;
  for (size_t start = 0; start <= text.size();) {
    const size_t end = std::min(text.find('\n', start), text.size());
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    start = end + 1;
  }
  return lines;
}

// The first line after a front-matter block ("---" lines around it) at the top, else 0.
size_t body_start(const Lines& lines) {
  if (lines.empty() || trim(lines[0]) != "---") return 0;
  for (size_t i = 1; i < lines.size(); ++i)
    if (trim(lines[i]) == "---") return i + 1;
  return 0;
}

// How many times `s` begins with c.
size_t leading(std::string_view s, char c) { return std::min(s.find_first_not_of(c), s.size()); }

// Leading spaces (a tab does not indent).
size_t indent_of(std::string_view line) { return leading(line, ' '); }

std::string_view strip_indent(std::string_view line, size_t spaces) {
  return line.substr(std::min(indent_of(line), spaces));
}

// The level (1 to 6) of an ATX heading line ("## Title"), else 0.
int heading_level(std::string_view line) {
  if (indent_of(line) > 3) return 0;
  line = trim(line);
  const size_t hashes = leading(line, '#');
  if (hashes == 0 || hashes > 6 || (hashes < line.size() && !is_space(line[hashes]))) return 0;
  return static_cast<int>(hashes);
}

// A heading line's text, without its opening hashes and an optional closing run of them.
std::string_view heading_text(std::string_view line, int level) {
  std::string_view text = trim(trim(line).substr(level));
  size_t end = text.size();
  while (end > 0 && text[end - 1] == '#') --end;
  return end == 0 || is_space(text[end - 1]) ? trim(text.substr(0, end)) : text;
}

// Lower-case ASCII letters and digits of a heading, every other run of characters as one '-'.
std::string heading_slug(std::string_view text) {
  std::string slug;
  bool gap = false;  // characters other than letters and digits since the last one kept
  for (const char c : text) {
    if (is_ascii_alnum(c)) slug += gap ? std::string{'-', ascii_lower(c)} : std::string{ascii_lower(c)};
    gap = !is_ascii_alnum(c) && !slug.empty();
  }
  return slug.empty() ? "section" : slug;
}

// The number of backticks opening a code fence ("```json"), else 0.
size_t fence_length(std::string_view line) {
  if (indent_of(line) > 3) return 0;
  line = trim(line);
  const size_t ticks = leading(line, '`');
  return ticks >= 3 && line.find('`', ticks) == kNone ? ticks : 0;
}

bool closes_fence(std::string_view line, size_t opening_ticks) {
  const std::string_view fence = trim(line);
  return indent_of(line) <= 3 && fence.size() >= opening_ticks && fence.find_first_not_of('`') == kNone;
}

struct ListMarker {
  bool ordered;
  char delimiter;      // '-' or '*' for a bullet, '.' or ')' after a number
  std::string start;   // an ordered item's number, without leading zeros
  size_t text_offset;  // where the item's text begins in its line
};

std::optional<ListMarker> list_marker(std::string_view line) {
  const size_t indent = indent_of(line);
  const size_t digits = std::min(line.find_first_not_of("0123456789", indent), line.size()) - indent;
  const size_t end = indent + digits + 1;  // just after the marker
  if (indent > 3 || digits > 9 || end >= line.size() || !is_space(line[end])) return {};
  const char delimiter = line[end - 1];
  if (digits > 0 ? delimiter != '.' && delimiter != ')' : delimiter != '-' && delimiter != '*') return {};
  const std::string_view number = line.substr(indent, digits);
  const std::string start(digits > 0 ? number.substr(std::min(number.find_first_not_of('0'), digits - 1)) : "");
  return ListMarker{digits > 0, delimiter, start, std::min(line.find_first_not_of(" \t", end), line.size())};
}

bool same_list(const ListMarker& a, const ListMarker& b) {
  return a.ordered == b.ordered && a.delimiter == b.delimiter;
}

// The cells of a pipe-table row: split at every '|' not written "\|", the outer pipes dropped, each cell trimmed.
std::vector<std::string> table_cells(std::string_view row) {
  row = trim(row);
  if (!row.empty() && row.front() == '|') row.remove_prefix(1);
  if (!row.empty() && row.back() == '|' && (row.size() < 2 || row[row.size() - 2] != '\\')) row.remove_suffix(1);
  std::vector<std::string> cells(1);
  for (size_t i = 0; i < row.size(); ++i) {
    const bool escaped_pipe = row[i] == '\\' && i + 1 < row.size() && row[i + 1] == '|';
    if (row[i] == '|')
      cells.emplace_back();
    else
      cells.back() += row[escaped_pipe ? ++i : i];
  }
  for (std::string& cell : cells) cell = std::string(trim(cell));
  return cells;
}

// The style attribute of each column of a table's delimiter row ("| :--- | ---: |"), from the colons that align
// it; empty when the line is not a delimiter row.
std::vector<std::string> column_styles(std::string_view line) {
  if (line.find('|') == kNone || indent_of(line) > 3) return {};
  std::vector<std::string> styles;
  for (const std::string& cell : table_cells(line)) {
    const bool left = !cell.empty() && cell.front() == ':';
    const bool right = cell.size() > 1 && cell.back() == ':';
    const size_t dashes_end = cell.size() - (right ? 1 : 0);
    if (dashes_end <= (left ? 1u : 0u) || cell.find_first_not_of('-', left ? 1 : 0) < dashes_end) return {};
    const char* align = left && right ? "center" : left ? "left" : "right";
    styles.push_back(left || right ? std::string(" style=\"text-align:") + align + "\"" : "");
  }
  return styles;
}

// A header row followed by a delimiter row with as many cells.
bool starts_table(const Lines& lines, size_t i) {
  if (i + 1 >= lines.size() || lines[i].find('|') == kNone || indent_of(lines[i]) > 3) return false;
  const std::vector<std::string> styles = column_styles(lines[i + 1]);
  return !styles.empty() && styles.size() == table_cells(lines[i]).size();
}

// Whether line i begins a block that ends the paragraph before it (an ordered list only when it starts at 1).
bool interrupts_paragraph(const Lines& lines, size_t i) {
  const std::optional<ListMarker> marker = list_marker(lines[i]);
  const bool starts_list = marker && (!marker->ordered || marker->start == "1");
  return heading_level(lines[i]) > 0 || fence_length(lines[i]) > 0 || starts_list || starts_table(lines, i);
}

// Whether a link target may be followed: http(s), or relative (no scheme before the first '/', '?' or '#').
bool is_safe_link(std::string_view href) {
  std::string scheme;
  for (const char c : href.substr(0, 8)) scheme += ascii_lower(c);
  if (scheme.rfind("http://", 0) == 0 || scheme.rfind("https://", 0) == 0) return true;
  const size_t colon = href.find(':');
  return !href.empty() && (colon == kNone || href.find_first_of("/?#") < colon);
}

// Code spans matched left to right as CommonMark does: a run of n backticks opens a span that the next run of
// exactly n backticks closes; a run without one is literal text. Maps each opening run to its closing run.
std::map<size_t, size_t> match_code_spans(std::string_view text) {
  std::vector<std::pair<size_t, size_t>> runs;  // position, length
  for (size_t i = text.find('`'); i != kNone; i = text.find('`', i + runs.back().second))
    runs.emplace_back(i, leading(text.substr(i), '`'));
  std::vector<size_t> next_of_same_length(runs.size(), kNone);
  std::map<size_t, size_t> later_run_by_length;
  for (size_t r = runs.size(); r-- > 0; later_run_by_length[runs[r].second] = r) {
    const auto later = later_run_by_length.find(runs[r].second);
    if (later != later_run_by_length.end()) next_of_same_length[r] = later->second;
  }
  std::map<size_t, size_t> spans;
  for (size_t r = 0; r < runs.size(); r = next_of_same_length[r] == kNone ? r + 1 : next_of_same_length[r] + 1)
    if (next_of_same_length[r] != kNone) spans[runs[r].first] = runs[next_of_same_length[r]].first;
  return spans;
}

// Inline text rendered twice over: as HTML, and as plain text for heading ids and tables of contents.
struct InlineText {
  std::string html;
  std::string plain;
};

// Renders the inline markup of one paragraph, list item, heading or table cell.
class InlineRenderer {
 public:
  explicit InlineRenderer(std::string_view text) : text_(text), code_spans_(match_code_spans(text)) {}

  InlineText render() {
    InlineText out;
    render_range(0, text_.size(), 0, false, out);
    return out;
  }

 private:
  // A remembered forward search: a search from any position in [from, found] finds `found` (kNone: nothing).
  struct Search {
    size_t from = kNone;
    size_t found = kNone;
  };

  void render_range(size_t begin, size_t end, int depth, bool in_link, InlineText& out) {
    size_t text_start = begin;
    for (size_t pos = begin; pos < end;) {
      const char c = text_[pos];
      if (c != '`' && c != '*' && c != '_' && (c != '[' || in_link)) {
        ++pos;
        continue;
      }
      append_text(text_start, pos, out);
      const size_t next = c == '`'   ? render_code_span(pos, end, out)
                          : c == '[' ? render_link(pos, end, depth, out)
                                     : render_emphasis(pos, end, depth, in_link, out);
      text_start = next == kNone ? pos : next;
      pos = next == kNone ? pos + (c == '[' ? 1 : std::min(run_length(pos), end - pos)) : next;
    }
    append_text(text_start, end, out);
  }

  void append_text(size_t begin, size_t end, InlineText& out) const {
    out.html += html_escape(text_.substr(begin, end - begin));
    out.plain += text_.substr(begin, end - begin);
  }

  size_t render_code_span(size_t pos, size_t end, InlineText& out) const {
    const auto span = code_spans_.find(pos);
    const size_t ticks = run_length(pos);
    if (span == code_spans_.end() || span->second + ticks > end) return kNone;
    std::string code(text_.substr(pos + ticks, span->second - pos - ticks));
    std::replace(code.begin(), code.end(), '\n', ' ');
    if (code.size() > 2 && code.front() == ' ' && code.back() == ' ' && code.find_first_not_of(' ') != kNone)
      code = code.substr(1, code.size() - 2);
    out.html += "<code>" + html_escape(code) + "</code>";
    out.plain += code;
    return span->second + ticks;
  }

  size_t render_emphasis(size_t pos, size_t end, int depth, bool in_link, InlineText& out) {
    const char c = text_[pos];
    const size_t run = run_length(pos);
    if (depth >= kMaxInlineDepth || run > 2 || !opens_emphasis(pos, run)) return kNone;
    Search& memo = emphasis_closers_[(c == '_' ? 2 : 0) + run - 1];
    const size_t closer = find_forward(memo, pos + run + 1, true, [&](size_t q) { return closes_emphasis(q, c, run); });
    if (closer == kNone || closer + run > end) return kNone;
    const std::string tag = run == 2 ? "strong" : "em";
    out.html += "<" + tag + ">";
    render_range(pos + run, closer, depth + 1, in_link, out);
    out.html += "</" + tag + ">";
    return closer + run;
  }

  size_t render_link(size_t pos, size_t end, int depth, InlineText& out) {
    if (depth >= kMaxInlineDepth) return kNone;
    const size_t close = find_forward(bracket_closer_, pos + 1, true, [&](size_t q) { return text_[q] == ']'; });
    if (close == kNone || close + 1 >= end || text_[close + 1] != '(') return kNone;
    const size_t target_end =
        find_forward(target_end_, close + 2, false, [&](size_t q) { return text_[q] == ')' || is_space(text_[q]); });
    if (target_end == kNone || target_end >= end || text_[target_end] != ')') return kNone;
    const std::string_view href = text_.substr(close + 2, target_end - close - 2);
    const bool followable = is_safe_link(href);
    if (followable) out.html += "<a href=\"" + html_escape(href) + "\">";
    render_range(pos + 1, close, depth + 1, true, out);
    if (followable) out.html += "</a>";
    return target_end + 1;
  }

  // The first position from `from` on where `matches` holds, stepping over code spans if asked.
  template <class Matches>
  size_t find_forward(Search& memo, size_t from, bool skip_code_spans, Matches matches) const {
    if (memo.from != kNone && memo.from <= from && from <= memo.found) return memo.found;
    size_t pos = from;
    while (pos < text_.size() && !matches(pos)) {
      const auto span = skip_code_spans ? code_spans_.find(pos) : code_spans_.end();
      pos = span == code_spans_.end() ? pos + 1 : span->second + run_length(pos);
    }
    memo = {from, pos < text_.size() ? pos : kNone};
    return memo.found;
  }

  // A run of one or two '*' or '_' after no letter or digit, before something other than white space.
  bool opens_emphasis(size_t pos, size_t run) const {
    const bool after_word = pos > 0 && is_ascii_alnum(text_[pos - 1]);
    return !after_word && pos + run < text_.size() && !is_space(text_[pos + run]);
  }

  // A whole run of `run` times c after something other than white space, before no letter or digit.
  bool closes_emphasis(size_t pos, char c, size_t run) const {
    if (text_[pos] != c || text_[pos - 1] == c || is_space(text_[pos - 1]) || run_length(pos) != run) return false;
    return pos + run >= text_.size() || !is_ascii_alnum(text_[pos + run]);
  }

  size_t run_length(size_t pos) const { return leading(text_.substr(pos), text_[pos]); }

  std::string_view text_;
  std::map<size_t, size_t> code_spans_;
  Search emphasis_closers_[4];  // *, **, _, __
  Search bracket_closer_;
  Search target_end_;
};

// Renders the blocks of one document, one after the other.
class BlockRenderer {
 public:
  BlockRenderer(std::string_view markdown, int heading_shift, std::string_view id_prefix)
      : lines_(split_lines(markdown)), heading_shift_(std::clamp(heading_shift, -6, 6)), id_prefix_(id_prefix) {}

  MarkdownHtml render() {
    for (size_t i = body_start(lines_); i < lines_.size();) i = render_block(i);
    return std::move(result_);
  }

 private:
  // Renders the block that begins at line i; returns the line after it.
  size_t render_block(size_t i) {
    const std::string_view line = lines_[i];
    if (is_blank(line)) return i + 1;
    if (const int level = heading_level(line)) return render_heading(i, level);
    if (const size_t ticks = fence_length(line)) return render_fenced_code(i, ticks);
    if (indent_of(line) >= 4) return render_indented_code(i);
    if (const std::optional<ListMarker> marker = list_marker(line)) return render_list(i, *marker);
    if (starts_table(lines_, i)) return render_table(i);
    return render_paragraph(i);
  }

  size_t render_heading(size_t i, int level) {
    const InlineText text = InlineRenderer(heading_text(lines_[i], level)).render();
    const int shifted = std::clamp(level + heading_shift_, 1, 6);
    const std::string id = unique_id(id_prefix_ + heading_slug(text.plain));
    const std::string tag = "h" + std::to_string(shifted);
    result_.html += "<" + tag + " id=\"" + html_escape(id) + "\">" + text.html + "</" + tag + ">\n";
    result_.headings.push_back({shifted, id, text.plain});
    return i + 1;
  }

  // The id itself, or with -2, -3 and so on when an earlier heading took it.
  std::string unique_id(const std::string& id) {
    int& next_suffix = next_suffix_[id];
    if (next_suffix == 0) next_suffix = 2;
    std::string candidate = id;
    while (!used_ids_.insert(candidate).second) candidate = id + "-" + std::to_string(next_suffix++);
    return candidate;
  }

  // An unterminated fence runs to the end of the document.
  size_t render_fenced_code(size_t i, size_t ticks) {
    std::string_view language = trim(trim(lines_[i]).substr(ticks));
    language = language.substr(0, std::min(language.find_first_of(" \t"), language.size()));
    const size_t indent = indent_of(lines_[i]);
    std::string code;
    size_t j = i + 1;
    for (; j < lines_.size() && !closes_fence(lines_[j], ticks); ++j) {
      code += strip_indent(lines_[j], indent);
      code += '\n';
    }
    append_code_block(language, code);
    return j < lines_.size() ? j + 1 : j;
  }

  size_t render_indented_code(size_t i) {
    size_t last = i;
    for (size_t j = i; j < lines_.size() && (is_blank(lines_[j]) || indent_of(lines_[j]) >= 4); ++j)
      if (!is_blank(lines_[j])) last = j;
    std::string code;
    for (size_t j = i; j <= last; ++j) {
      code += strip_indent(lines_[j], 4);
      code += '\n';
    }
    append_code_block("", code);
    return last + 1;
  }

  void append_code_block(std::string_view language, std::string_view code) {
    result_.html += "<pre><code";
    if (!language.empty()) result_.html += " class=\"language-" + html_escape(language) + "\"";
    result_.html += ">" + html_escape(code) + "</code></pre>\n";
  }

  // Items of the same kind of marker, blank lines between them allowed; each item is its lines' inline text.
  size_t render_list(size_t i, const ListMarker& first) {
    const std::string tag = first.ordered ? "ol" : "ul";
    result_.html += "<" + tag + (first.ordered && first.start != "1" ? " start=\"" + first.start + "\"" : "") + ">\n";
    for (std::optional<ListMarker> marker = first; marker && same_list(*marker, first);) {
      std::string item(trim(lines_[i].substr(marker->text_offset)));
      i = append_continuation_lines(i + 1, true, item);
      result_.html += "<li>" + InlineRenderer(item).render().html + "</li>\n";
      size_t next = i;
      while (next < lines_.size() && is_blank(lines_[next])) ++next;
      marker = next < lines_.size() ? list_marker(lines_[next]) : std::nullopt;
      if (marker && same_list(*marker, first)) i = next;
    }
    result_.html += "</" + tag + ">\n";
    return i;
  }

  // Rows run up to a blank line, a line without '|' or another block. A row's cells beyond the header's are dropped
  // and missing ones are not made up, so that the output stays proportional to the input.
  size_t render_table(size_t i) {
    const std::vector<std::string> styles = column_styles(lines_[i + 1]);
    result_.html += "<table>\n<thead>\n";
    append_table_row(table_cells(lines_[i]), styles, "th");
    result_.html += "</thead>\n";
    size_t j = i + 2;
    for (; j < lines_.size() && !is_blank(lines_[j]) && lines_[j].find('|') != kNone; ++j) {
      if (interrupts_paragraph(lines_, j)) break;
      if (j == i + 2) result_.html += "<tbody>\n";
      append_table_row(table_cells(lines_[j]), styles, "td");
    }
    if (j > i + 2) result_.html += "</tbody>\n";
    result_.html += "</table>\n";
    return j;
  }

  void append_table_row(const std::vector<std::string>& cells, const std::vector<std::string>& styles,
                        const std::string& tag) {
    result_.html += "<tr>";
    for (size_t c = 0; c < cells.size() && c < styles.size(); ++c)
      result_.html += "<" + tag + styles[c] + ">" + InlineRenderer(cells[c]).render().html + "</" + tag + ">";
    result_.html += "</tr>\n";
  }

  size_t render_paragraph(size_t i) {
    std::string text(trim(lines_[i]));
    i = append_continuation_lines(i + 1, false, text);
    result_.html += "<p>" + InlineRenderer(text).render().html + "</p>\n";
    return i;
  }

  // Adds the lines from i on that continue a paragraph (or a list item) to `text`; returns the line after them.
  size_t append_continuation_lines(size_t i, bool in_list, std::string& text) {
    for (; i < lines_.size() && !is_blank(lines_[i]) && !interrupts_paragraph(lines_, i); ++i) {
      if (in_list && list_marker(lines_[i])) break;
      text += '\n';
      text += trim(lines_[i]);
    }
    return i;
  }

  const Lines lines_;
  const int heading_shift_;
  const std::string id_prefix_;
  MarkdownHtml result_;
  std::set<std::string> used_ids_;
  std::map<std::string, int> next_suffix_;
};

}  // namespace

MarkdownHtml markdown_to_html(std::string_view markdown, int heading_shift, std::string_view id_prefix) {
  return BlockRenderer(markdown, heading_shift, id_prefix).render();
}

}  // namespace snap
