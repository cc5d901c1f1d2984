// tool_routes.cc: the tools over plain GET: /tools (the catalogue, a snapshot file: it changes only with the
// code) and /tools/{name} (one call, rendered live, spending the caller's tool budget), and the MCP server card
// at /.well-known/mcp/server-card.json, generated from the same registry.
#include "core/problem.h"
#include "core/route_table.h"
#include "core/routes/route_families.h"
#include "core/routes/shared/snapshot_args.h"
#include "core/tools/server_card.h"
#include "core/tools/tool_envelope.h"
#include "core/tools/tool_registry.h"
#include "core/tools/tool_schema.h"

namespace snap {
namespace {

constexpr int kCatalogueMaxAge = 300;
constexpr int kToolAnswerMaxAge = 30;

Json render_catalogue(const RenderContext&, const PathArgs&, const Params&) {
  Json body = Json::object();
  body["tools"] = tool_listings();
  return body;
}

Json render_tool_call(const RenderContext& ctx, const PathArgs& args, const Params& params) {
  const Tool* tool = all_tools().find(args.at("name"));
  if (!tool) throw ApiError(Problem::not_found("tool", args.at("name")));
  return run_tool(*tool, ctx, tool_call_from_query(*tool, params.query()));
}

Json render_server_card(const RenderContext&, const PathArgs&, const Params&) { return server_card(); }

Json catalogue_schema(AnswerSchemas& schemas) {
  return schema::object(
      {{"tools", schema::array(tool_listing_schema(schemas), "every tool, in the registry's order")}});
}

}  // namespace

void add_tool_routes(RouteTable& table) {
  table.add(declare_route("/tools", "every tool with the JSON Schema of its arguments and of its answer")
                .render(render_catalogue)
                .answers(catalogue_schema)
                .snapshots(one_snapshot())
                .max_age(kCatalogueMaxAge));
  table.add(declare_route("/tools/{name}",
                          "run one tool; its arguments (see GET /tools) as query parameters, a list repeated or "
                          "comma-separated, an object as JSON; answers the tool envelope; rate limited")
                .render(render_tool_call)
                .answers(tool_answer_schema)
                .rate_limited()
                .max_age(kToolAnswerMaxAge));
  table.add(declare_route("/.well-known/mcp/server-card.json",
                          "the MCP server card: identity, the /mcp endpoint and its transport, protocol versions, "
                          "capabilities and tools")
                .render(render_server_card)
                .answers(server_card_schema)
                .snapshots(one_snapshot())
                .max_age(kCatalogueMaxAge));
}

}  // namespace snap
