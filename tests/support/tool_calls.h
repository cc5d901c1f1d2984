// tool_calls.h: how the tool tests call a tool: GET /tools/{name}?... on the demo world's live edge (a 200 is
// required), the note of an envelope, and a tool's entry in the catalogue GET /tools.
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

}  // namespace snap::test
