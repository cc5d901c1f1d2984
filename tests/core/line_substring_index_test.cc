// line_substring_index_test.cc: the trigram index answers exactly what a plain find() over each line answers.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "core/text/line_substring_index.h"

namespace {

std::vector<std::int64_t> brute_force(const std::vector<std::string>& lines, const std::string& needle) {
  std::vector<std::int64_t> found;
  if (needle.empty() || needle.find('\n') != std::string::npos) return found;
  for (std::size_t n = 0; n < lines.size(); ++n)
    if (lines[n].find(needle) != std::string::npos) found.push_back(static_cast<std::int64_t>(n));
  return found;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}

}  // namespace

TEST_CASE("lines holding a needle, by trigram and by scan", "[text]") {
  const std::vector<std::string> lines = {"pia rockrunner nord", "anna banana", "", "rock", "ana", "ørjan ås",
                                          "pia rockrunner nord"};
  const snap::LineSubstringIndex index(joined(lines));
  using Lines = std::vector<std::int64_t>;
  CHECK(index.lines_containing("rock") == Lines{0, 3, 6});
  CHECK(index.lines_containing("pia rock") == Lines{0, 6});
  CHECK(index.lines_containing("ana") == Lines{1, 4});
  CHECK(index.lines_containing("an") == Lines{1, 4, 5});  // "ørjan" holds "an" too
  CHECK(index.lines_containing("a") == Lines{0, 1, 4, 5, 6});
  CHECK(index.lines_containing("ås") == Lines{5});
  CHECK(index.lines_containing("nord\npia").empty());  // never across lines
  CHECK(index.lines_containing("").empty());
  CHECK(index.lines_containing("xyz").empty());
  CHECK(index.lines_containing("rockrunner nord!").empty());
  CHECK(snap::LineSubstringIndex("last line without a break").lines_containing("break") == Lines{0});
}

TEST_CASE("random lines and needles agree with a plain search", "[text]") {
  std::uint64_t state = 42;
  auto next = [&state] {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<unsigned>(state >> 33);
  };
  const std::string alphabet = "abcn r";  // few letters, so trigrams repeat and needles often match
  std::vector<std::string> lines(2000);
  for (std::string& line : lines)
    for (unsigned i = next() % 12; i > 0; --i) line += alphabet[next() % alphabet.size()];
  const snap::LineSubstringIndex index(joined(lines));
  for (int round = 0; round < 500; ++round) {
    std::string needle;
    for (unsigned i = 1 + next() % 5; i > 0; --i) needle += alphabet[next() % alphabet.size()];
    INFO("needle '" << needle << "'");
    CHECK(index.lines_containing(needle) == brute_force(lines, needle));
  }
}
