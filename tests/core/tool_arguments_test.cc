// tool_arguments_test.cc: a tool's arguments read the same way from a query string (GET /tools/{name}) and from
// JSON (MCP tools/call): a list repeated or comma-separated, an object as JSON, scalars typed and bounded, enums
// matched in any case, required ones enforced, undeclared names listed, every refusal a 400 naming the argument.
#include <catch2/catch.hpp>

#include "core/problem.h"
#include "core/tools/tool_arguments.h"

using namespace snap;

namespace {

Tool sample_tool() {
  Tool t;
  t.name = "sample";
  t.args = {one(ParamSpec::text("name", "a name"), true),
            one(ParamSpec::integer("limit", 20, 1, 100, "rows")),
            one(ParamSpec::boolean("hofOnly", false, "HOFs only")),
            one(ParamSpec::choice("groupBy", {"type", "creature", "month"}, "type", "grouping")),
            list_of(ParamSpec::choice("type", {"Hunting", "Mining", "Space Mining"}, std::nullopt, "types")),
            object_arg("filters", "filters", "{\"minDamage\":40}")};
  return t;
}

ToolCall from_query(const std::string& query) { return tool_call_from_query(sample_tool(), parse_query_string(query)); }

// The argument a refused call names (and that it is a 400 naming exactly one).
std::string refused_argument(const std::function<void()>& call) {
  try {
    call();
  } catch (const ApiError& e) {
    CHECK(e.problem().status == 400);
    REQUIRE(e.problem().errors.size() == 1);
    return e.problem().errors.begin()->first;
  }
  return "";
}

}  // namespace

TEST_CASE("tool arguments: scalars are typed, defaulted, and enums take their declared spelling", "[tools][arguments]") {
  const ToolCall call = from_query("name=Atrox&limit=5&hofOnly=TRUE&groupBy=CREATURE");
  CHECK(call.args.scalars.text("name") == "Atrox");
  CHECK(call.args.scalars.integer("limit") == 5);
  CHECK(call.args.scalars.boolean("hofOnly"));
  CHECK(call.args.scalars.text("groupBy") == "creature");
  const ToolCall defaults = from_query("name=Atrox");
  CHECK(defaults.args.scalars.integer("limit") == 20);
  CHECK_FALSE(defaults.args.scalars.boolean("hofOnly"));
  CHECK(defaults.args.texts("type").empty());
}

TEST_CASE("tool arguments: a list by repeating the parameter or by commas, the same either way", "[tools][arguments]") {
  const std::vector<std::string> expected = {"Hunting", "Mining", "Space Mining"};
  CHECK(from_query("name=x&type=Hunting&type=mining&type=Space%20Mining").args.texts("type") == expected);
  CHECK(from_query("name=x&type=Hunting,Mining,%20space%20mining").args.texts("type") == expected);
  CHECK(from_query("name=x&type=Hunting,Mining&type=Space%20Mining").args.texts("type") == expected);
  CHECK(refused_argument([] { from_query("name=x&type=Hunting,Fishing"); }) == "type");
}

TEST_CASE("tool arguments: an object parameter is given as JSON", "[tools][arguments]") {
  const ToolCall call = from_query("name=x&filters=%7B%22minDamage%22%3A40%7D");
  CHECK(call.args.objects.at("filters") == Json{{"minDamage", 40}});
  CHECK(refused_argument([] { from_query("name=x&filters=minDamage%3D40"); }) == "filters");
  CHECK(refused_argument([] { from_query("name=x&filters=%5B1%5D"); }) == "filters");  // an array is no object
}

TEST_CASE("tool arguments: undeclared parameters are listed once each, in order, never refused", "[tools][arguments]") {
  const ToolCall call = from_query("name=x&colour=red&limit=3&shape=round&colour=blue");
  CHECK(call.ignored == std::vector<std::string>{"colour", "shape"});
  CHECK(call.args.scalars.integer("limit") == 3);
}

TEST_CASE("tool arguments: each bad value is a 400 naming its argument", "[tools][arguments]") {
  CHECK(refused_argument([] { from_query("limit=5"); }) == "name");  // required
  CHECK(refused_argument([] { from_query("name="); }) == "name");    // empty counts as absent
  CHECK(refused_argument([] { from_query("name=x&limit=0"); }) == "limit");
  CHECK(refused_argument([] { from_query("name=x&limit=101"); }) == "limit");
  CHECK(refused_argument([] { from_query("name=x&limit=ten"); }) == "limit");
  CHECK(refused_argument([] { from_query("name=x&hofOnly=maybe"); }) == "hofOnly");
  CHECK(refused_argument([] { from_query("name=x&groupBy=avatar"); }) == "groupBy");
}

TEST_CASE("tool arguments: the JSON form (MCP) is read by the same rules as the query form", "[tools][arguments]") {
  const Tool tool = sample_tool();
  const Json args = {{"name", "Atrox"},  {"limit", 5},  {"hofOnly", true},
                     {"type", Json::array({"Hunting", "mining"})}, {"filters", {{"minDamage", 40}}}, {"colour", "red"}};
  const ToolCall json_call = tool_call_from_json(tool, args);
  const ToolCall query_call =
      from_query("name=Atrox&limit=5&hofOnly=true&type=Hunting,mining&filters=%7B%22minDamage%22%3A40%7D&colour=red");
  CHECK(json_call.args.scalars.integer("limit") == query_call.args.scalars.integer("limit"));
  CHECK(json_call.args.scalars.boolean("hofOnly") == query_call.args.scalars.boolean("hofOnly"));
  CHECK(json_call.args.texts("type") == query_call.args.texts("type"));
  CHECK(json_call.args.objects == query_call.args.objects);
  CHECK(json_call.ignored == query_call.ignored);
  CHECK(tool_call_from_json(tool, {{"name", "x"}, {"limit", 5.0}}).args.scalars.integer("limit") == 5);
  CHECK(tool_call_from_json(tool, {{"name", "x"}, {"type", "Hunting,Mining"}}).args.texts("type").size() == 2);
  CHECK(refused_argument([&] { tool_call_from_json(tool, {{"name", "x"}, {"limit", 5.5}}); }) == "limit");
  CHECK(refused_argument([&] { tool_call_from_json(tool, {{"name", "x"}, {"limit", "5"}, {"hofOnly", 2}}); }) ==
        "hofOnly");
  CHECK(refused_argument([&] { tool_call_from_json(tool, {{"name", Json::array({"a"})}}); }) == "name");
  CHECK(refused_argument([&] { tool_call_from_json(tool, {{"name", "x"}, {"filters", "minDamage"}}); }) == "filters");
  CHECK(refused_argument([&] { tool_call_from_json(tool, Json::array()); }) == "arguments");
  CHECK(refused_argument([&] { tool_call_from_json(tool, Json::object()); }) == "name");
}
