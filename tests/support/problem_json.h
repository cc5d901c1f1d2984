// problem_json.h: the one check that an answer is an API error in the shape every error has (RFC 9457 problem
// details, core/problem.h): the status, Content-Type application/problem+json, the members type, title, status
// and detail, and, when a parameter is named, a non-empty list of what is wrong with it under "errors".
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "core/json_bytes.h"
#include "core/problem.h"
#include "tests/support/http_client.h"

namespace snap::test {

// The problem's body, once checked.
inline Json require_problem(const HttpResult& res, int status, const std::string& parameter = "") {
  INFO("status " << res.status << ", body " << res.body);
  REQUIRE(res.status == status);
  CHECK(res.header("content-type") == "application/problem+json");
  const Json body = res.json();
  CHECK(body.at("type") == "about:blank");
  CHECK(body.at("title") == status_title(status));
  CHECK(body.at("status") == status);
  CHECK_FALSE(body.at("detail").get<std::string>().empty());
  if (parameter.empty()) return body;
  INFO("parameter " << parameter);
  REQUIRE(body.contains("errors"));
  REQUIRE(body.at("errors").contains(parameter));
  const Json& whys = body.at("errors").at(parameter);
  REQUIRE(whys.is_array());
  CHECK_FALSE(whys.empty());
  for (const Json& why : whys) CHECK_FALSE(why.get<std::string>().empty());
  return body;
}

}  // namespace snap::test
