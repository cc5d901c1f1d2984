// tool_arguments_fuzz.cc: a tool's arguments as GET /tools/{name} reads them (a query string) and as MCP
// tools/call gives them (a JSON object), for every tool of the registry. Refusals are ApiErrors.
#include "core/params.h"
#include "core/problem.h"
#include "core/tools/tool_arguments.h"
#include "core/tools/tool_registry.h"
#include "tests/fuzz/fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = snap::fuzz::text_of(data, size);
  snap::QueryPairs query;
  bool query_read = true;
  try {
    query = snap::parse_query_string(text);  // a malformed name or escape is a 400
  } catch (const snap::ApiError&) {
    query_read = false;
  }
  const snap::Json json = snap::Json::parse(text, nullptr, false);
  for (const snap::Tool& tool : snap::all_tools().tools()) {
    try {
      if (query_read) snap::tool_call_from_query(tool, query);
    } catch (const snap::ApiError&) {
    }
    if (json.is_discarded()) continue;
    try {
      snap::tool_call_from_json(tool, json);
    } catch (const snap::ApiError&) {
    }
  }
  return 0;
}
