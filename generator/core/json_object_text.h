// json_object_text.h: one JSON object written as text, field by field, for lists whose rows are written straight
// from their columns (a page of globals, a leaderboard's entries) instead of through a tree of small allocations.
// What it writes is what to_bytes() writes for the same object (json_bytes.h): the values go through the
// serializer's parts and Statement::append_json.
#pragma once

#include <cstring>

#include "core/db/database.h"
#include "core/json_bytes.h"

namespace snap {

// Fields are written in the order they are added; keys are the caller's own ASCII names, written without
// escaping. The object is closed when this goes out of scope.
class JsonObjectText {
 public:
  JsonObjectText(TextBuffer& out, const Statement& row) : out_(out), row_(row) {}
  ~JsonObjectText() {
    if (first_) out_ += "{}";
    else out_ += '}';
  }
  JsonObjectText(const JsonObjectText&) = delete;
  JsonObjectText& operator=(const JsonObjectText&) = delete;

  // ,"key": for the caller to write the value after (the first key opens the object with '{' instead).
  template <std::size_t N>
  TextBuffer& key(const char (&name)[N]) {
    return key_then(name, "");
  }
  // The row's column as Statement::json reads it.
  template <std::size_t N>
  void column(const char (&name)[N], int index) {
    row_.append_json(key(name), index);
  }
  // The column when `wanted`, else null.
  template <std::size_t N>
  void column_if(const char (&name)[N], int index, bool wanted) {
    if (wanted) column(name, index);
    else key_then(name, "null");
  }
  // A text of the caller's, or null when there is none.
  template <std::size_t N>
  void text_or_null(const char (&name)[N], const std::string* text) {
    if (text) append_json_string(key(name), *text);
    else key_then(name, "null");
  }
  template <std::size_t N>
  void boolean(const char (&name)[N], bool value) {
    if (value) key_then(name, "true");
    else key_then(name, "false");
  }

 private:
  // ,"key":value with a literal value, written as one run of a constant length: a row of a page writes about
  // twenty of them, so one room check and two fixed-size copies each instead of five appends.
  template <std::size_t N, std::size_t M>
  TextBuffer& key_then(const char (&name)[N], const char (&value)[M]) {
    char* run = out_.extend(N + M + 2);  // the two literals' lengths are N - 1 and M - 1
    run[0] = first_ ? '{' : ',';
    run[1] = '"';
    std::memcpy(run + 2, name, N - 1);
    run[N + 1] = '"';
    run[N + 2] = ':';
    std::memcpy(run + N + 3, value, M - 1);
    first_ = false;
    return out_;
  }

  TextBuffer& out_;
  const Statement& row_;
  bool first_ = true;
};

}  // namespace snap
