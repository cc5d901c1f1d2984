// tool_calls.h: how the tool tests call a tool: GET /tools/{name}?... on the demo world's live edge (a 200 is
// required), the note of an envelope, a tool's entry in the catalogue GET /tools, and one argument's schema there.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "tests/support/ok_json.h"
#include "tests/support/test_worlds.h"

namespace snap::test {

inline Json tool(const std::string& name_and_query) { return ok_json(*demo_world().live, "/tools/" + name_and_query); }

inline std::string note_of(const Json& envelope) { return envelope.at("note").get<std::string>(); }

inline Json catalogue_entry(const std::string& name) {
  const Json catalogue = ok_json(*demo_world().live, "/tools");
  for (const Json& t : catalogue.at("tools"))
    if (t.at("name") == name) return t;
  FAIL("tool " << name << " is not in GET /tools");
  return nullptr;
}

// An argument's schema in a listed inputSchema, a shared one under $defs read through its $ref.
inline Json argument_schema(const Json& input_schema, const std::string& name) {
  Json schema = input_schema.at("properties").at(name);
  if (!schema.contains("$ref")) return schema;
  const std::string ref = schema.at("$ref");
  const std::string prefix = "#/$defs/";
  REQUIRE(ref.rfind(prefix, 0) == 0);
  Json shared = input_schema.at("$defs").at(ref.substr(prefix.size()));
  if (schema.contains("description")) shared["description"] = schema.at("description");
  return shared;
}

}  // namespace snap::test
