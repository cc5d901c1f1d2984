// json_bytes.h: the JSON type of the core and its one serializer, so snapshot files and live answers get
// identical bytes. ordered_json keeps fields in the order API.md lists them.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace snap {

using Json = nlohmann::ordered_json;

// Compact UTF-8 JSON; invalid UTF-8 in strings is replaced, never thrown on.
std::string to_bytes(const Json& value);

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
