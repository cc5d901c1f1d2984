// route.cc: RouteBuilder, the one way a route family declares a route, and render_body, the one way a route's
// answer becomes bytes.
#include "core/route.h"

#include <algorithm>
#include <stdexcept>

#include "core/routes/shared/paging.h"

namespace snap {

RouteBuilder::RouteBuilder(std::string pattern, std::string summary) {
  route_.pattern = std::move(pattern);
  route_.summary = std::move(summary);
}

RouteBuilder& RouteBuilder::params(std::vector<ParamSpec> specs) {
  for (ParamSpec& spec : specs) route_.params.push_back(std::move(spec));
  return *this;
}

RouteBuilder& RouteBuilder::paged(const Paging& paging) {
  route_.page_param = paging.number_name();
  return params(paging.params());
}

RouteBuilder& RouteBuilder::render(RenderFn render) {
  route_.render = std::move(render);
  return *this;
}

RouteBuilder& RouteBuilder::render_page(PageRenderFn render) {
  route_.render_page = std::move(render);
  return *this;
}

RouteBuilder& RouteBuilder::snapshots(SnapshotArgsFn args) {
  route_.snapshot_args = std::move(args);
  return *this;
}

RouteBuilder& RouteBuilder::max_age(int seconds) {
  route_.max_age_seconds = seconds;
  return *this;
}

RouteBuilder& RouteBuilder::edge_cache(int seconds, CacheStampFn stamp) {
  route_.edge_cache_seconds = seconds;
  route_.edge_cache_stamp = std::move(stamp);
  return *this;
}

RouteBuilder& RouteBuilder::rate_limited() {
  route_.rate_limited = true;
  return *this;
}

Route RouteBuilder::build() const {
  if (!route_.render == !route_.render_page)
    throw std::logic_error("route " + route_.pattern + " must declare one render function: render or render_page");
  return route_;
}

const char* Route::media_type() const {
  return is_page() ? "text/html; charset=utf-8" : "application/json; charset=utf-8";
}

RenderedBody render_body(const Route& route, const RenderContext& ctx, const PathArgs& args, const Params& params) {
  if (route.is_page()) return RenderedBody{route.render_page(ctx, args, params)};
  const Json body = route.render(ctx, args, params);
  RenderedBody rendered{to_bytes(body)};
  if (!route.page_param.empty() && body.is_object() && body.contains("totalPages"))
    rendered.total_pages = std::max<std::int64_t>(1, body["totalPages"].get<std::int64_t>());
  return rendered;
}

}  // namespace snap
