// svg_scoreboard.cc: lays out a scoreboard as rows of text on a fixed grid: rank, name, change and score.
#include "core/text/svg_scoreboard.h"

#include <algorithm>

#include "core/text/decimal_text.h"
#include "core/text/html_escape.h"
#include "core/text/utf8.h"

namespace snap {
namespace {

constexpr int kWidth = 360, kRowHeight = 22, kHeaderHeight = 52, kFooter = 8;
constexpr int kRankX = 12, kNameX = 44, kChangeX = 270, kScoreX = 348;  // the score is right-aligned at kScoreX
constexpr std::size_t kNameCharacters = 26;                              // what fits before the change column
constexpr const char* kFont = "system-ui, sans-serif";

// At most `limit` characters of UTF-8 text, an ellipsis marking a cut.
std::string cut(const std::string& text, std::size_t limit) {
  if (utf8_length(text) <= limit) return text;
  std::size_t characters = 0, at = 0;
  while (at < text.size() && characters < limit - 1) {
    ++at;
    while (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) ++at;
    ++characters;
  }
  return text.substr(0, at) + "\u2026";
}

std::string text_element(int x, int y, const std::string& css, const std::string& anchor, const std::string& text) {
  return "<text x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" class=\"" + css + "\"" +
         (anchor.empty() ? "" : " text-anchor=\"" + anchor + "\"") + ">" + html_escape(text) + "</text>";
}

std::string change_text(const std::optional<std::int64_t>& change) {
  if (!change) return "new";
  if (*change > 0) return "\u25B2" + std::to_string(*change);
  if (*change < 0) return "\u25BC" + std::to_string(-*change);
  return "\u2013";
}

std::string row_elements(const ScoreboardRow& row, int index, bool show_change) {
  const int top = kHeaderHeight + index * kRowHeight, baseline = top + 15;
  std::string out;
  if (index % 2 == 1)
    out += "<rect x=\"0\" y=\"" + std::to_string(top) + "\" width=\"" + std::to_string(kWidth) + "\" height=\"" +
           std::to_string(kRowHeight) + "\" class=\"stripe\" fill=\"#eef1f5\"/>";
  out += text_element(kRankX, baseline, "rank", "", std::to_string(row.rank));
  out += text_element(kNameX, baseline, "name", "", cut(row.name, kNameCharacters));
  if (show_change) out += text_element(kChangeX, baseline, "change", "", change_text(row.change));
  out += text_element(kScoreX, baseline, "score", "end", row.score);
  return out;
}

}  // namespace

std::string score_text(double value) { return decimal_text(value, 2); }

std::string svg_scoreboard(const std::vector<ScoreboardRow>& rows, const ScoreboardSpec& spec) {
  const int height = kHeaderHeight + std::max<int>(1, static_cast<int>(rows.size())) * kRowHeight + kFooter;
  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + std::to_string(kWidth) + " " +
                    std::to_string(height) + "\" width=\"" + std::to_string(kWidth) + "\" height=\"" +
                    std::to_string(height) + "\" role=\"img\" aria-labelledby=\"scoreboard-title\" font-family=\"" +
                    kFont + "\" font-size=\"13\" fill=\"#1d2330\">";
  svg += "<title id=\"scoreboard-title\">" + html_escape(spec.title + " — " + spec.subtitle) + "</title>";
  svg += "<rect width=\"100%\" height=\"100%\" rx=\"6\" class=\"frame\" fill=\"#f8f9fb\" stroke=\"#d9dde5\"/>";
  svg += "<text x=\"12\" y=\"20\" class=\"caption\" font-weight=\"600\" font-size=\"15\">" + html_escape(spec.title) +
         "</text>";
  svg += "<text x=\"12\" y=\"36\" class=\"subtitle\" font-size=\"11\" fill=\"#5b6475\">" + html_escape(spec.subtitle) +
         "</text>";
  svg += "<text x=\"" + std::to_string(kScoreX) + "\" y=\"48\" class=\"heading\" text-anchor=\"end\" font-size=\"11\""
         " fill=\"#5b6475\">" + html_escape(spec.score_label) + "</text>";
  if (rows.empty()) svg += text_element(kNameX, kHeaderHeight + 15, "empty", "", "no standings yet");
  for (std::size_t i = 0; i < rows.size(); ++i) svg += row_elements(rows[i], static_cast<int>(i), spec.show_change);
  return svg + "</svg>\n";
}

}  // namespace snap
