// json_bytes.h: the JSON type of the core and its one serializer, so snapshot files and live answers get
// identical bytes. ordered_json keeps fields in the order API.md lists them.
#pragma once

#include <nlohmann/json.hpp>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/text_buffer.h"

namespace snap {

using Json = nlohmann::ordered_json;

// Compact UTF-8 JSON; invalid UTF-8 in strings is replaced, never thrown on.
std::string to_bytes(const Json& value);

// The serializer's parts, for code that writes JSON text itself (a raw fragment, below): each appends exactly
// what to_bytes() writes for the same value.
void append_json_string(TextBuffer& out, std::string_view s);
void append_json_number(TextBuffer& out, std::int64_t x);
void append_json_number(TextBuffer& out, double x);  // null when not finite, as dump() writes it

// A value already written as JSON text, placed in a tree as it is: to_bytes() copies the text verbatim. A list
// of many objects of one shape (a page of globals) is written this way, without a tree of small allocations per
// object. It is a binary value of a subtype of its own (the API's JSON has no binary values), so only to_bytes()
// understands it: code that reads fields of such a tree first calls materialized(). `text` must be one JSON
// value written by the functions above.
Json raw_json(std::string_view text);
// `value` with every raw fragment in it parsed into the values it stands for.
Json materialized(Json value);
// The items of an array, of a raw fragment too (counted from its text, not parsed); 0 for anything else.
std::size_t array_length(const Json& value);

// An empty object with room for `fields` fields. Build objects that hold large values this way: an ordered_json
// object that outgrows its room copies every value in it, nested ones whole (its pairs have const keys, so
// they cannot be moved).
Json object_with_room(std::size_t fields);

// Appends a field to `object` without looking for one of the same name first, as `object[key] = value` does
// (ordered_json compares the key with every field's): for objects built field by field with distinct names.
inline void append_field(Json& object, const char* key, Json value) {
  object.get_ref<Json::object_t&>().emplace_back(key, std::move(value));
}

}  // namespace snap
