// text_buffer_test.cc: TextBuffer keeps every byte appended, in order, across its growths, and truncate, set_back
// and take see exactly what was written.
#include <catch2/catch.hpp>

#include <string>

#include "core/text_buffer.h"

using namespace snap;

TEST_CASE("a text buffer holds what a string appended the same pieces would, across every growth", "[json]") {
  for (const std::size_t room : {std::size_t{0}, std::size_t{1}, std::size_t{7}, std::size_t{4096}}) {
    TextBuffer text(room);
    std::string expected;
    for (int i = 0; i < 5000; ++i) {  // pieces of every kind and length, far past the first room
      const std::string piece(static_cast<std::size_t>(i % 97), static_cast<char>('a' + i % 26));
      text += piece;
      text += ',';
      text += "\"key\":";
      expected += piece + ",\"key\":";
    }
    INFO("first room " << room);
    CHECK(text.size() == expected.size());
    CHECK(text.view() == expected);
    text.set_back(';');
    expected.back() = ';';
    text.truncate(expected.size() / 2);
    text += "end";
    CHECK(text.take() == expected.substr(0, expected.size() / 2) + "end");
    CHECK(text.size() == 0);
  }
}

TEST_CASE("a text buffer's last byte and text are what was appended last", "[json]") {
  TextBuffer text;
  text += "[1";
  text += ",2]";
  CHECK(text.back() == ']');
  CHECK(text.take() == "[1,2]");
}
