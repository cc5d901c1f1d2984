// documentation_corpus_test.cc: templates/docs is what search_documentation searches, and the issue asks that it
// describe this API and stay true to it: every route of the table and every tool of the registry is named there.
#include <catch2/catch.hpp>

#include <filesystem>

#include "core/live/push_endpoints.h"
#include "core/model/wiki_category.h"
#include "core/route_table.h"
#include "core/bytes/file_bytes.h"
#include "core/tools/tool_registry.h"
#include "tests/support/checkout_paths.h"

namespace {

// Every page of templates/docs, concatenated.
std::string documentation() {
  std::string all;
  for (const auto& entry : std::filesystem::directory_iterator(snap::test::checkout_path("templates/docs")))
    if (entry.path().extension() == ".md") all += snap::read_file_bytes(entry.path().string()).value_or("") + "\n";
  return all;
}

// The wiki routes are documented once for every category ("/{category}/{slug}" and the list of paths).
bool is_wiki_category_route(const std::string& pattern) {
  for (const snap::WikiCategory& c : snap::wiki_categories())
    if (pattern == "/" + c.path || pattern == "/" + c.path + "/{slug}") return true;
  return false;
}

}  // namespace

TEST_CASE("the documentation corpus names every route", "[docs]") {
  const std::string docs = documentation();
  REQUIRE(docs.size() > 10000);
  for (const snap::Route& route : snap::all_routes().routes()) {
    INFO(route.pattern);
    if (is_wiki_category_route(route.pattern)) {
      CHECK(docs.find("`/" + route.pattern.substr(1, route.pattern.find('/', 1) - 1)) != std::string::npos);
      continue;
    }
    CHECK(docs.find(route.pattern == "/" ? "`GET /`" : route.pattern) != std::string::npos);  // "/" is in every path
  }
  CHECK(docs.find("/{category}/{slug}") != std::string::npos);
}

TEST_CASE("the documentation corpus names every tool", "[docs][tools]") {
  const std::string docs = documentation();
  for (const snap::Tool& tool : snap::all_tools().tools()) {
    INFO(tool.name);
    CHECK(docs.find("`" + tool.name + "`") != std::string::npos);
  }
}

TEST_CASE("the documentation corpus names every push endpoint and hub method", "[docs][live]") {
  const std::string docs = documentation();
  CHECK(docs.find(std::string("`") + snap::kGlobalStreamPath) != std::string::npos);
  for (const snap::ParamSpec& spec : snap::global_stream_params()) CHECK(docs.find("`" + spec.name + "`") != std::string::npos);
  for (const snap::HubEndpoint& hub : snap::hub_endpoints()) {
    INFO(hub.path);
    CHECK(docs.find("`" + hub.path + "`") != std::string::npos);
    for (const auto* methods : {&hub.server_methods, &hub.client_methods})
      for (const snap::HubMethod& m : *methods) CHECK(docs.find("`" + m.name) != std::string::npos);
  }
}
