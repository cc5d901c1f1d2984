// docs_page_test.cc: the documentation page at / through a real snapedge and Debian's headless Chromium: it is
// a snapshot file served as HTML, it needs nothing from outside, a browser draws it (a screenshot kept in the
// build folder), it lists every endpoint family and route, and each example request it shows returns what it says.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <cstring>
#include <string>

#include "core/route_table.h"
#include "core/routes/meta/docs_reference.h"
#include "core/snapshot_manifest.h"
#include "core/bytes/file_bytes.h"
#include "tests/support/checkout_paths.h"
#include "tests/support/processes.h"
#include "tests/support/test_worlds.h"

namespace {

const std::string kScreenshot = snap::test::build_path("docs-page.png");

// Chromium as root needs --no-sandbox; its own complaints (no D-Bus, no GPU) go to stderr, which is dropped.
std::string chromium(const std::string& flags, const std::string& url) {
  const auto run = snap::test::run_program(
      "sh", {"-c", "chromium --headless --no-sandbox --disable-gpu --hide-scrollbars " + flags + " '" + url +
                       "' 2>/dev/null"});
  REQUIRE(run.exit_code == 0);
  return run.output;
}

std::string page_url() { return "http://127.0.0.1:" + std::to_string(snap::test::demo_world().edge->port()) + "/"; }

// The text of an HTML fragment as the browser serialized it: its character references undone.
std::string html_text(std::string text) {
  static const std::pair<const char*, const char*> kReferences[] = {
      {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&#39;", "'"}, {"&nbsp;", "\u00a0"}, {"&amp;", "&"}};
  for (const auto& [reference, character] : kReferences)
    for (size_t at = text.find(reference); at != std::string::npos; at = text.find(reference, at + 1))
      text.replace(at, std::strlen(reference), character);
  return text;
}

std::uint32_t big_endian(const std::string& bytes, size_t at) {
  std::uint32_t value = 0;
  for (size_t i = 0; i < 4; ++i) value = value << 8 | static_cast<unsigned char>(bytes[at + i]);
  return value;
}

}  // namespace

TEST_CASE("rule: / is the documentation page, an HTML snapshot file", "[docs]") {
  const auto& world = snap::test::demo_world();
  const auto manifest =
      snap::parse_manifest(snap::read_file_bytes(world.snapshots + "/current/manifest.json").value_or(""));
  REQUIRE(manifest);
  bool listed = false;
  for (const auto& entry : manifest->files) listed |= entry.route == "/" && entry.file == "index.html";
  CHECK(listed);
  for (const auto* edge : {world.edge.get(), world.live.get()}) {
    const auto page = edge->get("/");
    REQUIRE(page.status == 200);
    CHECK(page.header("content-type") == "text/html; charset=utf-8");
    CHECK(page.body.rfind("<!doctype html>", 0) == 0);
  }
  CHECK(world.edge->get("/").header("x-snapshot-version") != "");
  CHECK(world.edge->get("/").body == world.live->get("/").body);  // the snapshot file is the live render
}

TEST_CASE("rule: the documentation page needs no scripts and nothing from outside", "[docs]") {
  const std::string page = snap::test::demo_world().edge->get("/").body;
  for (const char* outside : {"<script", "src=\"http", "href=\"http", "@import", "url(", "<link", "@font-face"}) {
    INFO(outside);
    CHECK(page.find(outside) == std::string::npos);
  }
  CHECK(page.find("<svg") != std::string::npos);  // the charts are drawn inline
}

TEST_CASE("rule: the documentation page opens in Chromium and lists every endpoint family and route", "[docs][chromium][external]") {
  std::filesystem::remove(kScreenshot);
  chromium("--window-size=1280,2400 --screenshot=" + kScreenshot, page_url());
  const std::string png = snap::read_file_bytes(kScreenshot).value_or("");
  REQUIRE(png.size() > 24);
  CHECK(png.compare(1, 3, "PNG") == 0);
  CHECK(big_endian(png, 16) == 1280);  // IHDR: width, height
  CHECK(big_endian(png, 20) == 2400);
  CHECK(png.size() > 50000);  // a drawn page, not a blank one

  const std::string dom = chromium("--dump-dom", page_url());
  REQUIRE(dom.find("<h1>Entropia community API</h1>") != std::string::npos);
  for (const snap::RouteFamily& family : snap::all_routes().families()) {
    INFO(family.title);
    CHECK(dom.find("<section id=\"family-" + snap::anchor_id(family.title) + "\">") != std::string::npos);
    CHECK(dom.find("href=\"#family-" + snap::anchor_id(family.title) + "\"") != std::string::npos);  // in the contents
  }
  for (const snap::Route& route : snap::all_routes().routes()) {
    INFO(route.pattern);
    CHECK(dom.find("<code>GET " + route.pattern + "</code>") != std::string::npos);
  }
  CHECK(dom.find("<code>POST /mcp</code>") != std::string::npos);
  CHECK(dom.find("<code>GET /stream/globals</code>") != std::string::npos);
}

TEST_CASE("rule: every example request on the documentation page returns the answer the page shows", "[docs][chromium][external]") {
  const auto& world = snap::test::demo_world();
  const std::string dom = chromium("--dump-dom", page_url());
  const std::string figure = "<figure class=\"example\" data-request=\"", answer_open = "<code class=\"language-json\">";
  size_t examples = 0;
  for (size_t at = dom.find(figure); at != std::string::npos; at = dom.find(figure, at + 1)) {
    const size_t target_at = at + figure.size();
    const std::string target = html_text(dom.substr(target_at, dom.find('"', target_at) - target_at));
    const size_t answer_at = dom.find(answer_open, target_at) + answer_open.size();
    const std::string shown = html_text(dom.substr(answer_at, dom.find("</code>", answer_at) - answer_at));
    INFO(target);
    const auto answer = world.edge->get(target);
    REQUIRE(answer.status == 200);
    CHECK(answer.json() == snap::Json::parse(shown));
    ++examples;
  }
  size_t declared = 0;
  for (const snap::RouteFamily& family : snap::all_routes().families()) declared += !family.example.empty();
  CHECK(examples == declared);
  CHECK(examples >= 8);
}
