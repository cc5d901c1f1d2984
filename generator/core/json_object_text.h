// json_object_text.h: one JSON object written as text, field by field, for lists whose rows are written straight
// from their columns (a page of globals, a leaderboard's entries) instead of through a tree of small allocations.
// What it writes is what to_bytes() writes for the same object (json_bytes.h): the values go through the
// serializer's parts and Statement::append_json.
#pragma once

#include "core/db/database.h"
#include "core/json_bytes.h"

namespace snap {

// Fields are written in the order they are added; keys are the caller's own ASCII names, written without
// escaping. The object is closed when this goes out of scope.
class JsonObjectText {
 public:
  JsonObjectText(TextBuffer& out, const Statement& row) : out_(out), row_(row) { out_ += '{'; }
  ~JsonObjectText() { out_ += '}'; }
  JsonObjectText(const JsonObjectText&) = delete;
  JsonObjectText& operator=(const JsonObjectText&) = delete;

  // ,"key": for the caller to write the value after.
  template <std::size_t N>
  TextBuffer& key(const char (&name)[N]) {
    if (!first_) out_ += ',';
    first_ = false;
    out_ += '"';
    out_ += name;
    return out_ += "\":";
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
    else key(name) += "null";
  }
  template <std::size_t N>
  void boolean(const char (&name)[N], bool value) {
    TextBuffer& out = key(name);
    if (value) out += "true";
    else out += "false";
  }

 private:
  TextBuffer& out_;
  const Statement& row_;
  bool first_ = true;
};

}  // namespace snap
