// json_bytes_test.cc: to_bytes gives the very bytes of nlohmann's dump(-1, ' ', false, replace) for every value:
// each byte in a string, valid and broken UTF-8, numbers at their limits, nesting, and seeded random trees.
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>
#include <iterator>
#include <limits>
#include <random>
#include <string>

#include "core/json_bytes.h"

using namespace snap;

namespace {

std::string reference(const Json& value) {
  return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// Checks one value; returns whether it matched, so loops can stop at the first mismatch and print it.
bool same_bytes(const Json& value) {
  const std::string got = to_bytes(value), want = reference(value);
  if (got == want) return true;
  INFO("to_bytes: " << got);
  INFO("dump():   " << want);
  CHECK(got == want);
  return false;
}

// Every string in `strings` alone, as a key, and between plain text.
void check_strings(const std::vector<std::string>& strings) {
  for (const std::string& s : strings) {
    INFO("string of " << s.size() << " bytes, first byte " << (s.empty() ? -1 : int(static_cast<unsigned char>(s[0]))));
    if (!same_bytes(Json(s)) || !same_bytes(Json{{s, s}}) || !same_bytes(Json("abc" + s + "d\xC3\xA9" "f")) ||
        !same_bytes(Json::array({s, "x", s})))
      return;
  }
}

}  // namespace

TEST_CASE("to_bytes escapes as dump() does: short escapes, other control bytes as lowercase u00XX, 0x7F and UTF-8 "
          "as they are",
          "[json]") {
  CHECK(to_bytes(Json("a\"b\\c/")) == R"("a\"b\\c/")");
  CHECK(to_bytes(Json("\b\f\n\r\t")) == R"("\b\f\n\r\t")");
  CHECK(to_bytes(Json(std::string("\x00\x01\x1f\x0b", 4))) == R"("\u0000\u0001\u001f\u000b")");
  CHECK(to_bytes(Json("\x7f \xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80")) == "\"\x7f \xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80\"");
  CHECK(to_bytes(Json("a\xFF" "b")) == "\"a\xEF\xBF\xBD" "b\"");  // replaced, never thrown on
  CHECK(to_bytes(Json{{"k\"\n", "v"}}) == R"({"k\"\n":"v"})");
}

TEST_CASE("to_bytes matches dump() for every byte 0x00-0xFF, alone and after each lead byte", "[json]") {
  std::vector<std::string> strings;
  for (int b = 0; b < 256; ++b) strings.emplace_back(1, static_cast<char>(b));
  check_strings(strings);
  strings.clear();
  for (int a = 0; a < 256; ++a)
    for (int b = 0; b < 256; ++b) strings.push_back({static_cast<char>(a), static_cast<char>(b)});
  check_strings(strings);
  // Three- and four-byte leads (and their neighbours) with every second byte and a few telling later ones.
  strings.clear();
  for (int lead = 0xDF; lead <= 0xF8; ++lead)
    for (int second = 0; second < 256; ++second)
      for (int third : {0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xE0})
        for (int fourth : {-1, 0x22, 0x80, 0xBF, 0xC2}) {
          std::string s{static_cast<char>(lead), static_cast<char>(second), static_cast<char>(third)};
          if (fourth >= 0) s += static_cast<char>(fourth);
          strings.push_back(s);
        }
  check_strings(strings);
}

TEST_CASE("to_bytes matches dump() for every byte at every place of a long plain run (eight bytes are scanned at once)",
          "[json]") {
  std::vector<std::string> strings;
  for (int b = 0; b < 256; ++b)
    for (std::size_t at = 0; at < 19; ++at) {
      std::string s(19, 'm');  // plain words before, around and after the byte
      s[at] = static_cast<char>(b);
      strings.push_back(s);
      strings.push_back(s.substr(0, at + 1));  // the byte last, at each length
    }
  check_strings(strings);
}

TEST_CASE("to_bytes matches dump() on valid, overlong, truncated and surrogate UTF-8", "[json]") {
  check_strings({
      "", "plain", "\"\"\\\\", "\\u0041", "caf\xC3\xA9", "\xC2\x80\xDF\xBF", "\xE0\xA0\x80\xEF\xBF\xBF\xE2\x82\xAC",
      "\xF0\x90\x80\x80\xF4\x8F\xBF\xBF\xF0\x9F\x98\x80", "\xEF\xBB\xBF" "bom", "\xEF\xBF\xBD",
      "\xC0\xAE", "\xC1\xBF", "\xE0\x80\xAE", "\xE0\x9F\xBF", "\xF0\x80\x80\xAE", "\xF0\x8F\xBF\xBF",  // overlong
      "\xED\xA0\x80", "\xED\xBF\xBF", "\xED\xA0\xBD\xED\xB8\x80",                                     // surrogates
      "\xF4\x90\x80\x80", "\xF5\x80\x80\x80", "\xF8\x88\x80\x80\x80", "\xFC\x84\x80\x80\x80\x80",     // > U+10FFFF
      "\xC3", "\xE2\x82", "\xF0\x9F\x98", "ab\xC3", "ab\xF0\x9F",                                       // truncated
      "a\xC3(b", "a\xE2\x82(b", "a\xF0\x9F\x98(b", "\x80\x80\x80", "\xBF", "\xFE\xFF", "\xC3\xC3\xA9",  // broken
      "caf\xC3\xA9 \xE9t\xE9 \xE2\x82\xAC\n\"end\"", "\xE2\x82\xAC\x80\xE2\x82\xAC", "\t\xF0\x9F\x98\x80\xFF\x01",
      std::string(600, 'x') + "\xFF" + std::string(600, '\n'), std::string(300, '\x01') + "\xC3",
  });
}

TEST_CASE("to_bytes matches dump() on containers, integers and doubles", "[json]") {
  const double inf = std::numeric_limits<double>::infinity();
  CHECK(to_bytes(Json::object()) == "{}");
  CHECK(to_bytes(Json::array()) == "[]");
  CHECK(to_bytes(Json("")) == R"("")");
  CHECK(to_bytes(Json{{"a", Json::array({Json::object(), Json::array(), nullptr, true, false, Json::array({1})})}}) ==
        R"({"a":[{},[],null,true,false,[1]]})");
  CHECK(to_bytes(Json(std::numeric_limits<std::int64_t>::min())) == "-9223372036854775808");
  CHECK(to_bytes(Json(std::numeric_limits<std::uint64_t>::max())) == "18446744073709551615");
  // What dump_float prints: integral values end in ".0", exponents keep a sign and at least two digits.
  CHECK(to_bytes(Json::array({0.0, -0.0, 26.0, 0.1, 1e300, 5e-324, 1e-7, 123456789.125})) ==
        "[0.0,-0.0,26.0,0.1,1e+300,5e-324,1e-07,123456789.125]");
  CHECK(to_bytes(Json::array({std::nan(""), inf, -inf})) == "[null,null,null]");

  for (const Json& value : {
           Json(nullptr), Json(true), Json(false), Json(0), Json(-1), Json(std::numeric_limits<std::int64_t>::min()),
           Json(std::numeric_limits<std::int64_t>::max()), Json(std::numeric_limits<std::uint64_t>::max()),
           Json(std::uint64_t{0}), Json(0.0), Json(-0.0), Json(26.0), Json(0.1), Json(1e300), Json(5e-324),
           Json(1.7976931348623157e308), Json(-1.7976931348623157e308), Json(2.2250738585072014e-308),
           Json(123456789.125), Json(1e15), Json(1e16), Json(1e21), Json(1e22), Json(-4.5e-5), Json(0.30000000000000004),
           Json(std::numeric_limits<double>::quiet_NaN()), Json(inf), Json(-inf), Json::object(), Json::array(),
           Json::array({Json::array({Json::array({Json::object()})})}),
           Json{{"", ""}, {"a\tb", Json::array({1, 2.5, "x"})}, {"\xC3\xA9", Json{{"n", nullptr}}}, {"\x01\xFF", 1}},
           Json::binary({1, 2, 255}, 7), Json{{"bin", Json::binary(Json::binary_t::container_type{})}},
       })
    same_bytes(value);
}

namespace {

struct RandomTrees {
  std::mt19937_64 rng{20261123};

  std::size_t below(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); }

  std::string random_string() {
    static const char* pieces[] = {"a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\b", "\f", "\r", "\x01", "\x1f", "\x7f",
                                   "\xC3\xA9", "\xDF\xBF", "\xE2\x82\xAC", "\xED\x9F\xBF", "\xEF\xBF\xBF",
                                   "\xF0\x9F\x98\x80", "\xF4\x8F\xBF\xBF", "hello world", "0"};
    const bool broken = below(4) == 0;  // a quarter of the strings get random bytes, mostly invalid UTF-8
    std::string s;
    for (std::size_t n = below(below(8) == 0 ? 200 : 12); n > 0; --n) {
      if (broken && below(5) == 0)
        s += static_cast<char>(below(256));
      else
        s += pieces[below(std::size(pieces))];
    }
    return s;
  }

  double random_double() {
    switch (below(4)) {
      case 0: {
        const std::uint64_t bits = rng();  // any bit pattern: subnormals, NaNs, infinities
        double x;
        std::memcpy(&x, &bits, sizeof x);
        return x;
      }
      case 1: return static_cast<double>(static_cast<std::int64_t>(rng() >> below(64)));
      case 2: return static_cast<double>(below(100000)) / 1000.0;
      default: return std::uniform_real_distribution<double>(-1e6, 1e6)(rng);
    }
  }

  Json random_tree(int depth) {
    switch (below(depth > 3 ? 6 : 8)) {
      case 0: return nullptr;
      case 1: return below(2) == 0;
      case 2: return static_cast<std::int64_t>(rng()) >> below(64);  // both signs, every magnitude
      case 3: return static_cast<std::uint64_t>(rng() >> below(64));
      case 4: return random_double();
      case 5: return random_string();
      case 6: {
        Json array = Json::array();
        for (std::size_t n = below(6); n > 0; --n) array.push_back(random_tree(depth + 1));
        return array;
      }
      default: {
        Json object = Json::object();
        for (std::size_t n = below(8); n > 0; --n) object[random_string()] = random_tree(depth + 1);
        return object;
      }
    }
  }
};

}  // namespace

TEST_CASE("to_bytes matches dump() on seeded random trees", "[json]") {
  RandomTrees trees;
  int replaced = 0;  // trees whose dump() replaced invalid UTF-8: the fallback path was taken
  for (int i = 0; i < 4000; ++i) {
    Json tree = trees.random_tree(0);
    INFO("tree " << i);
    if (!same_bytes(tree)) break;
    if (reference(tree).find("\xEF\xBF\xBD") != std::string::npos) ++replaced;
  }
  CHECK(replaced > 100);
}

TEST_CASE("a raw fragment is written verbatim by to_bytes and parsed back by materialized()", "[json]") {
  const std::string text = R"({"id":7,"name":"Atrox \"Old\"","value":12.5,"tags":[null,true]})";
  Json page = Json::object();
  page["items"] = Json::array({raw_json(text), Json{{"id", 8}}});
  page["total"] = 2;
  CHECK(to_bytes(page) == R"({"items":[)" + text + R"(,{"id":8}],"total":2})");

  const Json read = materialized(page);
  CHECK(read["items"][0] == Json::parse(text));
  CHECK(read["items"][1] == Json{{"id", 8}});
  CHECK(to_bytes(read) == to_bytes(page));  // the same bytes either way
  // A binary value of another subtype is not a fragment: it keeps dump()'s spelling.
  const Json other = Json::binary({1, 2}, 3);
  CHECK(to_bytes(other) == reference(other));
  CHECK(materialized(other) == other);
}

TEST_CASE("the serializer's parts write what to_bytes writes for the same value", "[json]") {
  for (const std::string& s : {std::string("plain"), std::string("q\"b\\n\n\x01\x7f"), std::string("caf\xC3\xA9"),
                              std::string("bad \xC3 utf-8"), std::string()}) {
    TextBuffer out;
    append_json_string(out, s);
    CHECK(out.view() == to_bytes(Json(s)));
  }
  for (const double x : {0.0, -1.5, 1e300, 0.1, 123456789.125, std::numeric_limits<double>::infinity()}) {
    TextBuffer out;
    append_json_number(out, x);
    CHECK(out.view() == to_bytes(Json(x)));
  }
  for (const std::int64_t x : {std::int64_t{0}, std::int64_t{-42}, std::numeric_limits<std::int64_t>::min()}) {
    TextBuffer out;
    append_json_number(out, x);
    CHECK(out.view() == to_bytes(Json(x)));
  }
}

TEST_CASE("array_length counts the items of an array and of a raw fragment without parsing it", "[json]") {
  CHECK(snap::array_length(snap::Json::array({1, 2, 3})) == 3);
  CHECK(snap::array_length(snap::raw_json("[]")) == 0);
  CHECK(snap::array_length(snap::raw_json("[{\"a\":[1,2],\"b\":\"x,]}\"}]")) == 1);
  CHECK(snap::array_length(snap::raw_json("[{\"a\":\"\\\"\"},{\"b\":{\"c\":[{}]}},3]")) == 3);
  CHECK(snap::array_length(snap::Json::object()) == 0);
}
