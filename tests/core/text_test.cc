// text_test.cc: slugs, UTF-8 validation, SHA-256, the edit distance behind fuzzy search and its letter filter, and
// the forms of a name the search index holds.
#include <catch2/catch.hpp>

#include "core/routes/search/fuzzy_terms.h"
#include "core/text/natural_order.h"
#include "core/text/percent_decode.h"
#include "core/text/search_words.h"
#include "core/bytes/sha256.h"
#include "core/text/slug.h"
#include "core/text/utf8.h"

using namespace snap;

TEST_CASE("slugify keeps ASCII letters and digits, one dash between runs", "[text]") {
  CHECK(slugify("Korss H400 (L)") == "korss-h400-l");
  CHECK(slugify("A&P Series Mayhem SB-90, Adjusted") == "a-p-series-mayhem-sb-90-adjusted");
  CHECK(slugify("  (Shared Loot) ") == "shared-loot");
  CHECK(slugify("Mega Voltage  Jak") == "mega-voltage-jak");
  CHECK(is_slug("korss-h400-l"));
  CHECK_FALSE(is_slug("Korss"));
  CHECK_FALSE(is_slug("-a"));
  CHECK_FALSE(is_slug(".."));
  CHECK_FALSE(is_slug(""));
}

TEST_CASE("UTF-8 validation refuses overlong forms, surrogates and NUL", "[text]") {
  CHECK(is_valid_utf8("caf\xC3\xA9"));
  CHECK(is_valid_utf8("\xF0\x9F\x98\x80"));
  for (const char* bad : {"\xC0\xAE", "\xE0\x80\xAE", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\xFF", "\xC3"}) CHECK_FALSE(is_valid_utf8(bad));
  CHECK_FALSE(is_valid_utf8(std::string("a\0b", 3)));
  CHECK(percent_decode("%2e%2E", false) == std::optional<std::string>(".."));
  CHECK_FALSE(percent_decode("%c0%ae", false).has_value());
}

TEST_CASE("SHA-256 matches the FIPS 180-4 examples", "[text]") {
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(sha256_hex(std::string(1000000, 'a')) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("bounded edit distance counts substitutions, insertions, deletions and transpositions", "[text][fuzzy]") {
  CHECK(bounded_edit_distance("opalo", "opalo", 2) == 0);
  CHECK(bounded_edit_distance("opalp", "opalo", 2) == 1);
  CHECK(bounded_edit_distance("kross", "korss", 2) == 1);
  CHECK(bounded_edit_distance("lysterum", "lysterium", 2) == 1);
  CHECK(bounded_edit_distance("sollamote", "sollomate", 2) == 2);
  CHECK(bounded_edit_distance("abcdef", "uvwxyz", 2) == 3);  // beyond the limit reads as limit + 1
  const std::vector<DictionaryTerm> dictionary = {{"opalo", 3}, {"opal", 1}, {"korss", 2}, {"sollomate", 5}, {"alpha", 9}};
  const auto terms_of = [&](const char* word) {
    std::vector<std::string> terms;
    for (const FuzzyTerm& t : fuzzy_candidates(word, dictionary, 5)) terms.push_back(t.term + ":" + std::to_string(t.distance));
    return terms;
  };
  CHECK(terms_of("opalp") == std::vector<std::string>{"opalo:1", "opal:1"});  // not "alpha" by its start "alp"
  CHECK(terms_of("solomat") == std::vector<std::string>{"sollomate:1"});     // a typo in a prefix
  CHECK(terms_of("zzz").empty());
}

TEST_CASE("rule: natural order sorts digit runs by value and letters in any case", "[text][natural-order]") {
  using snap::natural_compare;
  CHECK(natural_compare("Enhancer 2", "Enhancer 10") < 0);
  CHECK(natural_compare("Enhancer 10", "Enhancer 2") > 0);
  CHECK(natural_compare("Enhancer 02", "Enhancer 2") == 0);
  CHECK(natural_compare("enhancer 3", "Enhancer 10") < 0);
  CHECK(natural_compare("Atrox", "atrox") == 0);
  CHECK(natural_compare("Atrox", "Atrox Young") < 0);
  CHECK(natural_compare("A9", "A10b") < 0);
  CHECK(natural_compare("Korss H400", "Korss H50") > 0);
  CHECK(natural_compare("", "a") < 0);
  CHECK(natural_compare("x100000000000000000000001", "x100000000000000000000002") < 0);  // beyond 64 bits
}

TEST_CASE("rule: the typo pass's letter filter never drops a term within the budget, and drops those beyond it",
          "[text][fuzzy]") {
  const std::vector<std::pair<std::string, std::string>> close = {
      {"opalp", "opalo"}, {"kross", "korss"}, {"lysterum", "lysterium"}, {"sollamote", "sollomate"},
      {"bristelhog", "bristlehog"}, {"daikibba", "daikiba"}, {"zz", "z"}, {"calipso", "calypso"}};
  for (const auto& [word, term] : close) {
    INFO(word << " / " << term);
    const int distance = bounded_edit_distance(word, term, 2);
    REQUIRE(distance <= 2);
    CHECK(__builtin_popcountll(letter_set(word) & ~letter_set(term)) <= distance);
  }
  // "zzzzqq" lacks z, a second z, q and a second q in "opalo": four edits at least, beyond any budget.
  CHECK(__builtin_popcountll(letter_set("zzzzqq") & ~letter_set("opalo")) == 4);
  const std::vector<DictionaryTerm> dictionary = {{"opalo", 3}, {"zzzzqx", 1}};
  CHECK(fuzzy_candidates("zzzzqq", dictionary, 5).size() == 1);  // the one term within two edits
}

TEST_CASE("rule: a name's extra forms are its neighbouring words run together and its letter-digit words split",
          "[text][search]") {
  const auto forms = [](std::vector<std::string> words) { return search_aliases(words); };
  CHECK(forms({"armatrix", "lp", "35", "l"}) == "armatrixlp lp35 35l");
  CHECK(forms({"hell", "hound"}) == "hellhound");
  CHECK(forms({"korss", "h400", "l"}) == "korssh400 h400l h 400");
  CHECK(forms({"atrox"}).empty());
  CHECK(run_together({"emt", "kit", "ek", "2350"}) == "emtkitek2350");
  const std::vector<NameForm> split = extra_name_forms({"mk", "2a"});
  REQUIRE(split.size() == 3);  // "mk2a", then "2", "a"
  CHECK(split[0].text == "mk2a");
  CHECK(split[0].first == 0);
  CHECK(split[0].last == 1);
  CHECK(split[1].text == "2");
  CHECK(split[1].first == 1);
}
