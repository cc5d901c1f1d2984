// route.cc: RouteBuilder, the one way a route family declares a route.
#include "core/route.h"

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
  if (!route_.render) throw std::logic_error("route " + route_.pattern + " declares no render function");
  return route_;
}

}  // namespace snap
