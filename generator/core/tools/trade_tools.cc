// trade_tools.cc: (being written) the trade tools.
#include "core/tools/tool_registry.h"
#include "core/tools/tool_families.h"

namespace snap {

void add_trade_tools(ToolRegistry&) {}

}  // namespace snap
