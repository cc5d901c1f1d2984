// signalr_messages_test.cc: the SignalR texts alone (edge/hubs/signalr_messages): negotiate answers and ids, the
// handshake, 0x1E record framing, reading client hub messages and writing server ones.
#include "edge/hubs/signalr_messages.h"

#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

namespace {

using snap::ClientMessage;
using snap::Json;
using Kind = snap::ClientMessage::Kind;

const std::string RS(1, '\x1e');

// The JSON of a record the server writes, after checking it is exactly one record.
Json body_of(const std::string& record) {
  REQUIRE(!record.empty());
  REQUIRE(record.back() == '\x1e');
  REQUIRE(record.find('\x1e') == record.size() - 1);
  return Json::parse(record.substr(0, record.size() - 1));
}

std::vector<std::string> strings(std::initializer_list<const char*> list) { return {list.begin(), list.end()}; }

}  // namespace

// ---- Connection ids and negotiate ----

TEST_CASE("url-safe base64 follows RFC 4648 with '-' and '_' and no padding", "[signalr]") {
  const std::vector<std::pair<std::string, std::string>> table = {
      {"", ""},
      {"f", "Zg"},
      {"fo", "Zm8"},
      {"foo", "Zm9v"},
      {"foob", "Zm9vYg"},
      {"fooba", "Zm9vYmE"},
      {"foobar", "Zm9vYmFy"},
      {"\xfb\xff", "-_8"},  // standard base64 would be "+/8="
      {std::string("\x00\x00\x00", 3), "AAAA"},
  };
  for (const auto& [bytes, text] : table) {
    CAPTURE(text);
    CHECK(snap::url_safe_base64(bytes) == text);
  }
}

TEST_CASE("connection ids are 22 URL-safe characters and never repeat", "[signalr]") {
  std::set<std::string> seen;
  std::set<char> used;
  for (int i = 0; i < 200; ++i) {
    const std::string id = snap::random_connection_id();
    CAPTURE(id);
    CHECK(id.size() == 22);
    CHECK(id.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") ==
          std::string::npos);
    seen.insert(id);
    used.insert(id.begin(), id.end());
  }
  CHECK(seen.size() == 200);
  CHECK(used.size() == 64);  // 4,400 random digits use the whole alphabet (all but surely)
}

TEST_CASE("the negotiate version is the one asked for up to 1, 0 when absent, and refused when not a number",
          "[signalr]") {
  CHECK(snap::agreed_negotiate_version(std::nullopt) == 0);
  CHECK(snap::agreed_negotiate_version(std::string("0")) == 0);
  CHECK(snap::agreed_negotiate_version(std::string("1")) == 1);
  CHECK(snap::agreed_negotiate_version(std::string("2")) == 1);
  CHECK(snap::agreed_negotiate_version(std::string("99999999999999999999")) == std::nullopt);  // out of range
  for (const std::string& bad : strings({"", "x", "-1", "1.0", " 1", "1 ", "1x", "+1"})) {
    CAPTURE(bad);
    CHECK(snap::agreed_negotiate_version(bad) == std::nullopt);
  }
}

TEST_CASE("negotiate version 1 names the connection id and token and offers only WebSockets with Text", "[signalr]") {
  const std::string body = snap::negotiate_response(1, "public-id", "secret_token");
  CHECK(body == R"({"negotiateVersion":1,"connectionId":"public-id","connectionToken":"secret_token",)"
                R"("availableTransports":[{"transport":"WebSockets","transferFormats":["Text"]}]})");
}

TEST_CASE("negotiate version 0 names only the connection id, which the client sends back as id", "[signalr]") {
  const Json body = Json::parse(snap::negotiate_response(0, "public-id", "secret_token"));
  CHECK(body["negotiateVersion"] == 0);
  CHECK(body["connectionId"] == "public-id");
  CHECK_FALSE(body.contains("connectionToken"));
  CHECK(body["availableTransports"].size() == 1);
  CHECK_FALSE(body.contains("useStatefulReconnect"));  // the JS client fails a start it did not ask this of
}

// ---- Handshake ----

TEST_CASE("the handshake accepts the json protocol version 1 only", "[signalr]") {
  for (const std::string& good : strings({
           R"({"protocol":"json","version":1})", R"({ "version": 1, "protocol": "json" })",
           R"({"protocol":"json","version":1,"minorVersion":0})",  // extra fields are ignored
       })) {
    CAPTURE(good);
    CHECK(snap::handshake_refusal(good) == std::nullopt);
  }
  for (const std::string& bad : strings({
           R"({"protocol":"messagepack","version":1})", R"({"protocol":"JSON","version":1})",
           R"({"protocol":"json","version":2})", R"({"protocol":"json","version":0})",
           R"({"protocol":"json","version":"1"})", R"({"protocol":"json","version":1.5})", R"({"protocol":"json"})",
           R"({"version":1})", R"({"protocol":1,"version":1})", R"(["json",1])", R"({"protocol":"json","version":1)",
           "",
           "{\"protocol\":\"json\",\"version\":1}\x1e",  // the separator is not part of the record
       })) {
    CAPTURE(bad);
    const auto refusal = snap::handshake_refusal(bad);
    REQUIRE(refusal);
    CHECK(!refusal->empty());
  }
}

TEST_CASE("an unknown hub protocol is refused in the handshake response", "[signalr]") {
  const auto refusal = snap::handshake_refusal(R"({"protocol":"messagepack","version":1})");
  REQUIRE(refusal);
  const std::string response = snap::handshake_response(refusal);
  CHECK(response == R"({"error":"Requested protocol 'messagepack' is not available."})" + RS);
  CHECK_FALSE(body_of(response).contains("type"));  // the JS client takes a record with a type as no handshake
}

TEST_CASE("an accepted handshake is answered with an empty object record", "[signalr]") {
  CHECK(snap::handshake_response(std::nullopt) == "{}" + RS);
}

// ---- Record framing ----

TEST_CASE("a record split across two frames is yielded once, whole", "[signalr]") {
  snap::RecordSplitter splitter;
  const std::string head = R"({"type":1,"target":"Subscr)";
  auto first = splitter.feed(head);
  CHECK(first.records.empty());
  CHECK_FALSE(first.overflow);
  CHECK(splitter.buffered() == head.size());
  auto second = splitter.feed(R"(ibeEvent","arguments":["x"]})" + RS);
  CHECK(second.records == strings({R"({"type":1,"target":"SubscribeEvent","arguments":["x"]})"}));
  CHECK(splitter.buffered() == 0);
  CHECK(splitter.feed("").records.empty());
}

TEST_CASE("several records in one frame are yielded in order, the unfinished tail kept", "[signalr]") {
  snap::RecordSplitter splitter;
  // The JS client joins queued sends into one frame, e.g. the handshake and its first ping.
  auto result = splitter.feed(R"({"protocol":"json","version":1})" + RS + R"({"type":6})" + RS + R"({"ty)");
  CHECK(result.records == strings({R"({"protocol":"json","version":1})", R"({"type":6})"}));
  CHECK(splitter.buffered() == 4);
  result = splitter.feed(R"(pe":7})" + RS + RS);
  CHECK(result.records == strings({R"({"type":7})", ""}));  // an empty record is yielded for the reader to refuse
}

TEST_CASE("a separator arriving alone ends the buffered record", "[signalr]") {
  snap::RecordSplitter splitter;
  splitter.feed("{\"type\":");
  splitter.feed("6}");
  CHECK(splitter.feed(RS).records == strings({R"({"type":6})"}));
}

TEST_CASE("a record longer than the cap is reported as overflow and nothing is yielded after it", "[signalr]") {
  SECTION("a record of exactly the cap passes") {
    snap::RecordSplitter splitter(8);
    auto result = splitter.feed("12345678" + RS);
    CHECK_FALSE(result.overflow);
    CHECK(result.records == strings({"12345678"}));
  }
  SECTION("a complete record one byte over, after a good one") {
    snap::RecordSplitter splitter(8);
    auto result = splitter.feed("ok" + RS + "123456789" + RS + "late" + RS);
    CHECK(result.overflow);
    CHECK(result.records == strings({"ok"}));
  }
  SECTION("an unfinished record growing over frames") {
    snap::RecordSplitter splitter(8);
    CHECK_FALSE(splitter.feed("12345").overflow);
    auto result = splitter.feed("6789");
    CHECK(result.overflow);
    CHECK(splitter.buffered() == 0);
    auto later = splitter.feed("ok" + RS);
    CHECK(later.overflow);
    CHECK(later.records.empty());
  }
  SECTION("the default cap is 64 KiB") {
    snap::RecordSplitter splitter;
    CHECK_FALSE(splitter.feed(std::string(snap::kMaxClientRecordBytes, 'x')).overflow);
    CHECK(splitter.feed("x").overflow);
  }
}

// ---- Client messages ----

TEST_CASE("a client invocation is read with its target, arguments and invocation id", "[signalr]") {
  // The JS client writes its fields in this order: target, arguments, invocationId, type.
  ClientMessage m = snap::parse_client_message(R"({"target":"SubscribeEvent","arguments":["spring-2024"],)"
                                               R"("invocationId":"0","type":1})");
  CHECK(m.kind == Kind::kInvocation);
  CHECK(m.target == "SubscribeEvent");
  CHECK(m.arguments == Json::array({"spring-2024"}));
  CHECK(m.invocation_id == std::optional<std::string>("0"));

  m = snap::parse_client_message(R"({"type":1,"target":"Unsubscribe","arguments":[],"headers":{"a":"b"}})");
  CHECK(m.kind == Kind::kInvocation);
  CHECK(m.arguments.empty());
  CHECK(m.invocation_id == std::nullopt);  // non-blocking: never answered

  m = snap::parse_client_message(R"({"type":1,"target":"X","arguments":[1],"streamIds":[]})");
  CHECK(m.kind == Kind::kInvocation);
}

TEST_CASE("ping and close from the client are read, with the close error if any", "[signalr]") {
  CHECK(snap::parse_client_message(R"({"type":6})").kind == Kind::kPing);
  ClientMessage close = snap::parse_client_message(R"({"type":7})");
  CHECK(close.kind == Kind::kClose);
  CHECK(close.close_error == std::nullopt);
  close = snap::parse_client_message(R"({"type":7,"error":"bye","allowReconnect":false})");
  CHECK(close.kind == Kind::kClose);
  CHECK(close.close_error == std::optional<std::string>("bye"));
}

TEST_CASE("streaming, completion, cancel, ack, sequence and unknown messages are reported unsupported", "[signalr]") {
  for (const std::string& record : strings({
           R"({"type":2,"invocationId":"1","item":5})",
           R"({"type":3,"invocationId":"1","result":5})",
           R"({"type":4,"invocationId":"1","target":"S","arguments":[]})",
           R"({"type":5,"invocationId":"1"})",
           R"({"type":1,"invocationId":"1","target":"Up","arguments":[],"streamIds":["s1"]})",
           R"({"type":8,"sequenceId":3})",
           R"({"type":9,"sequenceId":3})",
           R"({"type":42})",
           R"({"type":0})",
           R"({"type":-1})",
       })) {
    CAPTURE(record);
    const ClientMessage m = snap::parse_client_message(record);
    CHECK(m.kind == Kind::kUnsupported);
    CHECK(!m.error.empty());
  }
  // The invocation id is kept so the server can answer with a Completion error.
  CHECK(snap::parse_client_message(R"({"type":4,"invocationId":"7","target":"S","arguments":[]})").invocation_id ==
        std::optional<std::string>("7"));
}

TEST_CASE("a malformed client message is reported with a reason, never thrown", "[signalr]") {
  for (const std::string& record : strings({
           "",
           "not json",
           R"({"type":1,"target":"X","arguments":[])",
           R"([1])",
           R"("ping")",
           R"({})",
           R"({"type":"1","target":"X","arguments":[]})",
           R"({"type":1.5})",
           R"({"type":1,"arguments":[]})",
           R"({"type":1,"target":"","arguments":[]})",
           R"({"type":1,"target":7,"arguments":[]})",
           R"({"type":1,"target":"X"})",
           R"({"type":1,"target":"X","arguments":{"a":1}})",
           R"({"type":1,"target":"X","arguments":[],"invocationId":5})",
           R"({"type":1,"target":"X","arguments":[],"invocationId":""})",
           R"({"type":1,"target":"X","arguments":[],"headers":[]})",
           R"({"type":7,"error":5})",
       })) {
    CAPTURE(record);
    ClientMessage m;
    REQUIRE_NOTHROW(m = snap::parse_client_message(record));
    CHECK(m.kind == Kind::kMalformed);
    CHECK(!m.error.empty());
  }
}

// ---- Server messages ----

TEST_CASE("a server invocation is one record with type 1, its target and the arguments as given", "[signalr]") {
  const Json global = {{"player", "Ann"}, {"value", 1234.5}};
  const std::string arguments = snap::to_bytes(Json::array({global}));
  const std::string record = snap::invocation_record("ReceiveGlobal", arguments);
  CHECK(record == R"({"type":1,"target":"ReceiveGlobal","arguments":[{"player":"Ann","value":1234.5}]})" + RS);
  const Json body = body_of(record);
  CHECK_FALSE(body.contains("invocationId"));  // non-blocking: the client sends no Completion back
}

TEST_CASE("a server invocation escapes its target", "[signalr]") {
  const Json body = body_of(snap::invocation_record("Odd\"Name\\", std::string("[]")));
  CHECK(body["target"] == "Odd\"Name\\");
  CHECK(body["arguments"] == Json::array());
}

TEST_CASE("a completion carries either the result or the error, with the invocation id", "[signalr]") {
  CHECK(snap::completion_record("0", Json{{"subscribed", "spring-2024"}}) ==
        R"({"type":3,"invocationId":"0","result":{"subscribed":"spring-2024"}})" + RS);
  CHECK(snap::completion_record("1", nullptr) == R"({"type":3,"invocationId":"1","result":null})" + RS);
  const Json error = body_of(snap::completion_error_record("2", "Unknown event 'x'."));
  CHECK(error == Json{{"type", 3}, {"invocationId", "2"}, {"error", "Unknown event 'x'."}});
  CHECK_FALSE(error.contains("result"));
}

TEST_CASE("ping and close records have the spec's shapes", "[signalr]") {
  CHECK(snap::ping_record() == R"({"type":6})" + RS);
  CHECK(snap::close_record() == R"({"type":7})" + RS);
  CHECK(snap::close_record(std::string("Server shutting down.")) ==
        R"({"type":7,"error":"Server shutting down."})" + RS);
  CHECK(snap::close_record(std::string("Restarting."), true) ==
        R"({"type":7,"error":"Restarting.","allowReconnect":true})" + RS);
  CHECK(snap::close_record(std::nullopt, true) == R"({"type":7,"allowReconnect":true})" + RS);
}
