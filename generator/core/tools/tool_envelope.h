// tool_envelope.h: runs a tool and wraps its answer in the description's envelope: tool, columns, rows,
// rowCount, truncated, unknown, note, and ignoredParameters when the call named undeclared ones. The one place
// where a stat without a recorded value becomes 0 in its row and a line of the note, and where a capped answer
// says how to ask for the rest.
#pragma once

#include "core/json_bytes.h"
#include "core/route.h"
#include "core/tools/tool.h"
#include "core/tools/tool_arguments.h"

namespace snap {

// Throws ApiError from the handler (a 404 for a name that must resolve and does not).
Json run_tool(const Tool& tool, const RenderContext& ctx, const ToolCall& call);

}  // namespace snap
