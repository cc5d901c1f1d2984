// svg_scoreboard_test.cc: the scoreboard image: every text escaped, long names cut with an ellipsis on a
// character boundary, the change column's signs, an empty board said in words, and scores written as shown.
#include <catch2/catch.hpp>

#include "core/text/svg_scoreboard.h"

using snap::ScoreboardRow;
using snap::svg_scoreboard;

TEST_CASE("scoreboard: scores are written without needless decimals", "[svg_scoreboard]") {
  CHECK(snap::score_text(6) == "6");
  CHECK(snap::score_text(12.5) == "12.5");
  CHECK(snap::score_text(1876.04) == "1876.04");
  CHECK(snap::score_text(0.25) == "0.25");
  CHECK(snap::score_text(-3.5) == "-3.5");
  CHECK(snap::score_text(0.001) == "0");
}

TEST_CASE("scoreboard: names, titles and scores are escaped", "[svg_scoreboard]") {
  const std::string svg =
      svg_scoreboard({{1, "Bo <b>\"&\"</b>", "6", 2}}, {"Team <x>", "top 1 & more", "points", true});
  CHECK(svg.find("<b>") == std::string::npos);
  CHECK(svg.find("Bo &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt;") != std::string::npos);
  CHECK(svg.find(">Team &lt;x&gt;<") != std::string::npos);
  CHECK(svg.find("top 1 &amp; more") != std::string::npos);
}

TEST_CASE("scoreboard: a long name is cut with an ellipsis, never inside a character", "[svg_scoreboard]") {
  const std::string name = "Åsa Ødegård Ærlighetensbrorsdatter Långnamn";
  const std::string svg = svg_scoreboard({{1, name, "1", std::nullopt}}, {"t", "s", "points", true});
  const size_t start = svg.find(">Åsa") + 1;
  const std::string shown = svg.substr(start, svg.find('<', start) - start);
  CHECK(shown.size() < name.size());
  CHECK(shown.substr(shown.size() - 3) == "\u2026");
  CHECK(name.rfind(shown.substr(0, shown.size() - 3), 0) == 0);  // a prefix of the name, whole characters
}

TEST_CASE("scoreboard: the change column shows climbs, falls, no change and newcomers", "[svg_scoreboard]") {
  const std::string svg = svg_scoreboard(
      {{1, "a", "4", 3}, {2, "b", "3", -2}, {3, "c", "2", 0}, {4, "d", "1", std::nullopt}}, {"t", "s", "points", true});
  CHECK(svg.find(">\u25B23<") != std::string::npos);
  CHECK(svg.find(">\u25BC2<") != std::string::npos);
  CHECK(svg.find(">\u2013<") != std::string::npos);
  CHECK(svg.find(">new<") != std::string::npos);
  const std::string without = svg_scoreboard({{1, "a", "4", 3}}, {"t", "s", "score", false});
  CHECK(without.find("\u25B2") == std::string::npos);
}

TEST_CASE("scoreboard: a board without standings says so", "[svg_scoreboard]") {
  const std::string svg = svg_scoreboard({}, {"Hunting leaderboard", "top 0 of 0", "points", true});
  CHECK(svg.find(">no standings yet<") != std::string::npos);
  CHECK(svg.rfind("<svg ", 0) == 0);
  CHECK(svg.find("</svg>") != std::string::npos);
}
