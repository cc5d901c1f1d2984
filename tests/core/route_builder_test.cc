// route_builder_test.cc: declare_route(), the one way to declare a route: parameters in the order declared, the
// page parameter named by paged(), cache policy, a declaration without exactly one render or without its answer's
// schema refused, and an HTML page's media type and file.
#include <catch2/catch.hpp>
#include <stdexcept>
#include <type_traits>

#include "core/route.h"
#include "core/routes/shared/paging.h"
#include "core/snapshot_path.h"

using namespace snap;

namespace {

Json render_nothing(const RenderContext&, const PathArgs&, const Params&) { return Json::object(); }
Json schema_of_nothing(AnswerSchemas&) { return schema::object({}); }
std::string page_of_nothing(const RenderContext&, const PathArgs&, const Params&) { return "<p>nothing</p>"; }

}  // namespace

TEST_CASE("a route is built only by declare_route", "[routes]") {
  STATIC_REQUIRE_FALSE(std::is_default_constructible<Route>::value);
}

TEST_CASE("declare_route keeps what is declared, parameters in call order", "[routes]") {
  const Route route = declare_route("/things/{slug}/log", "a thing's log")
                          .params({ParamSpec::text("search", "")})
                          .paged(Paging::fixed(20, "page", "20 a page"))
                          .params({ParamSpec::text("type", "")})
                          .render(render_nothing)
                          .answers(schema_of_nothing)
                          .max_age(300)
                          .edge_cache(30)
                          .build();
  CHECK(route.pattern == "/things/{slug}/log");
  CHECK(route.summary == "a thing's log");
  REQUIRE(route.params.size() == 3);
  CHECK(route.params[0].name == "search");
  CHECK(route.params[1].name == "page");
  CHECK(route.params[2].name == "type");
  CHECK(route.page_param == "page");
  CHECK(route.max_age_seconds == 300);
  CHECK(route.edge_cache_seconds == 30);
  CHECK_FALSE(route.edge_cache_stamp);
  CHECK_FALSE(route.is_static());
}

TEST_CASE("a route declared without a render function is refused", "[routes]") {
  CHECK_THROWS_AS(declare_route("/things", "things").max_age(60).build(), std::logic_error);
}

TEST_CASE("rule: a JSON or NDJSON route without the schema of its answer is refused (/openapi.json would lack it)",
          "[routes][openapi]") {
  CHECK_THROWS_AS(declare_route("/things", "things").render(render_nothing).build(), std::logic_error);
  CHECK_THROWS_AS(declare_route("/lines", "lines").render_text(kNdjsonText, page_of_nothing).build(),
                  std::logic_error);  // NDJSON: the schema of a line
  CHECK(declare_route("/", "a page").render_text(kHtmlText, page_of_nothing).build().is_text());
}

TEST_CASE("a route declares exactly one render function: JSON or text of another format", "[routes]") {
  CHECK_THROWS_AS(declare_route("/things", "things")
                      .render(render_nothing)
                      .answers(schema_of_nothing)
                      .render_text(kHtmlText, page_of_nothing)
                      .build(),
                  std::logic_error);
  const Route json = declare_route("/things", "things").render(render_nothing).answers(schema_of_nothing).build();
  CHECK_FALSE(json.is_text());
  CHECK(std::string(json.media_type()) == "application/json; charset=utf-8");
  const Route page = declare_route("/", "a page").render_text(kHtmlText, page_of_nothing).build();
  CHECK(page.is_text());
  CHECK(std::string(page.media_type()) == "text/html; charset=utf-8");
}

TEST_CASE("a text route's snapshot file ends in its format's extension: / is index.html", "[routes][snapshot]") {
  const Route page = declare_route("/", "a page").render_text(kHtmlText, page_of_nothing).build();
  CHECK(snapshot_file_for(page, {}, 1) == "index.html");
  CHECK(snapshot_route_key(page, {}, 1) == "/");
  const Route json = declare_route("/things", "things").render(render_nothing).answers(schema_of_nothing).build();
  CHECK(snapshot_file_for(json, {}, 1) == "things/index.json");
  const Route image = declare_route("/things/widget.svg", "an image").render_text(kSvgText, page_of_nothing).build();
  CHECK(snapshot_file_for(image, {}, 1) == "things/widget.svg/index.svg");
  CHECK(std::string(image.media_type()) == "image/svg+xml");
}
