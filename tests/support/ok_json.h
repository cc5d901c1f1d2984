// ok_json.h: the JSON of an answer that must be a 200 (the test stops there, showing the target and the body,
// when it is not). One helper for every HTTP test.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "core/json_bytes.h"
#include "tests/support/processes.h"

namespace snap::test {

inline Json ok_json(const EdgeProcess& edge, const std::string& target) {
  const HttpResult res = edge.get(target);
  INFO(target << " -> " << res.status << " " << res.body);
  REQUIRE(res.status == 200);
  return res.json();
}

}  // namespace snap::test
