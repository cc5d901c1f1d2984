// docs_reference.h: the reference parts of the documentation page, as HTML fragments written from the
// declarations themselves (the route table, the tool registry, the push feed and MCP identity), so the page
// lists exactly what the server answers.
#pragma once

#include <string>

#include "core/route.h"
#include "core/route_table.h"

namespace snap {

// One route: method and pattern, summary, how it is served (snapshot file or live, max-age, tool budget), its
// query parameters with their types, defaults, bounds and choices, then `answer_fields` (docs_answer_fields.h).
std::string route_reference_html(const Route& route, const std::string& answer_fields);

// The family's example request and, below it, the answer the route renders for it now (pretty-printed JSON).
// Empty when the family has none, or its example needs data the database does not hold yet.
std::string family_example_html(const RenderContext& ctx, const RouteFamily& family);

// Every tool of the registry: name, title, description and arguments.
std::string tool_catalogue_html();

// The endpoints snapedge answers itself: /mcp, the Server-Sent Events stream and each SignalR hub.
std::string push_and_mcp_html();

// An id for an HTML anchor from any text: lower-case letters and digits, other runs as one '-'.
std::string anchor_id(const std::string& text);

}  // namespace snap
