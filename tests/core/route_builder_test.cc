// route_builder_test.cc: declare_route(), the one way to declare a route: parameters in the order declared, the
// page parameter named by paged(), cache policy, and a declaration without a render refused.
#include <catch2/catch.hpp>

#include <stdexcept>
#include <type_traits>

#include "core/route.h"
#include "core/routes/shared/paging.h"

using namespace snap;

namespace {

Json render_nothing(const RenderContext&, const PathArgs&, const Params&) { return Json::object(); }

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
