// route.cc: RouteBuilder, the one way a route family declares a route, and render_body, the one way a route's
// answer becomes bytes.
#include "core/route.h"

#include <algorithm>
#include <stdexcept>

#include "core/routes/shared/offset_paging.h"
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

RouteBuilder& RouteBuilder::paged(const OffsetPaging& paging) {
  route_.offset_paged = true;
  return params(paging.params());
}

RouteBuilder& RouteBuilder::capture_choices(std::string capture, std::vector<std::string> values) {
  route_.capture_choices[std::move(capture)] = std::move(values);
  return *this;
}

RouteBuilder& RouteBuilder::render(RenderFn render) {
  route_.render = std::move(render);
  return *this;
}

RouteBuilder& RouteBuilder::render_text(TextFormat format, TextRenderFn render) {
  route_.text_format = format;
  route_.render_text = std::move(render);
  return *this;
}

RouteBuilder& RouteBuilder::answers(AnswerSchemaFn schema) {
  route_.answer_schema = std::move(schema);
  return *this;
}

RouteBuilder& RouteBuilder::snapshots(SnapshotArgsFn args) {
  route_.snapshot_args = std::move(args);
  return *this;
}

RouteBuilder& RouteBuilder::file_stamp(FileStampFn stamp) {
  route_.file_stamp = std::move(stamp);
  return *this;
}

RouteBuilder& RouteBuilder::max_age(int seconds) {
  route_.max_age_seconds = seconds;
  return *this;
}

RouteBuilder& RouteBuilder::immutable() {
  route_.immutable = true;
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
  if (route_.file_stamp && !route_.snapshot_args)
    throw std::logic_error("route " + route_.pattern + ": a file stamp needs snapshots()");
  if (!route_.render == !route_.render_text)
    throw std::logic_error("route " + route_.pattern + " must declare one render function: render or render_text");
  const bool ndjson = route_.render_text && std::string(route_.text_format.extension) == kNdjsonText.extension;
  if ((route_.render || ndjson) && !route_.answer_schema)
    throw std::logic_error("route " + route_.pattern + " must declare the JSON Schema of its answer (of NDJSON: of a "
                           "line): answers()");
  return route_;
}

const char* Route::media_type() const {
  return is_text() ? text_format.media_type : "application/json; charset=utf-8";
}

const char* Route::file_extension() const { return is_text() ? text_format.extension : ".json"; }

RenderedBody render_body(const Route& route, const RenderContext& ctx, const PathArgs& args, const Params& params) {
  if (route.is_text()) return RenderedBody{route.render_text(ctx, args, params)};
  const Json body = route.render(ctx, args, params);
  RenderedBody rendered{to_bytes(body)};
  rendered.position = list_position(route, body);
  if (rendered.position && !rendered.position->by_offset && rendered.position->last)
    rendered.total_pages = *rendered.position->last;
  return rendered;
}

}  // namespace snap
