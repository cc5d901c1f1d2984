// mcp_http_test.cc: POST /mcp through a real snapedge, in raw HTTP: the modern era (2026-07-28: headers and
// _meta on every request, server/discover, tools/list, tools/call, each refusal with its HTTP status), the
// legacy era (initialize negotiation, notifications, ping, tools without a handshake, never a session), the
// JSON-RPC framing, the other methods on /mcp, the Origin rule, and the one tool listing /mcp, GET /tools and
// the server card share.
#include <catch2/catch.hpp>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>

#include "core/json_bytes.h"
#include "tests/support/ok_json.h"
#include "tests/support/problem_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::demo_world;
using snap::test::HttpResult;

namespace {

constexpr const char* kModern = "2026-07-28";
constexpr const char* kClientHeaders =
    "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n";

Json modern_meta(const std::string& version = kModern) {
  return Json{{"io.modelcontextprotocol/protocolVersion", version},
              {"io.modelcontextprotocol/clientInfo", Json{{"name", "mcp_http_test"}, {"version", "1"}}},
              {"io.modelcontextprotocol/clientCapabilities", Json::object()}};
}

Json request(const std::string& method, Json params = Json::object(), Json id = 1) {
  Json body = Json::object();
  body["jsonrpc"] = "2.0";
  body["id"] = std::move(id);
  body["method"] = method;
  body["params"] = std::move(params);
  return body;
}

Json modern_request(const std::string& method, Json params = Json::object()) {
  params["_meta"] = modern_meta();
  return request(method, std::move(params));
}

// The headers a modern client derives from its body.
std::string modern_headers(const Json& body) {
  std::string headers = std::string("MCP-Protocol-Version: ") + kModern +
                        "\r\nMcp-Method: " + body.at("method").get<std::string>() + "\r\n";
  if (body.at("method") == "tools/call")
    headers += "Mcp-Name: " + body.at("params").at("name").get<std::string>() + "\r\n";
  return headers;
}

HttpResult post(const std::string& body, const std::string& headers = "") {
  return demo_world().live->request("POST", "/mcp", kClientHeaders + headers, body);
}

HttpResult post_modern(const Json& body) { return post(snap::to_bytes(body), modern_headers(body)); }

// The result of a 200 answer to the request with id 1.
Json rpc_result(const HttpResult& res) {
  INFO(res.status << " " << res.body);
  REQUIRE(res.status == 200);
  CHECK(res.header("content-type") == "application/json");
  CHECK(res.header("mcp-session-id").empty());
  const Json body = res.json();
  CHECK(body.at("jsonrpc") == "2.0");
  CHECK(body.at("id") == 1);
  REQUIRE(body.contains("result"));
  if (body.at("result") != Json::object())  // ping's result is empty
    CHECK(body.at("result").at("_meta").at("io.modelcontextprotocol/serverInfo").at("name") ==
          "entropia-community-api");
  return body.at("result");
}

Json modern_result(const Json& request_body) {
  const Json result = rpc_result(post_modern(request_body));
  CHECK(result.at("resultType") == "complete");
  return result;
}

// A JSON-RPC error answer: its HTTP status, code, and the request's id (absent when none could be read).
Json require_rpc_error(const HttpResult& res, int status, int code, const std::optional<Json>& id = Json(1)) {
  INFO(res.status << " " << res.body);
  REQUIRE(res.status == status);
  CHECK(res.header("content-type") == "application/json");
  const Json body = res.json();
  CHECK(body.at("jsonrpc") == "2.0");
  if (id)
    CHECK(body.at("id") == *id);
  else
    CHECK_FALSE(body.contains("id"));
  CHECK(body.at("error").at("code") == code);
  CHECK_FALSE(body.at("error").at("message").get<std::string>().empty());
  return body.at("error");
}

Json call_params(const std::string& tool, Json arguments) { return Json{{"name", tool}, {"arguments", arguments}}; }

}  // namespace

TEST_CASE("modern server/discover names every revision, the tools capability, identity and cache hints", "[mcp]") {
  const Json result = modern_result(modern_request("server/discover"));
  CHECK(result.at("supportedVersions") == Json::array({"2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"}));
  CHECK(result.at("capabilities") == Json{{"tools", Json{{"listChanged", false}}}});
  CHECK(result.at("instructions").get<std::string>().find("Entropia Universe") != std::string::npos);
  CHECK(result.at("ttlMs").get<int>() > 0);
  CHECK(result.at("cacheScope") == "public");
}

TEST_CASE("/mcp tools/list, GET /tools and the server card list the same tools with the same schemas", "[mcp]") {
  const Json listed = modern_result(modern_request("tools/list"));
  CHECK(listed.at("ttlMs").get<int>() > 0);
  CHECK(listed.at("cacheScope") == "public");
  CHECK_FALSE(listed.contains("nextCursor"));
  const Json catalogue = snap::test::ok_json(*demo_world().edge, "/tools");
  const Json card = snap::test::ok_json(*demo_world().edge, "/.well-known/mcp/server-card.json");
  REQUIRE_FALSE(listed.at("tools").empty());
  CHECK(listed.at("tools") == catalogue.at("tools"));
  CHECK(listed.at("tools") == card.at("tools"));
  CHECK(listed.at("tools").at(0).at("name") == "find_wiki_item");  // registry order
  CHECK(listed.at("tools").at(0).at("inputSchema").at("type") == "object");
  CHECK(rpc_result(post(snap::to_bytes(request("tools/list")))).at("tools") == listed.at("tools"));  // legacy
}

TEST_CASE("rule: every tool carries a title and annotations: read-only, not destructive, idempotent, closed-world",
          "[mcp]") {
  const Json listed = modern_result(modern_request("tools/list"));
  REQUIRE(listed.at("tools").size() >= 20);
  for (const Json& tool : listed.at("tools")) {
    INFO(tool.at("name"));
    CHECK_FALSE(tool.at("title").get<std::string>().empty());
    const Json& hints = tool.at("annotations");
    CHECK(hints.at("readOnlyHint") == true);
    CHECK(hints.at("destructiveHint") == false);
    CHECK(hints.at("idempotentHint") == true);
    CHECK(hints.at("openWorldHint") == false);
  }
}

// Half of what tools/list was when the context-budget rule came (56 KB): every agent pays these bytes in its
// context on every conversation.
constexpr size_t kToolListBudgetBytes = 28'000;

TEST_CASE("rule: tools/list keeps within its context budget of 28,000 bytes", "[mcp]") {
  const Json listed = modern_result(modern_request("tools/list"));
  const size_t bytes = snap::to_bytes(listed.at("tools")).size();
  std::cout << "tools/list: " << listed.at("tools").size() << " tools in " << bytes << " bytes (budget "
            << kToolListBudgetBytes << ")\n";
  CHECK(bytes <= kToolListBudgetBytes);
  for (const Json& tool : listed.at("tools")) {  // what the budget keeps: a tool an agent can choose and call
    INFO(tool.at("name"));
    CHECK(tool.at("description").get<std::string>().size() <= 300);  // one or two sentences
    for (const auto& [name, argument] : tool.at("inputSchema").at("properties").items()) {
      INFO(name);
      CHECK_FALSE(argument.value("description", "").empty());
    }
  }
}

TEST_CASE("modern tools/call answers the envelope as structuredContent and as JSON text, as GET /tools does", "[mcp]") {
  const Json result = modern_result(modern_request("tools/call", call_params("find_wiki_item", {{"name", "atrox"}})));
  CHECK(result.at("isError") == false);
  const Json envelope = result.at("structuredContent");
  CHECK(envelope == snap::test::ok_json(*demo_world().live, "/tools/find_wiki_item?name=atrox"));
  CHECK(envelope.at("rows").at(0).at("slug") == "atrox");
  REQUIRE(result.at("content").size() == 1);
  CHECK(result.at("content").at(0).at("type") == "text");
  CHECK(Json::parse(result.at("content").at(0).at("text").get<std::string>()) == envelope);
}

namespace {

// The query string GET /tools/{name} takes for the same arguments: a list repeated, an object as JSON text.
std::string query_of(const Json& arguments) {
  std::string query;
  const auto add = [&](const std::string& name, const std::string& value) {
    query += (query.empty() ? "" : "&") + name + "=" + snap::test::query_value(value);
  };
  for (const auto& [name, value] : arguments.items()) {
    if (value.is_array())
      for (const Json& item : value) add(name, item.is_string() ? item.get<std::string>() : item.dump());
    else if (value.is_string()) add(name, value.get<std::string>());
    else add(name, value.dump());
  }
  return query;
}

// A tool's envelope over GET, after checking that MCP tools/call answers the same, as a success.
Json tool_answer(const std::string& name, const Json& arguments) {
  INFO(name << " " << arguments.dump());
  const Json got = snap::test::ok_json(*demo_world().live, "/tools/" + name + "?" + query_of(arguments));
  const Json called = modern_result(modern_request("tools/call", call_params(name, arguments)));
  CHECK(called.at("isError") == false);
  CHECK(called.at("structuredContent") == got);
  return got;
}

}  // namespace

TEST_CASE("rule: every tool answers GET /tools/{name} and MCP tools/call identically", "[mcp][tools]") {
  const std::vector<std::pair<std::string, Json>> calls = {
      {"find_wiki_item", {{"name", "opalo"}}},
      {"get_wiki_item", {{"name", "Atrox"}}},
      {"list_wiki_items", {{"category", "weapons"}, {"limit", 3}}},
      {"query_globals", {{"creatureName", "atrox yung"}, {"limit", 5}}},
      {"aggregate_globals", {{"groupBy", "deposit"}, {"type", Json::array({"Mining"})}, {"limit", 5}}},
      {"resolve_avatar", {{"name", "ivo blot vik"}}},
      {"get_avatar_profile", {{"name", "Ivo Bolt Vik"}}},
      {"query_pvp", {{"limit", 5}}},
      {"aggregate_pvp", Json::object()},
      {"query_trade_messages", {{"limit", 5}}},
      {"aggregate_trade_messages", Json::object()},
      {"resolve_event", {{"name", "deep drill derby"}}},
      {"get_event_standings", {{"event", "deep drill derby"}}},
      {"query_event_globals", {{"event", "deep drill derby"}, {"limit", 5}}},
      {"aggregate_event_globals", {{"event", "deep drill derby"}}},
      {"get_event_teams", {{"event", "deep drill derby"}}},
      {"search_documentation", {{"query", "rate limit"}}},
      {"search_guides", {{"query", "amp cap"}}},
      {"calculate_hunting_setup", {{"weapon", "Korss H400 (L)"}, {"creatures", Json::array({"atrox young"})}}},
      {"find_ring_combo", {{"effects", Json{{"run speed increased", 1}}}}}};
  const Json catalogue = snap::test::ok_json(*demo_world().live, "/tools").at("tools");
  REQUIRE(calls.size() == catalogue.size());  // every tool, once
  for (const auto& [name, arguments] : calls) {
    INFO(name);
    CHECK(tool_answer(name, arguments).at("truncated").is_boolean());
  }
}

namespace {

bool says(const Json& envelope, const std::string& words) {
  return envelope.at("note").get<std::string>().find(words) != std::string::npos;
}

}  // namespace

TEST_CASE("rule: an answer capped by its limit is truncated and its note says how to ask for the rest", "[mcp][tools]") {
  // A tool that pages: the next offset.
  const Json page = tool_answer("query_event_globals", {{"event", "deep drill derby"}, {"offset", 1}, {"limit", 2}});
  CHECK(page.at("truncated") == true);
  CHECK(says(page, "ask again with offset=3 for the next"));
  // A limit below its most: raise it.
  const Json first = tool_answer("query_globals", {{"limit", 1}});
  CHECK(first.at("truncated") == true);
  CHECK(says(first, "raise limit (up to 30)"));
  const Json groups = tool_answer("aggregate_pvp", {{"groupBy", "killer"}, {"fromDate", "2000-01-01"}, {"limit", 1}});
  CHECK(groups.at("truncated") == true);
  // At its most: narrow the arguments.
  const Json most = tool_answer("list_wiki_items", {{"category", "materials"}, {"limit", 50}});
  CHECK(most.at("truncated") == true);
  CHECK(says(most, "narrow the arguments"));
  // Everything shown: not truncated, and no such sentence.
  const Json types = tool_answer("aggregate_globals", {{"groupBy", "type"}});
  CHECK(types.at("truncated") == false);
  CHECK_FALSE(says(types, "More rows match"));
  const Json avatars = tool_answer("aggregate_globals", {{"groupBy", "avatar"}, {"limit", 3}});  // the top avatars
  CHECK(avatars.at("truncated") == true);
}

TEST_CASE("tools/call: a bad argument or a name that does not resolve is a result with isError and the reason",
          "[mcp]") {
  const Json bad = modern_result(
      modern_request("tools/call", call_params("list_wiki_items", {{"category", "weapons"}, {"limit", 0}})));
  CHECK(bad.at("isError") == true);
  CHECK_FALSE(bad.contains("structuredContent"));
  CHECK(bad.at("content").at(0).at("text").get<std::string>().find("limit") != std::string::npos);
  const Json missing =
      modern_result(modern_request("tools/call", call_params("get_wiki_item", {{"name", "zzzzqqqq"}})));
  CHECK(missing.at("isError") == true);
  CHECK_FALSE(missing.contains("structuredContent"));
  CHECK(missing.at("content").at(0).at("text") == "name names no wiki entry: no wiki entry has a name close to 'zzzzqqqq'");
  // The calculator's weapon follows the same rule, as GET /tools/{name} does (a 404 naming the argument there).
  const Json blaster = modern_result(modern_request(
      "tools/call", call_params("calculate_hunting_setup", {{"weapon", "Nonexistent Blaster 9000"}})));
  CHECK(blaster.at("isError") == true);
  CHECK(blaster.at("content").at(0).at("text").get<std::string>().find("weapon names no weapon") == 0);
}

TEST_CASE("tools/call of an unknown tool, or with arguments that are not an object, is -32602", "[mcp]") {
  const Json unknown =
      require_rpc_error(post_modern(modern_request("tools/call", call_params("no_such_tool", {}))), 200, -32602);
  CHECK(unknown.at("message") == "Unknown tool: no_such_tool");
  require_rpc_error(post_modern(modern_request("tools/call", call_params("find_wiki_item", Json::array()))), 200,
                    -32602);
}

TEST_CASE("tools/list with a cursor is -32602: no cursor is ever issued", "[mcp]") {
  require_rpc_error(post_modern(modern_request("tools/list", Json{{"cursor", "page-2"}})), 200, -32602);
}

TEST_CASE("modern: an unsupported version is -32022 with 400, naming the supported ones and the requested one",
          "[mcp]") {
  Json body = modern_request("server/discover");
  body["params"]["_meta"] = modern_meta("1900-01-01");
  const Json error = require_rpc_error(
      post(snap::to_bytes(body), "MCP-Protocol-Version: 1900-01-01\r\nMcp-Method: server/discover\r\n"), 400, -32022);
  CHECK(error.at("data").at("requested") == "1900-01-01");
  CHECK(error.at("data").at("supported").at(0) == "2026-07-28");
}

TEST_CASE("rule: modern: a version header disagreeing with the body is -32020 even when the body's version is one "
          "this server does not speak",
          "[mcp]") {
  for (const char* asked : {"2025-11-25", "1900-01-01"}) {
    INFO(asked);
    Json body = modern_request("server/discover");
    body["params"]["_meta"] = modern_meta(asked);
    require_rpc_error(post(snap::to_bytes(body), "MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: server/discover\r\n"),
                      400, -32020);
  }
}

TEST_CASE("modern: a standard header missing or disagreeing with the body is -32020 with 400", "[mcp]") {
  const Json list = modern_request("tools/list");
  const std::string bytes = snap::to_bytes(list);
  require_rpc_error(post(bytes, "Mcp-Method: tools/list\r\n"), 400, -32020);            // no version
  require_rpc_error(post(bytes, "MCP-Protocol-Version: 2026-07-28\r\n"), 400, -32020);  // no method
  require_rpc_error(post(bytes, "MCP-Protocol-Version: 2025-11-25\r\nMcp-Method: tools/list\r\n"), 400, -32020);
  require_rpc_error(post(bytes, "MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\n"), 400, -32020);
  const Json call = modern_request("tools/call", call_params("find_wiki_item", {{"name", "atrox"}}));
  const std::string call_bytes = snap::to_bytes(call);
  const std::string call_headers = "MCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\n";
  require_rpc_error(post(call_bytes, call_headers), 400, -32020);  // no Mcp-Name
  require_rpc_error(post(call_bytes, call_headers + "Mcp-Name: get_wiki_item\r\n"), 400, -32020);
  // Whitespace around a header's value is no part of it (RFC 9110 5.5).
  CHECK(rpc_result(post(call_bytes, call_headers + "Mcp-Name:   find_wiki_item  \r\n")).at("isError") == false);
  const Json encoded = rpc_result(post(call_bytes, call_headers + "Mcp-Name: =?base64?ZmluZF93aWtpX2l0ZW0=?=\r\n"));
  CHECK(encoded.at("isError") == false);  // the base64 sentinel is decoded before comparing
}

TEST_CASE("modern: _meta without the client capabilities, or a modern header without _meta, is -32602 with 400",
          "[mcp]") {
  Json body = modern_request("tools/list");
  body["params"]["_meta"].erase("io.modelcontextprotocol/clientCapabilities");
  require_rpc_error(post(snap::to_bytes(body), modern_headers(body)), 400, -32602);
  const Json bare = request("tools/list");
  require_rpc_error(post(snap::to_bytes(bare), modern_headers(bare)), 400, -32602);
}

TEST_CASE("modern: an unknown method, and ping (legacy only), are -32601 with 404", "[mcp]") {
  require_rpc_error(post_modern(modern_request("resources/list")), 404, -32601);
  require_rpc_error(post_modern(modern_request("ping")), 404, -32601);
  require_rpc_error(post_modern(modern_request("initialize")), 404, -32601);
}

TEST_CASE("framing: a parse error is -32700, an invalid request or a batch -32600, both with 400", "[mcp]") {
  require_rpc_error(post("{\"jsonrpc\":\"2.0\",\"id\":1,"), 400, -32700, std::nullopt);
  require_rpc_error(post("[" + snap::to_bytes(request("ping")) + "]"), 400, -32600, std::nullopt);
  require_rpc_error(post("{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}"), 400, -32600, std::nullopt);
  require_rpc_error(post("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":42}"), 400, -32600, Json(7));
  require_rpc_error(post(""), 400, -32700, std::nullopt);
}

TEST_CASE("legacy initialize echoes a revision it speaks, else offers 2025-11-25, and never opens a session", "[mcp]") {
  for (const char* version : {"2025-11-25", "2025-06-18", "2025-03-26"}) {
    const HttpResult res = post(snap::to_bytes(request("initialize", Json{{"protocolVersion", version}})));
    CHECK(res.header("mcp-session-id").empty());
    const Json result = rpc_result(res);
    CHECK(result.at("protocolVersion") == version);
    CHECK(result.at("serverInfo").at("name") == "entropia-community-api");
    CHECK(result.at("capabilities").contains("tools"));
    CHECK_FALSE(result.contains("resultType"));
  }
  for (const char* version : {"2024-11-05", "2026-07-28", "1.0"}) {
    const Json result = rpc_result(post(snap::to_bytes(request("initialize", Json{{"protocolVersion", version}}))));
    CHECK(result.at("protocolVersion") == "2025-11-25");
  }
}

TEST_CASE("legacy: a notification is 202 with no body, ping answers an empty result", "[mcp]") {
  const HttpResult note = post("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
  CHECK(note.status == 202);
  CHECK(note.body.empty());
  const Json pong = rpc_result(post(snap::to_bytes(request("ping")), "MCP-Protocol-Version: 2025-11-25\r\n"));
  CHECK(pong == Json::object());  // not even _meta: the conformance suite's ping scenario
}

TEST_CASE("legacy: tools/list and tools/call need no initialize and no session", "[mcp]") {
  const std::string headers = "MCP-Protocol-Version: 2025-11-25\r\nMcp-Session-Id: never-issued\r\n";
  const Json listed = rpc_result(post(snap::to_bytes(request("tools/list")), headers));
  CHECK_FALSE(listed.at("tools").empty());
  CHECK_FALSE(listed.contains("ttlMs"));
  const Json called = rpc_result(
      post(snap::to_bytes(request("tools/call", call_params("find_wiki_item", {{"name", "atrox"}}))), headers));
  CHECK(called.at("structuredContent").at("rows").at(0).at("name") == "Atrox");
  CHECK_FALSE(called.contains("resultType"));
  require_rpc_error(post(snap::to_bytes(request("resources/list")), headers), 200, -32601);
}

TEST_CASE("legacy: an MCP-Protocol-Version this server does not speak is 400", "[mcp]") {
  const HttpResult res = post(snap::to_bytes(request("tools/list")), "MCP-Protocol-Version: 2024-01-01\r\n");
  require_rpc_error(res, 400, -32022);
}

TEST_CASE("/mcp answers POST only: GET, DELETE and HEAD are 405 with Allow, OPTIONS is a preflight for POST", "[mcp]") {
  for (const char* method : {"GET", "DELETE", "HEAD", "PUT"}) {
    INFO(method);
    const HttpResult res = demo_world().live->request(method, "/mcp", "Accept: text/event-stream\r\n");
    CHECK(res.status == 405);
    CHECK(res.header("allow") == "POST, OPTIONS");
  }
  const HttpResult pre = demo_world().live->request("OPTIONS", "/mcp");
  CHECK(pre.status == 204);
  CHECK(pre.header("access-control-allow-methods") == "POST, OPTIONS");
  for (const char* header : {"Content-Type", "MCP-Protocol-Version", "Mcp-Method", "Mcp-Name"})
    CHECK(pre.header("access-control-allow-headers").find(header) != std::string::npos);
  const HttpResult elsewhere = demo_world().live->request("POST", "/tools/find_wiki_item", "", "{}");
  snap::test::require_problem(elsewhere, 405);
  CHECK(elsewhere.header("allow") == "GET, HEAD, OPTIONS");
}

TEST_CASE("Origin: none or any well-formed origin is served (public, read-only data), a malformed one is 403",
          "[mcp]") {
  const std::string body = snap::to_bytes(request("ping"));
  for (const char* origin : {"https://example.com", "http://localhost:5173", "null"}) {
    INFO(origin);
    const HttpResult res = post(body, std::string("Origin: ") + origin + "\r\n");
    CHECK(res.status == 200);
    CHECK(res.header("access-control-allow-origin") == "*");
  }
  require_rpc_error(post(body, "Origin: not an origin\r\n"), 403, -32600, std::nullopt);
}

TEST_CASE("a body over 1 MiB is refused with 413", "[mcp]") {
  const std::string huge =
      "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"pad\":\"" + std::string(1 << 20, 'x') + "\"}}";
  require_rpc_error(post(huge), 413, -32600, std::nullopt);
}

TEST_CASE("/openapi.json lists /mcp as a POST operation with its JSON-RPC body and statuses", "[mcp][openapi]") {
  const Json doc = snap::test::ok_json(*demo_world().edge, "/openapi.json");
  const Json& mcp = doc.at("paths").at("/mcp");
  CHECK_FALSE(mcp.contains("get"));
  const Json& post = mcp.at("post");
  CHECK(post.at("requestBody").at("content").contains("application/json"));
  CHECK(post.at("summary").get<std::string>().find("2026-07-28") != std::string::npos);
  for (const char* status : {"200", "202", "400", "404", "405", "429"}) CHECK(post.at("responses").contains(status));
  CHECK(doc.at("paths").at("/tools/{name}").at("get").at("responses").contains("429"));
  CHECK_FALSE(doc.at("paths").at("/tools").at("get").at("responses").contains("429"));
}

TEST_CASE(
    "a database that cannot be read is the JSON-RPC error -32603 with the 503 a route gives, logged with its cause",
    "[mcp][errors]") {
  const std::string dir = snap::test::make_temp_dir("mcp-db");
  const std::string db = dir + "/f.db";
  snap::test::write_fixture_database(db, snap::test::kFixtureNow);
  snap::test::EdgeProcess edge(db, "", snap::test::kFixtureNow);
  const std::string body = snap::to_bytes(request("tools/call", call_params("find_wiki_item", {{"name", "opalo"}})));
  REQUIRE(edge.request("POST", "/mcp", kClientHeaders, body).status == 200);
  std::filesystem::resize_file(db, 0);  // the file is gone from under the server
  const auto refused = edge.request("POST", "/mcp", kClientHeaders, body);
  require_rpc_error(refused, 503, -32603);
  CHECK(refused.json().at("error").at("message").get<std::string>().rfind("Internal error: the database", 0) == 0);
  INFO(edge.log());
  CHECK(edge.log().find("error on /mcp tools/call") != std::string::npos);
  snap::test::remove_tree(dir);
}
